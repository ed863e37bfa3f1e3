/**
 * `npm run bench:compare -- --original <checkout>`: this site against the original it replaces, side by side.
 * The original is a checkout of https://github.com/autopi-io/documentation at `originalCommit` (checked; built
 * with `npx docusaurus build`, after `npm ci` when it has no node_modules, if its build/ is missing). Both builds
 * are served by one nginx process on two loopback ports: ours with its production configuration
 * (deploy/nginx/*.conf and the build's _nginx/*.conf), theirs with the same http settings and a plain
 * `try_files`. Lighthouse (mobile, simulated throttling, performance only) then loads each page kind on both
 * sites, interleaved (run by run, kind by kind, alternating which site goes first), in Debian's chromium with
 * every host but loopback unresolvable. Prints, per kind, medians of ours and theirs and their ratio: score,
 * FCP, LCP, TBT, bytes, JS bytes, the main-thread breakdown and the top scripts by bootup time. Then client
 * navigation to the large pages, each from two pages (bench/client-nav.ts: sidebar click to the new h1, its first
 * paint and the whole article, unthrottled and at 4× CPU slowdown), interleaved the same way, in the same chromium.
 * Needs the network only for the original's `npm ci`; not a CI step. Exits non-zero when a page answers
 * anything but 200, a run reaches a non-loopback host or Lighthouse reports an error.
 *   --original <dir>  checkout of autopi-io/documentation (required)
 *   --ours <dir>      our build (default build/)
 *   --runs <n>        Lighthouse runs per page and site (default 5; the median is printed; 0 times only navigation)
 *   --pages a,b       page kinds (default all: home,command,pinout,settings,guide,heatsink)
 *   --nav-runs <n>    client navigations per page, site and CPU rate (default 5; 0 skips them)
 *   --nav-trace <n>   then <n> traced navigations per page and site at 4×: where their main-thread time goes
 *                     (bench/nav-trace.ts; default 0)
 */
import {spawn, spawnSync, type ChildProcess} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {parseArgs} from 'node:util';
import type {Flags, Result} from 'lighthouse';
import {chromium, type Browser} from '@playwright/test';
import {chromiumArgs, chromiumPath, isLocal} from '../tools/browser';
import {clientNavigation, marksOf, type NavigationRoute, type NavigationTimes, type PageMarks} from './client-nav';
import type {NavigationBreakdown} from './nav-trace';
import {freePort} from '../tools/ports';
import {nginxConfig} from '../deploy/nginx';

const originalCommit = 'f278e4bc198ef720301e6fb804c42a05cb1cc5b6';
const nginxBinary = '/usr/sbin/nginx';
const brotliModule = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';

interface PageKind {
  readonly label: string;
  readonly ours: string;
  readonly theirs: string;
  /**
   * Client navigations to the page, each from a page of the same sidebar category: the first from the page a reader
   * of that kind comes from, the others from a page of about the same size on both sites (or, where there is none,
   * a small one), so that what the page left costs to take down can be told apart from what opening this one costs.
   */
  readonly navigations: readonly Record<'ours' | 'theirs', NavigationRoute>[];
}

/** The original's path of one of ours: its device folders are `autopi_…` where ours are `veltro_…`. */
const theirPath = (path: string): string => path.replace('/veltro_', '/autopi_');

/** A page kind at `page` on both sites, timed on a client navigation from each page of `from`. */
function pageKind(label: string, page: string, ...from: string[]): PageKind {
  const navigations = from.map((left) => ({
    ours: {from: left, to: page},
    theirs: {from: theirPath(left), to: theirPath(page)},
  }));
  return {label, ours: page, theirs: theirPath(page), navigations};
}

