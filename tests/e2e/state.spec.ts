import {expect, hydrated, test} from '../support/fixtures';

test.describe('colour mode', () => {
  test.use({colorScheme: 'dark'});

  test('starts light even when the system prefers dark', async ({page}) => {
    await page.goto('/');
    await hydrated(page);
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  });

  test('the toggle stores the choice under `theme`, and other tabs follow', async ({page, context}) => {
    await page.goto('/core/');
    await hydrated(page);
    const other = await context.newPage();
    await other.goto('/hardware/');
    await hydrated(other);
    await expect(other.locator('html')).toHaveAttribute('data-theme', 'light');

    await page.getByRole('button', {name: /switch between dark and light mode/i}).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
    // The open tab follows through the storage event, without a reload.
    await expect(other.locator('html')).toHaveAttribute('data-theme', 'dark');

    const third = await context.newPage();
    await third.goto('/cloud/');
    await expect(third.locator('html')).toHaveAttribute('data-theme', 'dark');
  });
});

test.describe('announcement bar', () => {
  const bar = '.theme-announcement-bar';

  test('stays dismissed after a reload', async ({page}) => {
    await page.goto('/');
    await hydrated(page);
    await expect(page.locator(bar)).toContainText('CAN-FD Pro');
    await page.locator(bar).getByRole('button', {name: 'Close'}).click();
    await expect(page.locator(bar)).toHaveCount(0);
    await page.reload();
    await hydrated(page);
    await expect(page.locator(bar)).toHaveCount(0);
  });

  test('comes back when its id changes', async ({page}) => {
    await page.addInitScript(() => {
      localStorage.setItem('docusaurus.announcement.id', 'an-older-announcement');
      localStorage.setItem('docusaurus.announcement.dismiss', 'true');
    });
    await page.goto('/');
    await hydrated(page);
    await expect(page.locator(bar)).toBeVisible();
  });
});

test.describe('when localStorage throws', () => {
  // Docusaurus reports each failed storage call on the console and carries on (spec §8).
  test.use({allowedConsoleErrors: /^Docusaurus storage error/});

  test('the site still renders and navigates', async ({page}) => {
    await page.addInitScript(() => {
      const fail = () => {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      };
      Storage.prototype.getItem = fail;
      Storage.prototype.setItem = fail;
      Storage.prototype.removeItem = fail;
    });
    await page.goto('/');
    await hydrated(page);
    await expect(page.locator('h1')).toHaveText('Veltro Documentation');
    await page.getByRole('navigation', {name: 'Main'}).getByRole('link', {name: 'Core', exact: true}).click();
    await expect(page).toHaveURL(/\/core\/$/);
    await expect(page.locator('h1')).toContainText('Veltro Core');
    await page.getByRole('button', {name: /switch between dark and light mode/i}).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  });
});

test('a page view goes to analytics on client-side navigation', async ({page, analyticsHits}) => {
  await page.goto('/');
  await hydrated(page);
  await page.getByRole('navigation', {name: 'Main'}).getByRole('link', {name: 'Hardware', exact: true}).click();
  await expect(page).toHaveURL(/\/hardware\/$/);
  await expect
    .poll(() => analyticsHits.filter((hit) => hit.event === 'page_view').map((hit) => hit.pagePath))
    .toContain('/hardware/');
});
