/**
 * Veltro Cloud facts that the Debug Raw PID Queries and Create CAN Signal Loggers pages state and no source gave:
 * chosen once here and used on both pages. The canon is ../../../../../shared/ia/facts.md (not repeated here).
 */

/** Where a DBC file enters the Cloud: the import button of the user's own library, with the file type to choose. */
export const dbcImport = {menu: 'OBD Library › My Library', button: 'Import', fileType: 'DBC'} as const;

/** The service under Device Management › Services whose loggers decode broadcast CAN signals (the CAN manager). */
export const canSignalLoggerService = 'CAN';

/** The button on the service's Loggers tab that adds a logger (as for PID and raw CAN loggers), and the type to pick. */
export const addLogger = {tab: 'Loggers', button: '+ Create', type: 'CAN signal logger'} as const;

/** Fields of a CAN signal logger, in the order the dialog shows them. */
export const canSignalLoggerFields = ['Signal', 'Bus', 'Name', 'Returner'] as const;

/** The buses a TMU CM4 offers a CAN signal logger: OBD-II pins 6 and 14, and pins 3 and 11. */
export const canSignalLoggerBuses = {can0: 'OBD-II pins 6 and 14', can1: 'OBD-II pins 3 and 11'} as const;
