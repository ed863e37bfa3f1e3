/**
 * Rehype plugin: turns the text of every fenced code block into Prism token spans at build time
 * (`<span class="token keyword">`), styled by src/theme/CodeBlock/styles.module.css. Blocks in a language
 * Prism does not know stay plain text.
 */
import type {Element, ElementContent, Root} from 'hast';
import {toString} from 'hast-util-to-string';
import {refractor} from 'refractor';
import {visit} from 'unist-util-visit';

/** Aliases writers use for languages Prism knows under another name. */
const languageAliases: Record<string, string> = {shell: 'bash', sh: 'bash', console: 'bash', conf: 'ini'};

export function languageOf(node: Element): string | undefined {
  const classes = node.properties.className;
  const names = Array.isArray(classes) ? classes.map(String) : [];
  const language = names.find((name) => name.startsWith('language-'))?.slice('language-'.length);
  return language && (languageAliases[language] ?? language);
}

export default function rehypeHighlightCode() {
  return (tree: Root): void => {
    visit(tree, 'element', (node, _index, parent) => {
      if (node.tagName !== 'code' || parent?.type !== 'element' || parent.tagName !== 'pre') return;
      const language = languageOf(node);
      if (!language || !refractor.registered(language)) return;
      node.children = refractor.highlight(toString(node), language).children as ElementContent[];
    });
  };
}
