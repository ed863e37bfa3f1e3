/**
 * "Was this page helpful?" (src/components/PageFeedback): at the end of every doc page, from the keyboard, sent as
 * one analytics event online, queued offline and sent once when the browser is back online (not again after a
 * reload, not twice from two tabs), axe clean in both colour modes and usable at 390 px.
 */
import AxeBuilder from '@axe-core/playwright';
import type {BrowserContext, Page} from '@playwright/test';
import {expect, hydrated, test, type AnalyticsHit} from '../support/fixtures';

const docPage = '/core/';
const otherPage = '/troubleshooting/';
const queueKey = 'veltro-feedback';

const feedback = (page: Page) => page.getByRole('region', {name: 'Was this page helpful?'});
const feedbackHits = (hits: AnalyticsHit[]) => hits.filter(({event}) => event === 'page_feedback');

/** The `gtag('event', 'page_feedback', …)` calls the page made, read from `dataLayer`. */
const feedbackEvents = (page: Page) =>
  page.evaluate(() =>
    ((window as unknown as {dataLayer?: ArrayLike<unknown>[]}).dataLayer ?? [])
      .filter((entry) => entry[0] === 'event' && entry[1] === 'page_feedback')
      .map((entry) => entry[2] as Record<string, string>),
  );

/** The votes waiting in every tab's queue (`veltro-feedback:<tab>`, src/components/PageFeedback/queue.ts). */
const queued = (page: Page) =>
  page.evaluate(
    (prefix) =>
      Object.keys(localStorage)
        .filter((key) => key.startsWith(prefix))
        .flatMap((key) => (JSON.parse(localStorage.getItem(key)!) as {pending: {id: string; page: string}[]}).pending),
    `${queueKey}:`,
  );

/** The id of the one vote `page` has queued: the queued vote with this page's path. */
const feedbackIdOfQueue = async (page: Page) =>
  (await queued(page)).find((vote) => vote.page === new URL(page.url()).pathname)!.id;

/** Waits until gtag.js (the test stub) has loaded, so every `dataLayer` entry has become a beacon. */
async function analyticsLoaded(page: Page): Promise<void> {
  await expect
    .poll(() =>
      page.evaluate(() => performance.getEntriesByType('resource').some(({name}) => name.includes('/gtag/js?id='))),
    )
    .toBe(true);
}

/**
 * Loads the form's code while online, as pointing at an answer does: a reader who goes offline afterwards can
 * still vote (a reader with an offline copy has it saved).
 */
async function loadFormCode(page: Page): Promise<void> {
  const loaded = page.waitForResponse((response) => /\/assets\/js\/.*\.js$/.test(response.url()));
  await feedback(page).getByRole('button', {name: 'Yes'}).hover();
  await loaded;
  await page.waitForLoadState('networkidle');
}

async function vote(page: Page, answer: 'Yes' | 'No', reason: string, comment = ''): Promise<void> {
  const region = feedback(page);
  await region.getByRole('button', {name: answer}).click();
  await region.getByRole('radio', {name: reason}).check();
  if (comment) await region.getByRole('textbox').fill(comment);
  await region.getByRole('button', {name: 'Send feedback'}).click();
}

/**
 * `page` on the doc page and a second tab on another page, both with analytics and the form's code loaded; then,
 * offline, each votes (Yes on the first, No on the second) and says its vote waits. Returns the second tab.
 */
async function twoTabsVoteOffline(page: Page, context: BrowserContext): Promise<Page> {
  const second = await context.newPage();
  for (const [tab, path] of [
    [page, docPage],
    [second, otherPage],
  ] as const) {
    await tab.goto(path);
    await hydrated(tab);
    await analyticsLoaded(tab);
    await loadFormCode(tab);
  }
  await context.setOffline(true);
  await vote(page, 'Yes', 'It solved my problem');
  await vote(second, 'No', 'Hard to follow');
  for (const tab of [page, second]) await expect(feedback(tab).getByRole('status')).toContainText('You are offline');
  return second;
}

