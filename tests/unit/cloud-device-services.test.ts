/**
 * The Device Management pages on custom code, triggers, remote wake-up and jobs state the values that
 * src/data/cloud/facts/device-services.ts chose for them, so a change of a value there shows which pages to update.
 */
import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {docsDir} from '../../config/manifest';
import {
  cloudJobs,
  cloudTriggers,
  customCodePython,
  customEventPrefix,
  remoteWakeUp,
  restartPrompt,
} from '../../src/data/cloud/facts/device-services';
import {power} from '../../src/data/cloud/settings/power';
import {settingsOf} from '../../src/data/cloud/settings/types';

const modemPowerSave = settingsOf(power).find(({key}) => key === 'power.modem.power_save')!;

const page = (route: string) =>
  fs.readFileSync(path.join(docsDir, 'cloud/device_management', route, 'index.md'), 'utf8').replace(/\s+/g, ' ');

const services = (name: string) => `services/create-custom-${name}`;

describe.each([
  ['triggers/a-guide-to-triggers', `The default is ${cloudTriggers.minimumIntervalDefaultSeconds} seconds`],
  ['triggers/a-guide-to-triggers', `waits up to ${cloudTriggers.webhookTimeoutSeconds} seconds`],
  ['triggers/a-guide-to-triggers', `**${cloudTriggers.fields[2]}**`],
  ['triggers/fleet-wakeup', `[**Power › Modem › ${modemPowerSave.label}**]`],
  ['triggers/fleet-wakeup', `One per ${remoteWakeUp.minSecondsBetweenWakeUps / 60} minutes`],
  ['triggers/fleet-wakeup', `up to ${remoteWakeUp.maxDevicesPerRequest} at a time`],
  ['triggers/fleet-wakeup', `about ${remoteWakeUp.typicalSecondsToOnline / 60} minutes`],
  ['triggers/fleet-wakeup', 'Check that it is off'],
  ['cloud-jobs', `| **Attempts** | Runs per device before the job stays Failed | ${cloudJobs.attemptsDefault} |`],
  [
    'cloud-jobs',
    `| **Expires after** | How long a job may wait for a device | ${cloudJobs.expiresAfterDefaultDays} days |`,
  ],
  ['cloud-jobs', `within ${cloudJobs.resultTimeoutSeconds} s`],
  [services('services'), `"${restartPrompt}"`],
  [services('services'), `Python ${customCodePython}`],
  [services('workers'), `Python ${customCodePython}`],
  [services('triggers'), `Start your own tags with \`${customEventPrefix}\``],
])('docs/cloud/device_management/%s', (route, text) => {
  it(`says "${text}"`, () => {
    expect(page(route)).toContain(text);
  });
});

describe('the job states', () => {
  it('are each explained on the jobs page', () => {
    const jobs = page('cloud-jobs');
    for (const state of cloudJobs.states) expect(jobs).toContain(`| ${state} |`);
  });
});
