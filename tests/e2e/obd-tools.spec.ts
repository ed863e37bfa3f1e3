/**
 * The two in-page OBD tools, driven with the keyboard as a reader would: type an answer or a frame, read the
 * result, see an error tied to the input, reload the permalink and get the same result. Their code must load
 * with their own page only. pages.spec.ts runs axe on every page as it loads; here axe also checks the tools
 * with a result and an error on screen, in both colour modes.
 */
import AxeBuilder from '@axe-core/playwright';
import type {Page, Response} from '@playwright/test';
import {expect, hydrated, test, type ColourMode} from '../support/fixtures';

const pidPage = '/cloud/obd-ii/debug-raw-pid-queries/';
const canPage = '/cloud/obd-ii/create-can-signal-loggers/';

/** Strings that only the tools' bundled code contains (PID table, CAN frame check). */
const pidMarker = 'Calibration verification numbers (CVN)';
const canMarker = 'a CAN FD frame 12, 16, 20, 24, 32, 48 or 64';

const pidResults = 'form[aria-label="PID decoder"] [aria-live="polite"]';
const canResults = '[aria-label="CAN signal calculator"] [aria-live="polite"]';

const vinFrames = ['7E8 10 14 49 02 01 31 4D 38', '7E8 21 47 44 4D 39 41 58 4B', '7E8 22 50 30 34 32 37 38 38'];

/** Replaces the text of the focused field by typing, as a reader does. */
async function retype(page: Page, text: string): Promise<void> {
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('Delete');
  await page.keyboard.type(text);
}

/** Checks that the field's description includes the visible error, and that it is marked invalid. */
async function expectErrorTiedTo(page: Page, field: ReturnType<Page['getByLabel']>, message: RegExp): Promise<void> {
  // Results and errors follow the input after a short pause, so wait for the message before reading the links.
  await expect(page.getByText(message).first()).toBeVisible();
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  const ids = ((await field.getAttribute('aria-describedby')) ?? '').split(/\s+/).filter(Boolean);
  const described = await Promise.all(ids.map((id) => page.locator(`[id="${id}"]`).textContent()));
  expect(described.join(' ')).toMatch(message);
}

