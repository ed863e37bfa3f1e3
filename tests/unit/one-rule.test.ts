/**
 * One rule, stated once (issue 19). Two rules that the Cloud pages used to state in several ways:
 *
 * - the `veltro` prefix: typed in the Cloud terminal or the local admin page's terminal, a Core command has no
 *   prefix (`power.status`); in a shell on the device (SSH) it has one (`veltro power.status`). The rule lives in
 *   `terminalPrefixRule` (src/data/cloud/facts/device-admin.ts) and on the dashboard page's Terminal section;
 * - menu names: loggers are created on **Device Management › Loggers** (`loggersScreen`), and a service's tabs are
 *   only `serviceTabs`; a "Loggers tab" of a service does not exist.
 */
import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {docsDir, listDocFiles} from '../../config/manifest';
import {rawLoggerPath} from '../../src/data/cloud/facts/can';
import {loggersScreen, terminalPrefixRule} from '../../src/data/cloud/facts/device-admin';
import {serviceTabs} from '../../src/data/cloud/facts/device-services';
import {loggerPath} from '../../src/data/cloud/facts/obd-library';
import {menuNameProblems, terminalPrefixProblems} from '../support/one-rule';

const files = listDocFiles();
const read = (file: string) => fs.readFileSync(path.join(docsDir, file), 'utf8');

describe('the rules live in one data module each', () => {
  it('the terminal rule: no prefix in the terminals, the prefix on the device shell', () => {
    expect(terminalPrefixRule.example.shell).toBe(
      `${terminalPrefixRule.prefix} ${terminalPrefixRule.example.terminal}`,
    );
    expect(terminalPrefixRule.example.terminal.startsWith(terminalPrefixRule.prefix)).toBe(false);
  });

  it('the dashboard page states the terminal rule, with both forms of the example', () => {
    const [route, anchor] = terminalPrefixRule.page.split('#');
    const page = read(`${route!.replace(/^\//, '')}index.md`);
    expect(page).toMatch(new RegExp(`^## ${anchor!.replace(/^./, (c) => c.toUpperCase())}$`, 'm'));
    expect(page).toContain(`\`${terminalPrefixRule.example.terminal}\``);
    expect(page).toContain(`\`${terminalPrefixRule.example.shell}\``);
  });

  it('loggers have one screen, and it is not a tab of a service', () => {
    expect(loggerPath.menu).toBe(loggersScreen.path);
    expect(rawLoggerPath.menu).toBe(loggersScreen.path);
    expect(serviceTabs).not.toContain(loggersScreen.name);
    expect(serviceTabs).toEqual(['Workers', 'Reactors', 'Hooks', 'Settings']);
  });
});

describe('the veltro prefix follows where the command is typed', () => {
  it('reads steps and code blocks (the check finds terminal steps)', () => {
    const terminalBlocks = files.filter((file) => /terminal/i.test(read(file)));
    expect(terminalBlocks.length).toBeGreaterThan(50);
  });

  it.each(files)('%s', (file) => {
    expect(terminalPrefixProblems(read(file))).toEqual([]);
  });
});

describe('Cloud menu names match the data modules', () => {
  it.each(files)('%s', (file) => {
    expect(menuNameProblems(read(file), loggersScreen.path, serviceTabs)).toEqual([]);
  });
});

describe('the checks catch the defects of the review (/cloud/ 10 and 25)', () => {
  it('a terminal step with a prefixed command (old cloud-config-alerts text)', () => {
    const old = [
      '3. When the pending mark has gone, open the device terminal and reboot the device on purpose:',
      '',
      '   ```bash',
      '   veltro power.reboot reason=alert_test',
      '   ```',
    ].join('\n');
    expect(terminalPrefixProblems(old).map((problem) => problem.text)).toEqual([
      'veltro power.reboot reason=alert_test',
    ]);
    expect(terminalPrefixProblems(old.replace('veltro ', ''))).toEqual([]);
  });

  it('a prefixed command in a terminal table cell or sentence', () => {
    expect(
      terminalPrefixProblems('| Hub connection | Terminal: `veltro minionutil.master_status` | ok |'),
    ).toHaveLength(1);
    expect(terminalPrefixProblems('Run `veltro power.status` in the Cloud terminal.')).toHaveLength(1);
    expect(terminalPrefixProblems('Over SSH, `veltro power.status` in the device shell.')).toEqual([]);
  });

  it('a device-shell block without the prefix', () => {
    const ssh = ['Connect over SSH and run:', '', '```bash', 'power.status', '```'].join('\n');
    expect(terminalPrefixProblems(ssh)).toHaveLength(1);
    expect(terminalPrefixProblems(ssh.replace('power.status', 'veltro power.status'))).toEqual([]);
    // Not a Core command: a file name in a shell block is no problem.
    expect(terminalPrefixProblems(ssh.replace('power.status', 'config.yaml'))).toEqual([]);
  });

  it('a Loggers tab of a service (old create-can-signal-loggers and create-pid-loggers text)', () => {
    const oldCan = [
      '2. Open **Device Management › Services**, select the device and then the **CAN** service, and open its',
      '   **Loggers** tab. The tab lists the loggers created in the Cloud.',
    ].join('\n');
    const oldPid =
      '1. Open **Device Management › Services**, select the device and then the **OBD** service. You see its tabs; open **Loggers**.';
    expect(menuNameProblems(oldCan, loggersScreen.path, serviceTabs)).toHaveLength(1);
    expect(menuNameProblems(oldPid, loggersScreen.path, serviceTabs)).toHaveLength(1);
    expect(
      menuNameProblems('**Device Management › Services › can_manager › Loggers**', loggersScreen.path, serviceTabs),
    ).not.toEqual([]);
    expect(menuNameProblems('Open **Device Management › Loggers**.', loggersScreen.path, serviceTabs)).toEqual([]);
    expect(
      menuNameProblems('**Device Management › Services › rfid_manager › Settings**', loggersScreen.path, serviceTabs),
    ).toEqual([]);
  });
});
