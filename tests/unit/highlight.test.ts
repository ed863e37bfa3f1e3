import type {Element, Root} from 'hast';
import {describe, expect, it} from 'vitest';
import rehypeHighlightCode from '../../plugins/code-highlighting/rehype';

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
  it('turns a known language into Prism token spans', () => {
    const tree = codeBlock('json', '{"result": true, "interval": 600}\n');
    rehypeHighlightCode()(tree);
    const spans = codeOf(tree).children.filter((child): child is Element => child.type === 'element');
    const classes = spans.map((span) => (span.properties.className as string[]).join(' '));
    expect(classes).toContain('token property');
    expect(classes).toContain('token boolean');
    expect(classes).toContain('token number');
  });

  it('accepts the shell aliases writers use', () => {
    const tree = codeBlock('shell', 'if [ -f /etc/veltro ]; then echo ok; fi\n');
    rehypeHighlightCode()(tree);
    expect(codeOf(tree).children.some((child) => child.type === 'element')).toBe(true);
  });

  it('leaves a block in a language Prism does not know as plain text', () => {
    const tree = codeBlock('text', 'veltro power.status\n');
    rehypeHighlightCode()(tree);
    expect(codeOf(tree).children).toEqual([{type: 'text', value: 'veltro power.status\n'}]);
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
