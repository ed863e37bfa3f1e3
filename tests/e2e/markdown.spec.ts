/**
 * "Copy page as Markdown" and "View as Markdown" on doc pages: the copy code loads only when the button is
 * pressed, the clipboard then holds exactly the page's twin as the server sends it, and "Copied" is announced.
 * When the browser refuses the clipboard, the twin opens instead. The twins' content is checked without a
 * browser, in tests/build/markdown-output.test.ts.
 */
import {expect, hydrated, test} from '../support/fixtures';
import {markdownTwinPath} from '../../src/utils/markdownTwin';

const commandPage = '/core/commands/core-commands-power/';
/** The chunk that fetches the twin and writes the clipboard (webpackChunkName in PageMarkdownActions). */
const copyChunk = /\/assets\/js\/tool\/copy-page-markdown\.[0-9a-f]+\.js$/;

for (const pagePath of [commandPage, '/']) {
  test(`copies the Markdown twin of ${pagePath}, loading the copy code on the click`, async ({page, context}) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const requested: string[] = [];
    page.on('request', (request) => requested.push(request.url()));
    await page.goto(pagePath);
    await hydrated(page);

    const button = page.getByRole('button', {name: 'Copy page as Markdown'});
    await expect(button).toBeVisible();
    expect(
      requested.filter((url) => copyChunk.test(url)),
      'copy chunk before the click',
    ).toEqual([]);

    await button.click();
    const status = button.locator('xpath=..').getByRole('status');
    await expect(status).toHaveText('Copied');
    expect(
      requested.filter((url) => copyChunk.test(url)),
      'copy chunk after the click',
    ).toHaveLength(1);

    const twin = await page.request.get(markdownTwinPath(pagePath));
    expect(twin.ok()).toBe(true);
    const expected = await twin.text();
    expect(expected).toMatch(/^# .+\n\nSource: <https:\/\/[^>]+>\n/);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(expected);
  });
}

test('links each page to its twin, next to the button, on a phone-sized screen too', async ({page}) => {
  await page.setViewportSize({width: 360, height: 740});
  await page.goto(commandPage);
  await hydrated(page);
  const view = page.getByRole('link', {name: 'View as Markdown'});
  await expect(view).toHaveAttribute('href', markdownTwinPath(commandPage));
  for (const action of [view, page.getByRole('button', {name: 'Copy page as Markdown'})]) {
    const box = (await action.boundingBox())!;
    expect(box.x + box.width, 'inside the viewport').toBeLessThanOrEqual(360);
    expect(box.height, 'a target of at least 24 px').toBeGreaterThanOrEqual(24);
  }
});

test('opens the twin when the browser refuses the clipboard', async ({page}) => {
  await page.addInitScript(() => {
    const refuse = () => Promise.reject(new DOMException('Write permission denied.', 'NotAllowedError'));
    Object.defineProperty(navigator, 'clipboard', {value: {write: refuse, writeText: refuse}});
  });
  await page.goto(commandPage);
  await hydrated(page);
  await page.getByRole('button', {name: 'Copy page as Markdown'}).click();
  await page.waitForURL(`**${markdownTwinPath(commandPage)}`);
  await expect(page.locator('body')).toContainText('# Power commands');
});
