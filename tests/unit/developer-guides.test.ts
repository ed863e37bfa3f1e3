/**
 * Classes of error the review of the Developer Guides found (../shared/reviews/guides-api.md, M3, M4, M5, M13, M14,
 * m2, m7, m9, m11, m20). Each check reads every doc page where the error could recur, not only the page it was found
 * on, and takes its values from the data modules (src/data/guides/local-development.ts, src/data/core/facts.ts,
 * src/data/hardware/) so that a page and its data cannot drift apart.
 */
import fs from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import {describe, expect, it} from 'vitest';
import {docsDir, listDocFiles} from '../../config/manifest';
import {cellularMtu} from '../../src/data/core/facts';
import {coreLogNeedsSudo, coreLogRotation, sshdCheck, sshKeysOnlyFile} from '../../src/data/guides/local-development';
import {families} from '../../src/data/hardware';
import {codeBlocks, codeSpans, proseOf} from '../support/markdown';

const files = listDocFiles();
const sources = new Map(files.map((file) => [file, fs.readFileSync(path.join(docsDir, file), 'utf8')]));
const page = (file: string) => sources.get(file)!;

/** Every shell line a page shows: the lines of its code blocks and its inline code spans. */
export function shellLines(source: string): string[] {
  const blockLines = codeBlocks(source)
    .filter(({language}) => ['bash', 'sh', 'shell', 'console', ''].includes(language))
    .flatMap(({code}) => code.split('\n'));
  return [...blockLines, ...codeSpans(source)];
}

/** The five values `PUT /dongle/<unit_id>/settings/apn/` stores; it writes back blank what a body leaves out. */
const apnKeys = ['apn', 'user', 'pass', 'pin', 'mtu'];

/** The JSON bodies that a page sends to the local API's APN endpoint with PUT, and the keys each lacks. */
export function partialApnBodies(source: string): string[] {
  return shellLines(source.replace(/\\\n\s*/g, ' '))
    .filter((line) => /-X\s*PUT\b/.test(line) && /\/settings\/apn\//.test(line))
    .flatMap((line) => {
      const body = /-d\s+'([^']*)'/.exec(line)?.[1] ?? '';
      const keys = Object.keys(JSON.parse(body || '{}') as object);
      const missing = apnKeys.filter((key) => !keys.includes(key));
      return missing.length ? [`${line.trim()} lacks ${missing.join(', ')}`] : [];
    });
}