const settingsPages = '/cloud/device_management/advanced_settings/veltro_tmu_cm4';
const kinds = {
  home: pageKind('Home', '/'),
  // From the OBD commands page (one of our largest, the original's largest), and from the smallest command page: no
  // command page is near the same size on both sites. The report prints the article elements of each page.
  command: pageKind(
    'Command reference (power)',
    '/core/commands/core-commands-power/',
    '/core/commands/core-commands-obd/',
    '/core/commands/core-commands-stateutil/',
  ),
  // From the device's hub page, and from the external antennas guide (about the same size on both sites).
  pinout: pageKind(
    'Hardware pinout (TMU CM4 OBD connector)',
    '/hardware/veltro_tmu_cm4/obd-connector-pinout/',
    '/hardware/veltro_tmu_cm4/',
    '/hardware/veltro_tmu_cm4/installing_external_antennas/',
  ),
  // From the OBD settings, and from the key fob settings (about the same size on both sites).
  settings: pageKind(
    'Cloud settings (power)',
    `${settingsPages}/cloud-config-power/`,
    `${settingsPages}/cloud-config-obd/`,
    `${settingsPages}/cloud-config-key-fob/`,
  ),
  guide: pageKind(
    'Long guide (J1939 getting started)',
    '/getting_started/heavy_duty_vehicles/j1939-getting-started-guide/',
  ),
  // The control: a page of about the same size on both sites, so its navigation measures what the two sites'
  // code costs apart from what is on the page.
  heatsink: pageKind(
    'Installation guide of the same size (TMU CM4 heatsink)',
    '/hardware/veltro_tmu_cm4/installing-heatsink/',
    '/hardware/veltro_tmu_cm4/',
  ),
} as const satisfies Record<string, PageKind>;
type Kind = keyof typeof kinds;
/** The CPU rates client navigation is timed at: a desktop, and a phone-like 4× slowdown. */
const navigationSlowdowns = [1, 4] as const;
type Site = 'ours' | 'theirs';

interface Sample {
  readonly score: number;
  readonly fcp: number;
  readonly lcp: number;
  readonly tbt: number;
  readonly bytes: number;
  readonly jsBytes: number;
  /** Main-thread milliseconds by Lighthouse group label (mainthread-work-breakdown). */
  readonly groups: Record<string, number>;
  /** Bootup milliseconds by script path (bootup-time). */
  readonly scripts: Record<string, number>;
}

const die = (message: string): never => {
  throw new Error(message);
};

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

function run(command: string, args: string[], cwd: string): void {
  console.log(`$ (cd ${cwd} && ${command} ${args.join(' ')})`);
  const result = spawnSync(command, args, {cwd, stdio: 'inherit'});
  if (result.status !== 0) die(`${command} ${args.join(' ')} failed in ${cwd} (exit ${result.status})`);
}

/** The original's build, made once from the pinned checkout. */
function originalBuild(checkout: string): string {
  const head = spawnSync('git', ['-C', checkout, 'rev-parse', 'HEAD'], {encoding: 'utf8'});
  if (head.status !== 0) die(`${checkout} is not a git checkout of autopi-io/documentation`);
  if (head.stdout.trim() !== originalCommit)
    die(`${checkout} is at ${head.stdout.trim()}, not the pinned ${originalCommit}: git checkout ${originalCommit}`);
  const build = path.join(checkout, 'build');
  if (!fs.existsSync(path.join(build, 'index.html'))) {
    if (!fs.existsSync(path.join(checkout, 'node_modules'))) run('npm', ['ci', '--no-audit', '--no-fund'], checkout);
    run('npx', ['docusaurus', 'build'], checkout);
  }
  return build;
}

