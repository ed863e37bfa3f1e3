// Lints the TypeScript of config, components, tests and scripts; content is checked by the build and tests.
import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import react from 'eslint-plugin-react';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';

export default tseslint.config(
  {
    ignores: [
      'build/',
      'build-hosted/',
      '.docusaurus/',
      'node_modules/',
      'test-results/',
      'playwright-report/',
      'deploy/algolia-crawler.js',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: {react, 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y},
    languageOptions: {globals: {...globals.browser, ...globals.node}},
    settings: {react: {version: 'detect'}},
    rules: {
      ...react.configs.recommended.rules,
      ...react.configs['jsx-runtime'].rules,
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      ...jsxA11y.configs.recommended.rules,
      // Pagefind excerpts are escaped HTML with <mark> tags only.
      'react/no-danger': 'off',
      '@typescript-eslint/no-require-imports': 'off',
    },
  },
  {
    files: ['**/*.mjs'],
    languageOptions: {globals: globals.node},
  },
  {
    // Bundler loaders: CommonJS, loaded by Rspack with require().
    files: ['**/*.cjs'],
    languageOptions: {sourceType: 'commonjs', globals: globals.node},
    rules: {'@typescript-eslint/no-require-imports': 'off'},
  },
  {
    // The offline copy's service worker (bundled into sw.js by @docusaurus/plugin-pwa) and the module it shares
    // with the page: JavaScript with JSDoc types, run in a worker or a page.
    files: ['plugins/offline/**/*.js'],
    languageOptions: {globals: {...globals.serviceworker, ...globals.browser}},
  },
  {
    // Playwright fixtures take `({}, use)` and call `use`, which is not a React hook.
    files: ['tests/**/*.ts'],
    rules: {'react-hooks/rules-of-hooks': 'off', 'no-empty-pattern': 'off'},
  },
);
