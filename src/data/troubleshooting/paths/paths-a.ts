/** Troubleshooting paths (paths-a). Written in issue 21. */
import type {TroubleshootingPath} from '../types';

export const pathsA: readonly TroubleshootingPath[] = [];