/** One nginx, two servers: ours as in production, theirs with the same http settings. */
function startNginx(ours: string, theirs: string, ports: Record<Site, number>, prefix: string): ChildProcess {
  for (const file of [nginxBinary, brotliModule, path.join(ours, '_nginx', 'server.conf')])
    if (!fs.existsSync(file)) die(`${file} is missing (nginx: apt-get install nginx libnginx-mod-http-brotli-static)`);
  fs.mkdirSync(path.join(prefix, 'tmp'), {recursive: true});
  // Ours as production serves it (deploy/nginx.ts); theirs in the same http settings with a plain `try_files`.
  // Workers as root when run as root: `nobody` may not read a build under a private directory.
  const config = nginxConfig({
    root: ours,
    port: ports.ours,
    prefix,
    workerUser: process.getuid?.() === 0 ? 'root' : undefined,
    moreServers: `  server {
    listen 127.0.0.1:${ports.theirs};
    server_name localhost;
    root ${theirs};
    error_page 404 /404.html;
    location / {
      try_files $uri $uri/ =404;
    }
  }
`,
  });
  const conf = path.join(prefix, 'nginx.conf');
  fs.writeFileSync(conf, config);
  const args = ['-p', prefix, '-c', conf, '-e', 'stderr'];
  if (spawnSync(nginxBinary, ['-t', '-q', ...args], {stdio: 'inherit'}).status !== 0) die('nginx rejected the config');
  return spawn(nginxBinary, args, {stdio: ['ignore', 'ignore', 'inherit']});
}

