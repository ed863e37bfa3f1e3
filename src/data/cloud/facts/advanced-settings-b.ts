/**
 * Facts of the advanced settings pages (part B: OBD, Power, RFID, System, Tracking, Trip, Update Release, Wi-Fi and
 * the Veltro Mini) that no source gives and that were chosen once here. The canon (`../shared/ia/facts.md`) and
 * `src/data/core/facts.ts` come first; everything here fills a gap they leave.
 */

/** Heading of the settings that the Cloud shows above the first heading of a settings page (RFID, Trip, Update Release). */
export const ungroupedTitle = 'General';

/** Folder the ELM327 proxy writes its own log file to when the file name has no folder: the Core log folder. */
export const elm327ProxyLogFolder = '/var/log/veltro/';

/** Host name the hotspot's DNS resolves to the device (192.168.4.1), so a browser on the hotspot can use a name. */
export const hotspotLocalHostName = 'local.veltro.example';

/** SPM firmware version the Cloud proposes for a TMU CM4 or CAN-FD Pro (RP2040 SPM, firmware 4; `power.status` shows it). */
export const spmFirmwareVersion = '4.1';

/**
 * The Cloud shows the OBD manager's `battery_nominal_voltage` under **Power › Battery** as **Nominal Voltage**, next
 * to the read interval, because it changes how every battery voltage is judged.
 */
export const nominalVoltageSetting = 'power.battery.nominal_voltage';

/**
 * Values of **Update Release › Automatic**, read from when Core installs a release: `false` never on its own,
 * `true` when the device shuts down (before sleep), `startup` also when Core starts.
 */
export const automaticUpdateValues = ['false', 'true', 'startup'] as const;

/** The RFID tag that ends a trip for good: a rejected tag (the event `system/rfid/<id>/rejected`), as a tag pattern. */
export const tripFinalEndTag = 'system/rfid/.*/rejected';

/** An empty **System › User › Pi › Password** field leaves the password on the device unchanged. */
export const emptyPiPasswordKeepsCurrent = true;

/**
 * Trip settings are applied by Veltro Cloud to the events and positions it receives: a change needs no sync, takes
 * effect at once for trips built from then on, and leaves closed trips as they are.
 */
export const tripSettingsApplyInCloud = true;
