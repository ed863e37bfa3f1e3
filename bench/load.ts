/**
 * `npm run bench:load`: how the production server holds up. Starts `npm run serve:nginx` on a free loopback port
 * for the finished build, then drives it with autocannon at rising concurrency over a mix of what readers ask for:
 * pages, scripts and styles, images, the search index, Markdown twins (by `.md` and by `Accept: text/markdown`)
 * and unknown paths (404). For each step it prints requests per second, p50/p99 latency, errors (connection
 * errors and time-outs) and any status the mix did not expect; the run ends by itself (bounded steps, 8 s each).
 * A benchmark, not a test: it exits non-zero only when a request fails or answers an unexpected status at a
 * concurrency below saturation. Loopback only.
 */
import {spawn} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';
import {freePort} from '../tools/ports';

const repo = path.resolve(__dirname, '..');
const buildDir = path.join(repo, 'build');
const concurrencies = process.env.LOAD_STEPS ? process.env.LOAD_STEPS.split(',').map(Number) : [1, 8, 32, 64, 128, 256];
const secondsPerStep = 8;

interface Target {
  readonly path: string;
  readonly headers?: Record<string, string>;
  readonly status: number;
}

/** The request mix: every page once, and one asset, twin and 404 for every few pages. */
function requestMix(): Target[] {
  const sitemap = fs.readFileSync(path.join(buildDir, 'sitemap.xml'), 'utf8');
  const pages = [...sitemap.matchAll(/<loc>https?:\/\/[^/]+(\/[^<]*)<\/loc>/g)].map(([, page]) => page!);
  const assets = fs
    .readdirSync(path.join(buildDir, 'assets'), {recursive: true, encoding: 'utf8'})
    .filter((file) => /\.(js|css)$/.test(file))
    .map((file) => `/assets/${file}`);
  const images = fs
    .readdirSync(path.join(buildDir, 'img'), {recursive: true, encoding: 'utf8'})
    .filter((file) => /\.(svg|png)$/.test(file))
    .map((file) => `/img/${file}`);
  const mix: Target[] = [];
  pages.forEach((page, index) => {
    mix.push({path: page, status: 200});
    if (index % 2 === 0) mix.push({path: assets[index % assets.length]!, status: 200});
    if (index % 4 === 0) mix.push({path: images[index % images.length]!, status: 200});
    if (index % 5 === 0) mix.push({path: page === '/' ? '/index.md' : `${page.replace(/\/$/, '')}.md`, status: 200});
    if (index % 7 === 0) mix.push({path: page, headers: {accept: 'text/markdown'}, status: 200});
    if (index % 10 === 0) mix.push({path: `/no-such-page-${index}/`, status: 404});
  });
  mix.push({path: '/pagefind/pagefind.js', status: 200});
  return mix;
}

async function waitFor(url: string, server: ReturnType<typeof spawn>): Promise<void> {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    if (server.exitCode !== null) throw new Error(`serve:nginx exited with ${server.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} did not answer within 10 s`);
}

interface Step {
  readonly connections: number;
  readonly rps: number;
  readonly p50: number;
  readonly p99: number;
  readonly errors: number;
  readonly unexpected: number;
}

function percentile(values: number[], share: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))] ?? NaN;
}

async function step(url: string, mix: readonly Target[], connections: number): Promise<Step> {
  let next = 0;
  let unexpected = 0;
  // Latency measured here, from building a request to its answer: autocannon's own histogram (whole
  // milliseconds) disagreed with its request count on this sub-millisecond server.
  const latencies: number[] = [];
  // Each connection takes the next target of the shared mix and remembers the status it expects (one request
  // in flight per connection, so the answer that follows is to that request).
  const result = await autocannon({
    url,
    connections,
    duration: secondsPerStep,
    timeout: 10,
    headers: {'accept-encoding': 'br, gzip'},
    requests: [
      {
        setupRequest: (request, context) => {
          const target = mix[next++ % mix.length]!;
          Object.assign(context, {expected: target.status, sent: performance.now()});
          return {...request, method: 'GET', path: target.path, headers: {...request.headers, ...target.headers}};
        },
        onResponse: (status, _body, context) => {
          const {expected, sent} = context as {expected?: number; sent?: number};
          if (sent !== undefined) latencies.push(performance.now() - sent);
          if (status !== expected) unexpected += 1;
        },
      },
    ],
  });
  return {
    connections,
    rps: result.requests.total / secondsPerStep,
    p50: percentile(latencies, 0.5),
    p99: percentile(latencies, 0.99),
    errors: result.errors + result.timeouts,
    unexpected,
  };
}

async function main(): Promise<void> {
  if (!fs.existsSync(path.join(buildDir, '_nginx', 'server.conf')))
    throw new Error('No build: run `npm run build` first');
  const port = await freePort();
  const server = spawn('npx', ['tsx', 'deploy/serve-nginx.ts'], {
    cwd: repo,
    env: {...process.env, PORT: String(port)},
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitFor(`${url}/`, server);
    const mix = requestMix();
    console.log(`load on ${url} (nginx, this build), ${mix.length} targets, ${secondsPerStep} s per step:`);
    const steps: Step[] = [];
    for (const connections of concurrencies) {
      const result = await step(url, mix, connections);
      steps.push(result);
      console.log(
        `  ${String(connections).padStart(4)} connections: ${result.rps.toFixed(0).padStart(6)} req/s   p50 ${result.p50.toFixed(2).padStart(6)} ms   p99 ${result.p99.toFixed(2).padStart(6)} ms   errors ${result.errors}   unexpected statuses ${result.unexpected}`,
      );
    }
    // Saturation: the first step that adds no more than 5 % throughput over the best one before it.
    const saturated = steps.findIndex(
      (result, index) => index > 0 && result.rps < 1.05 * Math.max(...steps.slice(0, index).map(({rps}) => rps)),
    );
    const at = saturated > 0 ? steps[saturated]!.connections : undefined;
    console.log(
      at
        ? `saturates at about ${steps[saturated - 1]!.connections}–${at} connections`
        : 'no saturation within the steps',
    );
    const before = saturated > 0 ? steps.slice(0, saturated) : steps;
    const failing = before.filter(({errors, unexpected}) => errors > 0 || unexpected > 0);
    if (failing.length > 0) {
      console.error(`errors below saturation at ${failing.map(({connections}) => connections).join(', ')} connections`);
      process.exitCode = 1;
    }
  } finally {
    if (server.pid) process.kill(-server.pid, 'SIGTERM');
  }
}

void main();