async function waitFor(url: string, child: ChildProcess, what: string): Promise<void> {
  for (let attempt = 0; attempt < 150; attempt += 1) {
    if (child.exitCode !== null) die(`${what} exited with ${child.exitCode}`);
    try {
      await fetch(url);
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  die(`${what} did not answer ${url} within 15 s`);
}

function startChromium(port: number, profile: string): ChildProcess {
  return spawn(
    chromiumPath,
    [
      ...chromiumArgs,
      '--headless=new',
      `--remote-debugging-port=${port}`,
      `--user-data-dir=${profile}`,
      '--no-first-run',
      '--no-default-browser-check',
      '--disable-extensions',
      // Every other host: gtag, Algolia, fonts, anything a page asks for outside loopback fails to resolve.
      '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1',
      'about:blank',
    ],
    {stdio: 'ignore'},
  );
}

const numeric = (lhr: Result, audit: string): number =>
  lhr.audits[audit]?.numericValue ?? die(`${lhr.finalDisplayedUrl}: Lighthouse gave no ${audit}`);

type Items = Array<Record<string, unknown>>;
const items = (lhr: Result, audit: string): Items =>
  ((lhr.audits[audit]?.details as {items?: Items} | undefined)?.items ??
    die(`${lhr.finalDisplayedUrl}: Lighthouse gave no ${audit} items`)) as Items;

async function lighthouseSample(url: string, port: number): Promise<Sample> {
  const {default: lighthouse} = await import('lighthouse');
  const flags: Flags = {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
    formFactor: 'mobile',
    throttlingMethod: 'simulate',
  };
  const result = await lighthouse(url, flags);
  const lhr = result?.lhr ?? die(`${url}: Lighthouse returned nothing`);
  if (lhr.runtimeError) die(`${url}: Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const score = lhr.categories.performance?.score ?? die(`${url}: no performance score`);
  const requests = items(lhr, 'network-requests');
  const document = requests.find((request) => request.url === url);
  if (document?.statusCode !== 200) die(`${url}: the page answered ${String(document?.statusCode)} under Lighthouse`);
  const reached = requests.filter((request) => !isLocal(String(request.url)) && Number(request.statusCode) > 0);
  if (reached.length > 0) die(`${url}: reached another host: ${reached.map((request) => request.url).join(', ')}`);
  const transfer = (request: Record<string, unknown>) => Number(request.transferSize ?? 0);
  const groups: Record<string, number> = {};
  for (const item of items(lhr, 'mainthread-work-breakdown'))
    groups[String(item.groupLabel)] = (groups[String(item.groupLabel)] ?? 0) + Number(item.duration);
  const scripts: Record<string, number> = {};
  for (const item of items(lhr, 'bootup-time')) {
    // The page's own URL stands for its inline scripts and HTML; `Unattributable` is Lighthouse's own label.
    const address = /^https?:/.test(String(item.url)) ? new URL(String(item.url)).pathname : String(item.url);
    const script = address === new URL(url).pathname ? 'page HTML' : address;
    scripts[script] = Number(item.total);
  }
  return {
    score: score * 100,
    fcp: numeric(lhr, 'first-contentful-paint'),
    lcp: numeric(lhr, 'largest-contentful-paint'),
    tbt: numeric(lhr, 'total-blocking-time'),
    bytes: numeric(lhr, 'total-byte-weight'),
    jsBytes: requests.filter((request) => request.resourceType === 'Script').reduce((sum, r) => sum + transfer(r), 0),
    groups,
    scripts,
  };
}

const ratio = (ours: number, theirs: number): string => (theirs > 0 ? (ours / theirs).toFixed(2) : '–');
/** One cell: ours / theirs (ratio). */
const cell = (ours: number, theirs: number): string =>
  `${ours.toFixed(0)} / ${theirs.toFixed(0)} (${ratio(ours, theirs)})`;
const table = (head: string[], rows: string[][]): string =>
  [head, head.map(() => '---'), ...rows].map((cells) => `| ${cells.join(' | ')} |`).join('\n');

function medianOf(samples: readonly Sample[], key: 'groups' | 'scripts'): Record<string, number> {
  const names = new Set(samples.flatMap((sample) => Object.keys(sample[key])));
  return Object.fromEntries([...names].map((name) => [name, median(samples.map((s) => s[key][name] ?? 0))]));
}

/** Three Markdown tables (metrics, main-thread breakdown, top scripts), every cell ours / theirs (ratio). */
function report(pages: readonly Kind[], samples: Record<Kind, Record<Site, Sample[]>>): string {
  const metric = (kind: Kind, key: 'score' | 'fcp' | 'lcp' | 'tbt' | 'bytes' | 'jsBytes', scale = 1) =>
    cell(
      median(samples[kind].ours.map((x) => x[key])) / scale,
      median(samples[kind].theirs.map((x) => x[key])) / scale,
    );
  const groups = (kind: Kind, site: Site) => medianOf(samples[kind][site], 'groups');
  const total = (values: Record<string, number>) => Object.values(values).reduce((sum, value) => sum + value, 0);
  const groupTotals: Record<string, number> = {};
  for (const kind of pages)
    for (const site of ['ours', 'theirs'] as const)
      for (const [name, ms] of Object.entries(groups(kind, site))) groupTotals[name] = (groupTotals[name] ?? 0) + ms;
  const groupNames = Object.keys(groupTotals).sort((a, b) => groupTotals[b]! - groupTotals[a]!);
  const top = (kind: Kind, site: Site) =>
    Object.entries(medianOf(samples[kind][site], 'scripts'))
      .sort(([, a], [, b]) => b - a)
      .slice(0, 3)
      .map(([script, ms]) => `\`${script}\` ${ms.toFixed(0)}`)
      .join(', ');
  return [
    table(
      ['Page', 'Score', 'FCP ms', 'LCP ms', 'TBT ms', 'Bytes KB', 'JS KB', 'Main thread ms'],
      pages.map((kind) => [
        kinds[kind].label,
        metric(kind, 'score'),
        metric(kind, 'fcp'),
        metric(kind, 'lcp'),
        metric(kind, 'tbt'),
        metric(kind, 'bytes', 1024),
        metric(kind, 'jsBytes', 1024),
        cell(total(groups(kind, 'ours')), total(groups(kind, 'theirs'))),
      ]),
    ),
    '',
    table(
      ['Main thread, ms', ...groupNames],
      pages.map((kind) => [
        kinds[kind].label,
        ...groupNames.map((name) => cell(groups(kind, 'ours')[name] ?? 0, groups(kind, 'theirs')[name] ?? 0)),
      ]),
    ),
    '',
    table(
      ['Top scripts by bootup time, ms', 'Ours', 'Theirs'],
      pages.map((kind) => [kinds[kind].label, top(kind, 'ours'), top(kind, 'theirs')]),
    ),
  ].join('\n');
}

/**
 * Client navigation to each large page from each of its pages left, both sites interleaved: three Markdown tables of
 * medians, ours / theirs, to the new title, its first paint and the complete page (bench/client-nav.ts), each row
 * with the article elements of the page left and of the page opened.
 */
async function navigationReport(
  pages: readonly Kind[],
  runs: number,
  traceRuns: number,
  origin: (site: Site) => string,
  debugPort: number,
): Promise<string> {
  const routes = pages.flatMap((kind) =>
    kinds[kind].navigations.map((navigation) => ({kind, navigation, route: `${kind} from ${navigation.ours.from}`})),
  );
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${debugPort}`);
  try {
    // Every page left and opened: an opened page gives the click its marks, and each gives its element count.
    const marks = new Map<string, PageMarks>();
    for (const {navigation} of routes)
      for (const site of ['ours', 'theirs'] as const)
        for (const url of [origin(site) + navigation[site].from, origin(site) + navigation[site].to])
          marks.set(url, await marksOf(url));
    const times = new Map<string, NavigationTimes[]>();
    for (let index = 0; index < runs; index += 1)
      for (const {kind, navigation, route} of routes)
        for (const slowdown of navigationSlowdowns)
          for (const site of index % 2 === 0 ? (['ours', 'theirs'] as const) : (['theirs', 'ours'] as const)) {
            const page = marks.get(origin(site) + navigation[site].to)!;
            const measured = await clientNavigation(browser, origin(site), navigation[site], page, slowdown);
            const sampleKey = `${route} ${slowdown} ${site}`;
            times.set(sampleKey, [...(times.get(sampleKey) ?? []), measured]);
            console.log(
              `  navigation ${index + 1}/${runs} ${kind} from ${navigation.ours.from} ${slowdown}× ${site}: ` +
                `title ${measured.title.toFixed(0)} ms, first paint ${measured.firstPaint.toFixed(0)} ms, ` +
                `complete ${measured.complete.toFixed(0)} ms`,
            );
          }
    const medianOf = (key: string, moment: keyof NavigationTimes) =>
      median((times.get(key) ?? []).map((measured) => measured[moment]));
    const momentTable = (moment: keyof NavigationTimes, heading: string) =>
      table(
        [heading, 'Article elements of the page left; opened', ...navigationSlowdowns.map((rate) => `${rate}× CPU`)],
        routes.map(({kind, navigation, route}) => [
          `${kinds[kind].label}, from \`${navigation.ours.from}\``,
          (['from', 'to'] as const)
            .map((end) =>
              (['ours', 'theirs'] as const).map(
                (site) => marks.get(origin(site) + navigation[site][end])!.articleElements,
              ),
            )
            .map(([ours, theirs]) => `${ours} / ${theirs}`)
            .join('; '),
          ...navigationSlowdowns.map((rate) =>
            cell(medianOf(`${route} ${rate} ours`, moment), medianOf(`${route} ${rate} theirs`, moment)),
          ),
        ]),
      );
    const tables = [
      momentTable('title', 'Client navigation (sidebar click → new h1), ms'),
      '',
      momentTable('firstPaint', 'Client navigation (sidebar click → new page first painted), ms'),
      '',
      momentTable('complete', 'Client navigation (sidebar click → whole article painted), ms'),
    ];
    if (traceRuns > 0) tables.push('', await traceReport(routes, traceRuns, marks, origin, browser));
    return tables.join('\n');
  } finally {
    await browser.close();
  }
}

