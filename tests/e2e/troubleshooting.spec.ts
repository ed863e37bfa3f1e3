/**
 * The troubleshooting section as a reader uses it: a symptom path walked by its links with the step in the address,
 * and the error reference found by a message's exact text or its code alone. (Every page also gets pages.spec.ts's
 * axe and layout checks; offline.spec.ts uses the section from a saved copy.)
 */
import type {Page} from '@playwright/test';
import {errorMessages, errorUrl} from '../../src/data/troubleshooting/errors';
import {troubleshootingPaths} from '../../src/data/troubleshooting/paths';
import {expect, hydrated, test} from '../support/fixtures';

/** A path whose first step leads on to another step, and the branch that does. */
const path = troubleshootingPaths.find((candidate) => candidate.steps[0]?.branches.some((branch) => branch.next))!;
const [firstStep] = path.steps;
const onward = firstStep!.branches.find((branch) => branch.next)!;
const nextStep = path.steps.find((step) => step.id === onward.next)!;

const inViewport = (page: Page, id: string) =>
  page.evaluate((anchor) => {
    const box = document.getElementById(anchor)!.getBoundingClientRect();
    return box.top >= 0 && box.top < window.innerHeight;
  }, id);

test('a path is walked by its links, and the address names the step the reader is on', async ({page}) => {
  await page.goto(`${path.route}#${firstStep!.id}`);
  await hydrated(page);
  await expect(page.locator(`#${firstStep!.id}`)).toContainText(firstStep!.title);
  await expect.poll(() => inViewport(page, firstStep!.id)).toBe(true);
  // Every step is in the table of contents.
  const toc = page.locator('.table-of-contents');
  for (const step of path.steps) await expect(toc.locator(`a[href="#${step.id}"]`)).toHaveCount(1);

  await page
    .locator('article')
    .getByRole('link', {name: `step ${path.steps.indexOf(nextStep) + 1}: ${nextStep.title}`})
    .first()
    .click();
  await expect(page).toHaveURL(new RegExp(`#${nextStep.id}$`));
  await expect.poll(() => inViewport(page, nextStep.id)).toBe(true);
  // The step the reader is on stands out.
  const outline = await page
    .locator(`#${nextStep.id}`)
    .evaluate((heading) => getComputedStyle(heading).borderInlineStartStyle);
  expect(outline).toBe('solid');

  // A reload (a reader who comes back after the device rebooted) lands on the same step.
  await page.reload();
  await hydrated(page);
  await expect.poll(() => inViewport(page, nextStep.id)).toBe(true);
});

test.describe('the error reference', () => {
  const modemError = errorMessages.find((error) => error.code && error.source === 'modem')!;
  const adapterError = errorMessages.find((error) => error.source === 'adapter' && error.text === 'NO DATA')!;

  for (const [label, query, error] of [
    ['its exact text', adapterError.text, adapterError],
    ['its code alone', modemError.code!, modemError],
  ] as const) {
    test(`finds a message by ${label} (${query}), first, and opens its entry`, async ({page}) => {
      await page.goto('/');
      await hydrated(page);
      await page.keyboard.press('/');
      await page.locator('.DocSearch-Input').fill(query);
      const first = page.locator('.DocSearch-Hit').first();
      await expect(first).toContainText(error.text);
      await first.click();
      await expect(page).toHaveURL(new RegExp(`${errorUrl(error).replace(/[.+?]/g, '\\$&')}$`));
      await expect(page.locator(`#${error.id}`)).toContainText(error.text);
    });
  }

  test('lists every message on its index page, each linking to its entry', async ({page}) => {
    await page.goto('/troubleshooting/errors/');
    for (const error of errorMessages) {
      await expect(page.locator(`article a[href="${errorUrl(error)}"]`), error.text).toHaveCount(1);
    }
  });
});
