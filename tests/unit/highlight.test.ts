/**
 * Code blocks are finished at build time (plugins/code-highlighting/rehype.ts): highlighted with Prism, in the
 * markup src/theme/CodeBlock renders for the blocks a component writes, so both share one stylesheet and one copy
 * listener (src/utils/codeBlocks.ts).
 */
import {readdirSync, readFileSync} from 'node:fs';
import type {Element, Root} from 'hast';
import {toHtml} from 'hast-util-to-html';
import React, {createElement} from 'react';
import {renderToStaticMarkup} from 'react-dom/server';
import {describe, expect, it} from 'vitest';
import rehypeCodeBlocks, {codeBlock, styledTokenKinds} from '../../plugins/code-highlighting/rehype';

// The component is compiled with the classic JSX transform here (vitest's default), which needs React in scope.
(globalThis as {React?: typeof React}).React = React;
const {default: CodeBlock} = await import('../../src/theme/CodeBlock');

const fence = (language: string | undefined, text: string, metastring?: string): Element => ({
  type: 'element',
  tagName: 'code',
  properties: {...(language ? {className: [`language-${language}`]} : {}), ...(metastring ? {metastring} : {})},
  children: [{type: 'text', value: text}],
});

const rehypeRun = (tree: Root): Root => {
  rehypeCodeBlocks()(tree);
  return tree;
};

/** A page holding one fenced block, run through the plugin; returns the page as HTML. */
function built(code: Element): string {
  const tree: Root = {type: 'root', children: [{type: 'element', tagName: 'pre', properties: {}, children: [code]}]};
  rehypeCodeBlocks()(tree);
  return toHtml(tree);
}

/** The inside of the block's `<code>`. */
const codeHtml = (html: string): string => /<code>([\s\S]*)<\/code>/.exec(html)![1]!;

describe('build-time code blocks', () => {
  it('turns a known language into Prism token spans, escaped', () => {
    const html = codeHtml(built(fence('json', '{"result": true, "interval": 600, "note": "<a & b>"}\n')));
    expect(html).toContain('<span class="token property">"result"</span>');
    expect(html).toContain('<span class="token boolean">true</span>');
    expect(html).toContain('<span class="token number">600</span>');
    expect(html).toContain('&#x3C;a &#x26; b>');
  });

  it('leaves out the spans of token kinds drawn in the text colour, keeping their text', () => {
    expect(codeHtml(built(fence('json', '{"a": [1, 2]}\n')))).toBe(
      '{<span class="token property">"a"</span>: [<span class="token number">1</span>, <span class="token number">2</span>]}\n',
    );
  });

  it("styles exactly the token kinds whose spans it keeps, in every stylesheet of the site's own", () => {
    const source = new URL('../../src/', import.meta.url);
    const css = readdirSync(source, {recursive: true, encoding: 'utf8'})
      .filter((file) => file.endsWith('.css'))
      .map((file) => readFileSync(new URL(file, source), 'utf8'))
      .join('\n');
    const styled = new Set(
      [...css.matchAll(/\.token(?:\.[\w-]+)*\.([\w-]+)|\[class[~*^$|]?="[^"]*token/g)].map((match) => match[1]),
    );
    expect(styled).toEqual(new Set(styledTokenKinds));
  });

  it('accepts the shell aliases writers use', () => {
    const html = built(fence('shell', 'if [ -f /etc/veltro ]; then echo ok; fi\n'));
    expect(codeHtml(html)).toContain('<span class="token keyword">if</span>');
    // The wrapper keeps the name the writer used.
    expect(html).toMatch(/^<div class="theme-code-block code-block language-shell">/);
  });

  it('leaves a block in a language Prism does not know as plain text, without its last line break', () => {
    expect(codeHtml(built(fence('text', 'veltro power.status\n')))).toBe('veltro power.status');
  });

  it('writes the title, a focusable scroll area and a copy button served by the listener', () => {
    expect(built(fence('json', '{"a": 1}\n', 'title="Response"'))).toBe(
      '<div class="theme-code-block code-block language-json"><div class="code-block-title">Response</div>' +
        '<div class="code-block-body"><pre class="prism-code code-block-pre" tabindex="0"><code>' +
        '{<span class="token property">"a"</span>: <span class="token number">1</span>}\n</code></pre>' +
        '<button type="button" class="clean-btn code-block-copy" aria-label="Copy code to clipboard" data-copy-code="">' +
        'Copy</button></div></div>',
    );
  });

  it('leaves a pre that holds more than its code, or has attributes, to the theme (raw HTML can write one)', () => {
    const pre = (properties: Element['properties'], before: string): Root => ({
      type: 'root',
      children: [
        {
          type: 'element',
          tagName: 'pre',
          properties,
          children: [{type: 'text', value: before}, fence(undefined, 'GND')],
        },
      ],
    });
    expect(toHtml(rehypeRun(pre({}, 'Pin 1 ')))).toBe('<pre>Pin 1 <code>GND</code></pre>');
    expect(toHtml(rehypeRun(pre({id: 'wiring'}, '\n')))).toBe('<pre id="wiring">\n<code>GND</code></pre>');
    expect(built(fence(undefined, 'GND'))).toMatch(/^<div class="theme-code-block code-block">/);
  });

  it('leaves inline code as it is, even with a language class', () => {
    const inline = fence('bash', 'if [ -f x ]; then echo ok; fi');
    const tree: Root = {type: 'root', children: [{type: 'element', tagName: 'p', properties: {}, children: [inline]}]};
    rehypeCodeBlocks()(tree);
    expect(toHtml(tree)).toBe('<p><code class="language-bash">if [ -f x ]; then echo ok; fi</code></p>');
  });

  it('writes the markup the CodeBlock component renders for a block of plain text', () => {
    const text = 'line <one>\nline & two\n';
    const fromComponent = renderToStaticMarkup(
      // eslint-disable-next-line react/no-children-prop -- the theme's Props type requires `children` in the props
      createElement(CodeBlock, {language: 'text', metastring: 'title="A title"', children: text}),
    );
    const fromBuild = toHtml(codeBlock(fence('text', text, 'title="A title"')));
    // The two escape differently (`&lt;`, `&#x3C;`); the elements and the text must be the same.
    const normalised = (html: string) =>
      html
        .replace(/&#x3C;|&lt;/g, '<')
        .replace(/&#x26;|&amp;/g, '&')
        .replace(/&gt;/g, '>');
    expect(normalised(fromComponent)).toBe(normalised(fromBuild));
  });
});
