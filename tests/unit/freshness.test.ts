/**
 * Freshness at build time (config/freshness.ts): a page's date comes from git, a file git has no history for (or a
 * shallow clone) gives no date rather than a wrong one; the checked-against line is data, on device pages only.
 */
import {execFileSync} from 'node:child_process';
import {mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {afterAll, describe, expect, it} from 'vitest';
import {checkedAgainstFor, isShallowClone, lastUpdateVcs} from '../../config/freshness';
import {checkedCore, checkedHardware} from '../../src/data/freshness';
import {savedAgo} from '../../plugins/offline/client/age';

const git = (cwd: string, ...args: string[]) =>
  execFileSync('git', ['-c', 'user.name=T', '-c', 'user.email=t@example.com', ...args], {cwd, encoding: 'utf8'});

describe('last-updated dates from git', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'freshness-'));
  const repo = path.join(dir, 'repo');
  const shallow = path.join(dir, 'shallow');
  execFileSync('git', ['init', '-q', repo]);
  writeFileSync(path.join(repo, 'old.md'), 'a');
  git(repo, 'add', 'old.md');
  execFileSync('git', ['-c', 'user.name=T', '-c', 'user.email=t@example.com', 'commit', '-qm', 'one'], {
    cwd: repo,
    env: {...process.env, GIT_AUTHOR_DATE: '2024-01-02T03:04:05Z', GIT_COMMITTER_DATE: '2024-01-02T03:04:05Z'},
  });
  writeFileSync(path.join(repo, 'new.md'), 'b');
  git(repo, 'add', 'new.md');
  git(repo, 'commit', '-qm', 'two');
  writeFileSync(path.join(repo, 'untracked.md'), 'c');
  execFileSync('git', ['clone', '-q', '--depth', '1', `file://${repo}`, shallow]);
  afterAll(() => rmSync(dir, {recursive: true, force: true}));

  it('gives each committed file the date of its last commit', async () => {
    const vcs = lastUpdateVcs();
    vcs.initialize({siteDir: repo});
    const old = await vcs.getFileLastUpdateInfo(path.join(repo, 'old.md'));
    expect(old?.timestamp).toBe(Date.parse('2024-01-02T03:04:05Z'));
  });

  it('gives no date to a file git has no history for', async () => {
    const vcs = lastUpdateVcs();
    vcs.initialize({siteDir: repo});
    expect(await vcs.getFileLastUpdateInfo(path.join(repo, 'untracked.md'))).toBeNull();
  });

  it('gives no date at all in a shallow clone, where every file would get the newest commit date', async () => {
    expect(isShallowClone(shallow)).toBe(true);
    expect(isShallowClone(repo)).toBe(false);
    const vcs = lastUpdateVcs();
    vcs.initialize({siteDir: shallow});
    expect(await vcs.getFileLastUpdateInfo(path.join(shallow, 'old.md'))).toBeNull();
  });
});

describe('the checked-against line', () => {
  const core = `${checkedCore.version} (${checkedCore.commit})`;

  it('is on pages that document device behaviour, with the versions of their models', () => {
    expect(checkedAgainstFor('/core/commands/power/')).toEqual({
      core,
      hardware: [
        {name: 'Veltro TMU CM4', version: checkedHardware.cm4},
        {name: expect.stringContaining('CAN-FD Pro'), version: checkedHardware.pro},
      ],
    });
    expect(checkedAgainstFor('/hardware/veltro_tmu_cm4/led-and-button/', ['cm4'])?.hardware).toEqual([
      {name: 'Veltro TMU CM4', version: '7.0'},
    ]);
    expect(checkedAgainstFor('/hardware/veltro_canfd_pro/')?.hardware.map(({version}) => version)).toEqual(['6.x']);
  });

  it('is not on the home page, Cloud pages, the Mini, legacy boards or accessories', () => {
    for (const route of ['/', '/cloud/', '/getting_started/veltro_mini/', '/hardware/legacy_devices/veltro_dongle/'])
      expect(checkedAgainstFor(route), route).toBeUndefined();
    expect(checkedAgainstFor('/troubleshooting/no-4g/', ['mini'])).toBeUndefined();
    expect(checkedAgainstFor('/hardware/accessories/keyfob-hat/')).toBeUndefined();
  });

  it('leaves out a model without a Core hardware version', () => {
    expect(checkedAgainstFor('/troubleshooting/no-4g/', ['cm4', 'pro', 'mini'])?.hardware).toHaveLength(2);
  });
});

describe('the offline copy age', () => {
  const saved = '2026-11-24T09:00:00.000Z';
  it('counts whole days since the copy was saved', () => {
    expect(savedAgo(saved, Date.parse('2026-11-24T20:00:00Z'))).toBe('Saved less than a day ago');
    expect(savedAgo(saved, Date.parse('2026-11-25T09:00:00Z'))).toBe('Saved 1 day ago');
    expect(savedAgo(saved, Date.parse('2026-11-27T10:00:00Z'))).toBe('Saved 3 days ago');
    expect(savedAgo('nonsense', Date.now())).toBe('');
  });
});
