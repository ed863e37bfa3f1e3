/**
 * Code blocks: the fenced blocks of doc pages are static HTML finished at build time
 * (plugins/code-highlighting/rehype.ts), and a component's blocks are rendered by src/theme/CodeBlock; one listener
 * on the document serves every copy button (src/client/copyCode.ts). A button copies its block's code and says
 * "Copied" for a moment, on a page loaded from the server, on a page reached by a client navigation (React set its
 * HTML), and in a component's block.
 */
import type {Locator, Page} from '@playwright/test';
import {expect, hydrated, test} from '../support/fixtures';

const obdCommands = '/core/commands/core-commands-obd/';
const powerCommands = '/core/commands/core-commands-power/';
const systemEvents = '/cloud/device_management/events/cloud-events-system/';

test.use({viewport: {width: 1280, height: 900}});

test.beforeEach(async ({context}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
});

/** Clicks the block's copy button and checks the clipboard against the block's code, and the button's words. */
async function copies(page: Page, block: Locator): Promise<void> {
  const code = ((await block.locator('pre code').textContent()) ?? '').replace(/\n$/, '');
  expect(code.length).toBeGreaterThan(0);
  const button = block.getByRole('button', {name: 'Copy code to clipboard'});
  await expect(button).toHaveText('Copy');
  // The button's name stays "Copy code to clipboard"; the page's status region says it to screen readers.
  const status = page.getByRole('status').filter({hasText: 'Copied'});
  await expect(status).toHaveCount(0);
  await button.click();
  await expect(button).toHaveText('Copied');
  await expect(status).toHaveCount(1);
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(code);
  await expect(button).toHaveText('Copy', {timeout: 5000});
  await expect(status).toHaveCount(0);
}

test('a fenced block of a page loaded from the server copies its code', async ({page}) => {
  await page.goto(obdCommands);
  await hydrated(page);
  const blocks = page.locator('article .theme-code-block');
  expect(await blocks.count()).toBeGreaterThan(50);
  // A titled, highlighted block: the copy is its text, without the token markup.
  const block = blocks
    .filter({has: page.locator('.code-block-title')})
    .filter({has: page.locator('pre code .token')})
    .first();
  await copies(page, block);
});

test('a block of a page reached by a client navigation copies its code', async ({page}) => {
  await page.goto(obdCommands);
  await hydrated(page);
  await page.locator('nav.menu').getByRole('link', {name: 'Power', exact: true}).click();
  await expect(page).toHaveURL(powerCommands);
  await expect(page.locator('h1')).toHaveText('Power commands');
  await copies(page, page.locator('article .theme-code-block').last());
});

test("a component's block (a Cloud event's record) copies its code", async ({page}) => {
  await page.goto(systemEvents);
  await hydrated(page);
  const block = page
    .locator('article .theme-code-block')
    .filter({has: page.locator('.code-block-title', {hasText: 'the record in Veltro Cloud'})})
    .first();
  await copies(page, block);
});

test('the code scrolls by keyboard: the scroll area takes focus', async ({page}) => {
  await page.goto(obdCommands);
  await hydrated(page);
  const pre = page.locator('article .theme-code-block pre').first();
  await pre.focus();
  await expect(pre).toBeFocused();
});
