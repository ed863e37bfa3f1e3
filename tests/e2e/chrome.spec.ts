import {expect, hydrated, test} from '../support/fixtures';

test.use({viewport: {width: 1280, height: 900}});

/** A link's accessible name; external ones end with the theme's "(opens in new tab)" icon label. */
const linkName = (name: string) => new RegExp(`^${name}(\\(opens in new tab\\))?$`);

test('the navbar has the spec sections and the two buttons', async ({page}) => {
  await page.goto('/');
  const navbar = page.getByRole('navigation', {name: 'Main'});
  const expected: Array<[string, string]> = [
    ['Getting Started', '/getting_started/veltro_tmu_cm4/'],
    ['Cloud', '/cloud/'],
    ['Core', '/core/'],
    ['Hardware', '/hardware/'],
    ['Guides', '/developer_guides/'],
    ['API', 'https://api.veltro.example/'],
    ['My Cloud', 'https://my.veltro.example/'],
    ['Shop', 'https://shop.veltro.example/'],
  ];
  for (const [name, href] of expected) {
    await expect(navbar.getByRole('link', {name: linkName(name)})).toHaveAttribute('href', href);
  }
  await expect(navbar.getByRole('link', {name: linkName('My Cloud')})).toHaveClass(/navbar-button/);
  await expect(navbar.getByRole('link', {name: linkName('Shop')})).toHaveClass(/navbar-button/);
});

test('only the navbar item of the current section is active', async ({page}) => {
  await page.goto('/core/services/');
  await expect(page.locator('.navbar__item.navbar__link--active')).toHaveText(['Core']);
  await page.goto('/cloud/fleet_management/');
  await expect(page.locator('.navbar__item.navbar__link--active')).toHaveText(['Cloud']);
});

test('navbar links go to their section', async ({page}) => {
  await page.goto('/');
  await hydrated(page);
  for (const [name, heading] of [
    ['Core', /Veltro Core/],
    ['Hardware', /hardware/i],
    ['Getting Started', /TMU CM4/],
  ] as const) {
    await page.getByRole('navigation', {name: 'Main'}).getByRole('link', {name, exact: true}).click();
    await expect(page.locator('h1')).toHaveText(heading);
  }
});

test('external links open in a new tab without opener', async ({page}) => {
  await page.goto('/');
  const external = page.locator('a[href^="https://"]');
  const count = await external.count();
  expect(count).toBeGreaterThan(8);
  for (let index = 0; index < count; index++) {
    const link = external.nth(index);
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', /noopener/);
    await expect(link).toHaveAttribute('rel', /noreferrer/);
  }
});

test('the footer has product, community and social columns and a copyright', async ({page}) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  await expect(footer).toHaveClass(/footer--dark/);
  await expect(footer.locator('.footer__title')).toHaveText(['Product', 'Community', 'Social']);
  const links: Array<[string, string]> = [
    ['Veltro website', 'https://www.veltro.example/'],
    ['Veltro Cloud', 'https://my.veltro.example/'],
    ['Shop', 'https://shop.veltro.example/'],
    ['Search the docs', '/search/'],
    ['Veltro Core source code', 'https://code.veltro.example/veltro/'],
    ['Forum', 'https://forum.veltro.example/'],
    ['Professional network', 'https://network.veltro.example/company/veltro'],
    ['Video channel', 'https://video.veltro.example/@veltro'],
  ];
  for (const [name, href] of links)
    await expect(footer.getByRole('link', {name: linkName(name)})).toHaveAttribute('href', href);
  await expect(footer.locator('.footer__copyright')).toContainText(`© ${new Date().getFullYear()} Veltro`);
});

test('breadcrumbs lead back up the hierarchy', async ({page}) => {
  await page.goto('/cloud/fleet_management/reports/');
  const crumbs = page.getByRole('navigation', {name: 'Breadcrumbs'});
  await expect(crumbs.getByRole('link', {name: 'Home page'})).toBeVisible();
  await expect(crumbs.getByRole('link', {name: 'Fleet Management'})).toHaveAttribute(
    'href',
    '/cloud/fleet_management/',
  );
  await expect(crumbs.locator('.breadcrumbs__item--active')).toHaveText('Reports');
});

test('the table of contents lists the h2 and h3 headings of the article only', async ({page}) => {
  // The getting-started guide has h2, h3 and h4 headings.
  await page.goto('/getting_started/veltro_tmu_cm4/');
  const headings = await page
    .locator('article .markdown')
    .locator('h2[id], h3[id]')
    .evaluateAll((nodes) => nodes.map((node) => `#${node.id}`));
  const deeper = await page
    .locator('article .markdown')
    .locator('h4[id], h5[id]')
    .evaluateAll((nodes) => nodes.map((node) => `#${node.id}`));
  expect(headings.some((href) => href)).toBe(true);
  const toc = await page
    .locator('.table-of-contents a')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
  expect(toc).toEqual(headings);
  expect(deeper.length, 'the sample page needs an h4 to prove the TOC stops at h3').toBeGreaterThan(0);
  for (const href of deeper) expect(toc).not.toContain(href);
  // h3 entries nest in a list inside the TOC's root list.
  expect(await page.locator('.table-of-contents li > ul').count()).toBeGreaterThan(0);
});

test('the navbar stays visible when scrolling down', async ({page}) => {
  await page.goto('/core/services/');
  await hydrated(page);
  const navbar = page.locator('.navbar');
  await page.mouse.wheel(0, 2500);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
  // Let the scroll handlers render (two frames), then let any transition they started on the navbar end.
  await navbar.evaluate(async (element) => {
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    await Promise.all(element.getAnimations().map((animation) => animation.finished));
  });
  // Hidden on scroll, the theme slides it up by its own height: its top would be above the viewport.
  expect((await navbar.boundingBox())?.y).toBe(0);
  await expect(navbar).toBeInViewport({ratio: 1});
});
