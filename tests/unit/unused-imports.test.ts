/**
 * A page that imports what it never uses fails the build (plugins/docs/unused-imports.ts): the bundler would ship
 * and evaluate that module each time the page opens.
 */
import {compile} from '@mdx-js/mdx';
import {describe, expect, it} from 'vitest';
import {recmaUnusedImports} from '../../plugins/docs/unused-imports';

const compiled = (source: string) =>
  compile({value: source, path: 'docs/page.mdx'}, {recmaPlugins: [recmaUnusedImports]});

describe('unused imports of a page', () => {
  it('passes a page that reads each import in an expression, a component or an attribute', async () => {
    const source = [
      "import Diagram from './Diagram';",
      "import {cm4, supply} from './data';",
      '',
      '# Pinout',
      '',
      '<Diagram hardware={cm4} />',
      '',
      'It runs from {supply.min} V.',
    ].join('\n');
    await expect(compiled(source)).resolves.toBeDefined();
  });

  it('fails on a name that only the prose mentions, and names it and quotes its import', async () => {
    const source = [
      "import Diagram from './Diagram';",
      "import {power} from './settings/power';",
      '',
      '# Power',
      '',
      '<Diagram />',
      '',
      'The power settings.',
    ].join('\n');
    await expect(compiled(source)).rejects.toThrow(
      "docs/page.mdx: imports power but never uses it (import {power} from './settings/power';)",
    );
  });

  it('does not count a property name or a member of another object as a use', async () => {
    const source = [
      "import {min} from './data';",
      "import {supply} from './supply';",
      '',
      'export const limits = {min: supply.min};',
      '',
      '# Limits',
    ].join('\n');
    await expect(compiled(source)).rejects.toThrow(/imports min but never uses it/);
  });
});
