/**
 * The install cards and device PDFs (issue 24): each card page is axe clean in both colour modes, has its QR code
 * and fits one A4 page when printed, reads at a phone's width, and the device pages link PDFs that the server
 * answers as PDF.
 */
import AxeBuilder from '@axe-core/playwright';
import type {Page} from '@playwright/test';
import {pdfPageCount} from '../../pipeline/postbuild/print';
import {registry} from '../../src/data/hardware';
import {fieldCardRoute, hubRoute, pdfFiles} from '../../src/data/print/files';
import {expect, hydrated, test} from '../support/fixtures';

const models = Object.values(registry.models);
const tags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

async function axeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({page}).withTags(tags).setLegacyMode().analyze();
  return results.violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
}

for (const family of models) {
  test.describe(family.name, () => {
    for (const mode of ['light', 'dark'] as const) {
      test(`the install card is axe clean in ${mode} mode and names its QR code`, async ({page}) => {
        await page.addInitScript((colourMode) => localStorage.setItem('theme', colourMode), mode);
        await page.goto(fieldCardRoute(family));
        await hydrated(page);
        await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
        await expect(page.getByRole('heading', {level: 1})).toHaveText(`${family.name} install card`);
        const qr = page.getByRole('img', {name: `QR code of https://docs.veltro.example${hubRoute(family)}`});
        await expect(qr.locator('svg path').first()).toBeAttached();
        expect(await axeViolations(page)).toEqual([]);
      });
    }

    test('the install card prints on one A4 page, without the site chrome', async ({page}) => {
      await page.goto(fieldCardRoute(family));
      await hydrated(page);
      await page.emulateMedia({media: 'print'});
      await expect(page.locator('.navbar')).toBeHidden();
      await expect(page.locator('footer.footer')).toBeHidden();
      await expect(page.getByRole('heading', {name: /LED legend/})).toBeVisible();
      const pdf = await page.pdf({format: 'A4', printBackground: true, preferCSSPageSize: true});
      expect(pdfPageCount(pdf)).toBe(1);
    });

    test('the install card fits a phone 390 px wide', async ({page}) => {
      await page.setViewportSize({width: 390, height: 844});
      await page.goto(fieldCardRoute(family));
      await hydrated(page);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
    });

    test('its hub page links the card and both PDFs, which are served as PDF', async ({page, request}) => {
      await page.goto(hubRoute(family));
      await hydrated(page);
      const files = pdfFiles(family.model);
      await expect(page.getByRole('link', {name: 'install card', exact: true})).toHaveAttribute(
        'href',
        fieldCardRoute(family),
      );
      for (const file of [files.card, files.full]) {
        const link = page.locator(`a[href="/${file}"]`);
        await expect(link).toBeVisible();
        const response = await request.get(`/${file}`);
        expect(response.status()).toBe(200);
        expect(response.headers()['content-type']).toBe('application/pdf');
        expect((await response.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-');
      }
    });
  });
}
