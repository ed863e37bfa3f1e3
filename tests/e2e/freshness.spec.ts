/**
 * Freshness: every doc page's "Last updated" date from git (config/freshness.ts), the checked-against line on pages
 * that document device behaviour only (src/data/freshness.ts), and the age of a saved offline copy on every saved
 * page, with the notice that a newer version is online once the browser is back online (plugins/offline/SavedAge).
 */
import {execFileSync} from 'node:child_process';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import type {Page} from '@playwright/test';
import {kitFile} from '../../plugins/offline/protocol';
import type {OfflineKit} from '../../plugins/offline/types';
import {checkedCore, checkedHardware} from '../../src/data/freshness';
import {expect, hydrated, test} from '../support/fixtures';

const root = path.resolve(__dirname, '../..');
const kit = JSON.parse(readFileSync(path.join(root, 'build', kitFile), 'utf8')) as OfflineKit;
const miniPage = '/getting_started/veltro_mini/';
const day = 24 * 60 * 60 * 1000;

/** The committer date git gives the file's last commit, as the build reads it. */
const lastCommit = (file: string) =>
  new Date(
    Number(execFileSync('git', ['log', '-1', '--format=%ct', '--', file], {cwd: root, encoding: 'utf8'})) * 1000,
  );

const lastUpdated = (page: Page) => page.locator('article time[itemprop="dateModified"]');
const checkedLine = (page: Page) => page.locator('article').getByText(/^Checked against Veltro Core/);

test.describe('last updated and checked against', () => {
  test('a Core page shows the date of its last commit and the versions it was checked against', async ({page}) => {
    await page.goto('/core/');
    await hydrated(page);
    const date = lastCommit('docs/core/index.md');
    await expect(lastUpdated(page)).toHaveAttribute('datetime', date.toISOString());
    await expect(page.locator('article')).toContainText(
      `Last updated on ${date.toLocaleDateString('en-US', {day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC'})}`,
    );
    await expect(checkedLine(page)).toHaveText(
      `Checked against Veltro Core ${checkedCore.version} (${checkedCore.commit}) on Veltro TMU CM4 hardware ${checkedHardware.cm4} and Veltro CAN-FD Pro hardware ${checkedHardware.pro}.`,
    );
  });

  test('a hardware page of one model names only that model', async ({page}) => {
    await page.goto('/hardware/veltro_tmu_cm4/led-and-button/');
    await hydrated(page);
    await expect(checkedLine(page)).toHaveText(/on Veltro TMU CM4 hardware 7\.0\.$/);
  });

  for (const route of ['/', '/cloud/', miniPage]) {
    test(`${route} has a date but no checked-against line`, async ({page}) => {
      await page.goto(route);
      await hydrated(page);
      await expect(lastUpdated(page)).toHaveCount(1);
      await expect(checkedLine(page)).toHaveCount(0);
    });
  }
});

test.describe('the age of the offline copy', () => {
  test.use({serviceWorkers: 'allow', allowedConsoleErrors: /ERR_INTERNET_DISCONNECTED|ERR_FAILED|status of 503/});
  test.describe.configure({timeout: 120_000});

  test('shows on saved pages online and offline, and says when a newer version is online', async ({page, context}) => {
    const miniScope = kit.scopes.find(({id}) => id === 'mini')!;
    await page.goto(miniPage);
    await hydrated(page);
    // Nothing about a copy before one is saved.
    await expect(page.getByText(/your offline copy/)).toHaveCount(0);
    await page
      .getByRole('navigation', {name: 'Main'})
      .getByRole('button', {name: /offline/i})
      .click();
    const dialog = page.getByRole('dialog', {name: 'Offline copy'});
    await dialog.getByRole('button', {name: 'Save for offline use'}).click();
    await expect(dialog.getByRole('status')).toContainText('saved for offline use', {timeout: 45_000});
    await dialog.getByRole('button', {name: 'Close'}).click();

    const age = page.locator('article').getByText(/your offline copy/);
    await expect(age).toHaveText(
      new RegExp(
        `^Saved less than a day ago: your offline copy \\(${miniScope.label}\\) holds the documentation of \\d{1,2} [A-Z][a-z]{2} \\d{4}\\.$`,
      ),
    );
    await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);

    // Three days later, offline: the saved page says how old it is.
    await page.clock.setFixedTime(Date.now() + 3 * day + 60_000);
    await context.setOffline(true);
    await page.reload();
    await hydrated(page);
    await expect(age).toHaveText(/^Saved 3 days ago: /);
    await expect(page.getByText('A newer version of the documentation is online.')).toHaveCount(0);

    // A new deploy meanwhile: once the browser is back online, the page says so and offers the update.
    await context.route(`**/${kitFile}`, async (route) => {
      const response = await route.fetch();
      const live = (await response.json()) as OfflineKit;
      await route.fulfill({response, json: {...live, version: `${live.version}-newer`}});
    });
    await context.setOffline(false);
    const notice = page.getByRole('status').filter({hasText: 'A newer version of the documentation is online.'});
    await expect(notice).toBeVisible();
    await expect(notice.getByRole('button', {name: 'Update offline copy'})).toBeEnabled();
  });
});
