/**
 * One built page (its HTML file) → its Markdown twin: `# Title`, a source line with the page's URL, the
 * description, then the article as GFM. Working from the built HTML rather than the MDX source means every
 * component arrives as what the reader sees (tables, not JSX), and nothing of the page's imports survives.
 */
import type {Element, ElementContent, Root as HastRoot} from 'hast';
import type {Root as MdastRoot, RootContent} from 'mdast';
import rehypeParse from 'rehype-parse';
import rehypeRemark, {type Options as RehypeRemarkOptions} from 'rehype-remark';
import remarkGfm from 'remark-gfm';
import remarkStringify from 'remark-stringify';
import {select} from 'hast-util-select';
import {toString} from 'hast-util-to-string';
import {unified} from 'unified';
import {simplifyArticle, type ArticleContext} from './article';
import {tidyMarkdown} from './tidy';
import {escapeText as escapeHtml} from '../../../src/utils/html';

export interface PageInput extends ArticleContext {
  /** The page's public URL, written in the twin's source line. */
  readonly url: string;
}

export interface PageMarkdown {
  readonly title: string;
  readonly description: string | undefined;
  /** The whole twin, ending with one newline. */
  readonly markdown: string;
}

type Handlers = NonNullable<RehypeRemarkOptions['handlers']>;

const clean = (value: string) =>
  value
    .replace(/[\u200B-\u200D\u2060\uFEFF]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
const isElement = (node: ElementContent, tagName: string): node is Element =>
  node.type === 'element' && node.tagName === tagName;

const handlers: Handlers = {
  /** A code block made by article.ts: language from the code element's class, title kept as fence meta. */
  pre(state, node) {
    const code = node.children.find((child) => isElement(child, 'code'));
    const language = ((code?.properties.className as string[] | undefined) ?? [])
      .find((value) => value.startsWith('language-'))
      ?.slice('language-'.length);
    const title = node.properties.dataTitle;
    const result = {
      type: 'code' as const,
      lang: language ?? null,
      meta: typeof title === 'string' ? `title="${title.replace(/"/g, "'")}"` : null,
      value: toString(node).replace(/\n+$/, ''),
    };
    state.patch(node, result);
    return result;
  },
  /** Kept as HTML around Markdown content, which GitHub and most renderers show as a disclosure. */
  details(state, node) {
    const summary = node.children.find((child) => isElement(child, 'summary'));
    const body: Element = {...node, children: node.children.filter((child) => child !== summary)};
    const label = summary ? clean(toString(summary)) : 'Details';
    return [
      {type: 'html', value: `<details>\n<summary>${escapeHtml(label)}</summary>`},
      ...state.toFlow(state.all(body)),
      {type: 'html', value: '</details>'},
    ];
  },
};

const parser = unified().use(rehypeParse, {fragment: true});

/**
 * The parts of a page the twin needs: the head (for the description) and the article (or `main` on a page that
 * is not a doc). Parsing these alone, not the navbar, sidebar and footer, takes less than half the time.
 */
function pageParts(html: string): string {
  const part = (tag: string) => {
    const start = html.search(new RegExp(`<${tag}[\\s>]`));
    const end = html.lastIndexOf(`</${tag}>`);
    return start >= 0 && end > start ? html.slice(start, end + tag.length + 3) : '';
  };
  return part('head') + (part('article') || part('main'));
}

const toMarkdown = unified()
  .use(rehypeRemark, {handlers})
  .use(tidyMarkdown)
  .use(remarkGfm, {tablePipeAlign: false})
  .use(remarkStringify, {
    bullet: '-',
    emphasis: '_',
    strong: '*',
    fence: '`',
    fences: true,
    listItemIndent: 'one',
    // `***` inside pages, so a `---` line in llms-full.txt can only be a page separator.
    rule: '*',
  });

/** The text of the page's title heading: the doc header's `h1`, or the first `h1` of a page that is not a doc. */
function titleOf(tree: HastRoot): string {
  const heading = select('.theme-doc-markdown header h1', tree) ?? select('h1', tree);
  const title = heading ? clean(toString(heading)) : '';
  if (!title) throw new Error('page has no h1 title');
  return title;
}

export async function pageToMarkdown(html: string, page: PageInput): Promise<PageMarkdown> {
  const tree = parser.parse(pageParts(html));
  const title = titleOf(tree);
  const description = clean(String(select('meta[name=description]', tree)?.properties.content ?? '')) || undefined;
  const article = select('.theme-doc-markdown', tree);
  if (article) simplifyArticle(article, page);
  const body = (await toMarkdown.run({type: 'root', children: article ? [article] : []})) as MdastRoot;
  const head: RootContent[] = [
    {type: 'heading', depth: 1, children: [{type: 'text', value: title}]},
    {
      type: 'paragraph',
      children: [
        {type: 'text', value: 'Source: '},
        {type: 'link', url: page.url, children: [{type: 'text', value: page.url}]},
      ],
    },
  ];
  if (description) {
    head.push({type: 'blockquote', children: [{type: 'paragraph', children: [{type: 'text', value: description}]}]});
  }
  if (body.children.length === 0) {
    // A page that is not a doc (the search page) is all controls: say where the content is instead.
    body.children.push({
      type: 'paragraph',
      children: [
        {type: 'text', value: 'This page works only in the browser. Every page of the documentation is listed in '},
        {type: 'link', url: '/llms.txt', children: [{type: 'text', value: 'llms.txt'}]},
        {type: 'text', value: '.'},
      ],
    });
  }
  const root: MdastRoot = {type: 'root', children: [...head, ...body.children]};
  const markdown = toMarkdown.stringify(root);
  return {title, description, markdown: `${markdown.trimEnd()}\n`};
}
