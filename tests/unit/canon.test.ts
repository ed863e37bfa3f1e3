/**
 * The facts module and the canon (../shared/ia/facts.md) say the same: each value the canon gives is written in
 * it the way src/data/core/facts.ts produces it. Skipped, not passed, where the canon is not beside the project.
 */
import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {uploadIntervalSeconds} from '../../src/data/cloud/facts/device-services';
import {cloudStorage} from '../../src/data/cloud/settings/cloudStorage';
import {settingsOf} from '../../src/data/cloud/settings/types';
import {checklist24V, modems, powerDefaults, wakeSources} from '../../src/data/core/facts';
import {registry} from '../../src/data/hardware';
import {cm4ReservedGpios} from '../../src/data/hardware/cm4';
import {keyfobChannels} from '../../src/data/hardware/keyfobHat';

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

/**
 * The canon's "Settled in review" values, each as the data modules produce it. The canon is read without its bold
 * marks, since it stresses some values (`**wake level 26.4 V**`).
 */
describe.skipIf(!canon)('the settled values of the canon and the data modules', () => {
  const plain = canon.replace(/\*\*/g, '');
  const [ec2x, telit] = [modems.ec2x, modems.le910cx];
  const current = (model: keyof typeof registry.supplyCurrent) => {
    const {runningTypicalMa, runningPeakMa, sleepMa, hibernateMa} = registry.supplyCurrent[model];
    return `${runningTypicalMa} / ${runningPeakMa} / ${sleepMa} / ${hibernateMa} mA`;
  };
  it.each([
    [
      '24 V nominal and critical level',
      `nominal ${checklist24V.nominalVolts} V, critical level ${checklist24V.criticalVolts} V`,
    ],
    ['24 V cut-out', `safety cut-out ${checklist24V.cutOutVolts} V for ${checklist24V.cutOutSeconds} s`],
    ['24 V wake level', `wake level ${checklist24V.wakeLevelVolts} V`],
    ['12 V default wake level', `default wake level of ${checklist24V.defaultWakeLevelVolts} V`],
    ['EC25 USB ID', `Quectel EC25 (\`${ec2x.usbId}\``],
    ['LE910C4 USB ID', `Telit LE910C4 (\`${telit.usbId}\``],
    ['TMU CM4 supply current', `CM4 ${current('cm4')}`],
    ['CAN-FD Pro supply current', `Pro ${current('pro')}`],
    ['upload interval', `upload interval defaults to ${uploadIntervalSeconds} s`],
    ['upload regex', 'includes sleep, hibernate and reboot'],
    [
      'Keyfob HAT GPIOs',
      `Keyfob HAT uses GPIO ${keyfobChannels
        .filter((channel) => channel.gpio > 1)
        .map((channel) => channel.gpio)
        .join(', ')
        .replace(/, (\d+)$/, ' and $1')}`,
    ],
    [
      'CAN interrupt lines of the TMU CM4',
      `GPIO ${cm4ReservedGpios.find((pin) => /^Interrupt of CAN controller can0/.test(pin.usedBy))!.gpio} (\`can0\`) and ${
        cm4ReservedGpios.find((pin) => /^Interrupt of CAN controller can1/.test(pin.usedBy))!.gpio
      } (\`can1\`)`,
    ],
  ])('%s: the canon says "%s"', (_fact, text) => {
    expect(plain).toContain(text);
  });

  it('the upload regex default is the one the canon settles', () => {
    const regex = String(
      settingsOf(cloudStorage).find((setting) => setting.key.endsWith('upload.event_regex'))!.default,
    );
    for (const event of ['sleep', 'hibernate', 'reboot']) expect(regex).toContain(event);
  });
});