/**
 * Where each navigation's main-thread time goes at 4× CPU slowdown, click to first paint (bench/nav-trace.ts),
 * both sites interleaved: a table of median self time by Lighthouse group, the window and what of it the main
 * thread spent idle or waiting, and the scripts the evaluation ran in (the four largest of each site).
 */
async function traceReport(
  routes: readonly {kind: Kind; navigation: Record<Site, NavigationRoute>; route: string}[],
  runs: number,
  marks: ReadonlyMap<string, PageMarks>,
  origin: (site: Site) => string,
  browser: Browser,
): Promise<string> {
  const slowdown = 4;
  const samples = new Map<string, NavigationBreakdown[]>();
  for (let index = 0; index < runs; index += 1)
    for (const {kind, navigation, route} of routes)
      for (const site of index % 2 === 0 ? (['ours', 'theirs'] as const) : (['theirs', 'ours'] as const)) {
        const page = marks.get(origin(site) + navigation[site].to)!;
        let breakdown;
        try {
          ({breakdown} = await clientNavigation(browser, origin(site), navigation[site], page, slowdown, true));
        } catch (error) {
          // A trace that cannot be read costs its sample, not the tables of the timed runs before it.
          console.log(`  traced ${index + 1}/${runs} ${kind} ${site}: skipped (${String(error)})`);
          continue;
        }
        samples.set(`${route} ${site}`, [...(samples.get(`${route} ${site}`) ?? []), breakdown!]);
        console.log(
          `  traced ${index + 1}/${runs} ${kind} from ${navigation.ours.from} ${site}: ${breakdown!.window.toFixed(0)} ms`,
        );
      }
  const of = (route: string, site: Site) => samples.get(`${route} ${site}`) ?? [];
  const groupNames = [...new Set([...samples.values()].flat().flatMap((sample) => Object.keys(sample.groups)))].sort();
  const busy = (sample: NavigationBreakdown) => Object.values(sample.groups).reduce((sum, ms) => sum + ms, 0);
  const measures: [string, (sample: NavigationBreakdown) => number][] = [
    ['Click → first paint (traced)', (sample) => sample.window],
    ...groupNames.map((name): [string, (sample: NavigationBreakdown) => number] => [name, (s) => s.groups[name] ?? 0]),
    ['Idle or waiting', (sample) => Math.max(0, sample.window - busy(sample))],
  ];
  const topScripts = (route: string, site: Site) => {
    const names = new Set(of(route, site).flatMap((sample) => Object.keys(sample.scripts)));
    return [...names]
      .map((name) => [name, median(of(route, site).map((sample) => sample.scripts[name] ?? 0))] as const)
      .sort((a, b) => b[1] - a[1])
      .slice(0, 4)
      .map(([name, ms]) => `${name} ${ms.toFixed(0)}`)
      .join(', ');
  };
  return [
    table(
      [
        `Where the navigation's main-thread time goes, ${slowdown}× CPU, median of ${runs}, ms`,
        ...measures.map(([name]) => name),
      ],
      routes.map(({kind, navigation, route}) => [
        `${kinds[kind].label}, from \`${navigation.ours.from}\``,
        ...measures.map(([, measure]) =>
          cell(median(of(route, 'ours').map(measure)), median(of(route, 'theirs').map(measure))),
        ),
      ]),
    ),
    '',
    table(
      ['Script evaluation by script (the four largest), ms', 'Ours', 'Theirs'],
      routes.map(({kind, navigation, route}) => [
        `${kinds[kind].label}, from \`${navigation.ours.from}\``,
        topScripts(route, 'ours'),
        topScripts(route, 'theirs'),
      ]),
    ),
  ].join('\n');
}

