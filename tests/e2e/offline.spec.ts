/**
 * The offline copy (src/offline/): saved through the visible control, then used with the browser context offline.
 * Each test has its own browser context, so service workers and Cache Storage never carry over between tests.
 */
import {cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type {Page} from '@playwright/test';
import {startStaticServer} from '../../scripts/static-server';
import {contentHash, kitFile} from '../../src/offline/protocol';
import type {KitFile, OfflineKit} from '../../src/offline/types';
import {expect, hydrated, test} from '../support/fixtures';

test.use({serviceWorkers: 'allow'});

const buildDir = path.resolve(__dirname, '../../build');
const kit = JSON.parse(readFileSync(path.join(buildDir, kitFile), 'utf8')) as OfflineKit;
const miniScope = kit.scopes.find(({id}) => id === 'mini')!;
/** A Veltro Mini page, and a page that is in no device's copy (the Core section names no device). */
const miniPage = '/getting_started/veltro_mini/';
const otherMiniPage = '/getting_started/veltro_mini/create-mini-loggers/';
const unsavedPage = '/core/';

const panel = (page: Page) => page.getByRole('dialog', {name: 'Offline copy'});
const control = (page: Page) => page.getByRole('navigation', {name: 'Main'}).getByRole('button', {name: /offline/i});

async function registrations(page: Page): Promise<number> {
  return page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length);
}

/** Saves the Veltro Mini pages through the navbar control, and waits for the panel to say they are saved. */
async function saveMiniPages(page: Page, origin = ''): Promise<void> {
  await page.goto(`${origin}${miniPage}`);
  await hydrated(page);
  await control(page).click();
  const dialog = panel(page);
  // The panel preselects the device of the page it was opened on, and says how much it will download.
  const choice = dialog.getByRole('radio', {name: /Veltro Mini pages/});
  await expect(choice).toBeChecked();
  await expect(dialog).toContainText(`${miniScope.pages} pages, about ${(miniScope.transfer / 1e6).toFixed(1)} MB`);
  await dialog.getByRole('button', {name: 'Save for offline use'}).click();
  const bar = dialog.getByRole('progressbar');
  await expect(bar).toBeVisible();
  await expect(bar).toHaveAttribute('aria-valuetext', /^\d+ %$/);
  await expect(dialog.getByRole('status')).toContainText('Veltro Mini pages saved for offline use', {timeout: 15_000});
  await expect(bar).toBeHidden();
  await dialog.getByRole('button', {name: 'Close'}).click();
  await expect(dialog).toBeHidden();
}

/** The page is served by the service worker (so it keeps working when the network goes). */
async function controlled(page: Page): Promise<void> {
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
}

test('a first visit registers no service worker and loads no offline code', async ({page}) => {
  const requests: string[] = [];
  page.on('request', (request) => requests.push(new URL(request.url()).pathname));
  await page.goto('/');
  await hydrated(page);
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(() => resolve(null), {timeout: 5_000})));
  await expect(control(page)).toHaveAccessibleName('Save offline');
  expect(await registrations(page)).toBe(0);
  expect(requests.filter((url) => /sw\.js|offline|workbox/i.test(url))).toEqual([]);
});

test.describe('the Save offline panel', () => {
  for (const mode of ['light', 'dark'] as const) {
    test(`works from the keyboard and passes axe in ${mode} mode`, async ({page}) => {
      await page.addInitScript((theme) => localStorage.setItem('theme', theme), mode);
      await page.goto('/core/');
      await hydrated(page);
      await control(page).focus();
      await page.keyboard.press('Enter');
      const dialog = panel(page);
      await expect(dialog).toBeVisible();
      // A page of no particular device: the whole site is preselected.
      await expect(dialog.getByRole('radio', {name: /whole site/i})).toBeChecked();
      await expect(dialog.getByRole('radio')).toHaveCount(kit.scopes.length);
      const results = await new AxeBuilder({page})
        .include('dialog')
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
        .analyze();
      expect(results.violations.map(({id}) => id)).toEqual([]);
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(control(page)).toBeFocused();
    });
  }

  test('opens from the mobile menu', async ({page}) => {
    await page.setViewportSize({width: 390, height: 800});
    await page.goto(miniPage);
    await hydrated(page);
    await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
    // On a docs page the menu opens on the doc sidebar; the navbar items are one step back.
    const menu = page.locator('.navbar-sidebar');
    await menu.getByRole('button', {name: 'Back to main menu'}).click();
    await menu.getByRole('button', {name: 'Save offline'}).click();
    await expect(panel(page).getByRole('radio', {name: /Veltro Mini pages/})).toBeChecked();
  });
});

