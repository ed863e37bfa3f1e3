/**
 * Client navigation to a large page, as a reader does it: on a page of the same sidebar category, loaded and
 * idle (so both sites have prefetched what their visible links prefetch), a click on the sidebar link, timed in
 * the page from the click to the moment the new page's `h1` shows its title. Run by bench/compare.ts on both
 * sites, unthrottled and at 4× CPU slowdown (CDP `Emulation.setCPUThrottlingRate`), desktop width so the sidebar
 * shows.
 */
import type {Browser} from '@playwright/test';

export interface NavigationRoute {
  /** The page the reader is on. */
  readonly from: string;
  /** The sidebar link's target, a large page. */
  readonly to: string;
}

/** The first `<h1>` of a served page, as text: what the click must end on. */
export async function titleOf(url: string): Promise<string> {
  const html = await (await fetch(url)).text();
  const match = /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html) ?? [];
  const text = (match[1] ?? '')
    .replace(/<[^>]+>/g, '')
    .replace(/&amp;/g, '&')
    .replace(/\u200b/g, '')
    .trim();
  if (!text) throw new Error(`${url} has no h1`);
  return text;
}

/** Milliseconds from the sidebar click to the new title, in a fresh browser context. */
export async function clientNavigation(
  browser: Browser,
  origin: string,
  route: NavigationRoute,
  title: string,
  cpuSlowdown: number,
): Promise<number> {
  const context = await browser.newContext({viewport: {width: 1280, height: 900}});
  try {
    const page = await context.newPage();
    await page.goto(origin + route.from, {waitUntil: 'networkidle'});
    // Idle time after load: both sites prefetch their visible links then.
    await page.waitForTimeout(1500);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', {rate: cpuSlowdown});
    // A string, not a function: tsx would wrap the function's inner functions in a helper the page lacks.
    const ms = await page.evaluate<number>(`new Promise((resolve, reject) => {
      const to = ${JSON.stringify(route.to)};
      const title = ${JSON.stringify(title)};
      const link = [...document.querySelectorAll('nav a[href]')].find((a) => new URL(a.href).pathname === to);
      if (!link) return reject(new Error('no sidebar link to ' + to + ' on ' + location.pathname));
      const start = performance.now();
      const observer = new MutationObserver(() => {
        const h1 = document.querySelector('h1');
        if (location.pathname !== to || h1?.textContent.replace(/\u200b/g, '').trim() !== title) return;
        observer.disconnect();
        resolve(performance.now() - start);
      });
      observer.observe(document.body, {childList: true, subtree: true, characterData: true});
      setTimeout(() => reject(new Error(to + ' did not show its title within 30 s')), 30000);
      link.click();
    })`);
    await cdp.send('Emulation.setCPUThrottlingRate', {rate: 1});
    return ms;
  } finally {
    await context.close();
  }
}