async function expectNoAxeViolations(page: Page, selector: string): Promise<void> {
  const results = await new AxeBuilder({page})
    .include(selector)
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    .analyze();
  expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes.length} nodes`)).toEqual([]);
}

/** Bodies of the scripts the page ran (not prefetched), collected until the network is idle. */
async function scriptsOf(page: Page, path: string): Promise<{url: string; body: string}[]> {
  const responses: Response[] = [];
  const collect = (response: Response) => {
    if (response.request().resourceType() === 'script') responses.push(response);
  };
  page.on('response', collect);
  await page.goto(path);
  await hydrated(page);
  await page.waitForLoadState('networkidle');
  page.off('response', collect);
  return Promise.all(responses.map(async (response) => ({url: response.url(), body: await response.text()})));
}

test.describe('PID decoder', () => {
  test('decodes a typed answer, shows an error for a bad one, and keeps the input in the URL', async ({page}) => {
    await page.goto(pidPage);
    await hydrated(page);
    const input = page.getByLabel('Raw answer');
    const results = page.locator(pidResults);

    await input.focus();
    await page.keyboard.type('7E8 04 41 0C 1A F8');
    await expect(results).toContainText('Engine speed');
    await expect(results).toContainText('1726 rpm');
    await expect(results).toContainText('(256A + B) / 4');
    await expect(results).toContainText('header=7E0');
    await expect(page).toHaveURL(/[?&]answer=7E8\+04\+41\+0C\+1A\+F8/);

    await retype(page, '41 0C 1A F');
    await expectErrorTiedTo(page, input, /odd number of hex digits/);
    await expect(results).not.toContainText('1726 rpm');

    await retype(page, '41 FF 00');
    await expectErrorTiedTo(page, input, /PID FF of service 01/);

    // The VIN over three frames: Shift+Enter and Enter both start a new line in a text area.
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.press('Delete');
    for (const frame of vinFrames) {
      await page.keyboard.type(frame);
      await page.keyboard.press('Enter');
    }
    await expect(results).toContainText('1M8GDM9AXKP042788');
    await expect(input).not.toHaveAttribute('aria-invalid', 'true');
    await expect(page).toHaveURL(/answer=/);

    await page.reload();
    await hydrated(page);
    await expect(page.getByLabel('Raw answer')).toHaveValue(`${vinFrames.join('\n')}\n`);
    await expect(page.locator(pidResults)).toContainText('1M8GDM9AXKP042788');
  });

  test('reaches the example buttons and Copy link with Tab, with a visible focus ring', async ({page, context}) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto(pidPage);
    await hydrated(page);
    await page.getByLabel('Raw answer').focus();
    await page.keyboard.press('Tab');
    const example = page.getByRole('button', {name: 'Supported PIDs'});
    await expect(page.getByRole('button', {name: 'Engine speed'})).toBeFocused();
    expect(await page.evaluate(() => getComputedStyle(document.activeElement!).outlineStyle)).toBe('solid');
    await page.keyboard.press('Tab');
    await expect(example).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.locator(pidResults)).toContainText('PIDs supported 01–20');

    const copy = page.getByRole('button', {name: 'Copy link'});
    await copy.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('status').filter({hasText: 'Link copied'})).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toBe(page.url());
    expect(new URL(copied).searchParams.get('answer')).toBe('7E8 06 41 00 BE 3F A8 13');
  });
});

test.describe('CAN signal calculator', () => {
  test('fills the fields from an SG_ line, reads a Motorola signal and survives a reload', async ({page}) => {
    await page.goto(canPage);
    await hydrated(page);
    const results = page.locator(canResults);
    // The worked example is loaded before anything is typed.
    await expect(results).toContainText('1000 rpm');

    await page.getByLabel('DBC signal line (optional)').focus();
    await page.keyboard.type('SG_ Temperature : 0|12@0- (0.01,250) [229.53|270.47] "degK" Vector__XXX');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('status').filter({hasText: 'Filled the fields from Temperature'})).toBeVisible();
    await expect(page.getByLabel('Start bit')).toHaveValue('0');
    await expect(page.getByRole('radio', {name: /Motorola/})).toBeChecked();
    await expect(page.getByRole('radio', {name: /Signed/})).toBeChecked();

    await page.getByLabel('Frame bytes (hex)').focus();
    await retype(page, 'C0 06 E0 00 00 00 00 00');
    await expect(results).toContainText('250.55 degK');
    await expect(results).toContainText('byte 0, bit 0 (most significant); byte 1, bits 7–0; byte 2, bits 7–5');
    const grid = page.getByRole('table').filter({has: page.locator('caption', {hasText: 'Bits of the frame'})});
    await expect(grid.locator('td[data-bit="0"]')).toContainText('MSB');
    await expect(grid.locator('td[data-bit="21"]')).toContainText('LSB');
    await expect(page).toHaveURL(/order=motorola/);

    await page.reload();
    await hydrated(page);
    await expect(page.locator(canResults)).toContainText('250.55 degK');
    await expect(page.getByLabel('Frame bytes (hex)')).toHaveValue('C0 06 E0 00 00 00 00 00');
  });

  test('shows errors tied to the field, and switches the byte order with the arrow keys', async ({page}) => {
    await page.goto(canPage);
    await hydrated(page);
    const frame = page.getByLabel('Frame bytes (hex)');
    await frame.focus();
    await retype(page, '00 11 22 33 44 55 66 77 88');
    await expectErrorTiedTo(page, frame, /9 bytes: a CAN frame carries 0 to 8/);

    await retype(page, '00 00 00 40 1F 00 00 00');
    await expect(frame).not.toHaveAttribute('aria-invalid', 'true');
    const start = page.getByLabel('Start bit');
    await start.focus();
    await retype(page, '60');
    await expectErrorTiedTo(page, start, /needs byte 9, but the frame has 8 bytes/);

    // The worked example's first mistake: the same bytes read as Motorola from start bit 31.
    await page.getByRole('radio', {name: /Intel/}).focus();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('radio', {name: /Motorola/})).toBeChecked();
    await start.focus();
    await retype(page, '31');
    await expect(page.locator(canResults)).toContainText('2051.875 rpm');
  });
});

for (const mode of ['light', 'dark'] as const satisfies readonly ColourMode[]) {
  test(`both tools pass axe in ${mode} mode with a result and an error on screen`, async ({page}) => {
    await page.addInitScript((theme) => localStorage.setItem('theme', theme), mode);
    await page.goto(`${pidPage}?answer=${encodeURIComponent(vinFrames.join('\n'))}`);
    await hydrated(page);
    await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
    await expect(page.getByText('1M8GDM9AXKP042788').first()).toBeVisible();
    await expectNoAxeViolations(page, 'form[aria-label="PID decoder"]');
    await page.goto(`${pidPage}?answer=41+0C+1A+F`);
    await hydrated(page);
    await expect(page.getByText(/odd number of hex digits/)).toBeVisible();
    await expectNoAxeViolations(page, 'form[aria-label="PID decoder"]');

    await page.goto(`${canPage}?frame=00+11`);
    await hydrated(page);
    await expect(page.getByText(/needs byte 4, but the frame has 2 bytes/)).toBeVisible();
    await expectNoAxeViolations(page, '[aria-label="CAN signal calculator"]');
    await page.goto(canPage);
    await hydrated(page);
    await expect(page.getByText('1000 rpm').first()).toBeVisible();
    await expectNoAxeViolations(page, '[aria-label="CAN signal calculator"]');
  });
}

test('each tool’s code loads with its own page only: the PID decoder on first use, the CAN calculator with its page', async ({
  page,
}) => {
  const toolScripts = await scriptsOf(page, pidPage);
  expect(toolScripts.some((script) => /\/page\/cloud\/obd-ii\/debug-raw-pid-queries\./.test(script.url))).toBe(true);
  // The decoder and its PID table wait for the reader: the first visit does not load them, focusing the input does.
  expect(toolScripts.some((script) => script.body.includes(pidMarker))).toBe(false);
  const decoder = page.waitForResponse((response) => /\/tool\/pid-decoder\.[^/]+\.js$/.test(response.url()));
  await page.getByLabel('Raw answer').focus();
  expect(await (await decoder).text()).toContain(pidMarker);
  expect(toolScripts.some((script) => script.body.includes(canMarker))).toBe(false);

  const canScripts = await scriptsOf(page, canPage);
  expect(canScripts.find((script) => script.body.includes(canMarker))?.url).toMatch(
    /\/page\/cloud\/obd-ii\/create-can-signal-loggers\.[^/]+\.js$/,
  );
  expect(canScripts.some((script) => script.body.includes(pidMarker))).toBe(false);

  // The section landing links both pages in its sidebar, so the browser may prefetch them; it must not run them.
  for (const path of ['/cloud/obd-ii/', '/core/']) {
    const scripts = await scriptsOf(page, path);
    expect(
      scripts.filter((script) => script.body.includes(pidMarker) || script.body.includes(canMarker)).map((s) => s.url),
      path,
    ).toEqual([]);
  }

  // A page of another section does not even prefetch them.
  const requested: string[] = [];
  page.on('request', (request) => requested.push(request.url()));
  await page.goto('/core/');
  await hydrated(page);
  await page.waitForLoadState('networkidle');
  expect(requested.filter((url) => /debug-raw-pid-queries|create-can-signal-loggers/.test(url))).toEqual([]);
});
