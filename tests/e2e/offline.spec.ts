/**
 * The offline copy (plugins/offline/): saved through the visible control, then used with the browser context offline.
 * Each test has its own browser context, so service workers and Cache Storage never carry over between tests.
 */
import {
  cpSync,
  existsSync,
  mkdtempSync,
  readFileSync,
  realpathSync,
  renameSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {brotliCompressSync, gzipSync} from 'node:zlib';
import AxeBuilder from '@axe-core/playwright';
import type {Page} from '@playwright/test';
import {startNginx} from '../../deploy/nginx';
import {freePort} from '../../tools/ports';
import {contentHash, filesCachePrefix, kitFile, savedUrl, stateCache, stateKey} from '../../plugins/offline/protocol';
import type {KitFile, OfflineKit, SavedCopy} from '../../plugins/offline/types';
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
/**
 * How long saving the Mini's pages (about 440 files, 3 MB) may take: a few seconds on an idle machine, but a busy
 * 2-core CI machine has taken more than 15 s. Each test saves at least once, so the file allows 2 minutes a test.
 */
const miniSaveTimeout = 45_000;
test.describe.configure({timeout: 120_000});

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
  await expect(dialog.getByRole('status')).toContainText('Veltro Mini pages saved for offline use', {
    timeout: miniSaveTimeout,
  });
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
  // No request at all for half a second, then the next idle period: a fetch started by a timer would show.
  await page.waitForLoadState('networkidle');
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

  test('the troubleshooting paths and the error reference work from the copy', async ({page, context}) => {
    // Every device's copy holds the section (its manifest routes name all three models where they apply).
    const step = '/troubleshooting/no-gnss-fix/#mini-led';
    expect(miniScope.routes).toEqual(
      expect.arrayContaining(['/troubleshooting/no-gnss-fix/', '/troubleshooting/errors/modem/']),
    );
    await saveMiniPages(page);
    await controlled(page);
    await context.setOffline(true);

    await page.goto(step);
    await hydrated(page);
    await expect(page.locator('#mini-led')).toBeVisible();
    // A message by its code alone, answered from the saved index, opens its entry.
    await page.keyboard.press('/');
    await page.locator('.DocSearch-Input').fill('CME ERROR 10');
    await expect(page.locator('.DocSearch-Hit').first()).toContainText('+CME ERROR: 10');
    await page.locator('.DocSearch-Hit').first().click();
    await expect(page).toHaveURL(/\/troubleshooting\/errors\/modem\/#cme-error-10$/);
    await expect(page.locator('#cme-error-10')).toBeVisible();
  });

  test('the parked-battery calculator works from the copy', async ({page, context}) => {
    const drain = '/troubleshooting/battery-drain/';
    expect(miniScope.routes).toContain(drain);
    await saveMiniPages(page);
    await controlled(page);
    await context.setOffline(true);

    await page.goto(drain);
    await hydrated(page);
    const calculator = page.getByRole('form', {name: 'Parked-battery calculator'});
    const result = calculator.locator('[aria-live="polite"]');
    await calculator.getByLabel(/^Battery capacity/).fill('100');
    await expect(result).toContainText(/About [\d.,]+ days/);
    const withHundred = await result.textContent();
    await calculator.getByLabel(/^Battery capacity/).fill('40');
    await expect(result).not.toHaveText(withHundred!);
    await expect(result).toContainText(/About [\d.,]+ days/);
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

/** The saved copy's record and the caches of saved files, as the page sees them. */
async function storedCopy(page: Page): Promise<{record?: SavedCopy; fileCaches: string[]}> {
  return page.evaluate(
    async ({cache, key, prefix}) => {
      const response = await caches.match(key, {cacheName: cache});
      const names = await caches.keys();
      return {
        record: response ? ((await response.json()) as SavedCopy) : undefined,
        fileCaches: names.filter((name) => name.startsWith(prefix)),
      };
    },
    {cache: stateCache, key: stateKey, prefix: filesCachePrefix},
  );
}

/** The page's own note that a copy is saved (plugins/offline/client/savedFlag.ts), under whatever prefix. */
const savedFlags = (page: Page) =>
  page.evaluate(() => Object.keys(localStorage).filter((key) => key.includes('veltro-offline')));

test.describe('faults of the device', () => {
  test.use({allowedConsoleErrors: /ERR_INTERNET_DISCONNECTED|ERR_FAILED|status of 503/});
  const site = kit.scopes.find(({id}) => id === 'site')!;
  const mb = (bytes: number) => `${(bytes / 1e6).toFixed(1)} MB`;

  test('storage runs out while saving: a clear message, and the copy saved before works offline', async ({
    page,
    context,
  }) => {
    test.setTimeout(120_000);
    await saveMiniPages(page);
    await controlled(page);
    const before = await storedCopy(page);
    expect(before.fileCaches).toHaveLength(1);

    // Leave the site room for a few megabytes more than it uses: far less than the whole site needs.
    const usage = await page.evaluate(async () => (await navigator.storage.estimate()).usage ?? 0);
    const cdp = await context.newCDPSession(page);
    const origin = new URL(page.url()).origin;
    await cdp.send('Storage.overrideQuotaForOrigin', {origin, quotaSize: usage + 3e6});

    await control(page).click();
    const dialog = panel(page);
    await dialog.getByRole('radio', {name: /whole site/i}).check();
    await dialog.getByRole('button', {name: 'Save this instead'}).click();
    const status = dialog.getByRole('status');
    // What happened, how much the whole site needs, what to do (with the smaller scopes' sizes), and what is kept.
    await expect(status).toContainText('this device has no room for the whole site', {timeout: 30_000});
    await expect(status).toContainText(`${mb(site.bytes)} needed`);
    await expect(status).toContainText(/about \d+\.\d MB is free/);
    await expect(status).toContainText('Free some space on the device');
    for (const scope of kit.scopes.filter(({id}) => id !== 'site')) {
      await expect(status).toContainText(`${scope.label} ${mb(scope.bytes)}`);
    }
    await expect(status).toContainText('Your saved copy of the Veltro Mini pages is kept and still works offline.');
    await expect(dialog).toContainText('Saved on this device: the Veltro Mini pages');
    // The part of the whole site is deleted (it holds the space); the Mini copy and its record are as they were.
    expect(await storedCopy(page)).toEqual(before);
    await dialog.getByRole('button', {name: 'Close'}).click();

    await context.setOffline(true);
    await page.goto(otherMiniPage);
    await hydrated(page);
    await expect(page.locator('article h1, article header h1').first()).toBeVisible();
    await page.locator(`.theme-doc-sidebar-menu a[href="${miniPage}"]`).first().click();
    await expect(page).toHaveURL(miniPage);
    await page.keyboard.press('/');
    await page.locator('.DocSearch-Input').fill('logger');
    await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(control(page)).toHaveAccessibleName(/^Offline · /);
  });

  test('the reader clears the site data: nothing claims a copy, and saving again works', async ({page, context}) => {
    test.setTimeout(180_000);
    const cdp = await context.newCDPSession(page);
    const clear = (storageTypes: string) =>
      cdp.send('Storage.clearDataForOrigin', {origin: new URL(page.url()).origin, storageTypes});

    // Only the cached files and the worker go (as "Cached images and files" and a worker cleanup do): the page's
    // flag is left behind, and must not make the next visit act as if a copy were saved.
    await saveMiniPages(page);
    await clear('cache_storage,service_workers');
    expect(await savedFlags(page)).not.toEqual([]);
    await page.reload();
    await hydrated(page);
    await expect(control(page)).toHaveAccessibleName('Save offline', {timeout: 15_000});
    await expect.poll(() => savedFlags(page)).toEqual([]);
    await expect.poll(() => registrations(page)).toBe(0);

    // The same while a page is open: its panel reads Cache Storage and must put the control's flag right.
    await saveMiniPages(page);
    await clear('cache_storage,service_workers');
    await control(page).click();
    await expect(panel(page).getByRole('radio', {name: /Veltro Mini pages/})).toBeChecked();
    await expect(panel(page)).not.toContainText('Saved on this device');
    await expect(control(page)).toHaveAccessibleName('Save offline');
    expect(await savedFlags(page)).toEqual([]);
    await panel(page).getByRole('button', {name: 'Close'}).click();

    // Everything goes ("Clear site data") while a page is open: its panel must not claim the copy, its control
    // must stop showing one, and saving again from that same page must work.
    await saveMiniPages(page);
    await clear('all');
    await control(page).click();
    const dialog = panel(page);
    await expect(dialog.getByRole('radio', {name: /Veltro Mini pages/})).toBeChecked();
    await expect(dialog).not.toContainText('Saved on this device');
    await expect(dialog.getByRole('button', {name: 'Remove offline copy'})).toHaveCount(0);
    await expect(control(page)).toHaveAccessibleName('Save offline');
    await dialog.getByRole('button', {name: 'Save for offline use'}).click();
    await expect(dialog.getByRole('status')).toContainText('Veltro Mini pages saved for offline use', {
      timeout: miniSaveTimeout,
    });
    await dialog.getByRole('button', {name: 'Close'}).click();
    await expect(control(page)).toHaveAccessibleName(/^Offline · /);
    expect((await storedCopy(page)).record?.scope).toBe('mini');

    await context.setOffline(true);
    await page.goto(otherMiniPage);
    await hydrated(page);
    await expect(page.locator('article h1, article header h1').first()).toBeVisible();
  });
});

/**
 * A new deploy lands in the middle of a save, with the two real builds CI makes (`build/`, then `build-hosted/`:
 * the same pages with another search configuration, so other bundles and another kit version). nginx, configured as
 * in production, serves a symlink that is swapped from one build to the other once the worker has fetched a few files.
 */
test.describe('a new deploy lands mid-save', () => {
  test.use({allowedConsoleErrors: /ERR_INTERNET_DISCONNECTED|ERR_FAILED|status of 404|status of 503/});
  const hostedDir = path.resolve(__dirname, '../../build-hosted');

  test('the save starts over against the new build and never mixes the two', async ({page, context}) => {
    test.setTimeout(120_000);
    if (!existsSync(path.join(hostedDir, kitFile))) {
      if (process.env.CI) throw new Error('build-hosted/ is missing: run `npm run build:hosted` before the tests');
      test.skip(true, 'no build-hosted/: run `npm run build:hosted`');
    }
    const newKit = JSON.parse(readFileSync(path.join(hostedDir, kitFile), 'utf8')) as OfflineKit;
    expect(newKit.version).not.toBe(kit.version);
    const dir = mkdtempSync(path.join(tmpdir(), 'veltro-deploy-'));
    const current = path.join(dir, 'current');
    symlinkSync(buildDir, current);
    const server = await startNginx({dir: current, port: await freePort()});
    try {
      let fetchedOld = 0;
      let deployed: Promise<void> | undefined;
      const fetchedNew: string[] = [];
      await context.route('**/*', async (route) => {
        const request = route.request();
        const {pathname} = new URL(request.url());
        if (request.serviceWorker() && !/(^|\/)sw\.js$|offline-kit\.json$/.test(pathname)) {
          if (fetchedOld < 20) fetchedOld += 1;
          // The deploy: a new link renamed over the old one, as an atomic deploy switches a release directory,
          // then nginx reloads the new build's _nginx/*.conf (its headers: another search mode, another CSP).
          // Requests wait for the reload, as they would behind a load balancer that drains the old release.
          if (fetchedOld === 20 && !deployed) {
            symlinkSync(hostedDir, path.join(dir, 'next'));
            renameSync(path.join(dir, 'next'), current);
            deployed = server.reload();
          }
          if (deployed) {
            await deployed;
            fetchedNew.push(pathname);
          }
        }
        await route.fallback();
      });

      await page.goto(`${server.url}${miniPage}`);
      await hydrated(page);
      await control(page).click();
      const dialog = panel(page);
      await expect(dialog.getByRole('radio', {name: /Veltro Mini pages/})).toBeChecked();
      await dialog.getByRole('button', {name: 'Save for offline use'}).click();
      await expect(dialog.getByRole('status')).toContainText('Veltro Mini pages saved for offline use', {
        timeout: miniSaveTimeout,
      });
      expect(fetchedNew.length).toBeGreaterThan(0);

      // The copy is the new build's Mini scope, file for file, and nothing of the old build is left.
      const {record, fileCaches} = await storedCopy(page);
      expect(record?.version).toBe(newKit.version);
      expect(fileCaches).toEqual([record?.cache]);
      const siteRoot = `${server.url}/`;
      const expected = Object.fromEntries(
        newKit.scopes
          .find(({id}) => id === 'mini')!
          .files.map((index) => newKit.files[index]!)
          .map(([file, , , hash]) => [savedUrl(file, siteRoot), hash]),
      );
      expected[savedUrl(kitFile, siteRoot)] = 'kit';
      const saved = await page.evaluate(async (cacheName) => {
        const cache = await caches.open(cacheName);
        const hashes: Record<string, string> = {};
        for (const request of await cache.keys()) {
          const body = await (await cache.match(request))!.arrayBuffer();
          const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', body));
          hashes[request.url] = request.url.endsWith('/offline-kit.json')
            ? 'kit'
            : btoa(String.fromCharCode(...digest.subarray(0, 12)))
                .replace(/\+/g, '-')
                .replace(/\//g, '_');
        }
        return hashes;
      }, record!.cache);
      expect(saved).toEqual(expected);

      await context.setOffline(true);
      await page.goto(`${server.url}${otherMiniPage}`);
      await hydrated(page);
      await expect(page.locator('article h1, article header h1').first()).toBeVisible();
      await page.locator(`.theme-doc-sidebar-menu a[href="${miniPage}"]`).first().click();
      await expect(page).toHaveURL(`${server.url}${miniPage}`);
      await page.reload();
      await hydrated(page);
      await expect(control(page)).toHaveAccessibleName(/^Offline · /);
    } finally {
      await server.close();
      rmSync(dir, {recursive: true, force: true});
    }
  });
});

/**
 * A new deploy, on a copy of the build served by nginx on its own port: `sw.js` changes (so the browser installs the new
 * worker) and the kit gets a new version in which one saved page changed. The new worker must download that page
 * only, take every other file from the old copy, and tell the page.
 */
test.describe('a new deploy', () => {
  test.use({allowedConsoleErrors: /ERR_INTERNET_DISCONNECTED|ERR_FAILED/});

  let site: {url: string; close: () => Promise<void>; dir: string};
  test.beforeEach(async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'veltro-offline-'));
    // The build itself, when build/ is a link to it (a worktree's).
    cpSync(realpathSync(buildDir), dir, {recursive: true});
    site = {...(await startNginx({dir, port: await freePort()})), dir};
  });
  test.afterEach(async () => {
    await site.close();
    rmSync(site.dir, {recursive: true, force: true});
  });

  /** Writes a file as a deploy does: with fresh .br and .gz beside it, which nginx serves in its place. */
  function writeDeployed(file: string, body: Buffer | string): void {
    writeFileSync(file, body);
    writeFileSync(`${file}.br`, brotliCompressSync(body));
    writeFileSync(`${file}.gz`, gzipSync(body));
  }

  async function deploy(changedPage: string, marker: string): Promise<void> {
    const htmlFile = `${changedPage.slice(1)}index.html`;
    const html = Buffer.from(
      readFileSync(path.join(site.dir, htmlFile), 'utf8').replace('</body>', `<p>${marker}</p></body>`),
    );
    const hash = await contentHash(html);
    const files = kit.files.map((file): KitFile =>
      file[0] === htmlFile ? [file[0], html.length, html.length, hash] : file,
    );
    writeDeployed(path.join(site.dir, htmlFile), html);
    writeDeployed(path.join(site.dir, kitFile), JSON.stringify({...kit, version: `${kit.version}-2`, files}));
    writeDeployed(path.join(site.dir, 'sw.js'), `${readFileSync(path.join(site.dir, 'sw.js'), 'utf8')}\n// deploy 2\n`);
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
    // The worker downloads what changed in the background: as long as saving, on a busy machine.
    await expect(page.getByRole('status').filter({hasText: 'Offline copy updated'})).toContainText(
      'Veltro Mini, documentation of',
      {timeout: miniSaveTimeout},
    );
    expect(downloaded).toEqual([otherMiniPage]);

    await context.setOffline(true);
    await page.goto(`${site.url}${otherMiniPage}`);
    await expect(page.getByText('Deploy 2 marker')).toBeVisible();
  });
});
