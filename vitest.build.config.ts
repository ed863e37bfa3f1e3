import {defineConfig} from 'vitest/config';

/** The checks of a finished build (`npm run test:build`, after `npm run build`); `npm test` never loads them. */
export default defineConfig({
  test: {
    include: ['tests/build/**/*.test.ts'],
    environment: 'node',
  },
});
