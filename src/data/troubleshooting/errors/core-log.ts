/** Messages of the error reference shown by: core-log. Written in issue 21. */
import type {ErrorMessage} from '../types';

export const coreLogMessages: readonly ErrorMessage[] = [];
