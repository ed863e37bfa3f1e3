import {defineConfig} from '@playwright/test';
import {chromiumArgs, chromiumPath} from './tools/browser';

const isCI = Boolean(process.env.CI);
/** build/ (local search) and build-hosted/ (the same site built with Algolia settings, `npm run build:hosted`). */
const basePort = Number(process.env.E2E_PORT ?? 4173);
/** E2E_PORT moves both servers, so two checkouts can run their browser tests side by side. */
const ports = {site: basePort, hosted: basePort + 1};

/** Each build is served by nginx with the production configuration (`npm run serve:nginx`, deploy/nginx/). */
const server = (dir: string, port: number) => ({
  command: `npx tsx deploy/serve-nginx.ts --dir ${dir}`,
  env: {PORT: String(port)},
  url: `http://127.0.0.1:${port}/`,
  // Never a server another checkout left on the port: it would serve another build.
  reuseExistingServer: false,
  timeout: 60_000,
});

/** Browser tests run against production builds (`npm run build` and `npm run build:hosted` first), served as in production. */
export default defineConfig({
  testDir: 'tests',
  fullyParallel: true,
  workers: 2,
  forbidOnly: isCI,
  retries: 0,
  timeout: 60_000,
  reporter: isCI ? [['list'], ['json', {outputFile: 'reports/e2e.json'}]] : [['list']],
  use: {
    browserName: 'chromium',
    launchOptions: {executablePath: chromiumPath, args: chromiumArgs},
    trace: 'off',
  },
  projects: [
    {name: 'site', testMatch: ['e2e/**/*.spec.ts'], use: {baseURL: `http://127.0.0.1:${ports.site}`}},
    {name: 'hosted-search', testMatch: ['hosted/**/*.spec.ts'], use: {baseURL: `http://127.0.0.1:${ports.hosted}`}},
  ],
  webServer: [server('build', ports.site), server('build-hosted', ports.hosted)],
});
