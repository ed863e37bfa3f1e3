/** Every troubleshooting path (plugins/docs/remark-troubleshooting.ts renders each on its page). */
import type {TroubleshootingPath} from '../types';
import {pathsA} from './paths-a';
import {pathsB} from './paths-b';

export const troubleshootingPaths: readonly TroubleshootingPath[] = [...pathsA, ...pathsB];

export const pathById: ReadonlyMap<string, TroubleshootingPath> = new Map(
  troubleshootingPaths.map((path) => [path.id, path]),
);
