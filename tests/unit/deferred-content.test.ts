/**
 * Long doc pages open in two steps (plugins/docs/deferred-content.ts): where a compiled page splits, and which pages
 * stay whole. That the browser renders both steps, and at once when it must, is tests/e2e/deferred-content.spec.ts.
 */
import {compile} from '@mdx-js/mdx';
import {describe, expect, it} from 'vitest';
import {
  componentCharacters,
  firstScreenCharacters,
  minimumDeferredCharacters,
  recmaDeferredContent,
} from '../../plugins/docs/deferred-content';
import {mayDefer} from '../../src/components/DeferredContent/mayDefer';

const paragraph = (n: number, characters: number): string => `Paragraph ${n} `.padEnd(characters, 'x') + '\n';

async function compiled(source: string): Promise<string> {
  return String(await compile(source, {recmaPlugins: [recmaDeferredContent]}));
}

/** The top-level blocks a compiled page renders in its second step. */
function deferredBlocks(code: string): string | undefined {
  const at = code.indexOf('_jsxs(_VeltroDeferredContent');
  return at < 0 ? undefined : code.slice(at);
}

describe('deferred content of long pages', () => {
  it('renders the first screen of text at once and wraps the blocks after it', async () => {
    const blocks = Array.from({length: 10}, (_, n) => paragraph(n, 500)).join('\n');
    const code = await compiled(`# Title\n\n${blocks}`);
    expect(code).toContain('import _VeltroDeferredContent from "@site/src/components/DeferredContent"');
    const later = deferredBlocks(code);
    expect(later).toBeDefined();
    // 2,000 characters: the title and four paragraphs of 500 first; the fifth paragraph starts the second step.
    expect(firstScreenCharacters).toBe(2000);
    expect(later).toContain('Paragraph 5 ');
    expect(later).not.toContain('Paragraph 3 ');
    expect(code.indexOf('"Title"')).toBeLessThan(code.indexOf('_jsxs(_VeltroDeferredContent'));
  });

  it('counts the text of static HTML, not its tags, and a component as part of a screen', async () => {
    const tags = '<span class="token"></span>'.repeat(200);
    const code = await compiled(
      `import Tool from './tool';\n\n# Title\n\n<div>{${JSON.stringify(tags)}}</div>\n\n<Tool />\n\n<Tool />\n\n<Tool />\n\n${paragraph(1, 400)}\n${paragraph(2, 2000)}`,
    );
    // 3 tools of 600 and 400 characters of text reach 2,000 after the first paragraph: the markup counted nothing.
    expect(componentCharacters).toBe(600);
    const later = deferredBlocks(code);
    expect(later).toContain('Paragraph 2 ');
    expect(later).not.toContain('Paragraph 1 ');
  });

  it('leaves a page whole when little comes after its first screen', async () => {
    const code = await compiled(
      `# Title\n\n${paragraph(1, firstScreenCharacters)}\n${paragraph(2, minimumDeferredCharacters - 100)}`,
    );
    expect(deferredBlocks(code)).toBeUndefined();
    expect(code).not.toContain('DeferredContent');
  });

  it('defers only a link followed in the page: not at build or hydration, an anchor, back or forward', () => {
    expect(mayDefer(true, 'PUSH', '')).toBe(true);
    expect(mayDefer(false, 'PUSH', '')).toBe(false);
    expect(mayDefer(true, 'PUSH', '#battery')).toBe(false);
    expect(mayDefer(true, 'POP', '')).toBe(false);
    expect(mayDefer(true, 'REPLACE', '')).toBe(false);
  });
});
