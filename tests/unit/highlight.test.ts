import {readdirSync, readFileSync} from 'node:fs';
import type {Element, Root} from 'hast';
import {describe, expect, it} from 'vitest';
import rehypeHighlightCode, {highlightedHtmlProperty, styledTokenKinds} from '../../plugins/code-highlighting/rehype';

const codeBlock = (language: string | undefined, text: string): Root => ({
  type: 'root',
  children: [
    {
      type: 'element',
      tagName: 'pre',
      properties: {},
      children: [
        {
          type: 'element',
          tagName: 'code',
          properties: language ? {className: [`language-${language}`]} : {},
          children: [{type: 'text', value: text}],
        },
      ],
    },
  ],
});

const codeOf = (tree: Root) => (tree.children[0] as Element).children[0] as Element;

describe('build-time code highlighting', () => {
  const htmlOf = (tree: Root) => codeOf(tree).properties[highlightedHtmlProperty] as string | undefined;

  it('turns a known language into Prism token spans, as one escaped HTML string', () => {
    const tree = codeBlock('json', '{"result": true, "interval": 600, "note": "<a & b>"}\n');
    rehypeHighlightCode()(tree);
    const html = htmlOf(tree)!;
    expect(html).toContain('<span class="token property">"result"</span>');
    expect(html).toContain('<span class="token boolean">true</span>');
    expect(html).toContain('<span class="token number">600</span>');
    expect(html).toContain('&lt;a &amp; b&gt;');
    expect(codeOf(tree).children, 'the text travels in the HTML only').toEqual([]);
  });

  it('leaves out the spans of token kinds drawn in the text colour, keeping their text', () => {
    const tree = codeBlock('json', '{"a": [1, 2]}\n');
    rehypeHighlightCode()(tree);
    const html = htmlOf(tree)!;
    expect(html).toBe(
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
    const tree = codeBlock('shell', 'if [ -f /etc/veltro ]; then echo ok; fi\n');
    rehypeHighlightCode()(tree);
    expect(htmlOf(tree)).toContain('<span class="token keyword">if</span>');
  });

  it('leaves a block in a language Prism does not know as plain text', () => {
    const tree = codeBlock('text', 'veltro power.status\n');
    rehypeHighlightCode()(tree);
    expect(codeOf(tree).children).toEqual([{type: 'text', value: 'veltro power.status\n'}]);
    expect(htmlOf(tree)).toBeUndefined();
  });

  it('leaves inline code as plain text, even with a language class', () => {
    const inline: Element = {
      type: 'element',
      tagName: 'code',
      properties: {className: ['language-bash']},
      children: [{type: 'text', value: 'if [ -f x ]; then echo ok; fi'}],
    };
    const tree: Root = {type: 'root', children: [{type: 'element', tagName: 'p', properties: {}, children: [inline]}]};
    rehypeHighlightCode()(tree);
    expect(inline.children).toEqual([{type: 'text', value: 'if [ -f x ]; then echo ok; fi'}]);
  });
});
