/**
 * The facts module and the canon (../shared/ia/facts.md) say the same: each value the canon gives is written in
 * it the way src/data/core/facts.ts produces it. Skipped, not passed, where the canon is not beside the project.
 */
import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {powerDefaults, wakeSources} from '../../src/data/core/facts';

const canonFile = path.resolve(__dirname, '../../../shared/ia/facts.md');
const canon = fs.existsSync(canonFile) ? fs.readFileSync(canonFile, 'utf8').replace(/\s+/g, ' ') : '';

const minutes = (seconds: number) => `${seconds / 60}-minute`;

describe.skipIf(!canon)('the canon and src/data/core/facts.ts', () => {
  it.each([
    ['cut-out voltage', `${powerDefaults.cutOutVolts.toFixed(2)} V`],
    ['cut-out duration', `${powerDefaults.cutOutSeconds} s`],
    ['failed boots before hibernation', `${powerDefaults.failedBootsBeforeHibernate} failed boot attempts`],
    ['boot timeout', `${powerDefaults.bootTimeoutMinutes}-minute boot timeout`],
    ['heartbeat timeout', `${powerDefaults.heartbeatTimeoutMinutes}-minute heartbeat timeout`],
    ['engine-stopped timer', `${minutes(powerDefaults.engineStoppedTimerSeconds)} sleep timer`],
    ['wake interval', `${powerDefaults.wakeIntervalSeconds} s interval`],
    ["power.sleep's own interval", `default is ${powerDefaults.powerSleepDefaultInterval} s`],
    ['battery level step', `steps of ${powerDefaults.batteryLevelStep} %`],
    [
      'timed wake trigger',
      `wake trigger \`${wakeSources.find((source) => source.source.startsWith('Sleep interval'))!.trigger}\``,
    ],
  ])('%s: the canon says "%s"', (_fact, text) => {
    expect(canon).toContain(text);
  });
});
