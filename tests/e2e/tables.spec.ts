/**
 * Tables scroll inside their own box: a box that scrolls is a named tab stop, one that fits is not. Markdown tables
 * name it from the heading and header row, the hardware tables from their caption.
 */
import type {Locator} from '@playwright/test';
import {expect, hydrated, test} from '../support/fixtures';

const route = '/core/commands/core-commands-obd/';

interface Box {
  readonly scrolls: boolean;
  readonly role: string | null;
  readonly tabIndex: number;
  readonly label: string | null;
  readonly caption: string | null;
}

/** What a reader's browser makes of each table's scroll box: does it scroll, is it a named tab stop. */
function boxesOf(tables: Locator): Promise<Box[]> {
  return tables.evaluateAll((elements: HTMLTableElement[]) =>
    elements.map((table) => {
      const box = table.parentElement!;
      return {
        scrolls: box.scrollWidth > box.clientWidth,
        role: box.getAttribute('role'),
        tabIndex: box.tabIndex,
        label: box.getAttribute('aria-label'),
        caption: table.caption?.textContent ?? null,
      };
    }),
  );
}

for (const width of [360, 1280]) {
  test(`at ${width} px every table box either fits or can be reached and named`, async ({page}) => {
    await page.setViewportSize({width, height: 800});
    await page.goto(route);
    await hydrated(page);
    const boxes = await boxesOf(page.locator('article .markdown table'));
    expect(boxes.length).toBeGreaterThan(10);
    for (const box of boxes) {
      if (box.scrolls) expect(box).toMatchObject({role: 'region', tabIndex: 0, label: expect.stringMatching(/: .+/)});
      else expect(box.role).toBeNull();
    }
    const labels = boxes.flatMap((box) => (box.label ? [box.label] : []));
    expect(new Set(labels).size, 'scroll boxes are landmarks: their names must differ').toBe(labels.length);
    // A phone is narrower than the argument tables, so some must scroll there, and a desktop fits some.
    if (width === 360) expect(boxes.some((box) => box.scrolls)).toBe(true);
    else expect(boxes.some((box) => !box.scrolls)).toBe(true);
  });
}

test('a table that scrolls on a phone takes keyboard focus and scrolls with the arrow keys', async ({page}) => {
  await page.setViewportSize({width: 360, height: 800});
  await page.goto(route);
  await hydrated(page);
  const region = page.locator('article .markdown [role="region"][aria-label*=": Argument, Type"]').first();
  await region.focus();
  await expect(region).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect.poll(() => region.evaluate((box) => box.scrollLeft)).toBeGreaterThan(0);
});

const hardwareRoute = '/hardware/veltro_mini/device_specifications/';

for (const width of [360, 1280]) {
  test(`at ${width} px a hardware table box is named by its caption while it scrolls`, async ({page}) => {
    await page.setViewportSize({width, height: 800});
    await page.goto(hardwareRoute);
    await hydrated(page);
    const boxes = await boxesOf(page.locator('article table:has(caption)'));
    expect(boxes.length, 'spec table, pin table and dimension table').toBe(3);
    for (const box of boxes) {
      if (box.scrolls) expect(box).toMatchObject({role: 'region', tabIndex: 0, label: box.caption});
      else expect(box).toMatchObject({role: null, label: null});
    }
    // The pin table stacks into rows on a phone (phone-tables.spec.ts) and the two-column tables fit it; nothing
    // is wider than a desktop column. Markdown tables that scroll on a phone are checked above.
    expect(boxes.some((box) => box.scrolls)).toBe(false);
  });
}
