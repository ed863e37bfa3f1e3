/**
 * Rewrites a built page's article (hast) into plain structure that Markdown can hold: what the reader sees,
 * without the page chrome. The site's components arrive here already rendered, so each is recognised by the
 * markup it renders (theme class names, roles, ARIA), never by its JSX: code blocks become `pre > code` with
 * their language and title, tabs become each label followed by its panel, admonitions become blockquotes that
 * start with their label, diagrams become their text alternative, and interactive tools a one-line pointer.
 */
import type {Element, ElementContent, Parent, Root, RootContent} from 'hast';
import {matches, selectAll} from 'hast-util-select';
import {toString} from 'hast-util-to-string';
import {codeBlockClasses} from '../../../src/utils/codeBlocks';

export interface ArticleContext {
  /** The page's path, `/core/commands/core-commands-power/`; in-page links (`#x`) are made absolute with it. */
  readonly pagePath: string;
  /** The site path of an image, given its `src` (a `data:` URI the bundler inlined becomes the file it came from). */
  resolveImage(src: string): string | undefined;
}

/** Navigation and controls that belong to the web page, not to its text. */
const chrome = [
  'a.hash-link',
  'button',
  'nav',
  'script',
  'style',
  'noscript',
  'template',
  'input',
  'select',
  'textarea',
  '.theme-doc-toc-mobile',
  '.theme-doc-breadcrumbs',
].join(', ');

const zeroWidth = /[\u200B-\u200D\u2060\uFEFF]/g;

/** Elements made here, as opposed to the page's own: rewriteElements does not rewrite them again. */
const built = new WeakSet<Element>();
function h(tagName: string, children: ElementContent[] = [], properties: Element['properties'] = {}): Element {
  const element: Element = {type: 'element', tagName, properties, children};
  built.add(element);
  return element;
}
const text = (value: string): ElementContent => ({type: 'text', value});
const classList = (node: Element): string[] => (node.properties.className as string[] | undefined) ?? [];
/** Whether a CSS-module class (`badges_wMCt`) or plain class is on the element; module hashes vary per build. */
const hasClass = (node: Element, name: string) =>
  classList(node).some((value) => value === name || value.startsWith(`${name}_`));
const clean = (value: string) => value.replace(zeroWidth, '').replace(/\s+/g, ' ').trim();
const withStop = (value: string) => (/[.!?:]$/.test(value) ? value : `${value}.`);

/**
 * Replaces every element for which `rewrite` returns something, parents first. `null` removes the element; an
 * array splices in several nodes. Nodes a rewrite hands back are rewritten in turn, except the elements it
 * built itself (whose children still are), so a tab panel's code block is found and a rebuilt image is not
 * rebuilt again.
 */
function rewriteElements(parent: Parent, rewrite: (node: Element, ancestors: Element[]) => RewriteResult): void {
  const rewriteAll = (nodes: readonly RootContent[], ancestors: Element[]): RootContent[] =>
    nodes.flatMap((node): RootContent[] => {
      if (node.type !== 'element') return [node];
      const result = built.has(node) ? undefined : rewrite(node, ancestors);
      if (result === undefined) {
        node.children = rewriteAll(node.children, [...ancestors, node]) as ElementContent[];
        return [node];
      }
      const replacement = result === null ? [] : Array.isArray(result) ? result : [result];
      return rewriteAll(replacement, ancestors);
    });
  parent.children = rewriteAll(parent.children, []) as typeof parent.children;
}
type RewriteResult = ElementContent | ElementContent[] | null | undefined;

/** A code block (src/utils/codeBlocks.ts): language on the wrapper, title in a child. */
function codeBlock(node: Element): Element | undefined {
  if (!hasClass(node, 'theme-code-block')) return undefined;
  const language = classList(node)
    .find((value) => value.startsWith('language-'))
    ?.slice('language-'.length);
  const pre = selectAll('pre', node)[0];
  const titleElement = node.children.find(
    (child): child is Element => child.type === 'element' && hasClass(child, codeBlockClasses.title),
  );
  const title = titleElement ? clean(toString(titleElement)) : undefined;
  const code = h('code', [text(pre ? toString(pre) : '')], language ? {className: [`language-${language}`]} : {});
  return h('pre', [code], title ? {dataTitle: title} : {});
}

