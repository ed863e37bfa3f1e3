/**
 * The parked-battery calculator (src/components/BatteryCalculator), driven as a reader would: change the inputs and
 * read the days, reload the permalink and get the same result, copy the link, keep working with the network gone.
 * It passes axe in both colour modes and fits a 390 px phone. Its code loads with the pages that show it only.
 * The expected days are the unit test's hand-computed cases (tests/unit/parked-battery.test.ts).
 */
import AxeBuilder from '@axe-core/playwright';
import type {Page, Response} from '@playwright/test';
import {expect, hydrated, test, type ColourMode} from '../support/fixtures';

const pages = [
  '/core/power_management/',
  '/cloud/device_management/advanced_settings/veltro_tmu_cm4/cloud-config-power/',
  '/troubleshooting/battery-drain/',
];
const powerPage = pages[0]!;

/** A string only the calculator's bundled code contains. */
const marker = 'Parked-battery calculator';

const form = (page: Page) => page.getByRole('form', {name: 'Parked-battery calculator'});
const headline = (page: Page) => form(page).locator('[aria-live="polite"]');

/** Replaces the text of a field by typing, as a reader does. */
async function retype(page: Page, label: RegExp, text: string): Promise<void> {
  const field = form(page).getByLabel(label);
  await field.fill('');
  await field.pressSequentially(text);
}

