/** The whole error reference, one list per source page (plugins/docs/remark-troubleshooting.ts renders them). */
import type {ErrorMessage, ErrorSource} from '../types';
import {adapterMessages} from './adapter';
import {cloudMessages} from './cloud';
import {coreLogMessages} from './core-log';
import {modemMessages} from './modem';

export const errorMessages: readonly ErrorMessage[] = [
  ...adapterMessages,
  ...modemMessages,
  ...coreLogMessages,
  ...cloudMessages,
];

/** The page of the reference each source renders on. */
export const errorPages: Readonly<Record<ErrorSource, {readonly route: string; readonly title: string}>> = {
  adapter: {route: '/troubleshooting/errors/obd-adapter/', title: 'OBD adapter messages'},
  modem: {route: '/troubleshooting/errors/modem/', title: 'Modem errors (+CME, +CMS)'},
  'core-log': {route: '/troubleshooting/errors/core-log/', title: 'Core log messages'},
  cloud: {route: '/troubleshooting/errors/cloud/', title: 'Cloud messages'},
};

export const errorById: ReadonlyMap<string, ErrorMessage> = new Map(errorMessages.map((error) => [error.id, error]));

/** The address of a message in the reference: its page and its anchor. */
export const errorUrl = (error: ErrorMessage): string => `${errorPages[error.source].route}#${error.id}`;
