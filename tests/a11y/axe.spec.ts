import AxeBuilder from '@axe-core/playwright';
import {expect, hydrated, sitemapPaths, test} from '../support/fixtures';

// The last path is the not-found page, which the host serves with status 404.
test.use({allowedConsoleErrors: /status of 404/});

const tags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];
/**
 * Only these rules can give a different answer in dark mode; the structure, names and roles of a page do not
 * change with the colour mode. Checking just them in dark mode halves the time axe spends on the largest pages.
 */
const colourRules = ['color-contrast', 'color-contrast-enhanced', 'link-in-text-block'];

for (const mode of ['light', 'dark'] as const) {
  test.describe(`${mode} mode`, () => {
    for (const path of [...sitemapPaths(), '/a-page-that-does-not-exist/']) {
      test(`${path} has no axe violations`, async ({page}, testInfo) => {
        await page.addInitScript((theme) => localStorage.setItem('theme', theme), mode);
        await page.goto(path);
        await hydrated(page);
        await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
        const axe = mode === 'light' ? new AxeBuilder({page}).withTags(tags) : new AxeBuilder({page}).withRules(colourRules);
        const results = await axe.analyze();
        if (results.violations.length) {
          await testInfo.attach('violations', {body: JSON.stringify(results.violations, null, 2), contentType: 'application/json'});
        }
        expect(
          results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`),
        ).toEqual([]);
      });
    }
  });
}
