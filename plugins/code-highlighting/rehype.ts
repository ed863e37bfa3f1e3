/**
 * Rehype plugin: every fenced code block of a doc page becomes its finished markup at build time (issue 23), its
 * code highlighted with Prism, so readers never download a highlighter. Blocks in a language Prism does not know
 * stay plain text. The block is the one src/theme/CodeBlock renders (src/utils/codeBlocks.ts), made of plain
 * elements, so plugins/docs/static-html.ts hands it to React as part of a static HTML string: no component per
 * block, per token or per copy button is hydrated or rebuilt on a client navigation (a command page has over
 * seventy blocks, a quarter of the OBD commands page's React fibers). Styled by src/css/code-blocks.css.
 */
import type {Element, ElementContent, Root} from 'hast';
import {toString} from 'hast-util-to-string';
import {refractor} from 'refractor';
import {SKIP, visit} from 'unist-util-visit';
import {codeBlockClasses, copyCodeAttribute, copyLabels} from '../../src/utils/codeBlocks';
import {titleFromMetastring} from '../../src/utils/paths';

/** Aliases writers use for languages Prism knows under another name. */
const languageAliases: Record<string, string> = {shell: 'bash', sh: 'bash', console: 'bash', conf: 'ini'};

/** The language a fence names (`shell` in ```` ```shell ````), as the writer wrote it. */
function writtenLanguage(node: Element): string | undefined {
  const classes = node.properties.className;
  const names = Array.isArray(classes) ? classes.map(String) : [];
  return names.find((name) => name.startsWith('language-'))?.slice('language-'.length);
}

/** The language Prism highlights a fence in: the written one, or the name Prism knows it by. */
export function languageOf(node: Element): string | undefined {
  const language = writtenLanguage(node);
  return language && (languageAliases[language] ?? language);
}

/**
 * The token kinds src/css/code-blocks.css gives a colour or style of their own (a unit test holds the
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
export function styledTokens(nodes: readonly ElementContent[]): ElementContent[] {
  return nodes.flatMap((node): ElementContent[] => {
    if (node.type === 'text') return [node];
    if (node.type !== 'element') return [];
    const classes = Array.isArray(node.properties.className) ? node.properties.className.map(String) : [];
    const children = styledTokens(node.children);
    if (!classes.some((name) => styledTokenKinds.has(name))) return children;
    return [{type: 'element', tagName: node.tagName, properties: {className: classes}, children}];
  });
}

/**
 * The code of a block: Prism's styled tokens for a language it knows, else the text without its last line break
 * (as the component writes a block; the break is not drawn either way). Plain-text grammars (`text`) produce no token.
 */
function codeContent(code: Element): ElementContent[] {
  const text = toString(code);
  const language = languageOf(code);
  if (language && refractor.registered(language)) {
    const tokens = refractor.highlight(text, language).children as ElementContent[];
    if (tokens.some((token) => token.type === 'element')) return styledTokens(tokens);
  }
  return [{type: 'text', value: text.replace(/\n$/, '')}];
}

const element = (tagName: string, properties: Element['properties'], children: ElementContent[]): Element => ({
  type: 'element',
  tagName,
  properties,
  children,
});
const classNames = (names: string): string[] => names.split(' ');
/** `data-copy-code` → `dataCopyCode`, hast's spelling. */
const copyCodeProperty = copyCodeAttribute.replace(/-([a-z])/g, (_match, letter: string) => letter.toUpperCase());

declare module 'hast' {
  interface ElementData {
    /** Set on a finished code block, which plugins/docs/static-html.ts makes static. */
    veltroCodeBlock?: boolean;
  }
}

/**
 * A fenced block as src/theme/CodeBlock writes one (src/utils/codeBlocks.ts): the language on the wrapper, the
 * title from `title="…"` in the fence's meta, a focusable scroll area (keyboard users scroll long lines) and a copy
 * button that the document's listener serves.
 */
export function codeBlock(code: Element): Element {
  const block = finishedBlock(code);
  // The mark plugins/docs/static-html.ts makes the block static by (not a class: a writer's HTML could carry it).
  block.data = {...block.data, veltroCodeBlock: true};
  return block;
}

function finishedBlock(code: Element): Element {
  // The wrapper names the language as written (the Markdown twins' fences keep it), as the component does.
  const language = writtenLanguage(code);
  const title = titleFromMetastring(
    typeof code.properties.metastring === 'string' ? code.properties.metastring : undefined,
  );
  return element(
    'div',
    {className: [...classNames(codeBlockClasses.block), ...(language ? [`language-${language}`] : [])]},
    [
      ...(title
        ? [element('div', {className: classNames(codeBlockClasses.title)}, [{type: 'text', value: title}])]
        : []),
      element('div', {className: classNames(codeBlockClasses.body)}, [
        element('pre', {className: classNames(codeBlockClasses.pre), tabIndex: 0}, [
          element('code', {}, codeContent(code)),
        ]),
        element(
          'button',
          {
            type: 'button',
            className: classNames(codeBlockClasses.copy),
            ariaLabel: copyLabels.name,
            [copyCodeProperty]: '',
          },
          [{type: 'text', value: copyLabels.idle}],
        ),
      ]),
    ],
  );
}

/** The `code` of a fenced block: a `pre` that holds it and nothing else (raw HTML may put more in a `pre`). */
function fencedCode(pre: Element): Element | undefined {
  const [code, ...rest] = pre.children.filter((child) => child.type !== 'text' || child.value.trim() !== '');
  if (rest.length > 0 || code?.type !== 'element' || code.tagName !== 'code') return undefined;
  return Object.keys(pre.properties).length === 0 ? code : undefined;
}

/** Every fenced code block (`pre` > `code`) of a page becomes the finished block, highlighted when Prism knows it. */
export default function rehypeCodeBlocks() {
  return (tree: Root): void => {
    visit(tree, 'element', (node, index, parent) => {
      const code = node.tagName === 'pre' ? fencedCode(node) : undefined;
      if (!code || !parent || index === undefined) return;
      parent.children.splice(index, 1, codeBlock(code));
      return SKIP;
    });
  };
}
