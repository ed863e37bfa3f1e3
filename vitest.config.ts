import path from 'node:path';
import {defineConfig} from 'vitest/config';

export default defineConfig({
  // Components import the site's modules as Docusaurus resolves them.
  resolve: {alias: {'@site': path.resolve(__dirname)}},
  test: {
    include: ['tests/unit/**/*.test.ts', 'tests/guides/**/*.test.ts'],
    environment: 'node',
  },
});