test.describe('with the Veltro Mini pages saved', () => {
  // Offline, the browser reports each request it could not make (prefetches of unsaved pages' chunks, which the
  // worker answers with a network error), and the not-saved page has status 503.
  test.use({allowedConsoleErrors: /ERR_INTERNET_DISCONNECTED|ERR_FAILED|status of 503/});

  test('a saved page reloads offline; links, search and colour mode work', async ({page, context}) => {
    await saveMiniPages(page);
    await expect(control(page)).toHaveAccessibleName(/^Offline · \d{1,2} [A-Z][a-z]{2} \d{4}$/);
    await controlled(page);
    await context.setOffline(true);

    await page.reload();
    await hydrated(page);
    await expect(page.locator('article h1, article header h1').first()).toBeVisible();
    await expect(control(page)).toHaveAccessibleName(/^Offline · /);

    // Client-side navigation to another saved page.
    await page.locator(`.theme-doc-sidebar-menu a[href="${otherMiniPage}"]`).click();
    await expect(page).toHaveURL(otherMiniPage);
    await expect(page.locator('article')).toContainText(/\w+/);

    // Search answers from the saved index.
    await page.keyboard.press('/');
    await page.locator('.DocSearch-Input').fill('logger');
    await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
    await page.keyboard.press('Escape');

    // Colour mode.
    const theme = () => page.evaluate(() => document.documentElement.dataset.theme);
    const before = await theme();
    await page.getByRole('button', {name: /dark and light mode/i}).click();
    await expect.poll(theme).not.toBe(before);
  });

  test('an unsaved page says clearly that it is not in the copy, and links to saved pages', async ({page, context}) => {
    await saveMiniPages(page);
    await controlled(page);
    await context.setOffline(true);
    const response = await page.goto(unsavedPage);
    expect(response?.status()).toBe(503);
    await expect(page.getByRole('heading', {level: 1})).toHaveText('This page is not in your offline copy');
    await expect(page.getByRole('main')).toContainText(unsavedPage);
    await page.getByRole('link', {name: 'Veltro Mini pages'}).click();
    await expect(page).toHaveURL(miniPage);
    await hydrated(page);
  });

  test('offline, a click on a link to an unsaved page shows that page instead of a crash', async ({page, context}) => {
    await saveMiniPages(page);
    await controlled(page);
    await context.setOffline(true);
    await page.locator(`.navbar a[href="${unsavedPage}"]`).first().click();
    await expect(page.getByRole('heading', {level: 1})).toHaveText('This page is not in your offline copy');
  });

  test('removing the copy deletes its files and the service worker', async ({page}) => {
    await saveMiniPages(page);
    await control(page).click();
    await panel(page).getByRole('button', {name: 'Remove offline copy'}).click();
    await expect(panel(page).getByRole('status')).toHaveText('Offline copy removed from this device.');
    await expect(control(page)).toHaveAccessibleName('Save offline');
    expect(await page.evaluate(() => caches.keys())).toEqual([]);
    await expect.poll(() => registrations(page)).toBe(0);
  });
});

/**
 * Every scope of the kit, saved through the control from the production server these tests run against
 * (nginx, `npm run serve:nginx`), then used offline: a saved page by address, a link to another saved page,
 * search and a reload. The server's redirects (old addresses, `.html` spellings) once stopped the whole-site save
 * at the first old address; tests/build/hosting-output.test.ts keeps such files out of every scope.
 */
test.describe('every offline scope, saved from the production server', () => {
  test.use({allowedConsoleErrors: /ERR_INTERNET_DISCONNECTED|ERR_FAILED|status of 503/});

  for (const scope of kit.scopes) {
    const startPage = scope.routes?.[0] ?? '/core/';
    const name = scope.id === 'site' ? /whole site/i : new RegExp(`${scope.label} pages`);
    test(`${scope.label}: ${scope.pages} pages, ${scope.files.length} files`, async ({page, context}) => {
      // The whole site is about 1,000 files: allow for a busy 2-core CI machine.
      test.setTimeout(180_000);
      await page.goto(startPage);
      await hydrated(page);
      await control(page).click();
      const dialog = panel(page);
      await dialog.getByRole('radio', {name}).check();
      await dialog.getByRole('button', {name: 'Save for offline use'}).click();
      await expect(dialog.getByRole('status')).toContainText('saved for offline use', {timeout: 150_000});
      await expect(dialog.getByRole('status')).not.toContainText('stopped');
      await dialog.getByRole('button', {name: 'Close'}).click();
      await controlled(page);

      await context.setOffline(true);
      // A saved page by address, then the home page by link (every scope has it), search and a reload.
      await page.goto(startPage);
      await hydrated(page);
      await expect(page.locator('h1').first()).toBeVisible();
      await page.locator('.navbar__brand').click();
      await expect(page).toHaveURL('/');
      await page.keyboard.press('/');
      await page.locator('.DocSearch-Input').fill('battery');
      await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
      await page.keyboard.press('Escape');
      await page.reload();
      await hydrated(page);
      await expect(control(page)).toHaveAccessibleName(/^Offline · /);
    });
  }
});

