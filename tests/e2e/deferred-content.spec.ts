/**
 * Long pages open in two steps on a client navigation (plugins/docs/deferred-content.ts,
 * src/components/DeferredContent): the title and first screen first, the rest right after, and the whole page at
 * once where a reader needs it (the first load, an anchor, back and forward).
 */
import type {Page} from '@playwright/test';
import {expect, hydrated, test} from '../support/fixtures';

const power = '/cloud/device_management/advanced_settings/veltro_tmu_cm4/cloud-config-power/';
const title = 'Power settings for the Veltro TMU CM4';

test.use({viewport: {width: 1280, height: 900}});

type Titled = {placeholder: boolean; lastSection: boolean};

/**
 * Starts watching the DOM for the page titled `title` (resolved once the watcher is in place, before the step that
 * navigates), and returns a function that waits for it to show and tells what the page held at that moment: the
 * placeholder of the second step, and the section heading `heading`. With `tocClick`, the TOC entry of that heading
 * is clicked at that moment, as a reader who does not wait.
 */
async function whenTitled(page: Page, heading: string, tocClick?: string): Promise<() => Promise<Titled>> {
  await page.evaluate(
    ([expected, last, toc]) => {
      (window as unknown as {titled: Promise<Titled>}).titled = new Promise<Titled>((resolve) => {
        const observer = new MutationObserver(() => {
          if (
            document
              .querySelector('h1')
              ?.textContent?.replace(/\u200b/g, '')
              .trim() !== expected
          )
            return;
          observer.disconnect();
          resolve({
            placeholder: document.querySelector('[data-deferred-content]') !== null,
            lastSection: document.getElementById(last) !== null,
          });
          if (toc) document.querySelector<HTMLAnchorElement>(`.table-of-contents a[href="#${toc}"]`)!.click();
        });
        observer.observe(document.body, {childList: true, subtree: true, characterData: true});
      });
    },
    [title, heading, tocClick] as const,
  );
  return () => page.evaluate(() => (window as unknown as {titled: Promise<Titled>}).titled);
}

/** The ids of the article's headings, in order. */
const headingIds = (page: Page) =>
  page.locator('article .markdown :is(h2, h3)').evaluateAll((headings) => headings.map((h) => h.id));

test('a sidebar click shows the first screen, then the rest of the page, the same as a full load', async ({page}) => {
  await page.goto(power);
  await hydrated(page);
  // The first load is the server's whole page, hydrated as it is.
  await expect(page.locator('[data-deferred-content]')).toHaveCount(0);
  const whole = await headingIds(page);
  expect(whole).toContain('troubleshooting');

  await page.goto('/cloud/device_management/advanced_settings/veltro_tmu_cm4/cloud-config-obd/');
  await hydrated(page);
  const titled = await whenTitled(page, 'troubleshooting');
  await page.getByRole('navigation', {name: 'Docs sidebar'}).getByRole('link', {name: 'Power', exact: true}).click();
  // The title came with a placeholder in place of the later sections …
  expect(await titled()).toEqual({placeholder: true, lastSection: false});
  // … which then render: the same headings as the full load, the calculator working.
  await expect(page.locator('[data-deferred-content]')).toHaveCount(0);
  expect(await headingIds(page)).toEqual(whole);
  const calculator = page.getByRole('form', {name: 'Parked-battery calculator'});
  await calculator.getByLabel(/^Battery capacity/).fill('100');
  await expect(calculator.locator('[aria-live="polite"]')).toContainText('About 41.7 days');
});

test('a link to an anchor in the later sections renders the page whole and scrolls to the anchor', async ({page}) => {
  await page.goto('/cloud/device_management/advanced_settings/veltro_tmu_cm4/');
  await hydrated(page);
  await page.evaluate(() => ((window as unknown as {stayed: boolean}).stayed = true));
  const titled = await whenTitled(page, 'power-safety_cut_out-voltage');
  await page.getByRole('link', {name: 'safety cut-out voltage'}).first().click();
  await expect(page).toHaveURL(/cloud-config-power\/#power-safety_cut_out-voltage$/);
  expect(await titled()).toEqual({placeholder: false, lastSection: true});
  await expect(page.locator('#power-safety_cut_out-voltage')).toBeInViewport();
  expect(await page.evaluate(() => (window as unknown as {stayed?: boolean}).stayed)).toBe(true);
});

test('a TOC entry clicked while the rest is pending renders it and scrolls to the heading', async ({page}) => {
  await page.goto('/cloud/device_management/advanced_settings/veltro_tmu_cm4/cloud-config-obd/');
  await hydrated(page);
  // As the title shows, with the later sections still a placeholder, the TOC entry of the last one is clicked.
  const titled = await whenTitled(page, 'troubleshooting', 'troubleshooting');
  await page.getByRole('navigation', {name: 'Docs sidebar'}).getByRole('link', {name: 'Power', exact: true}).click();
  expect(await titled()).toEqual({placeholder: true, lastSection: false});
  await expect(page).toHaveURL(/cloud-config-power\/#troubleshooting$/);
  await expect(page.locator('#troubleshooting')).toBeInViewport();
});

test('back to a long page renders it whole, at once', async ({page}) => {
  await page.goto(power);
  await hydrated(page);
  await page.getByRole('navigation', {name: 'Docs sidebar'}).getByRole('link', {name: 'Obd', exact: true}).click();
  await expect(page).toHaveURL(/cloud-config-obd\/$/);
  const titled = await whenTitled(page, 'troubleshooting');
  await page.goBack();
  expect(await titled()).toEqual({placeholder: false, lastSection: true});
});
