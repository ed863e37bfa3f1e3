import {defineConfig} from 'vitest/config';

/**
 * `npm run test:api`: runs every example of the Getting Started › API pages against a Prism mock of api/openapi.yaml,
 * and the example receiver against the payloads the pages show. Apart from `npm test`, because it starts servers
 * and child processes; one file at a time, so the examples and Prism do not compete for the 2 cores of CI.
 */
export default defineConfig({
  test: {
    include: ['tests/api/**/*.test.ts'],
    environment: 'node',
    fileParallelism: false,
    testTimeout: 30_000,
    hookTimeout: 90_000,
  },
});
