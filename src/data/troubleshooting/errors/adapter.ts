/** Messages of the error reference shown by: adapter. Written in issue 21. */
import type {ErrorMessage} from '../types';

export const adapterMessages: readonly ErrorMessage[] = [];
