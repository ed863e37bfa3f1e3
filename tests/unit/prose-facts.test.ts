/**
 * Prose that states a power threshold agrees with the module that owns it. Pages write the safety cut-out and the
 * critical battery level in sentences ("below 12.20 V for 240 s"), where a component cannot go; this test reads every
 * page for those phrasings and fails, naming the page and line, on a value that `src/data/core/facts.ts` or the
 * settings catalogue does not give. Change a threshold there, and this lists every sentence to rewrite.
 */
import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {docFileFor, docsDir, manifest} from '../../config/manifest';
import {power} from '../../src/data/cloud/settings/power';
import type {Setting, SettingsCategory, SettingsGroup} from '../../src/data/cloud/settings/types';
import {powerDefaults} from '../../src/data/core/facts';

function defaultOf(category: SettingsCategory, key: string): number {
  const all: Setting[] = [];
  const walk = (groups: readonly SettingsGroup[]) =>
    groups.forEach((group) => {
      all.push(...group.settings);
      walk(group.groups ?? []);
    });
  walk(category.groups);
  const setting = all.find((candidate) => candidate.key === key);
  if (!setting || typeof setting.default !== 'number') throw new Error(`no numeric setting ${key}`);
  return setting.default;
}

/** Thresholds a sentence may state as "below X V for Y s": the cut-out (12 V and 24 V) and the critical level. */
const thresholds: ReadonlyArray<readonly [number, number]> = [
  [powerDefaults.cutOutVolts, powerDefaults.cutOutSeconds],
  [powerDefaults.cutOutVolts24, powerDefaults.cutOutSeconds],
  [defaultOf(power, 'power.battery.critical_level.voltage'), defaultOf(power, 'power.battery.critical_level.duration')],
];
/** Voltages a sentence may name as the cut-out ("12.20 V cut-out", "cut-out to 24.4 V"). */
const cutOutVolts: ReadonlySet<number> = new Set([powerDefaults.cutOutVolts, powerDefaults.cutOutVolts24]);

const pages = manifest.flatMap((page) => {
  const file = docFileFor(page.route);
  return file ? [{route: page.route, lines: fs.readFileSync(path.join(docsDir, file), 'utf8').split('\n')}] : [];
});

describe('power thresholds in prose', () => {
  it('"below X V for Y s" names a threshold the facts give, with its own duration', () => {
    const wrong = pages.flatMap(({route, lines}) =>
      lines.flatMap((line, index) =>
        Array.from(line.matchAll(/below ([\d.]+) V for (\d+) s/g))
          .filter(([, volts, seconds]) => !thresholds.some(([v, s]) => v === Number(volts) && s === Number(seconds)))
          .map(([text]) => `${route}:${index + 1}: ${text}`),
      ),
    );
    expect(wrong).toEqual([]);
  });

  it('a voltage named as the cut-out is one of the cut-out voltages the facts give', () => {
    const wrong = pages.flatMap(({route, lines}) =>
      lines.flatMap((line, index) =>
        Array.from(line.matchAll(/(\d+\.\d+) V (?:safety )?cut-out|cut-out (?:at|to|of) ([\d.]+) V/g))
          .filter(([, before, after]) => !cutOutVolts.has(Number(before ?? after)))
          .map(([text]) => `${route}:${index + 1}: ${text}`),
      ),
    );
    expect(wrong).toEqual([]);
  });

  it('reads the pages that state them', () => {
    const stating = pages.filter(({lines}) => lines.some((line) => /below [\d.]+ V for \d+ s/.test(line)));
    expect(stating.length).toBeGreaterThan(20);
  });
});

describe('the pin 16 fuse in prose', () => {
  // Veltro's figure, with its reasoning, lives once in src/data/hardware/vehicleSupply.ts; pages render it.
  it('no page writes a fuse rating in amps itself', () => {
    // Amps (a value or a range) with the vehicle's fuse, on its line or the next (a sentence wraps). The 3 A fuse
    // an installer fits in a supply lead is another fact, on other pages, and not matched.
    const amps = /\b\d+(?:\.\d+)?(?:\s*(?:–|-|to)\s*\d+)?\s*A\b/;
    const written = pages.flatMap(({route, lines}) =>
      lines.flatMap((line, index) => {
        const text = `${line} ${lines[index + 1] ?? ''}`;
        return /fused in the vehicle/i.test(text) && amps.test(text) ? [`${route}:${index + 1}: ${line.trim()}`] : [];
      }),
    );
    expect(written).toEqual([]);
  });

  it('reads the pages that render the rating', () => {
    const rendering = pages.filter(({lines}) => lines.some((line) => line.includes('{pin16FuseRating}')));
    expect(rendering.length).toBeGreaterThanOrEqual(10);
  });
});