describe('local API: PUT settings/apn replaces all five values (M3)', () => {
  const pages = files.filter((file) => /\/settings\/apn\//.test(page(file)));

  it('is shown on some page (the check reads something)', () => {
    expect(pages.length).toBeGreaterThan(0);
  });

  it.each(pages)('%s sends all five keys in every PUT', (file) => {
    expect(partialApnBodies(page(file))).toEqual([]);
  });

  it('the check rejects a partial body', () => {
    const partial =
      '```bash\ncurl -s -X PUT http://192.168.4.1:9000/dongle/x/settings/apn/ \\\n  -d \'{"pin": "1234"}\'\n```';
    expect(partialApnBodies(partial).join()).toContain('lacks apn, user, pass, mtu');
  });
});

/** Problems of a page that turns SSH password login off: drop-in names other than the one in data, no sshd -T check. */
export function keysOnlyProblems(source: string): string[] {
  const problems = Array.from(source.matchAll(/\/etc\/ssh\/sshd_config\.d\/[\w.-]+\.conf/g), ([name]) => name)
    .filter((name) => name !== sshKeysOnlyFile)
    .map((name) => `names ${name}, not ${sshKeysOnlyFile}`);
  if (/PasswordAuthentication no/.test(source) && !source.includes(sshdCheck)) {
    problems.push(`turns password login off without the check \`${sshdCheck}\``);
  }
  return problems;
}

describe('SSH keys-only login (M4)', () => {
  const pages = files.filter((file) => /PasswordAuthentication|sshd_config\.d/.test(page(file)));

  it('is described on both SSH pages (the check reads something)', () => {
    expect(pages.length).toBeGreaterThanOrEqual(2);
  });

  it.each(pages)('%s uses the one drop-in name and verifies the setting', (file) => {
    expect(keysOnlyProblems(page(file))).toEqual([]);
  });
});

describe('host keys of devices that share the hotspot address (m11)', () => {
  it.each(files)('%s does not tell the reader to delete the key of 192.168.4.1 as routine', (file) => {
    expect(shellLines(page(file)).filter((line) => /ssh-keygen\s+-R\s+192\.168\.4\.1\b/.test(line))).toEqual([]);
  });
});

/** Shell lines that read or copy the root-owned Core log (/var/log/veltro) as `pi`, without sudo. */
export function unprivilegedCoreLogReads(source: string): string[] {
  return shellLines(source)
    .flatMap((line) => line.split(/&&|;|\|/))
    .map((part) => part.trim())
    .filter((part) => /\/var\/log\/veltro\b/.test(part))
    .filter((part) => /^(tail|head|cat|less|more|grep|zgrep|zcat|zless|cp|scp|rsync|sftp)\b/.test(part));
}

describe('the Core log is read with sudo (M5)', () => {
  it('the data says it belongs to root', () => {
    expect(coreLogNeedsSudo).toBe(true);
  });

  it.each(files)('%s reads /var/log/veltro only through sudo', (file) => {
    expect(unprivilegedCoreLogReads(page(file))).toEqual([]);
  });

  it('the check rejects the defects the review found', () => {
    expect(unprivilegedCoreLogReads('```bash\ntail -f /var/log/veltro/core.log\n```')).toHaveLength(1);
    expect(unprivilegedCoreLogReads('`scp pi@192.168.4.1:/var/log/veltro/core.log* .`')).toHaveLength(1);
    expect(unprivilegedCoreLogReads('`sudo tail -f /var/log/veltro/core.log | grep x`')).toEqual([]);
  });
});

describe('the age of a rotated Core log follows the rotation schedule (m2)', () => {
  const wrongAge: Record<string, RegExp> = {
    weekly: /\b(yesterday|last night|the day before|previous day)\b/i,
    daily: /\b(last week|previous week)\b/i,
  };

  it.each(files)('%s', (file) => {
    const sentences = proseOf(page(file))
      .split(/(?<=[.:!?])\s+|\n\n/)
      .filter((sentence) => sentence.includes('core.log.1') || /rotated file/.test(sentence));
    // A sentence about core.log.1, or the prose just before a code block that shows it, must not give it the wrong age.
    const leadIns = codeBlocks(page(file))
      .filter(({code}) => code.includes('core.log.1'))
      .map(({line}) => page(file).split('\n')[line - 3] ?? '');
    expect([...sentences, ...leadIns].filter((text) => wrongAge[coreLogRotation.schedule]!.test(text))).toEqual([]);
  });
});

describe('minionutil.master_status: ip is the Cloud server, not the device (m7)', () => {
  const privateAddress = /"ip":\s*"(10\.|192\.168\.|172\.(1[6-9]|2\d|3[01])\.|127\.)/;

  it.each(files.filter((file) => page(file).includes('minionutil.master_status')))('%s', (file) => {
    const outputs = codeBlocks(page(file)).filter(({language, code}) => language === 'json' && /"online"/.test(code));
    expect(outputs.filter(({code}) => privateAddress.test(code)).map(({line}) => `${file}:${line}`)).toEqual([]);
  });
});

/** Commands that work only after another one on the same page; the fact source's docstrings say so. */
const prerequisites: Record<string, string> = {
  // autopi-core src/salt/base/ext/_modules/ec2x.py, list_sms: "you need to first execute `ec2x.sms_format_config value=1`".
  'ec2x.list_sms': 'ec2x.sms_format_config value=1',
};

describe('commands that need another one first (m9)', () => {
  it.each(Object.entries(prerequisites))('every page that runs %s runs %s before it', (command, before) => {
    // The order of the commands a page has the reader run: its code-block lines, top to bottom.
    const late = files.filter((file) => {
      const run = codeBlocks(page(file)).flatMap(({code}) => code.split('\n'));
      const first = run.findIndex((line) => line.includes(command));
      return first >= 0 && !run.slice(0, first).some((line) => line.includes(before));
    });
    expect(late).toEqual([]);
  });
});

describe('SMS wake-up says it does not work on Telit units (settled for issue 19)', () => {
  const pages = files.filter(
    (file) =>
      file.startsWith('developer_guides/') &&
      /waking up|wake-up by SMS|wake.*SMS/i.test(matter(page(file)).data.title ?? ''),
  );

  it('finds the remote wake-up guide', () => {
    expect(pages.length).toBeGreaterThan(0);
  });

  it.each(pages)('%s names the Telit limit and the usbutil.devices check', (file) => {
    expect(page(file)).toMatch(/Telit[^.]*(does not|cannot|no SMS)/);
    expect(page(file)).toContain('1bc7:1031');
    expect(page(file)).toContain('veltro usbutil.devices');
  });
});

describe('Verizon pages give the MTU with the APN (M14)', () => {
  it.each(files.filter((file) => /\bvzwinternet\b/.test(page(file))))('%s', (file) => {
    expect(page(file)).toMatch(new RegExp(`MTU[^\\n]*\`${cellularMtu.verizon}\`|\`${cellularMtu.verizon}\`[^\\n]*MTU`));
  });
});

describe('the DoIP guide covers every device the hardware data gives DoIP (M13)', () => {
  const doipGuide = files.find((file) => file.startsWith('developer_guides/setting-up-doip/'))!;
  const withDoip = Object.values(families)
    .filter((family) => JSON.stringify(family.specs).includes('DoIP'))
    .map((family) => family.name.replace(/^Veltro /, '').replace(/ \+ .*$/, ''));

  it('the data names devices with DoIP', () => {
    expect(withDoip.length).toBeGreaterThanOrEqual(2);
  });

  it.each(Array.from(new Set(withDoip)))('names %s in its title', (device) => {
    expect(String(matter(page(doipGuide)).data.title)).toContain(device);
  });
});

describe('RFID guide links tags to people (m20)', () => {
  const rfidGuide = files.find((file) => file.startsWith('developer_guides/rfid-integration/'))!;

  it('names users, drivers and the Access Control add-on, with a link to the Accounts page', () => {
    const source = page(rfidGuide);
    expect(source).toContain('**Account › Users**');
    expect(source).toContain('**Assign drivers**');
    expect(source).toContain('Access Control Management');
    expect(source).toContain('](/cloud/accounts/)');
  });
});
