/** The pinout drawings and their tables come from the same data: they must agree, and link by hover and keyboard. */
import fs from 'node:fs';
import path from 'node:path';
import {expect, hydrated, sitemapPaths, test} from '../support/fixtures';

const buildDir = path.resolve(__dirname, '../../build');
const pagesWithPinouts = sitemapPaths().filter((route) =>
  fs.readFileSync(path.join(buildDir, route, 'index.html'), 'utf8').includes('data-pinout='),
);

test('at least one page has a pinout diagram', () => {
  expect(pagesWithPinouts.length).toBeGreaterThan(0);
});

for (const route of pagesWithPinouts) {
  test(`${route}: every pinout drawing agrees with its table`, async ({page}) => {
    await page.goto(route);
    await hydrated(page);
    for (const figure of await page.locator('[data-pinout]').all()) {
      const drawn = await figure
        .locator('svg g[data-pin]')
        .evaluateAll((pins) =>
          pins.map((pin) => [Number(pin.getAttribute('data-pin')), pin.getAttribute('data-signal')] as const),
        );
      const listed = await figure
        .locator('tbody tr[data-pin]')
        .evaluateAll((rows) =>
          rows.map(
            (row) => [Number(row.getAttribute('data-pin')), row.querySelectorAll('td')[0]!.textContent] as const,
          ),
        );
      expect(drawn.sort((a, b) => a[0] - b[0])).toEqual(listed.sort((a, b) => a[0] - b[0]));
      await expect(figure.locator('svg[role="img"] title')).not.toBeEmpty();
    }
  });
}

test('focusing a table row by keyboard highlights its pin, and hovering a pin highlights its row', async ({page}) => {
  test.skip(pagesWithPinouts.length === 0, 'no pinout page built');
  await page.goto(pagesWithPinouts[0]!);
  await hydrated(page);
  const figure = page.locator('[data-pinout]').first();
  const firstRow = figure.locator('tbody tr').first();
  await firstRow.focus();
  const pinNumber = await firstRow.getAttribute('data-pin');
  await expect(figure.locator(`svg g[data-pin="${pinNumber}"]`)).toHaveAttribute('data-active', 'true');
  await page.keyboard.press('Tab');
  const secondPin = await figure.locator('tbody tr').nth(1).getAttribute('data-pin');
  await expect(figure.locator(`svg g[data-pin="${secondPin}"]`)).toHaveAttribute('data-active', 'true');
  await expect(figure.locator(`svg g[data-pin="${pinNumber}"]`)).not.toHaveAttribute('data-active', 'true');

  const lastPin = figure.locator('svg g[data-pin]').last();
  const lastNumber = await lastPin.getAttribute('data-pin');
  await lastPin.hover();
  await expect(figure.locator(`tbody tr[data-pin="${lastNumber}"]`)).toHaveAttribute('data-active', 'true');
});

test('the supported-devices badges follow the manifest and link to each device', async ({page}) => {
  await page.goto('/hardware/veltro_canfd_pro/pro-obd-connector-pinout/');
  await hydrated(page);
  const badges = page.getByRole('list', {name: 'Supported devices'}).getByRole('listitem');
  await expect(badges).toHaveText(['Veltro CAN-FD Pro']);
  await expect(badges.getByRole('link')).toHaveAttribute('href', '/hardware/veltro_canfd_pro/');
  await page.goto('/hardware/veltro_tmu_socketcan/obd-connector-pinout/');
  await hydrated(page);
  await expect(page.getByRole('list', {name: 'Supported devices'})).toHaveCount(0);
  // A CommonMark page gets them too, from the manifest alone, under its title.
  await page.goto('/cloud/device_management/services/create-custom-workers/');
  await hydrated(page);
  const list = page.getByRole('list', {name: 'Supported devices'});
  await expect(list.getByRole('listitem')).toHaveText(['Veltro TMU CM4', 'Veltro CAN-FD Pro']);
  const [titleBox, listBox] = await Promise.all([page.locator('article h1').boundingBox(), list.boundingBox()]);
  expect(listBox!.y).toBeGreaterThan(titleBox!.y);
});
