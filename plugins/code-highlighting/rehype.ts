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

/**
 * The token kinds src/theme/CodeBlock/styles.module.css gives a colour or style of their own (a unit test holds the
 * two together). A span of any other kind (punctuation, operators, parameters) looks the same as its text, so it is
 * left out: on a command page these were about half of all token spans, and each span is an element the browser
 * creates, styles and later removes on every client navigation.
 */
export const styledTokenKinds: ReadonlySet<string> = new Set(
  (
    'comment prolog cdata keyword atrule important selector string char attr-value inserted number boolean ' +
    'constant symbol function builtin class-name property attr-name tag variable deleted regex entity'
  ).split(' '),
);

/** Prism's output is text and spans with classes only; a span of no styled kind becomes its text. */
export function tokensToHtml(nodes: readonly ElementContent[]): string {
  return nodes
    .map((node) => {
      if (node.type === 'text') return escapeHtml(node.value);
      if (node.type !== 'element') return '';
      const classes = Array.isArray(node.properties.className) ? node.properties.className.map(String) : [];
      if (!classes.some((name) => styledTokenKinds.has(name))) return tokensToHtml(node.children);
      const classAttribute = escapeHtml(classes.join(' ')).replace(/"/g, '&quot;');
      return `<${node.tagName} class="${classAttribute}">${tokensToHtml(node.children)}</${node.tagName}>`;
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
