/** Every troubleshooting path (plugins/docs/remark-troubleshooting.ts renders each on its page). */
import type {TroubleshootingPath} from '../types';
import {dataAndSignalPaths} from './data-and-signals';
import {powerAndNetworkPaths} from './power-and-network';

export const troubleshootingPaths: readonly TroubleshootingPath[] = [...dataAndSignalPaths, ...powerAndNetworkPaths];

export const pathById: ReadonlyMap<string, TroubleshootingPath> = new Map(
  troubleshootingPaths.map((path) => [path.id, path]),
);