/** Docusaurus tabs: every tab (the hidden ones too), each as its label in bold followed by its panel. */
function tabs(node: Element): ElementContent[] | undefined {
  if (!classList(node).includes('tabs-container')) return undefined;
  const labels = selectAll('[role=tab]', node).map((tab) => clean(toString(tab)));
  const panels = selectAll('[role=tabpanel]', node);
  return panels.flatMap((panel, index) => [
    h('p', [h('strong', [text(labels[index] ?? `Tab ${index + 1}`)])]),
    ...panel.children,
  ]);
}

/** Theme admonitions: a blockquote whose first line is the label, `> **Warning**` or `> **Danger: title**`. */
function admonition(node: Element): Element | undefined {
  if (!classList(node).includes('theme-admonition')) return undefined;
  const kind = classList(node)
    .find((value) => value.startsWith('theme-admonition-'))
    ?.slice('theme-admonition-'.length);
  const [heading, content] = node.children.filter((child): child is Element => child.type === 'element');
  const title = heading ? clean(toString(heading)) : '';
  const typeLabel = kind ? kind[0]!.toUpperCase() + kind.slice(1) : 'Note';
  const label = title === '' || title.toLowerCase() === kind ? typeLabel : `${typeLabel}: ${title}`;
  return h('blockquote', [h('p', [h('strong', [text(label)])]), ...(content?.children ?? [])]);
}

/** An inline SVG drawing with a text alternative becomes that text; one without is decoration and goes. */
function drawing(node: Element): ElementContent | null | undefined {
  if (node.tagName !== 'svg') return undefined;
  if (node.properties.role !== 'img') return null;
  const part = (tag: string) => {
    const child = node.children.find((item): item is Element => item.type === 'element' && item.tagName === tag);
    return child ? clean(toString(child)) : '';
  };
  const title = part('title') || clean(String(node.properties.ariaLabel ?? ''));
  const description = part('desc');
  if (!title && !description) return null;
  const summary = [title, description].filter(Boolean).map(withStop).join(' ');
  return h('p', [h('em', [text('Diagram:')]), text(` ${summary}`)]);
}

/** A figure's caption is kept unless it only repeats the text alternative of the drawing it captions. */
function figureCaption(node: Element, figure: Element | undefined): ElementContent | null | undefined {
  if (node.tagName !== 'figcaption') return undefined;
  const caption = clean(toString(node)).replace(/\.$/, '');
  const drawingText = figure
    ? selectAll('svg[role=img] > title, svg[role=img] > desc', figure)
        .map((child) => clean(toString(child)))
        .join(' ')
    : '';
  if (caption === '' || drawingText.includes(caption)) return null;
  return h('p', node.children);
}