test('is at the end of the article, with only its two buttons until a reader answers', async ({page}) => {
  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));
  await page.goto(docPage);
  await hydrated(page);
  const region = feedback(page);
  await expect(region).toBeVisible();
  await expect(region.getByRole('group', {name: 'Was this page helpful?'}).getByRole('button')).toHaveText([
    'Yes',
    'No',
  ]);
  await expect(region.getByRole('radio')).toHaveCount(0);
  // It follows the article, inside the doc page's main column.
  expect(
    await page
      .locator('article')
      .evaluate((article, section) => article.contains(section), await region.elementHandle()),
  ).toBe(true);
  const before = requested.length;
  await region.getByRole('button', {name: 'No'}).click();
  await expect(region.getByRole('radio', {name: 'Missing information'})).toBeVisible();
  // The form's code came with the answer.
  expect(requested.slice(before).some((file) => file.startsWith('/assets/js/'))).toBe(true);
});

test('online: one page_feedback event with the answer, the reason and the text', async ({page, analyticsHits}) => {
  await page.goto(docPage);
  await hydrated(page);
  await vote(page, 'No', 'Missing information', 'Which Core version?');
  await expect(feedback(page).getByRole('status')).toHaveText('Thank you: your feedback was sent.');
  const [event, ...more] = await feedbackEvents(page);
  expect(more).toEqual([]);
  expect(event).toMatchObject({helpful: 'no', reason: 'missing', comment: 'Which Core version?', page_path: docPage});
  expect(event!.feedback_id).toMatch(/^[\w-]{8,}$/);
  await analyticsLoaded(page);
  await expect.poll(() => feedbackHits(analyticsHits)).toHaveLength(1);
  expect(await queued(page)).toEqual([]);

  // A reload sends nothing again.
  await page.reload();
  await hydrated(page);
  await analyticsLoaded(page);
  await page.waitForTimeout(500);
  expect(feedbackHits(analyticsHits)).toHaveLength(1);
});

test.describe('offline', () => {
  // Offline, the browser reports each request it could not make, and the idle-time prefetch of another section's
  // chunk (plugins/lean-client) fails: neither concerns the form.
  test.use({allowedConsoleErrors: /ERR_INTERNET_DISCONNECTED|Loading chunk section\/\w+ failed/});

  test('offline: each tab sends the vote it queued once when back online, and neither again after a reload', async ({
    page,
    context,
    analyticsHits,
  }) => {
    const second = await twoTabsVoteOffline(page, context);
    const pending = await queued(page);
    expect(pending).toHaveLength(2);
    expect(await feedbackEvents(page)).toEqual([]);

    // Both tabs see the network come back at the same moment; each sends its own vote, once.
    await context.setOffline(false);
    for (const tab of [page, second])
      await expect(feedback(tab).getByRole('status')).toHaveText('Thank you: your feedback was sent.');
    await expect.poll(() => feedbackHits(analyticsHits)).toHaveLength(2);
    await page.waitForTimeout(1_000);
    const sentIds = [...(await feedbackEvents(page)), ...(await feedbackEvents(second))].map((e) => e.feedback_id);
    expect(sentIds.sort()).toEqual(pending.map(({id}) => id).sort());
    expect(await queued(page)).toEqual([]);

    await Promise.all([page.reload(), second.reload()]);
    await Promise.all([hydrated(page), hydrated(second)]);
    await Promise.all([analyticsLoaded(page), analyticsLoaded(second)]);
    await page.waitForTimeout(500);
    expect(feedbackHits(analyticsHits)).toHaveLength(2);
  });

  test("a tab leaves another open tab's queued vote alone, and sends it once that tab has closed", async ({
    page,
    context,
    analyticsHits,
  }) => {
    const second = await twoTabsVoteOffline(page, context);
    const [mine, its] = [await feedbackIdOfQueue(second), await feedbackIdOfQueue(page)];
    // The first tab cannot send (its analytics is gone), so its vote stays queued after the network is back; the
    // second sends its own vote then, and leaves the first tab's alone.
    await page.evaluate(() => ((window as unknown as {gtag?: unknown}).gtag = undefined));
    await context.setOffline(false);
    await expect(feedback(second).getByRole('status')).toHaveText('Thank you: your feedback was sent.');
    await second.waitForTimeout(1_000);
    expect(feedbackHits(analyticsHits)).toHaveLength(1);
    expect((await feedbackEvents(second)).map((event) => event.feedback_id)).toEqual([mine]);
    expect(await queued(second)).toEqual([expect.objectContaining({id: its})]);

    // Once the first tab has closed, its vote is adopted and sent, once.
    await page.close();
    await second.reload();
    await hydrated(second);
    await analyticsLoaded(second);
    await expect.poll(() => feedbackHits(analyticsHits)).toHaveLength(2);
    expect((await feedbackEvents(second)).map((event) => event.feedback_id)).toEqual([its]);
    expect(await queued(second)).toEqual([]);
  });

  test('a vote queued offline is sent once on the next page loads that are online, two at once', async ({
    page,
    context,
    analyticsHits,
  }) => {
    await page.goto(docPage);
    await hydrated(page);
    await loadFormCode(page);
    await context.setOffline(true);
    await vote(page, 'No', 'Hard to follow');
    await expect(feedback(page).getByRole('status')).toContainText('You are offline');
    await page.close();
    const [next, another] = [await context.newPage(), await context.newPage()];
    await context.setOffline(false);
    // Both find the queue its closed tab left; one adopts it and sends the vote.
    await Promise.all([next.goto(otherPage), another.goto(docPage)]);
    await Promise.all([hydrated(next), hydrated(another)]);
    await Promise.all([analyticsLoaded(next), analyticsLoaded(another)]);
    await expect.poll(() => feedbackHits(analyticsHits)).toHaveLength(1);
    await next.waitForTimeout(1_000);
    expect(feedbackHits(analyticsHits)).toHaveLength(1);
    expect(await queued(next)).toEqual([]);
  });

  test('offline before the form has loaded: says so instead of failing', async ({page, context}) => {
    await page.goto(docPage);
    await hydrated(page);
    await context.setOffline(true);
    await feedback(page).getByRole('button', {name: 'No'}).click();
    await expect(feedback(page).getByRole('status')).toHaveText(
      'The form could not load. Check your connection and choose again.',
    );
    await context.setOffline(false);
    await feedback(page).getByRole('button', {name: 'No'}).click();
    await expect(feedback(page).getByRole('radio', {name: 'Hard to follow'})).toBeVisible();
  });
});

