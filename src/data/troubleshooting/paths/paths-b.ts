/** Troubleshooting paths (paths-b). Written in issue 21. */
import type {TroubleshootingPath} from '../types';

export const pathsB: readonly TroubleshootingPath[] = [];
