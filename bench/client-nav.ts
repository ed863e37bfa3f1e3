/**
 * Client navigation to a large page, as a reader does it: on a page of the same sidebar category, loaded and
 * idle (so both sites have prefetched what their visible links prefetch), a click on the sidebar link, timed in
 * the page from the click to two moments:
 * - `title`: the new page's `h1` shows its title (the page has changed under the reader's eyes);
 * - `firstPaint`: the browser has laid out and painted the page with that title (the task after the next animation
 *   frame): what the reader sees first;
 * - `complete`: the article holds its last section heading, as the server's page does, no part of it waits to
 *   render (src/components/DeferredContent renders a long page's later sections a step after its title), and the
 *   browser has laid it out and painted it (the task after the next animation frame), on both sites alike.
 * Run by bench/compare.ts on both sites, unthrottled and at 4× CPU slowdown (CDP `Emulation.setCPUThrottlingRate`),
 * desktop width so the sidebar shows.
 */
import type {Browser} from '@playwright/test';
import {breakdown, navigationMarks, traced, type NavigationBreakdown} from './nav-trace';

export interface NavigationRoute {
  /** The page the reader is on. */
  readonly from: string;
  /** The sidebar link's target, a large page. */
  readonly to: string;
}

/**
 * What the click must end on: the page's `h1` as text, and the `id` of its article's last section heading (none on
 * a page without sections: the whole article is then there with its title, unless a part waits to render).
 */
export interface PageMarks {
  readonly title: string;
  readonly lastHeading: string | undefined;
  /**
   * Elements inside the article (the whole article: the server renders every part), counted by their start tags;
   * the articles of both sites hold no script or comment that could contain one.
   */
  readonly articleElements: number;
}

/** Milliseconds from the click to the new title, to its first paint and to the complete page. */
export interface NavigationTimes {
  readonly title: number;
  readonly firstPaint: number;
  readonly complete: number;
}

/** The marks of a served page, read from its HTML; it must answer 200 with a whole article. */
export async function marksOf(url: string): Promise<PageMarks> {
  const response = await fetch(url, {redirect: 'manual'});
  if (response.status !== 200) throw new Error(`${url} answered ${response.status}, not 200`);
  const html = await response.text();
  const match = /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html) ?? [];
  const title = (match[1] ?? '')
    .replace(/<[^>]+>/g, '')
    .replace(/&amp;/g, '&')
    .replace(/\u200b/g, '')
    .trim();
  if (!title) throw new Error(`${url} has no h1`);
  const start = html.indexOf('<article');
  const end = html.lastIndexOf('</article>');
  if (start < 0 || end < start) throw new Error(`${url} has no whole article`);
  const article = html.slice(start, end);
  // Section headings of the Markdown: the theme's Heading gives them the class `anchor` (the footer's do not have it).
  const headings = [...article.matchAll(/<h[23]\b[^>]*>/g)].filter(([tag]) => /\sclass="?anchor\b/.test(tag));
  const lastHeading = /\sid="?([^"\s>]+)/.exec(headings.at(-1)?.[0] ?? '')?.[1];
  const articleElements = (article.match(/<[a-zA-Z][^>]*>/g)?.length ?? 1) - 1;
  return {title, lastHeading, articleElements};
}

/**
 * The times of one navigation, in a fresh browser context; with `trace`, also where its main-thread time went
 * (bench/nav-trace.ts; the trace slows the page, so its times are not comparable with untraced ones).
 */
export async function clientNavigation(
  browser: Browser,
  origin: string,
  route: NavigationRoute,
  marks: PageMarks,
  cpuSlowdown: number,
  trace = false,
): Promise<NavigationTimes & {breakdown?: NavigationBreakdown}> {
  const context = await browser.newContext({viewport: {width: 1280, height: 900}});
  try {
    const page = await context.newPage();
    await page.goto(origin + route.from, {waitUntil: 'networkidle'});
    // Idle time after load: both sites prefetch their visible links then.
    await page.waitForTimeout(1500);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', {rate: cpuSlowdown});
    // A string, not a function: tsx would wrap the function's inner functions in a helper the page lacks.
    const findLink = `window.benchNavLink = [...document.querySelectorAll('nav a[href]')].find(
      (a) => new URL(a.href).pathname === ${JSON.stringify(route.to)}), true`;
    const navigate = async () => {
      await page.evaluate(findLink);
      return page.evaluate<NavigationTimes>(`new Promise((resolve, reject) => {
      const to = ${JSON.stringify(route.to)};
      const marks = ${JSON.stringify(marks)};
      const names = ${JSON.stringify(navigationMarks)};
      // Found by the task before (findLink), so the task of the click starts with the click.
      const link = window.benchNavLink;
      if (!link) return reject(new Error('no sidebar link to ' + to + ' on ' + location.pathname));
      performance.mark(names.click);
      const start = performance.now();
      // The task after the next animation frame: the browser has laid out and painted what is there.
      const afterPaint = () => new Promise((done) => requestAnimationFrame(() => setTimeout(() => done(performance.now() - start))));
      let title, firstPaint;
      const observer = new MutationObserver(() => {
        if (title === undefined) {
          const h1 = document.querySelector('h1');
          if (location.pathname !== to || h1?.textContent.replace(/\u200b/g, '').trim() !== marks.title) return;
          title = performance.now() - start;
          firstPaint = afterPaint().then((painted) => (performance.mark(names.painted), painted));
        }
        // The page left is gone once the new title shows, so a heading with this id is the new page's.
        if (marks.lastHeading && !document.getElementById(marks.lastHeading)) return;
        if (document.querySelector('[data-deferred-content]')) return;
        observer.disconnect();
        Promise.all([firstPaint, afterPaint()]).then(([painted, complete]) => resolve({title, firstPaint: painted, complete}));
      });
      observer.observe(document.body, {childList: true, subtree: true, characterData: true});
      setTimeout(() => reject(new Error(to + ' was not complete within 30 s')), 30000);
      link.click();
    })`);
    };
    let times: NavigationTimes | undefined;
    const events = trace ? await traced(cdp, async () => void (times = await navigate())) : undefined;
    times ??= await navigate();
    await cdp.send('Emulation.setCPUThrottlingRate', {rate: 1});
    return events ? {...times, breakdown: breakdown(events)} : times;
  } finally {
    await context.close();
  }
}
