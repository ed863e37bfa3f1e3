import AxeBuilder from '@axe-core/playwright';
import {expect, hydrated, sitemapPaths, test} from '../support/fixtures';

// The last path is the not-found page, which the host serves with status 404.
test.use({allowedConsoleErrors: /status of 404/});

const tags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

for (const mode of ['light', 'dark'] as const) {
  test.describe(`${mode} mode`, () => {
    for (const path of [...sitemapPaths(), '/a-page-that-does-not-exist/']) {
      test(`${path} has no axe violations`, async ({page}, testInfo) => {
        await page.addInitScript((theme) => localStorage.setItem('theme', theme), mode);
        await page.goto(path);
        await hydrated(page);
        await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
        const results = await new AxeBuilder({page}).withTags(tags).analyze();
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
