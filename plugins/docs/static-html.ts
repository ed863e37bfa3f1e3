/**
 * Static HTML islands for doc pages (issue 23). React used to rebuild every paragraph, list item, table cell,
 * inline code and link of an article when it hydrated, although none of them does anything. These two MDX
 * plugins hand each element whose content is plain HTML to React as one string instead:
 *
 * - `rehypeStaticHtml` (last rehype plugin) finds the largest elements whose descendants render the same as plain
 *   HTML, serializes their children, and empties them (`dataVeltroHtml`);
 * - `recmaStaticHtml` turns that property into `dangerouslySetInnerHTML` in the compiled page.
 *
 * The element itself still goes through the MDX component map (a table keeps its scroll box, a list its class),
 * and everything a reader can interact with stays a React island: headings (anchor links), details, images, JSX
 * components, expressions. React hydrates one element instead of its subtree, and client navigation sets the string
 * as `innerHTML` instead of creating an element per node. Code blocks count as plain HTML: their markup is finished
 * at build time (plugins/code-highlighting/rehype.ts marks them) and one listener on the document serves their
 * copy buttons (src/client/copyCode.ts).
 *
 * What Docusaurus' `Link` did for the links inside, this reproduces: an external link opens in a new tab, an
 * internal one gets the site's trailing slash; an element holding internal links carries `data-static` so that
 * src/client/links.ts can navigate them in the page; pipeline/postbuild/links.ts checks them, since
 * Docusaurus' broken-link check only sees links rendered by `Link`. What a component did for that check, the
 * page does instead: every `id` inside the static HTML (a settings row, for one) is registered as an anchor by one
 * hook call at the top of the compiled page (src/utils/staticAnchors.ts), so links to it from any page pass
 * `onBrokenAnchors: 'throw'`.
 */
import type {Element, ElementContent, Root, RootContent} from 'hast';
import {toHtml} from 'hast-util-to-html';
import type {Expression, Node as EstreeNode, ObjectExpression, Program, Property} from 'estree';
import {visit as visitEstree} from 'estree-util-visit';
import type {VFile} from 'vfile';
import {applyTrailingSlash} from '@docusaurus/utils-common';
import {staticLinksAttribute} from '../../src/utils/staticLinks';
import {mdxContentFunction, prependImport, property as objectProperty} from './compiled-page';

/** The hast property a host's serialized children travel in (`data-veltro-html` in the compiled JSX). */
export const staticHtmlProperty = 'dataVeltroHtml';
const staticHtmlAttribute = 'data-veltro-html';

/**
 * HTML elements that render as themselves. Anything else is left to React: the theme's components (headings with
 * anchor links, details, lazy images; a `pre` that is not part of a finished code block) and the element names the
 * MDX component map gives a component of its own (`admonition` from `:::note` and `::safety`, `mermaid`).
 */
const plainTags = new Set(
  (
    'p ul ol li blockquote dl dt dd div span em strong b i u s del ins mark small sub sup code kbd samp var a br hr ' +
    'abbr cite q dfn time figure figcaption table thead tbody tfoot tr th td caption'
  ).split(' '),
);
/** Elements that cannot hold `dangerouslySetInnerHTML`, or whose component would not pass it on. */
const nonHostTags = new Set(['a', 'code', 'br', 'hr']);
const tableTags = new Set(['table', 'thead', 'tbody', 'tfoot', 'tr']);

export interface StaticHtmlOptions {
  readonly trailingSlash: boolean | undefined;
  readonly baseUrl: string;
}

/** Docusaurus' `isInternalUrl`: no protocol and not protocol-relative. */
const isInternalUrl = (url: string): boolean => !/^(?:\w*:|\/\/)/.test(url);

/** A finished code block (plugins/code-highlighting/rehype.ts): plain elements, its button served by a listener. */
const isCodeBlock = (node: Element): boolean => node.data?.veltroCodeBlock === true;

function isStaticElement(node: Element, depth: number): boolean {
  const {tagName, properties} = node;
  if (isCodeBlock(node)) return true;
  if (!plainTags.has(tagName)) return false;
  // A table inside another element would lose its scroll box (MDXComponents); a table itself can host.
  if (tagName === 'table' && depth > 0) return false;
  // Anchors and list items with an id are footnotes: their component registers the anchor and styles the target.
  if ((tagName === 'a' || tagName === 'li') && properties.id !== undefined) return false;
  if (tagName === 'a' && typeof properties.href !== 'string') return false;
  if (tagName === 'ul' && String(properties.className ?? '').includes('contains-task-list')) return false;
  // The theme renders inline code with a line break as a code block.
  if (tagName === 'code' && node.children.some((child) => child.type === 'text' && child.value.includes('\n')))
    return false;
  return node.children.every((child) => isStaticContent(child, depth + 1));
}

function isStaticContent(node: ElementContent | RootContent, depth: number): boolean {
  if (node.type === 'text' || node.type === 'comment') return true;
  if (node.type === 'element') return isStaticElement(node, depth);
  return false; // JSX, expressions, ESM, raw
}

const canHost = (node: Element): boolean =>
  !nonHostTags.has(node.tagName) && node.children.some((child) => child.type === 'element');