async function expectNoAxeViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({page})
    .include('form[aria-label="Parked-battery calculator"]')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    .analyze();
  expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes.length} nodes`)).toEqual([]);
}

test('shows the days for the defaults on every page that has it', async ({page}) => {
  for (const path of pages) {
    await page.goto(path);
    await hydrated(page);
    // 60 Ah at 100 %, TMU CM4, default timers, 30 mA vehicle: 25.0 days (unit test, "starting inputs").
    await expect(headline(page)).toHaveText('About 25.0 days until the safety cut-out hibernates the device.');
    await expect(page.locator('#parked-battery-calculator')).toBeVisible();
  }
});

test('inputs change the result, the address keeps them, and a reload gives the same answer', async ({page}) => {
  await page.goto(powerPage);
  await hydrated(page);
  const calculator = form(page);

  await retype(page, /^Battery capacity/, '100');
  // 100 Ah × 55.56 % = 55 556 mAh over 1 331 mAh a day.
  await expect(headline(page)).toContainText('About 41.7 days');
  await expect(page).toHaveURL(/[?&]ah=100(&|$)/);

  await calculator.getByLabel('Device').selectOption({label: 'Veltro CAN-FD Pro'});
  // CAN-FD Pro: 764 mAh ON + 87 asleep + 720 vehicle = 1 571 mAh a day.
  await expect(headline(page)).toContainText('About 35.4 days');
  await expect(page).toHaveURL(/[?&]model=pro(&|$)/);

  await calculator.getByLabel('Wake on motion on').check();
  await expect(calculator.getByLabel(/^Wake-ups by motion a day/)).toHaveValue('1');
  await expect(headline(page)).toContainText('About 22.0 days');
  await expect(page).toHaveURL(/[?&]motion=on(&|$)/);
  // The largest part comes first, with the settings that change it linked to their catalogue rows.
  const firstPart = calculator.locator('ol > li').first();
  await expect(firstPart).toContainText('Wake-ups by motion');
  await expect(firstPart.getByRole('link', {name: 'Accelerometer › Wake On Motion › Mode'})).toHaveAttribute(
    'href',
    '/cloud/device_management/advanced_settings/veltro_tmu_cm4/cloud-config-accelerometer/#accelerometer-wake_on_motion-mode',
  );

  await page.reload();
  await hydrated(page);
  await expect(calculator.getByLabel(/^Battery capacity/)).toHaveValue('100');
  await expect(calculator.getByLabel('Device')).toHaveValue('pro');
  await expect(calculator.getByLabel('Wake on motion on')).toBeChecked();
  await expect(headline(page)).toContainText('About 22.0 days');

  // Back to the defaults: the address is clean again.
  await calculator.getByLabel('Wake on motion on').uncheck();
  await calculator.getByLabel('Device').selectOption({label: 'Veltro TMU CM4'});
  await retype(page, /^Battery capacity/, '60');
  await expect(headline(page)).toContainText('About 25.0 days');
  await expect.poll(() => new URL(page.url()).search).toBe('');
});

test('a longer sleep interval lasts longer, and the settings rows are linked', async ({page}) => {
  await page.goto(`${powerPage}?sleep=6`);
  await hydrated(page);
  await expect(headline(page)).toContainText('About 33.9 days');
  const link = form(page).getByRole('link', {name: 'Power › Sleep Timer › Event Driven › Interval'});
  await expect(link).toHaveAttribute(
    'href',
    '/cloud/device_management/advanced_settings/veltro_tmu_cm4/cloud-config-power/#power-sleep_timer-event_driven-interval',
  );
  await link.click();
  await expect(page.locator('#power-sleep_timer-event_driven-interval')).toBeVisible();
});

test('a 24 V system lists the 24 V cut-out as an assumption', async ({page}) => {
  await page.goto(powerPage);
  await hydrated(page);
  await form(page).getByRole('radio', {name: '24 V'}).check();
  await expect(page).toHaveURL(/[?&]v=24(&|$)/);
  await expect(form(page)).toContainText('The safety cut-out acts at 24.40 V');
  await expect(form(page).getByRole('link', {name: 'Power › Safety Cut-Out › Voltage'})).toBeVisible();
  // Without the 24 V wake level the device wakes again at once, so the result assumes it too.
  await expect(form(page).getByRole('link', {name: 'Power › Wake Trigger › Voltage Level'})).toHaveAttribute(
    'href',
    '/cloud/device_management/advanced_settings/veltro_tmu_cm4/cloud-config-power/#power-wake_trigger-voltage_level',
  );
});

test('a wrong value is tied to its field and hides the result', async ({page}) => {
  await page.goto(powerPage);
  await hydrated(page);
  await retype(page, /^State of charge/, '140');
  const field = form(page).getByLabel(/^State of charge/);
  await expect(form(page).getByText('Enter a number from 0 to 100.')).toBeVisible();
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(headline(page)).toHaveText('Correct the fields marked above to see the result.');
  // Below the cut-out's state of charge: nothing to use.
  await retype(page, /^State of charge/, '40');
  await expect(headline(page)).toContainText('already at or below the cut-out');
});

test('Copy link copies the address with the inputs', async ({page, context}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto(powerPage);
  await hydrated(page);
  await retype(page, /^Trips a day/, '2');
  await expect(page).toHaveURL(/[?&]trips=2(&|$)/);
  await form(page).getByRole('button', {name: 'Copy link'}).click();
  await expect(form(page).getByRole('status')).toContainText('Link copied');
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toBe(page.url());
});

test.describe('with the network gone', () => {
  // Idle-time prefetches of linked pages fail while offline; the calculator itself fetches nothing.
  test.use({allowedConsoleErrors: /Failed to load resource: net::ERR_INTERNET_DISCONNECTED/});

  test('keeps calculating', async ({page, context}) => {
    await page.goto(powerPage);
    await hydrated(page);
    await context.setOffline(true);
    await retype(page, /^Battery capacity/, '100');
    await expect(headline(page)).toContainText('About 41.7 days');
    await expect(page).toHaveURL(/[?&]ah=100(&|$)/);
    await context.setOffline(false);
  });
});

for (const mode of ['light', 'dark'] as const satisfies readonly ColourMode[]) {
  test(`passes axe in ${mode} mode, with a result and with an error`, async ({page}) => {
    await page.addInitScript((theme) => localStorage.setItem('theme', theme), mode);
    await page.goto(`${powerPage}?motion=on&v=24&trips=1`);
    await hydrated(page);
    await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
    await expect(headline(page)).toContainText('days');
    await expectNoAxeViolations(page);
    await page.goto(`${powerPage}?ah=abc`);
    await hydrated(page);
    await expect(form(page).getByText(/Enter a number above 0/)).toBeVisible();
    await expectNoAxeViolations(page);
  });
}

test('fits a 390 px phone without sideways scrolling', async ({page}) => {
  await page.setViewportSize({width: 390, height: 844});
  await page.goto(`${powerPage}?motion=on`);
  await hydrated(page);
  await expect(headline(page)).toContainText('days');
  const overflow = await form(page).evaluate((element) => element.scrollWidth - element.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  const pageOverflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(pageOverflow).toBeLessThanOrEqual(0);
  await expectNoAxeViolations(page);
});

/** Bodies of the scripts the page ran, collected until the network is idle. */
async function scriptsOf(page: Page, path: string): Promise<{url: string; body: string}[]> {
  // Bodies are read as they arrive: a response's body is gone once the page navigates on.
  const scripts: Promise<{url: string; body: string}>[] = [];
  const collect = (response: Response) => {
    if (response.request().resourceType() === 'script')
      scripts.push(
        response.text().then(
          (body) => ({url: response.url(), body}),
          () => ({url: response.url(), body: ''}),
        ),
      );
  };
  page.on('response', collect);
  await page.goto(path);
  await hydrated(page);
  await page.waitForLoadState('networkidle');
  page.off('response', collect);
  return Promise.all(scripts);
}

test('its code loads with its pages only', async ({page}) => {
  const own = await scriptsOf(page, powerPage);
  expect(own.find((script) => script.body.includes(marker))?.url).toMatch(/\/page\/core\/power_management\.[^/]+\.js$/);
  for (const path of ['/', '/core/', '/core/power_management/core-power-sleep-timers/', '/troubleshooting/']) {
    const scripts = await scriptsOf(page, path);
    expect(
      scripts.filter((script) => script.body.includes(marker)).map((script) => script.url),
      path,
    ).toEqual([]);
  }
});
