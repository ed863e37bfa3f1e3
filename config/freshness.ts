/**
 * Freshness at build time: the date each page last changed, from git, and the "checked against" line of the pages
 * that document device behaviour (src/data/freshness.ts).
 *
 * The date: Docusaurus' git-eager strategy reads the whole history with one `git log` (not one per page). It needs
 * the history: CI clones main in full (README, Freshness). Where git has no history for a file (a new file not yet
 * committed), or the clone is shallow (the oldest commit of a shallow clone appears to add every file, so every
 * page would carry that commit's date), a page shows no date rather than a wrong one.
 */
import {execFileSync} from 'node:child_process';
import type {VcsConfig} from '@docusaurus/types';
import {getVcsPreset} from '@docusaurus/utils';
import {registry} from '../src/data/hardware';
import {
  checkedAgainstKey,
  checkedCore,
  checkedHardware,
  deviceBehaviourRoutes,
  modelsByRoute,
  notDeviceBehaviourRoutes,
  type CheckedAgainst,
} from '../src/data/freshness';
import type {DeviceKey} from '../src/data/facts';

/** Whether `dir` is inside a shallow git clone (false outside git: the eager strategy then fails on its own). */
export function isShallowClone(dir: string): boolean {
  try {
    return (
      execFileSync('git', ['rev-parse', '--is-shallow-repository'], {cwd: dir, encoding: 'utf8'}).trim() === 'true'
    );
  } catch {
    return false;
  }
}

/** Whether `dir` is inside a git work tree (the scale benchmark's synthetic copies are not). */
export function isInsideGit(dir: string): boolean {
  try {
    execFileSync('git', ['rev-parse', '--is-inside-work-tree'], {cwd: dir, stdio: 'ignore'});
    return true;
  } catch {
    return false;
  }
}

/** Docusaurus' git-eager strategy, answering "no history" for every file of a shallow clone or outside git. */
export function lastUpdateVcs(eager: VcsConfig = getVcsPreset('git-eager')): VcsConfig {
  let shallow = false;
  return {
    initialize(params) {
      shallow = isShallowClone(params.siteDir) || !isInsideGit(params.siteDir);
      if (shallow) {
        console.warn(
          '[freshness] no git history here (a shallow clone, or no git): pages show no "last updated" date. Clone with full history.',
        );
        return;
      }
      eager.initialize(params);
    },
    getFileCreationInfo: (file) => (shallow ? Promise.resolve(null) : eager.getFileCreationInfo(file)),
    getFileLastUpdateInfo: (file) => (shallow ? Promise.resolve(null) : eager.getFileLastUpdateInfo(file)),
  };
}

const under = (route: string, prefixes: readonly string[]) => prefixes.some((prefix) => route.startsWith(prefix));

/**
 * The "checked against" line of a page, or undefined when it documents no device behaviour (or only the Mini's).
 * `supported`: the manifest's `supportedDevices` of the page.
 */
export function checkedAgainstFor(route: string, supported?: readonly DeviceKey[]): CheckedAgainst | undefined {
  if (!under(route, deviceBehaviourRoutes) || under(route, notDeviceBehaviourRoutes)) return undefined;
  const byRoute = Object.entries(modelsByRoute).find(([prefix]) => route.startsWith(prefix))?.[1];
  const models = supported ?? byRoute ?? (Object.keys(checkedHardware) as DeviceKey[]);
  const hardware = models.flatMap((key) => {
    const version = checkedHardware[key];
    return version ? [{name: registry.models[key].name, version}] : [];
  });
  if (hardware.length === 0) return undefined;
  return {core: `${checkedCore.version} (${checkedCore.commit})`, hardware};
}

export {checkedAgainstKey};