/** A copy of the content as the components would have rendered it: links as `Link` writes them. */
function asRendered(nodes: readonly ElementContent[], options: StaticHtmlOptions, inTable: boolean): ElementContent[] {
  return nodes.flatMap((node): ElementContent[] => {
    if (node.type === 'comment') return [];
    // React drops whitespace between table parts; so does the HTML it stands for.
    if (node.type === 'text') return inTable && !node.value.trim() ? [] : [node];
    if (node.type !== 'element') return [node];
    const properties = {...node.properties};
    if (node.tagName === 'a') {
      const href = String(properties.href);
      if (!isInternalUrl(href)) Object.assign(properties, {target: '_blank', rel: ['noopener', 'noreferrer']});
      else if (href.startsWith('/'))
        properties.href = applyTrailingSlash(href, {trailingSlash: options.trailingSlash, baseUrl: options.baseUrl});
    }
    return [{...node, properties, children: asRendered(node.children, options, tableTags.has(node.tagName))}];
  });
}

const hasInternalLink = (nodes: readonly ElementContent[]): boolean =>
  nodes.some(
    (node) =>
      node.type === 'element' &&
      ((node.tagName === 'a' && isInternalUrl(String(node.properties.href)) && !String(node.properties.href).startsWith('#')) ||
        hasInternalLink(node.children)),
  );

/** The `id`s of elements in `nodes`, at any depth. */
function idsIn(nodes: readonly ElementContent[]): string[] {
  return nodes.flatMap((node) =>
    node.type === 'element'
      ? [...(node.properties.id === undefined ? [] : [String(node.properties.id)]), ...idsIn(node.children)]
      : [],
  );
}

function makeStatic(parent: Root | Element, options: StaticHtmlOptions, anchors: string[]): number {
  let hosts = 0;
  for (const child of parent.children) {
    if (child.type !== 'element' && child.type !== 'mdxJsxFlowElement' && child.type !== 'mdxJsxTextElement') continue;
    if (child.type === 'element' && canHost(child) && isStaticElement(child, 0)) {
      const children = asRendered(child.children, options, tableTags.has(child.tagName));
      child.properties[staticHtmlProperty] = toHtml(children, {allowDangerousHtml: false});
      anchors.push(...idsIn(children));
      // The mark src/client/links.ts looks for: these links navigate without a reload.
      if (hasInternalLink(child.children)) child.properties[toPropertyName(staticLinksAttribute)] = '';
      child.children = [];
      hosts += 1;
    } else {
      hosts += makeStatic(child as Element, options, anchors);
    }
  }
  return hosts;
}

/** `data-static` → `dataStatic`, hast's spelling of a data attribute. */
function toPropertyName(attribute: string): string {
  return attribute.replace(/-([a-z])/g, (_match, letter: string) => letter.toUpperCase());
}

declare module 'vfile' {
  interface DataMap {
    /** The ids inside a page's static HTML, from the rehype step to the recma step. */
    staticAnchors: readonly string[];
  }
}

export function rehypeStaticHtml(options: StaticHtmlOptions) {
  return (tree: Root, file: VFile): void => {
    const anchors: string[] = [];
    makeStatic(tree, options, anchors);
    if (anchors.length > 0) file.data.staticAnchors = anchors;
  };
}

/** The module and local name of the hook that registers a page's static anchors. */
export const staticAnchorsHook = {source: '@site/src/utils/staticAnchors', local: '_veltroUseStaticAnchors'};

/**
 * `import {useStaticAnchors as _veltroUseStaticAnchors} from '…'` at the top of the compiled page, and
 * `_veltroUseStaticAnchors([…ids])` as the first statement of `_createMdxContent`, which MDXContent calls on every
 * render, so the hook always runs in the same place.
 */
function registerAnchors(program: Program, anchors: readonly string[]): void {
  mdxContentFunction(program, 'static-html').body.body.unshift({
    type: 'ExpressionStatement',
    expression: {
      type: 'CallExpression',
      optional: false,
      callee: {type: 'Identifier', name: staticAnchorsHook.local},
      arguments: [{type: 'ArrayExpression', elements: anchors.map((id) => ({type: 'Literal', value: id}))}],
    },
  });
  prependImport(program, {...staticAnchorsHook, imported: 'useStaticAnchors'});
}

/** `{"data-veltro-html": "…"}` → `{dangerouslySetInnerHTML: {__html: "…"}}` in the compiled `_jsx` props. */
export function recmaStaticHtml() {
  return (tree: EstreeNode, file: VFile): void => {
    const anchors = file.data.staticAnchors;
    if (anchors?.length && tree.type === 'Program') registerAnchors(tree, anchors);
    visitEstree(tree, (node) => {
      if ((node as EstreeNode).type !== 'Property') return;
      const property = node as Property;
      const key = property.key;
      const name = key.type === 'Literal' ? key.value : key.type === 'Identifier' ? key.name : undefined;
      if (name !== staticHtmlAttribute) return;
      const html: ObjectExpression = {type: 'ObjectExpression', properties: [objectProperty('__html', property.value as Expression)]};
      property.key = {type: 'Identifier', name: 'dangerouslySetInnerHTML'};
      property.value = html;
    });
  };
}
