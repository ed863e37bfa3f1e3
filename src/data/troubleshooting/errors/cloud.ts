/** Messages of the error reference shown by: cloud. Written in issue 21. */
import type {ErrorMessage} from '../types';

export const cloudMessages: readonly ErrorMessage[] = [];