async function main(): Promise<void> {
  const {values} = parseArgs({
    options: {
      original: {type: 'string'},
      ours: {type: 'string', default: 'build'},
      runs: {type: 'string', default: '5'},
      pages: {type: 'string', default: Object.keys(kinds).join(',')},
      'nav-runs': {type: 'string', default: '5'},
      'nav-trace': {type: 'string', default: '0'},
    },
  });
  const checkout = path.resolve(values.original ?? die('--original <checkout of autopi-io/documentation> is required'));
  const ours = path.resolve(values.ours);
  const runs = Number(values.runs);
  if (!Number.isInteger(runs) || runs < 0) die(`--runs must be a whole number, not ${values.runs}`);
  const navRuns = Number(values['nav-runs']);
  if (!Number.isInteger(navRuns) || navRuns < 0) die(`--nav-runs must be a whole number, not ${values['nav-runs']}`);
  const traceRuns = Number(values['nav-trace']);
  if (!Number.isInteger(traceRuns) || traceRuns < 0)
    die(`--nav-trace must be a whole number, not ${values['nav-trace']}`);
  if (traceRuns > 0 && navRuns === 0) die('--nav-trace runs after the timed navigations: give --nav-runs too');
  const selected = values.pages.split(',').map((kind) => kind.trim());
  const unknown = selected.filter((kind) => !(kind in kinds));
  if (unknown.length > 0) die(`unknown page kind ${unknown.join(', ')}; known: ${Object.keys(kinds).join(', ')}`);
  const pages = selected as Kind[];
  const builds: Record<Site, string> = {ours, theirs: originalBuild(checkout)};

  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-compare-'));
  const ports: Record<Site, number> = {ours: await freePort(), theirs: await freePort()};
  const debugPort = await freePort();
  const started: ChildProcess[] = [];
  const started_at = Date.now();
  try {
    const nginx = startNginx(builds.ours, builds.theirs, ports, path.join(scratch, 'nginx'));
    started.push(nginx);
    const origin = (site: Site) => `http://127.0.0.1:${ports[site]}`;
    await waitFor(`${origin('ours')}/`, nginx, 'nginx');
    for (const kind of pages)
      for (const site of ['ours', 'theirs'] as const) {
        const url = origin(site) + kinds[kind][site];
        const status = (await fetch(url, {redirect: 'manual'})).status;
        if (status !== 200) die(`${url} answered ${status}, not 200`);
      }
    const chromium = startChromium(debugPort, path.join(scratch, 'profile'));
    started.push(chromium);
    await waitFor(`http://127.0.0.1:${debugPort}/json/version`, chromium, 'chromium');

    const load = os.loadavg().map((value) => value.toFixed(2));
    const {version} = JSON.parse(fs.readFileSync(require.resolve('lighthouse/package.json'), 'utf8')) as {
      version: string;
    };
    console.log(
      `bench:compare ${new Date().toISOString()} on ${os.cpus().length} CPUs, load ${load.join(' ')}; ` +
        `Lighthouse ${version} mobile (simulated throttling), median of ${runs}, interleaved; ` +
        `original autopi-io/documentation@${originalCommit.slice(0, 9)}`,
    );
    const samples = Object.fromEntries(pages.map((kind) => [kind, {ours: [], theirs: []}])) as Record<
      Kind,
      Record<Site, Sample[]>
    >;
    for (let index = 0; index < runs; index += 1)
      for (const kind of pages)
        for (const site of index % 2 === 0 ? (['ours', 'theirs'] as const) : (['theirs', 'ours'] as const)) {
          const sample = await lighthouseSample(origin(site) + kinds[kind][site], debugPort);
          samples[kind][site].push(sample);
          console.log(
            `  run ${index + 1}/${runs} ${kind} ${site}: score ${sample.score.toFixed(0)}, TBT ${sample.tbt.toFixed(0)} ms`,
          );
        }
    console.log('');
    console.log(
      `Every cell: ours / theirs (ratio). Pages:\n${pages.map((kind) => `- ${kinds[kind].label}: ours \`${kinds[kind].ours}\`, theirs \`${kinds[kind].theirs}\``).join('\n')}\n`,
    );
    if (runs > 0) console.log(report(pages, samples));
    console.log('');
    if (navRuns > 0) console.log(await navigationReport(pages, navRuns, traceRuns, origin, debugPort));
    const minutes = ((Date.now() - started_at) / 60_000).toFixed(1);
    console.log(
      `${pages.length * runs * 2} Lighthouse runs and the navigations in ${minutes} min; load now ${os.loadavg()[0]!.toFixed(2)}`,
    );
  } finally {
    // Stop what this run started, and wait for it to exit before removing its files.
    await Promise.all(
      started.map(
        (child) =>
          new Promise((resolve) => {
            if (child.exitCode !== null || child.signalCode !== null) return resolve(undefined);
            child.once('exit', resolve);
            child.kill('SIGTERM');
          }),
      ),
    );
    fs.rmSync(scratch, {recursive: true, force: true});
  }
}

main().catch((error: unknown) => {
  console.error(`bench:compare: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
});