test('works from the keyboard alone; focus moves to the reasons, then to the result', async ({page}) => {
  await page.goto(docPage);
  await hydrated(page);
  const region = feedback(page);
  await region.getByRole('button', {name: 'Yes'}).focus();
  await page.keyboard.press('Enter');
  const first = region.getByRole('radio', {name: 'It solved my problem'});
  await expect(first).toBeFocused();
  await expect(region.getByRole('group', {name: 'What helped?'})).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await expect(region.getByRole('radio', {name: 'Easy to follow'})).toBeChecked();
  await page.keyboard.press('Tab');
  await expect(region.getByRole('textbox', {name: /Anything to add/})).toBeFocused();
  await page.keyboard.type('Clear steps');
  await page.keyboard.press('Tab');
  await expect(region.getByRole('button', {name: 'Send feedback'})).toBeFocused();
  await page.keyboard.press('Enter');
  const status = region.getByRole('status');
  await expect(status).toHaveText('Thank you: your feedback was sent.');
  await expect(status).toBeFocused();
  expect(await feedbackEvents(page)).toMatchObject([{helpful: 'yes', reason: 'clear', comment: 'Clear steps'}]);
});

for (const mode of ['light', 'dark'] as const) {
  test(`passes axe in ${mode} mode, before and after an answer`, async ({page}) => {
    await page.addInitScript((theme) => localStorage.setItem('theme', theme), mode);
    await page.goto(docPage);
    await hydrated(page);
    const axe = () =>
      new AxeBuilder({page})
        .include('section[aria-labelledby]')
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
        .analyze();
    expect((await axe()).violations.map(({id}) => id)).toEqual([]);
    await feedback(page).getByRole('button', {name: 'No'}).click();
    await expect(feedback(page).getByRole('radio').first()).toBeVisible();
    expect((await axe()).violations.map(({id}) => id)).toEqual([]);
  });
}

test('fits a 390 px screen', async ({page}) => {
  await page.setViewportSize({width: 390, height: 800});
  await page.goto(docPage);
  await hydrated(page);
  await feedback(page).getByRole('button', {name: 'No'}).click();
  const region = feedback(page);
  await expect(region.getByRole('button', {name: 'Send feedback'})).toBeVisible();
  const box = (await region.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(390);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await region.getByRole('radio', {name: 'The steps did not work on my device'}).check();
  await expect(region.getByRole('radio', {name: 'The steps did not work on my device'})).toBeChecked();
});
