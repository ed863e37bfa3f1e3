/**
 * "My device" (src/components/MyDevice), as a reader uses it: choose the device in the navbar, reload and keep it,
 * see a page for another model say so with a link to the equivalent page, the comparison table put the device
 * first, the modem tabs show the chosen modem, the offline panel preselect the device's pages and search rank its
 * pages first; then forget it. With nothing chosen nothing of it shows; storage that throws changes nothing. axe
 * checks the chooser and what it adds to pages in both colour modes; the chooser works from the 390 px menu.
 */
import AxeBuilder from '@axe-core/playwright';
import type {Page} from '@playwright/test';
import {expect, hydrated, test, type ColourMode} from '../support/fixtures';

const storageKey = 'veltro-my-device';
const cm4Specs = '/hardware/veltro_tmu_cm4/device_specifications/';
const cm4Leds = '/hardware/veltro_tmu_cm4/led-and-button/';

const control = (page: Page) => page.getByRole('navigation', {name: 'Main'}).getByRole('button', {name: /my device/i});
const chooser = (page: Page) => page.getByRole('dialog', {name: 'My device'});
const note = (page: Page) => page.getByRole('note').filter({hasText: 'Your device is'});

/** Starts every page of the test with `choice` stored, as a reader who chose earlier. */
async function chosen(page: Page, choice: {device: string; modem?: string}): Promise<void> {
  await page.addInitScript(([key, value]) => localStorage.setItem(key, value), [storageKey, JSON.stringify(choice)]);
}

async function open(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await hydrated(page);
}

async function expectNoAxeViolations(page: Page, selector: string): Promise<void> {
  const results = await new AxeBuilder({page})
    .include(selector)
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    .analyze();
  expect(
    results.violations.map(
      (violation) =>
        `${violation.id}: ${violation.nodes.map((node) => `${node.target.join(' ')} ${node.failureSummary}`)}`,
    ),
  ).toEqual([]);
}

/** The hrefs of the search modal's page hits, in order, for `query`. */
async function searchHits(page: Page, query: string): Promise<string[]> {
  await page.keyboard.press('/');
  await page.locator('.DocSearch-Input').fill(query);
  await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
  await page.waitForTimeout(500);
  const hrefs = await page
    .locator('.DocSearch-Hit a')
    .evaluateAll((links) => links.map((link) => new URL((link as HTMLAnchorElement).href).pathname));
  await page.keyboard.press('Escape');
  return hrefs;
}

test.describe('with nothing chosen', () => {
  test('the site shows no note, keeps the table order and names the control "Choose my device"', async ({page}) => {
    await open(page, cm4Specs);
    await expect(control(page)).toHaveAccessibleName('Choose my device');
    await expect(page.locator('[data-my-device-note]')).toHaveCount(0);
    await open(page, '/hardware/');
    await expect(page.locator('table thead th').nth(1)).toHaveText('Veltro TMU CM4');
    await expect(page.locator('table [data-my-device]')).toHaveCount(0);
  });
});