/** Faults while saving: the copy never ends up half-made, and a second attempt goes on from what it has. */
test.describe('faults while saving', () => {
  test.use({allowedConsoleErrors: /ERR_INTERNET_DISCONNECTED|ERR_FAILED/});
  const site = kit.scopes.find(({id}) => id === 'site')!;

  async function openPanel(page: Page): Promise<ReturnType<typeof panel>> {
    await control(page).click();
    const dialog = panel(page);
    await dialog.getByRole('radio', {name: /whole site/i}).check();
    return dialog;
  }

  test('the network drops half-way: saving stops and says so, and the next attempt resumes', async ({
    page,
    context,
  }) => {
    test.setTimeout(180_000);
    await page.goto('/core/');
    await hydrated(page);
    const fetched: string[] = [];
    context.on('request', (request) => {
      if (request.serviceWorker()) fetched.push(new URL(request.url()).pathname);
    });
    let dialog = await openPanel(page);
    await dialog.getByRole('button', {name: 'Save for offline use'}).click();
    // Cut the network once a fifth of the files have arrived.
    await expect.poll(() => fetched.length, {timeout: 60_000}).toBeGreaterThan(site.files.length / 5);
    await context.setOffline(true);
    await expect(dialog.getByRole('status')).toContainText('Saving stopped', {timeout: 60_000});
    await expect(dialog.getByRole('status')).toContainText('save again to continue');
    const firstAttempt = new Set(fetched);

    await context.setOffline(false);
    fetched.length = 0;
    await dialog.getByRole('button', {name: 'Close'}).click();
    dialog = await openPanel(page);
    await dialog.getByRole('button', {name: 'Save for offline use'}).click();
    await expect(dialog.getByRole('status')).toContainText('saved for offline use', {timeout: 150_000});
    // Files kept from the first attempt are not downloaded again (the kit and the worker itself aside).
    const again = fetched.filter((file) => firstAttempt.has(file) && !/offline-kit\.json$|sw\.js$/.test(file));
    expect(again.length).toBeLessThan(firstAttempt.size / 10);
  });

  test('two tabs save at the same time: both finish, and the copy works offline', async ({page, context}) => {
    test.setTimeout(180_000);
    const other = await context.newPage();
    for (const tab of [page, other]) {
      await tab.goto('/core/');
      await hydrated(tab);
    }
    const dialogs = [await openPanel(page), await openPanel(other)];
    await Promise.all(dialogs.map((dialog) => dialog.getByRole('button', {name: 'Save for offline use'}).click()));
    for (const dialog of dialogs) {
      await expect(dialog.getByRole('status')).toContainText(/saved for offline use|up to date/, {timeout: 150_000});
    }
    await controlled(page);
    await context.setOffline(true);
    await page.goto('/hardware/');
    await hydrated(page);
    await expect(page.locator('h1').first()).toBeVisible();
  });
});

/**
 * A new deploy, on a copy of the build served on its own port: `sw.js` changes (so the browser installs the new
 * worker) and the kit gets a new version in which one saved page changed. The new worker must download that page
 * only, take every other file from the old copy, and tell the page.
 */
test.describe('a new deploy', () => {
  test.use({allowedConsoleErrors: /ERR_INTERNET_DISCONNECTED|ERR_FAILED/});

  let site: {url: string; close: () => Promise<void>; dir: string};
  test.beforeEach(async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'veltro-offline-'));
    cpSync(buildDir, dir, {recursive: true});
    site = {...(await startStaticServer(dir)), dir};
  });
  test.afterEach(async () => {
    await site.close();
    rmSync(site.dir, {recursive: true, force: true});
  });

  async function deploy(changedPage: string, marker: string): Promise<void> {
    const htmlFile = `${changedPage.slice(1)}index.html`;
    const html = Buffer.from(
      readFileSync(path.join(site.dir, htmlFile), 'utf8').replace('</body>', `<p>${marker}</p></body>`),
    );
    const hash = await contentHash(html);
    const files = kit.files.map((file): KitFile =>
      file[0] === htmlFile ? [file[0], html.length, html.length, hash] : file,
    );
    writeFileSync(path.join(site.dir, htmlFile), html);
    writeFileSync(path.join(site.dir, kitFile), JSON.stringify({...kit, version: `${kit.version}-2`, files}));
    writeFileSync(path.join(site.dir, 'sw.js'), `${readFileSync(path.join(site.dir, 'sw.js'), 'utf8')}\n// deploy 2\n`);
  }

  test('updates the saved copy in the background, reusing unchanged files, and says so', async ({page, context}) => {
    await saveMiniPages(page, site.url);
    await controlled(page);
    await deploy(otherMiniPage, 'Deploy 2 marker');
    const downloaded: string[] = [];
    context.on('request', (request) => {
      const {pathname} = new URL(request.url());
      if (request.serviceWorker() && !/(^|\.)sw\.js$|offline-kit\.json$/.test(pathname)) downloaded.push(pathname);
    });

    // A later visit: the browser finds the new worker, which updates the copy before it takes over.
    await page.reload();
    await hydrated(page);
    await expect(page.getByRole('status').filter({hasText: 'Offline copy updated'})).toContainText(
      'Veltro Mini, documentation of',
    );
    expect(downloaded).toEqual([otherMiniPage]);

    await context.setOffline(true);
    await page.goto(`${site.url}${otherMiniPage}`);
    await expect(page.getByText('Deploy 2 marker')).toBeVisible();
  });
});
