import {expect, hydrated, test} from '../support/fixtures';

test.describe('at 996 px and below the layout is mobile', () => {
  test.use({viewport: {width: 996, height: 800}});

  test('the sidebar sits behind the menu button, with "Back to main menu"', async ({page}) => {
    await page.goto('/core/services/');
    await hydrated(page);
    await expect(page.locator('aside.theme-doc-sidebar-container')).toBeHidden();
    await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
    const menu = page.locator('.navbar-sidebar');
    await expect(menu).toBeVisible();
    // Inside a docs page the doc sidebar shows first; the back button leads to the navbar items.
    await expect(menu.getByRole('link', {name: 'Services'}).first()).toBeVisible();
    await menu.getByRole('button', {name: 'Back to main menu'}).click();
    await expect(menu.locator('.navbar-sidebar__items')).not.toHaveClass(/navbar-sidebar__items--show-secondary/);
    await expect(menu.getByRole('link', {name: 'Guides', exact: true})).toBeVisible();
  });
});

test.describe('from 997 px the layout is desktop', () => {
  test.use({viewport: {width: 997, height: 800}});

  test('the sidebar is on the page and there is no menu button', async ({page}) => {
    await page.goto('/core/services/');
    await hydrated(page);
    await expect(page.locator('aside.theme-doc-sidebar-container')).toBeVisible();
    await expect(page.getByRole('button', {name: 'Toggle navigation bar'})).toBeHidden();
  });
});

test('the mobile menu closes when the window grows to desktop', async ({page}) => {
  await page.setViewportSize({width: 600, height: 800});
  await page.goto('/core/');
  await hydrated(page);
  await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
  await expect(page.locator('.navbar-sidebar')).toBeVisible();
  await page.setViewportSize({width: 1200, height: 800});
  await expect(page.locator('html')).not.toHaveClass(/navbar-sidebar--show/);
  await expect(page.locator('.navbar-sidebar')).toBeHidden();
});
