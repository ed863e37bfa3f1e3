/**
 * Long doc pages open in two steps (plugins/docs/deferred-content.ts): where a compiled page splits, and which pages
 * stay whole. That the browser renders both steps, and at once when it must, is tests/e2e/deferred-content.spec.ts.
 */
import {compile} from '@mdx-js/mdx';
import {describe, expect, it} from 'vitest';
import type {Expression} from 'estree';
import {
  blockCharacters,
  componentCharacters,
  firstScreenCharacters,
  minimumDeferredCharacters,
  recmaDeferredContent,
} from '../../plugins/docs/deferred-content';
import {recmaStaticHtml, rehypeStaticHtml} from '../../plugins/docs/static-html';
import {mayDefer} from '../../src/components/DeferredContent/mayDefer';

const paragraph = (n: number, characters: number): string => `Paragraph ${n} `.padEnd(characters, 'x') + '\n';

/** A page compiled as the site compiles it: static HTML first, then the split. */
async function compiled(source: string): Promise<string> {
  const file = await compile(source, {
    rehypePlugins: [[rehypeStaticHtml, {trailingSlash: true, baseUrl: '/'}]],
    recmaPlugins: [recmaStaticHtml, recmaDeferredContent],
  });
  return String(file);
}

/** The top-level blocks a compiled page renders in its second step. */
function deferredBlocks(code: string): string | undefined {
  const at = code.indexOf('_jsxs(_VeltroDeferredContent');
  return at < 0 ? undefined : code.slice(at);
}

describe('deferred content of long pages', () => {
  it("counts a block's text, not its class names (a code block's wrapper has a long one)", () => {
    const literal = (value: string): Expression => ({type: 'Literal', value});
    // _jsx(_components.div, {className: "…", dangerouslySetInnerHTML: {__html: "<pre><code>ab</code></pre>"}})
    const block: Expression = {
      type: 'CallExpression',
      optional: false,
      callee: {type: 'Identifier', name: '_jsx'},
      arguments: [
        {
          type: 'MemberExpression',
          computed: false,
          optional: false,
          object: {type: 'Identifier', name: '_components'},
          property: {type: 'Identifier', name: 'div'},
        },
        {
          type: 'ObjectExpression',
          properties: [
            {
              type: 'Property',
              kind: 'init',
              method: false,
              shorthand: false,
              computed: false,
              key: {type: 'Identifier', name: 'className'},
              value: literal('theme-code-block code-block language-bash'),
            },
            {
              type: 'Property',
              kind: 'init',
              method: false,
              shorthand: false,
              computed: false,
              key: {type: 'Identifier', name: '__html'},
              value: literal('<pre><code>ab</code></pre>'),
            },
          ],
        },
      ],
    };
    expect(blockCharacters(block)).toBe(2);
  });

  it('renders the first screen of text at once and wraps the blocks after it', async () => {
    const blocks = Array.from({length: 10}, (_, n) => paragraph(n, 500)).join('\n');
    const code = await compiled(`# Title\n\n${blocks}`);
    expect(code).toContain('import _VeltroDeferredContent from "@site/src/components/DeferredContent"');
    const later = deferredBlocks(code);
    expect(later).toBeDefined();
    // 2,000 characters: the title and paragraphs 0–3 (500 each) first; paragraph 4 starts the second step.
    expect(firstScreenCharacters).toBe(2000);
    expect(later).toContain('Paragraph 4 ');
    expect(later).not.toContain('Paragraph 3 ');
    expect(code.slice(0, code.indexOf('_jsxs(_VeltroDeferredContent'))).toContain('Paragraph 3 ');
    expect(code.indexOf('"Title"')).toBeLessThan(code.indexOf('_jsxs(_VeltroDeferredContent'));
  });

  it('counts the text of static HTML, not its tags, and a component as part of a screen', async () => {
    // A paragraph of 300 inline code spans: static HTML of about 600 characters of text in 4,500 of markup.
    const codes = Array.from({length: 300}, () => '`a`').join(' ');
    const code = await compiled(
      `import Tool from './tool';\n\n# Title\n\n${codes}\n\n<Tool />\n\n<Tool />\n\n${paragraph(1, 400)}\n${paragraph(2, 2000)}`,
    );
    expect(code).toContain('__html: "<code>a</code> <code>a</code>');
    // Title, code text (about 600) and two tools of 600 reach 2,000 with paragraph 1: the markup counted nothing.
    expect(componentCharacters).toBe(600);
    const later = deferredBlocks(code);
    expect(later).toContain('Paragraph 2 ');
    expect(later).not.toContain('Paragraph 1 ');
    expect(later).not.toContain('_jsx(Tool');
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
