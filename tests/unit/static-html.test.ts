/**
 * Doc pages' static HTML (plugins/docs/static-html.ts): what becomes one string, what stays a React island, and
 * the link check that replaces Docusaurus' for links inside it (pipeline/postbuild/links.ts). The links' in-page
 * navigation is a browser test (tests/e2e/navigation.spec.ts).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {compile} from '@mdx-js/mdx';
import remarkGfm from 'remark-gfm';
import type {Element, Root} from 'hast';
import {toString} from 'hast-util-to-string';
import {visit} from 'unist-util-visit';
import {VFile} from 'vfile';
import {describe, expect, it} from 'vitest';
import rehypeCodeBlocks from '../../plugins/code-highlighting/rehype';
import {recmaStaticHtml, rehypeStaticHtml} from '../../plugins/docs/static-html';
import {findBrokenLinks} from '../../pipeline/postbuild/links';

/** A page compiled with the static HTML plugins; `codeBlocks` puts the build-time code blocks before them, as the site does. */
async function compiled(source: string, codeBlocks = false): Promise<string> {
  const file = await compile(source, {
    remarkPlugins: [remarkGfm],
    rehypePlugins: [...(codeBlocks ? [rehypeCodeBlocks] : []), [rehypeStaticHtml, {trailingSlash: true, baseUrl: '/'}]],
    recmaPlugins: [recmaStaticHtml],
  });
  return String(file);
}

describe('static HTML of doc pages', () => {
  it('hands a paragraph with inline elements to React as one string, with links as Link writes them', async () => {
    const code = await compiled('Some *text*, `code`, [a page](/core/x) and [a site](https://example.com).');
    expect(code).toContain('dangerouslySetInnerHTML');
    expect(code).toContain('<a href=\\"/core/x/\\">a page</a>');
    expect(code).toContain('target=\\"_blank\\" rel=\\"noopener noreferrer\\"');
    expect(code).toContain('"data-static": ""');
    expect(code).not.toContain('_components.a');
  });

  it('keeps a table in its component (the scroll box) with its rows as a string', async () => {
    const code = await compiled('| a | b |\n|---|---|\n| `x` | y |\n');
    expect(code).toMatch(
      /_jsx\(_components\.table, \{\s*dangerouslySetInnerHTML: \{\s*__html: "<thead><tr><th>a<\/th>/,
    );
  });

  it('hands a finished code block to React as static HTML, alone or inside a list item', async () => {
    const code = await compiled('```bash\nveltro power.status\n```\n\n- Run:\n\n  ```json\n  {"a": 1}\n  ```\n', true);
    expect(code).not.toMatch(/_components\.(?:pre|code|button)\b/);
    expect(code).toMatch(
      /_jsx\(_components\.div, \{\s*className: "theme-code-block code-block language-bash",\s*dangerouslySetInnerHTML: \{\s*__html: "<div class=\\"code-block-body\\"><pre/,
    );
    expect(code).toMatch(
      /_jsx\(_components\.ul, \{\s*dangerouslySetInnerHTML: \{\s*__html: "\\n<li>\\n<p>Run:<\/p>\\n<div class=\\"theme-code-block/,
    );
    expect(code).toContain('data-copy-code=\\"\\">Copy</button>');
  });

  it('leaves what a reader interacts with to React: headings, a pre not finished as a code block, components, footnotes', async () => {
    const code = await compiled(
      '## A heading with `code`\n\n```bash\nveltro power.status\n```\n\n- plain **one**\n- with <Foo />\n\nNote[^1]\n\n[^1]: A footnote with *emphasis*.\n',
    );
    expect(code).toMatch(/_jsxs\(_components\.h2/);
    expect(code).toMatch(/_jsx\(_components\.pre/);
    expect(code).toMatch(/_jsxs\(_components\.li, \{\s*children: \["with ", _jsx\(Foo/);
    expect(code).toMatch(
      /_jsx\(_components\.li, \{\s*dangerouslySetInnerHTML: \{\s*__html: "plain <strong>one<\/strong>"/,
    );
    // The footnote reference is an anchor with an id: its paragraph stays React.
    expect(code).toMatch(/_jsxs\(_components\.p, \{\s*children: \["Note"/);
  });

  it('leaves an element the component map renders (an admonition) to its component, and hosts its paragraphs', () => {
    const paragraph: Element = {
      type: 'element',
      tagName: 'p',
      properties: {},
      children: [
        {type: 'text', value: 'Keep '},
        {type: 'element', tagName: 'em', properties: {}, children: [{type: 'text', value: 'clear'}]},
      ],
    };
    const admonition: Element = {
      type: 'element',
      tagName: 'admonition',
      properties: {type: 'danger'},
      children: [paragraph],
    };
    const tree: Root = {type: 'root', children: [admonition]};
    rehypeStaticHtml({trailingSlash: true, baseUrl: '/'})(tree, new VFile());
    expect(admonition.children).toHaveLength(1);
    expect(admonition.properties).not.toHaveProperty('dataVeltroHtml');
    expect(paragraph.properties).toEqual({dataVeltroHtml: 'Keep <em>clear</em>'});
  });

  it('registers the ids inside static HTML with the broken-anchor check, once, at the top of the page', async () => {
    // Rows with ids, as the settings tables have them (plugins/docs/settings-tables.ts).
    const rowIds = () => (tree: Root) => {
      visit(tree, 'element', (node: Element) => {
        if (node.tagName === 'tr' && toString(node).includes('x'))
          node.properties.id = `row-${toString(node).replace(/\s+/g, '')}`;
      });
    };
    const withIds = async (source: string) =>
      String(
        await compile(source, {
          remarkPlugins: [remarkGfm],
          rehypePlugins: [rowIds, [rehypeStaticHtml, {trailingSlash: true, baseUrl: '/'}]],
          recmaPlugins: [recmaStaticHtml],
        }),
      );
    const code = await withIds('| Name | Value |\n|---|---|\n| x | `1` |\n| y | `2` |\n| xx | `3` |\n');
    expect(code).toContain(
      'import {useStaticAnchors as _veltroUseStaticAnchors} from "@site/src/utils/staticAnchors";',
    );
    expect(code).toMatch(
      /function _createMdxContent\(props\) \{\s*_veltroUseStaticAnchors\(\["row-x1", "row-xx3"\]\);/,
    );
    expect(await withIds('No ids, but *static*.')).not.toContain('_veltroUseStaticAnchors');
  });

  it('leaves a paragraph of plain text as it is (nothing to gain)', async () => {
    expect(await compiled('Only words here.')).not.toContain('dangerouslySetInnerHTML');
  });
});

describe('the build link check', () => {
  it('finds a missing page and a missing anchor, and accepts what exists', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'links-'));
    const write = (file: string, html: string) => {
      fs.mkdirSync(path.dirname(path.join(dir, file)), {recursive: true});
      fs.writeFileSync(path.join(dir, file), html);
    };
    write(
      'index.html',
      '<a href="/a/#here">ok</a><a href="/a/#gone">anchor</a><a href="/missing/">page</a><a href="/a.md">twin</a><a href="https://example.com/x">out</a>',
    );
    write('a/index.html', '<h2 id="here">Here</h2><a href="../#top">up</a>');
    write('a.md', '# A');
    expect(findBrokenLinks(dir)).toEqual([
      {page: 'a/index.html', href: '../#top', reason: 'no anchor'},
      {page: 'index.html', href: '/a/#gone', reason: 'no anchor'},
      {page: 'index.html', href: '/missing/', reason: 'no file'},
    ]);
  });
});
