import {expect, hydrated, test} from '../support/fixtures';

test('the search page answers from the offline index and keeps the URL in sync', async ({page}) => {
  await page.goto('/search/?q=hibernate');
  await hydrated(page);
  const results = page.locator('main ol li');
  await expect(results.first()).toBeVisible();
  await expect(page.locator('main ol')).toContainText(/power/i);
  await expect(results.first().locator('mark').first()).toBeVisible();
  const input = page.getByRole('searchbox', {name: 'Search docs'});
  await expect(input).toHaveAttribute('maxlength', '64');
  await input.fill('returner');
  await expect(page).toHaveURL('/search/?q=returner');
  await expect(page.locator('main ol')).toContainText(/returner/i);
});

test('a query with no hits says so and offers a way to report it', async ({page}) => {
  await page.goto('/search/?q=zzqxjv');
  await expect(page.getByText('No results for')).toBeVisible();
  await expect(page.getByText('Try searching for')).toBeVisible();
  await expect(page.getByText('Believe this query should return results?')).toBeVisible();
  await expect(page.getByRole('link', {name: 'Let us know.'})).toHaveAttribute('href', /^https:\/\/forum\.veltro\.example\//);
});

test.describe('with the index unreachable', () => {
  test.use({allowedConsoleErrors: /Failed to load resource|pagefind/i});

  test('the search page shows the failure state', async ({page}) => {
    await page.route('**/pagefind/**', (route) => route.abort('internetdisconnected'));
    await page.goto('/search/?q=power');
    await expect(page.getByText('Unable to fetch results')).toBeVisible();
    await expect(page.getByText('You might want to check your network connection.')).toBeVisible();
  });
});
