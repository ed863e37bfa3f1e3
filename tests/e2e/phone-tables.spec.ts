/**
 * Data tables on a phone (issue 24): at 390 px, as an installer holding a phone in a footwell, every table rendered
 * from src/data stacks into labelled rows (src/components/StackedTable, plugins/docs/stacked-tables.ts): no sideways
 * scrolling, the columns a reader acts on (a pin's signal and level, a setting's value and check command, an LED's
 * pattern and meaning) right under each row's heading, every value with its label, and still a table with rows and
 * cells for a screen reader. Wide screens keep the table layout. The geometric checks carry the feature; the
 * screenshots (tolerant: Debian's chromium renders the system fonts, which a CI image may set up differently) catch a
 * layout that changes as a whole.
 */
import AxeBuilder from '@axe-core/playwright';
import type {Page} from '@playwright/test';
import {expect, hydrated, test, type ColourMode} from '../support/fixtures';

const phone = {width: 390, height: 844};

/** Pages with data tables of each kind, and the columns a reader acts on in them. */
const pages = [
  {name: 'pinout', route: '/hardware/veltro_tmu_cm4/obd-connector-pinout/', act: ['Signal', 'Level']},
  {name: 'LED states', route: '/hardware/veltro_tmu_cm4/led-and-button/', act: ['Pattern', 'Meaning']},
  {
    name: 'power settings',
    route: '/cloud/device_management/advanced_settings/veltro_tmu_cm4/cloud-config-power/',
    act: ['Check on the device', 'Default', 'Unit'],
  },
  {name: 'events', route: '/cloud/device_management/events/cloud-events-system/', act: []},
  {name: 'error reference', route: '/troubleshooting/errors/', act: ['What it means']},
  {name: 'power states', route: '/core/power_management/', act: ['Trigger reported']},
  // Tables written in JSX in a page, from data: the ten-column Mini parameter list, the jumper positions.
  {name: 'Mini parameters', route: '/getting_started/veltro_mini/mini-parameters/', act: ['Description', 'Unit']},
  {name: 'jumpers', route: '/developer_guides/jumpers/', act: ['Position', 'Effect']},
] as const;

async function open(page: Page, route: string, mode: ColourMode = 'light'): Promise<void> {
  await page.addInitScript((theme) => localStorage.setItem('theme', theme), mode);
  await page.setViewportSize(phone);
  await page.goto(route);
  await hydrated(page);
  await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
}

interface Layout {
  readonly boxScrolls: boolean;
  readonly right: number;
  readonly display: string;
  /** Column labels of the header row; the cells of each row with their label, shown label, act mark and place. */
  readonly labels: string[];
  readonly rows: {
    label: string | null;
    shown: string;
    act: boolean;
    left: number;
    right: number;
    top: number;
    height: number;
  }[][];
}

/** How each stacked table of the page is laid out, read in the browser. */
function layoutOf(page: Page): Promise<Layout[]> {
  return page.locator('article table[data-stack]').evaluateAll((tables: HTMLTableElement[]) =>
    tables.map((table) => {
      const box = table.parentElement!;
      const labels = Array.from(table.tHead?.rows[0]?.cells ?? [], (cell) => cell.textContent!.trim());
      const rows = Array.from(table.tBodies)
        .flatMap((body) => Array.from(body.rows))
        .map((row) =>
          Array.from(row.cells, (cell) => {
            const rect = cell.getBoundingClientRect();
            return {
              label: cell.getAttribute('data-label'),
              shown: getComputedStyle(cell, '::before').content,
              act: cell.hasAttribute('data-act'),
              left: rect.left,
              right: rect.right,
              top: rect.top,
              height: rect.height,
            };
          }),
        );
      return {
        boxScrolls: box.scrollWidth > box.clientWidth,
        right: table.getBoundingClientRect().right,
        display: getComputedStyle(table).display,
        labels,
        rows,
      };
    }),
  );
}

