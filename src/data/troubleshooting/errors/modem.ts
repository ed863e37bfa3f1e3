/** Messages of the error reference shown by: modem. Written in issue 21. */
import type {ErrorMessage} from '../types';

export const modemMessages: readonly ErrorMessage[] = [];
