import {expect, hydrated, sitemapPaths, test} from '../support/fixtures';

const siteUrl = 'https://docs.veltro.example';

test.describe('every page in the sitemap', () => {
  for (const path of sitemapPaths()) {
    test(`${path} loads, hydrates and has one h1 and a canonical link`, async ({page}) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await hydrated(page);
      await expect(page.locator('h1')).toHaveCount(1);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', siteUrl + path);
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
    });
  }
});

test('page metadata: title, description, locale alternates and social card', async ({page}) => {
  await page.goto('/core/');
  await expect(page).toHaveTitle(/\| Veltro Documentation$/);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.{40,}/);
  await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute('href', `${siteUrl}/core/`);
  await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute('href', `${siteUrl}/core/`);
  const card = await page.locator('meta[property="og:image"]').getAttribute('content');
  expect(card).toBe(`${siteUrl}/img/veltro-social-card.png`);
  const image = await page.request.get(new URL(card!).pathname);
  expect(image.headers()['content-type']).toBe('image/png');
});

test('the sitemap is weekly with priority 0.5 and lists no redirect pages', async ({request}) => {
  const xml = await (await request.get('/sitemap.xml')).text();
  const entries = xml.match(/<url>/g)?.length ?? 0;
  expect(entries).toBeGreaterThan(10);
  expect(xml.match(/<changefreq>weekly<\/changefreq>/g)?.length).toBe(entries);
  expect(xml.match(/<priority>0.5<\/priority>/g)?.length).toBe(entries);
  expect(xml).not.toContain('/guides/');
});
