import {defineConfig} from '@playwright/test';
import {chromiumArgs, chromiumPath} from './tests/support/browser';

const isCI = Boolean(process.env.CI);
const port = 4173;

/** Browser tests run against the production build (`npm run build` first), served like a static host. */
export default defineConfig({
  testDir: 'tests',
  testMatch: ['e2e/**/*.spec.ts', 'a11y/**/*.spec.ts'],
  fullyParallel: true,
  workers: 2,
  forbidOnly: isCI,
  retries: 0,
  timeout: 60_000,
  reporter: isCI ? [['list'], ['json', {outputFile: 'reports/e2e.json'}]] : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    browserName: 'chromium',
    launchOptions: {executablePath: chromiumPath, args: chromiumArgs},
    trace: 'off',
  },
  webServer: {
    command: `npx tsx scripts/serve.ts --port ${port}`,
    url: `http://127.0.0.1:${port}/`,
    reuseExistingServer: !isCI,
    timeout: 60_000,
  },
});
