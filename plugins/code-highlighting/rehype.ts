/**
 * Rehype plugin: highlights the text of every fenced code block with Prism at build time and hands the result
 * to src/theme/CodeBlock as one HTML string (`data-html`), styled by its styles.module.css. As a string the
 * tokens cost the page's JavaScript a literal instead of a React element each, and hydration adopts the
 * server's markup without building a component per token (the review measured most of a command page's main-
 * thread time in hydrating token spans). Blocks in a language Prism does not know stay plain text.
 */
import type {Element, ElementContent, Root} from 'hast';
import {toString} from 'hast-util-to-string';
import {refractor} from 'refractor';
import {visit} from 'unist-util-visit';
import {escapeText as escapeHtml} from '../../src/utils/html';

/** Aliases writers use for languages Prism knows under another name. */
const languageAliases: Record<string, string> = {shell: 'bash', sh: 'bash', console: 'bash', conf: 'ini'};

/** The property the highlighted HTML travels in; MDX passes it to the code component as `data-html`. */
export const highlightedHtmlProperty = 'dataHtml';

export function languageOf(node: Element): string | undefined {
  const classes = node.properties.className;
  const names = Array.isArray(classes) ? classes.map(String) : [];
  const language = names.find((name) => name.startsWith('language-'))?.slice('language-'.length);
  return language && (languageAliases[language] ?? language);
}

/** Prism's output is text and spans with classes only. */
export function tokensToHtml(nodes: readonly ElementContent[]): string {
  return nodes
    .map((node) => {
      if (node.type === 'text') return escapeHtml(node.value);
      if (node.type !== 'element') return '';
      const classes = Array.isArray(node.properties.className) ? node.properties.className.join(' ') : '';
      return `<${node.tagName}${classes ? ` class="${escapeHtml(classes).replace(/"/g, '&quot;')}"` : ''}>${tokensToHtml(node.children)}</${node.tagName}>`;
    })
    .join('');
}

export default function rehypeHighlightCode() {
  return (tree: Root): void => {
    visit(tree, 'element', (node, _index, parent) => {
      if (node.tagName !== 'code' || parent?.type !== 'element' || parent.tagName !== 'pre') return;
      const language = languageOf(node);
      if (!language || !refractor.registered(language)) return;
      const tokens = refractor.highlight(toString(node), language).children as ElementContent[];
      // Plain-text grammars (`text`) produce no token: the block stays as it is.
      if (!tokens.some((token) => token.type === 'element')) return;
      node.properties[highlightedHtmlProperty] = tokensToHtml(tokens);
      node.children = [];
    });
  };
}