test.describe('choosing my device', () => {
  test('is kept across a reload and shown in the navbar, and in another tab at once', async ({page, context}) => {
    await open(page, '/core/');
    const other = await context.newPage();
    await open(other, '/core/');
    await control(page).click();
    const dialog = chooser(page);
    await dialog.getByRole('radio', {name: 'Veltro CAN-FD Pro'}).check();
    // The CAN-FD Pro is built with either modem: the chooser asks which, and says how to find out.
    await expect(dialog.getByRole('group', {name: 'Modem'})).toContainText('veltro usbutil.devices');
    await expect(dialog.getByRole('group', {name: 'Modem'})).toContainText('1bc7 and 1031');
    await dialog.getByRole('radio', {name: /Telit LE910C4/}).check();
    await expect(dialog.getByRole('status')).toHaveText(/My device: Veltro CAN-FD Pro with the Telit LE910C4/);
    await dialog.getByRole('button', {name: 'Done'}).click();
    await expect(dialog).toBeHidden();
    await expect(control(page)).toBeFocused();
    await expect(control(page)).toHaveAccessibleName('My device: CAN-FD Pro · LE910C4');
    await expect(control(other)).toHaveAccessibleName('My device: CAN-FD Pro · LE910C4');
    expect(JSON.parse((await page.evaluate((key) => localStorage.getItem(key), storageKey))!)).toEqual({
      device: 'veltro_canfd_pro',
      modem: 'le910cx',
    });
    await page.reload();
    await hydrated(page);
    await expect(control(page)).toHaveAccessibleName('My device: CAN-FD Pro · LE910C4');
  });

  test('can be forgotten, and the pages are as before', async ({page}) => {
    await chosen(page, {device: 'veltro_canfd_pro'});
    await open(page, cm4Specs);
    await expect(note(page)).toBeVisible();
    await control(page).click();
    await chooser(page).getByRole('button', {name: 'Forget my device'}).click();
    await expect(chooser(page).getByRole('status')).toHaveText(/No device chosen/);
    await chooser(page).getByRole('button', {name: 'Close'}).click();
    await expect(control(page)).toHaveAccessibleName('Choose my device');
    await expect(note(page)).toHaveCount(0);
    expect(await page.evaluate((key) => localStorage.getItem(key), storageKey)).toBeNull();
  });

  test('works from the mobile menu at 390 px', async ({page}) => {
    await page.setViewportSize({width: 390, height: 800});
    await open(page, cm4Specs);
    await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
    const menu = page.locator('.navbar-sidebar');
    await menu.getByRole('button', {name: 'Back to main menu'}).click();
    await menu.getByRole('button', {name: 'My device'}).click();
    const dialog = chooser(page);
    await dialog.getByRole('radio', {name: 'Veltro Mini'}).check();
    const box = (await dialog.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    await dialog.getByRole('button', {name: 'Done'}).click();
    await expect(note(page)).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});

test.describe('a page for another model', () => {
  test('says so and links to the same page of mine when it exists', async ({page}) => {
    await chosen(page, {device: 'veltro_canfd_pro'});
    await open(page, cm4Specs);
    await expect(note(page)).toContainText('This page is for the Veltro TMU CM4. Your device is the Veltro CAN-FD Pro');
    const link = note(page).getByRole('link', {name: 'the same page for the Veltro CAN-FD Pro'});
    await expect(link).toHaveAttribute('href', '/hardware/veltro_canfd_pro/device_specifications/');
    await link.click();
    await expect(page).toHaveURL('/hardware/veltro_canfd_pro/device_specifications/');
    await expect(note(page)).toHaveCount(0);
  });

  test('links to my model’s pages when it has no such page', async ({page}) => {
    await chosen(page, {device: 'veltro_mini'});
    await open(page, cm4Leds);
    await expect(note(page).getByRole('link', {name: 'the Veltro Mini pages'})).toHaveAttribute(
      'href',
      '/hardware/veltro_mini/',
    );
    // Outside a device folder, a page whose "works with" list leaves my model out says so too.
    await open(page, '/troubleshooting/can-bus-silent/');
    await expect(note(page)).toContainText('This page is for the Veltro TMU CM4 and Veltro CAN-FD Pro');
    // A page for every device, and my model's own, have no note.
    await open(page, '/core/');
    await expect(page.locator('[data-my-device-note]')).toHaveCount(0);
    await open(page, '/hardware/veltro_mini/device_specifications/');
    await expect(page.locator('[data-my-device-note]')).toHaveCount(0);
  });
});

test('a comparison table shows my device first and marks it', async ({page}) => {
  await chosen(page, {device: 'veltro_mini'});
  await open(page, '/hardware/');
  const headings = page.locator('table').first().locator('thead th');
  await expect(headings.nth(1)).toHaveText('Veltro MiniYour device');
  await expect(headings.nth(2)).toHaveText('Veltro TMU CM4');
  // The cells follow their column.
  const processor = page
    .locator('table')
    .first()
    .getByRole('row', {name: /^Processor/});
  await expect(processor.locator('td').first()).toContainText('Veltro Mini firmware');
});

test('the modem tabs show the modem I choose, after a reload too', async ({page}) => {
  await open(page, cm4Leds);
  // Nothing chosen: the first tab, as Docusaurus shows it.
  await expect(page.getByRole('tab', {name: 'Quectel EC25'})).toHaveAttribute('aria-selected', 'true');
  const choose = async (modem: RegExp) => {
    await control(page).click();
    await chooser(page).getByRole('radio', {name: 'Veltro TMU CM4'}).check();
    await chooser(page).getByRole('radio', {name: modem}).check();
    await chooser(page).getByRole('button', {name: 'Done'}).click();
  };
  await choose(/Telit LE910C4/);
  await expect(page.getByRole('tab', {name: 'Telit LE910C4'})).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel')).toContainText('veltro modem.connection execute');
  await page.reload();
  await hydrated(page);
  await expect(page.getByRole('tab', {name: 'Telit LE910C4'})).toHaveAttribute('aria-selected', 'true');
  await choose(/Quectel EC25/);
  await expect(page.getByRole('tab', {name: 'Quectel EC25'})).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel')).toContainText('veltro ec2x.cell_signal');
});

test.describe('the offline panel', () => {
  test.use({serviceWorkers: 'allow'});

  test('preselects my device’s pages, even on another model’s page', async ({page}) => {
    await chosen(page, {device: 'veltro_mini'});
    await open(page, '/getting_started/veltro_tmu_cm4/');
    await page
      .getByRole('navigation', {name: 'Main'})
      .getByRole('button', {name: /offline/i})
      .click();
    const panel = page.getByRole('dialog', {name: 'Offline copy'});
    await expect(panel.getByRole('radio', {name: /Veltro Mini pages/})).toBeChecked();
  });
});

test('search ranks my device’s pages first', async ({page, context}) => {
  const query = 'LED button';
  const cm4Page = cm4Leds;
  const proPage = '/hardware/veltro_canfd_pro/pro-led-and-button/';
  await open(page, '/core/');
  const before = await searchHits(page, query);
  // Without a choice the CAN-FD Pro's page ranks above the TMU CM4's.
  expect(before.indexOf(proPage)).toBeGreaterThanOrEqual(0);
  expect(before.indexOf(proPage)).toBeLessThan(before.indexOf(cm4Page));

  const mine = await context.newPage();
  await chosen(mine, {device: 'veltro_tmu_cm4'});
  await open(mine, '/core/');
  const after = await searchHits(mine, query);
  expect(after.indexOf(cm4Page)).toBeGreaterThanOrEqual(0);
  expect(after.indexOf(cm4Page)).toBeLessThan(after.indexOf(proPage));
});

test.describe('when localStorage throws', () => {
  // Docusaurus reports each of its own failed storage calls on the console (spec §8); ours warn once.
  test.use({allowedConsoleErrors: /^Docusaurus storage error/});

  test('choosing changes nothing and says the choice cannot be kept', async ({page}) => {
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    await page.addInitScript(() => {
      const fail = () => {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      };
      Storage.prototype.getItem = fail;
      Storage.prototype.setItem = fail;
      Storage.prototype.removeItem = fail;
    });
    await open(page, cm4Specs);
    await control(page).click();
    // The radio stays unchecked (nothing was kept), so it is clicked rather than checked.
    await chooser(page).getByRole('radio', {name: 'Veltro Mini'}).click();
    await expect(chooser(page).getByRole('status')).toHaveText(/cannot be kept/);
    await chooser(page).getByRole('button', {name: 'Done'}).click();
    await expect(control(page)).toHaveAccessibleName('Choose my device');
    await expect(note(page)).toHaveCount(0);
    expect(warnings.filter((text) => text.startsWith('My device:'))).toHaveLength(1);
  });
});

for (const mode of ['light', 'dark'] as const satisfies readonly ColourMode[]) {
  test(`axe finds nothing in the chooser, the note and the marked table (${mode})`, async ({page}) => {
    await page.addInitScript((theme) => localStorage.setItem('theme', theme), mode);
    await chosen(page, {device: 'veltro_tmu_cm4', modem: 'ec2x'});
    await open(page, '/hardware/veltro_canfd_pro/');
    await expect(note(page)).toBeVisible();
    await expectNoAxeViolations(page, '[data-my-device-note]');
    await expectNoAxeViolations(page, 'table');
    await control(page).click();
    await expect(chooser(page).getByRole('group', {name: 'Modem'})).toBeVisible();
    await expectNoAxeViolations(page, 'dialog[open]');
    await expectNoAxeViolations(page, '.navbar');
  });
}