/** Light-mode images only; an image the bundler inlined as a `data:` URI points back at its file. */
function image(node: Element, context: ArticleContext): Element | null | undefined {
  if (node.tagName !== 'img') return undefined;
  const src = String(node.properties.src ?? '');
  if (src.includes('#gh-dark-mode-only') || classList(node).some((value) => value.includes('--dark'))) return null;
  const resolved = context.resolveImage(src.replace(/#gh-light-mode-only$/, ''));
  const alt = clean(String(node.properties.alt ?? ''));
  if (!resolved) return alt ? h('p', [h('em', [text('Image:')]), text(` ${withStop(alt)}`)]) : null;
  return h('img', [], {src: resolved, alt});
}

/** Tools that only work in the browser (the OBD-II decoders): one line saying where to use them. */
function interactiveTool(node: Element): Element | null | undefined {
  const isTool =
    (node.tagName === 'form' || node.properties.role === 'group') &&
    selectAll('input, textarea, select', node).length > 0;
  if (!isTool) return undefined;
  const name = clean(String(node.properties.ariaLabel ?? ''));
  return name ? h('p', [h('em', [text(`Interactive on the web page: the ${name}.`)])]) : null;
}

/** A labelled list of short items (Supported devices badges) reads better as one line: `Label: a, b`. */
function labelledList(node: Element): Element | undefined {
  if (node.tagName !== 'ul' || typeof node.properties.ariaLabel !== 'string') return undefined;
  const items = node.children.filter((child): child is Element => child.type === 'element' && child.tagName === 'li');
  const children: ElementContent[] = [text(`${clean(node.properties.ariaLabel)}: `)];
  items.forEach((item, index) => {
    if (index > 0) children.push(text(', '));
    children.push(...item.children);
  });
  return h('p', children);
}

/** A table's caption moves to a line before it, since a Markdown table has none. */
function tableWithCaption(node: Element): ElementContent[] | undefined {
  if (node.tagName !== 'table') return undefined;
  const caption = node.children.find(
    (child): child is Element => child.type === 'element' && child.tagName === 'caption',
  );
  if (!caption) return undefined;
  const table = {...node, children: node.children.filter((child) => child !== caption)};
  return [h('p', [text(`Table: ${clean(toString(caption))}`)]), table];
}

/** Blocks a Markdown table cell cannot hold (paragraphs, lists) become their text, a space apart. */
const cellBlocks = new Set(['p', 'div', 'ul', 'ol', 'li', 'pre', 'blockquote', 'figure', 'dl', 'dt', 'dd']);
function flatCell(node: Element): Element | undefined {
  if (node.tagName !== 'td' && node.tagName !== 'th') return undefined;
  const flatten = (children: ElementContent[]): ElementContent[] =>
    children.flatMap((child) =>
      child.type === 'element' && cellBlocks.has(child.tagName) ? [...flatten(child.children), text(' ')] : [child],
    );
  if (!node.children.some((child) => child.type === 'element' && cellBlocks.has(child.tagName))) return undefined;
  return h(node.tagName, flatten(node.children), node.properties);
}

/** A heading cell that spans a whole row of a table body (a group of rows: "Power") is shown in bold. */
function groupHeading(node: Element): Element | undefined {
  if (node.tagName !== 'th' || node.properties.scope !== 'colgroup') return undefined;
  return h('th', [h('strong', node.children)], {colSpan: node.properties.colSpan});
}

/** Links: a row or heading's link to its own anchor is chrome; another in-page anchor gets the page's path. */
function link(node: Element, ancestors: Element[], context: ArticleContext): ElementContent[] | undefined {
  if (node.tagName !== 'a') return undefined;
  const href = String(node.properties.href ?? '');
  if (!href.startsWith('#')) return undefined;
  const target = decodeURIComponent(href.slice(1));
  if (ancestors.some((ancestor) => ancestor.properties.id === target)) return node.children;
  node.properties.href = `${context.pagePath}${href}`;
  return undefined;
}

/** Rewrites `article` (the page's `.theme-doc-markdown`, or `main` of a page that has none) in place. */
export function simplifyArticle(article: Element | Root, context: ArticleContext): void {
  rewriteElements(article, (node, ancestors) => {
    if (matches(chrome, node) || node.tagName === 'header' || node.tagName === 'h1') return null;
    const figure = [...ancestors].reverse().find((ancestor) => ancestor.tagName === 'figure');
    const rewrites: Array<() => RewriteResult> = [
      () => codeBlock(node),
      () => tabs(node),
      () => admonition(node),
      () => interactiveTool(node),
      () => drawing(node),
      () => figureCaption(node, figure),
      () => image(node, context),
      () => labelledList(node),
      () => tableWithCaption(node),
      () => groupHeading(node),
      () => flatCell(node),
      () => link(node, ancestors, context),
    ];
    for (const rewrite of rewrites) {
      const result = rewrite();
      if (result !== undefined) return result;
    }
    return undefined;
  });
  // Zero-width spaces (hash links leave one behind) and comments carry nothing a reader sees.
  const scrub = (node: Parent) => {
    node.children = node.children.filter((child) => child.type !== 'comment') as typeof node.children;
    for (const child of node.children) {
      if (child.type === 'text') child.value = child.value.replace(zeroWidth, '');
      else if (child.type === 'element') scrub(child);
    }
  };
  scrub(article);
}
