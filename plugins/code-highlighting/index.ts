/**
 * Code is highlighted when the site is built (./rehype.ts), so readers never download a highlighter. The
 * classic theme registers Prism from a client module, which would put all of Prism in the JavaScript every
 * page loads; this plugin swaps that module for an empty one. src/theme/CodeBlock renders the result.
 * Upstream: no option turns the theme's Prism off; build-time highlighting is the open proposal
 * facebook/docusaurus#9122 ("Use shiki for code highlight"). The alias targets an internal path
 * (`lib/prism-include-languages`): if it is renamed, Prism silently returns to every page, and
 * tests/build/build-output.test.ts (`npm run test:build`) fails on the Prism runtime in the emitted chunks.
 */
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

export default function codeHighlightingPlugin(): Plugin {
  const prismClientModule = require.resolve('@docusaurus/theme-classic/lib/prism-include-languages');
  const emptyModule = path.join(__dirname, 'empty-client-module.js');
  return {
    name: 'veltro-code-highlighting',
    configureWebpack() {
      return {
        resolve: {
          alias: {
            // The generated client-modules.js requests the module without its extension.
            [prismClientModule.replace(/\.js$/, '')]: emptyModule,
            [prismClientModule]: emptyModule,
          },
        },
      };
    },
  };
}