for (const {name, route, act} of pages) {
  test(`${name}: at 390 px each data table is stacked rows, the acting columns in view and every value labelled`, async ({
    page,
  }) => {
    await open(page, route);
    const tables = await layoutOf(page);
    expect(tables.length, 'data tables on the page').toBeGreaterThan(0);
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
      'the page itself does not scroll sideways',
    ).toBe(true);
    const acting = new Set<string>();
    for (const table of tables) {
      expect(table.display).toBe('block');
      expect(table.boxScrolls, 'no sideways scrolling in the table box').toBe(false);
      expect(table.right).toBeLessThanOrEqual(phone.width);
      for (const cells of table.rows) {
        const [key, ...rest] = cells;
        for (const cell of cells) {
          expect(cell.left).toBeGreaterThanOrEqual(0);
          expect(cell.right).toBeLessThanOrEqual(phone.width);
        }
        // A group heading row (one cell across the table) has no values.
        if (rest.length === 0) continue;
        expect(key!.label, 'the key cell is the heading, without a label').toBeNull();
        for (const [index, cell] of rest.entries()) {
          expect(cell.label, 'each value has its column label').toBe(table.labels[index + 1]);
          if (cell.height > 0) expect(cell.shown).toContain(cell.label!);
          if (cell.act) acting.add(cell.label!);
        }
        // The acting cells come right under the heading, above every other value.
        const actTops = rest.filter((cell) => cell.act).map((cell) => cell.top);
        const otherTops = rest.filter((cell) => !cell.act).map((cell) => cell.top);
        for (const top of actTops) {
          expect(top).toBeGreaterThan(key!.top);
          for (const other of otherTops) expect(top).toBeLessThan(other);
        }
      }
    }
    // Other data tables may share the page (the 24 V checklist of a safety warning acts on its Value column).
    expect([...acting]).toEqual(expect.arrayContaining([...act]));
  });
}

test('the pinout table reaches its level column without sideways scrolling, and the settings table its check command', async ({
  page,
}) => {
  await open(page, pages[0].route);
  const level = page.locator('[data-pinout] td[data-label="Level"]').first();
  await level.scrollIntoViewIfNeeded();
  await expect(level).toBeInViewport({ratio: 1});
  expect(await level.evaluate((cell) => cell.getBoundingClientRect().right)).toBeLessThanOrEqual(phone.width);

  await open(page, pages[2].route);
  const check = page.locator('td[data-label="Check on the device"]').first();
  await check.scrollIntoViewIfNeeded();
  await expect(check).toBeInViewport({ratio: 1});
  await expect(check).toContainText('veltro obd.manage context battery');
});

test('stacked, a data table is still a table to a screen reader: rows, row headers and cells', async ({page}) => {
  await open(page, pages[0].route);
  const session = await page.context().newCDPSession(page);
  const {nodes} = (await session.send('Accessibility.getFullAXTree')) as {
    nodes: {role?: {value?: string}; ignored?: boolean}[];
  };
  const count = (role: string) => nodes.filter((node) => !node.ignored && node.role?.value === role).length;
  const pins = await page.locator('[data-pinout] tbody tr').count();
  expect(count('table')).toBeGreaterThanOrEqual(1);
  expect(count('row')).toBeGreaterThanOrEqual(pins + 1);
  expect(count('rowheader')).toBeGreaterThanOrEqual(pins);
  expect(count('cell')).toBeGreaterThanOrEqual(pins * 4);
  expect(count('columnheader')).toBeGreaterThanOrEqual(5);
  // The header row is there for screen readers only; the cells of a row are named by their column.
  await expect(page.getByRole('columnheader', {name: 'Level'}).first()).toBeAttached();
  await expect(page.getByRole('cell').first()).toBeVisible();
});

for (const mode of ['light', 'dark'] as const satisfies readonly ColourMode[]) {
  for (const {name, route} of [pages[0], pages[2], pages[4], pages[6]]) {
    test(`${name}: the stacked data tables pass axe in ${mode} mode at 390 px`, async ({page}) => {
      test.setTimeout(120_000);
      await open(page, route, mode);
      const results = await new AxeBuilder({page})
        .include('article table[data-stack]')
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
        .analyze();
      expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes.length} nodes`)).toEqual([]);
    });
  }

  test(`screenshots of the stacked pinout and settings tables in ${mode} mode`, async ({page}) => {
    const tolerance = {animations: 'disabled', caret: 'hide', threshold: 0.3, maxDiffPixelRatio: 0.08} as const;
    // The sticky navbar would be drawn over a table taller than the screen.
    const hideNavbar = () => page.addStyleTag({content: '.navbar { visibility: hidden; }'});
    await open(page, pages[0].route, mode);
    await hideNavbar();
    await expect(page.locator('[data-pinout] table')).toHaveScreenshot(`pinout-${mode}.png`, tolerance);
    await open(page, pages[2].route, mode);
    await hideNavbar();
    await expect(page.locator('table:has(td[data-label="Check on the device"])')).toHaveScreenshot(
      `power-settings-who-uses-${mode}.png`,
      tolerance,
    );
  });
}

test('on a wide screen the data tables keep their table layout, header row shown', async ({page}) => {
  await page.setViewportSize({width: 1280, height: 900});
  await page.goto(pages[0].route);
  await hydrated(page);
  const table = page.locator('[data-pinout] table');
  expect(await table.evaluate((element) => getComputedStyle(element).display)).toBe('table');
  await expect(table.locator('thead th').first()).toBeVisible();
  expect(
    await table
      .locator('td[data-label="Level"]')
      .first()
      .evaluate((cell) => getComputedStyle(cell, '::before').content),
  ).toBe('none');
});
