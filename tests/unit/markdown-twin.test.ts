/**
 * The HTML → Markdown conversion of the post-build step `markdown` (pipeline/postbuild/markdown/), on small
 * pages written in the markup the theme and the site's components render. Covers what no built page shows
 * yet (admonitions, details) as well as what every page has (chrome, tables, code blocks), so a change of the
 * converter is caught without a build; tests/build/markdown-output.test.ts checks the real twins.
 */
import type {Element} from 'hast';
import {toHtml} from 'hast-util-to-html';
import {describe, expect, it} from 'vitest';
import {codeBlock} from '../../plugins/code-highlighting/rehype';
import {pageToMarkdown} from '../../pipeline/postbuild/markdown/convert';
import {dataUriBytes} from '../../pipeline/postbuild/markdown/images';
import {markdownTwinPath} from '../../src/utils/markdownTwin';

const pagePath = '/core/commands/core-commands-power/';

/** A doc page as the theme renders it, with `body` as the article's content. */
function docPage(body: string, description = 'What the page is about.'): string {
  return `<!doctype html><html><head><meta name="description" content="${description}"></head><body>
  <nav class="navbar">Navbar</nav><main><article>
  <nav class="theme-doc-breadcrumbs" aria-label="Breadcrumbs"><a href="/">Home</a></nav>
  <div class="theme-doc-toc-mobile"><button type="button">On this page</button></div>
  <div class="theme-doc-markdown markdown"><header><h1>Power commands</h1></header>${body}</div>
  <footer class="theme-doc-footer"><a href="https://edit.example/">Edit this page</a></footer>
  </article><nav class="pagination-nav"><a href="/next/">Next</a></nav></main></body></html>`;
}

const convert = async (body: string, resolveImage: (src: string) => string | undefined = (src) => src) =>
  (await pageToMarkdown(docPage(body), {pagePath, url: `https://docs.example${pagePath}`, resolveImage})).markdown;

describe('markdownTwinPath', () => {
  it('puts `.md` in place of the final slash, and /index.md for the home page', () => {
    expect(markdownTwinPath('/core/commands/core-commands-power/')).toBe('/core/commands/core-commands-power.md');
    expect(markdownTwinPath('/core/')).toBe('/core.md');
    expect(markdownTwinPath('/')).toBe('/index.md');
  });
});

describe('pageToMarkdown', () => {
  it('starts with the title, the source line and the description, and leaves the page chrome out', async () => {
    const markdown = await convert('<p>Body text.</p>');
    expect(markdown).toBe(
      '# Power commands\n\nSource: <https://docs.example/core/commands/core-commands-power/>\n\n' +
        '> What the page is about.\n\nBody text.\n',
    );
  });

  it('drops hash links and zero-width characters from headings', async () => {
    const markdown = await convert(
      '<h2 id="power-status"><code>power.status</code><a href="#power-status" class="hash-link" aria-label="Direct link">\u200B</a></h2>' +
        '<h3 id="x">Wake\u200Bsources</h3>',
    );
    expect(markdown).toContain('## `power.status`\n');
    expect(markdown).toContain('### Wakesources\n');
    expect(markdown).not.toMatch(/[\u200B#]\n|Direct link/);
  });

  it('writes code blocks as fences with their language and title, without the copy button', async () => {
    // The block as the build writes it (plugins/code-highlighting/rehype.ts), with its title and copy button.
    const fence: Element = {
      type: 'element',
      tagName: 'code',
      properties: {className: ['language-bash'], metastring: 'title="Syntax"'},
      children: [{type: 'text', value: 'veltro power.status\n'}],
    };
    const markdown = await convert(toHtml(codeBlock(fence)));
    expect(markdown).toContain('```bash title="Syntax"\nveltro power.status\n```');
    expect(markdown).not.toContain('Copy');
  });

  it('writes tables as GFM with a header row, escaped pipes and cells on one line', async () => {
    const markdown = await convert(
      '<div class="box_x"><table><caption>Arguments</caption><thead><tr><th>Name</th><th>Meaning</th></tr></thead><tbody>' +
        '<tr id="row-a"><th scope="row"><a href="#row-a">a|b</a></th><td><p>First line</p><p>second<br>line</p></td></tr>' +
        '<tr><th colspan="2" scope="colgroup">Group</th></tr></tbody></table></div>' +
        '<table><tbody><tr><td>No</td><td>head</td></tr><tr><td>1</td><td>2</td></tr></tbody></table>',
    );
    expect(markdown).toContain(
      'Table: Arguments\n\n| Name | Meaning |\n| - | - |\n| a\\|b | First line second line |\n',
    );
    expect(markdown).toContain('| **Group** | |');
    // A table without a header row gets an empty one (GFM needs it) rather than promoting a data row.
    expect(markdown).toContain('| | |\n| - | - |\n| No | head |\n| 1 | 2 |');
  });

  it('writes admonitions as blockquotes that start with their label', async () => {
    const admonition = (kind: string, title: string) =>
      `<div class="theme-admonition theme-admonition-${kind} admonition_x alert alert--${kind}">` +
      `<div class="admonitionHeading_x"><span class="admonitionIcon_x"><svg viewBox="0 0 1 1"><path d="M0 0"/></svg></span>${title}</div>` +
      '<div class="admonitionContent_x"><p>Check the supply first.</p></div></div>';
    expect(await convert(admonition('warning', 'warning'))).toContain('> **Warning**\n>\n> Check the supply first.');
    expect(await convert(admonition('danger', 'Pin 9 carries the battery supply'))).toContain(
      '> **Danger: Pin 9 carries the battery supply**\n>\n> Check the supply first.',
    );
  });

  it('writes every tab as its label followed by its content, hidden tabs included', async () => {
    const markdown = await convert(
      '<div class="theme-tabs-container tabs-container"><ul role="tablist"><li role="tab" aria-selected="true">curl</li>' +
        '<li role="tab" aria-selected="false">Python</li></ul><div class="margin-top--md">' +
        '<div role="tabpanel"><div class="theme-code-block language-bash"><pre><code>curl -sS x</code></pre></div></div>' +
        '<div role="tabpanel" hidden><div class="theme-code-block language-python"><pre><code>import json</code></pre></div></div>' +
        '</div></div>',
    );
    expect(markdown).toContain('**curl**\n\n```bash\ncurl -sS x\n```\n\n**Python**\n\n```python\nimport json\n```');
  });

  it('keeps details and summary around Markdown content', async () => {
    const markdown = await convert('<details><summary>Older firmware</summary><p>Use <code>v2</code>.</p></details>');
    expect(markdown).toContain('<details>\n<summary>Older firmware</summary>\n\nUse `v2`.\n\n</details>');
  });

  it('keeps the light image only, as the file an inlined data URI came from', async () => {
    const svg = Buffer.from('<svg/>').toString('base64');
    const markdown = await convert(
      `<p><img alt="Power states" src="data:image/svg+xml;base64,${svg}#gh-light-mode-only">` +
        `<img alt="Power states" src="data:image/svg+xml;base64,${svg}#gh-dark-mode-only"></p>` +
        '<p><img alt="Unknown" src="data:image/png;base64,AAAA"></p>',
      (src) => (src.startsWith('data:image/svg') ? '/img/diagrams/power-states.light.svg' : undefined),
    );
    expect(markdown).toContain('![Power states](/img/diagrams/power-states.light.svg)\n');
    expect(markdown.match(/!\[/g)).toHaveLength(1);
    expect(markdown).toContain('_Image:_ Unknown.');
    expect(dataUriBytes(`data:image/svg+xml;base64,${svg}`)?.toString()).toBe('<svg/>');
    expect(dataUriBytes('data:image/svg+xml,%3Csvg%2F%3E')?.toString()).toBe('<svg/>');
  });

  it('gives drawings their text alternative, interactive tools a pointer, and labelled lists one line', async () => {
    const markdown = await convert(
      '<ul class="badges_x" aria-label="Supported devices"><li><a href="/hardware/a/">A</a></li><li><a href="/hardware/b/">B</a></li></ul>' +
        '<figure><svg role="img"><title>OBD-II pinout</title><desc>Pin 16: Battery +</desc><text>16</text></svg>' +
        '<figcaption>Pin 16: Battery +.</figcaption></figure>' +
        '<svg viewBox="0 0 1 1"><path d="M0 0"/></svg>' +
        '<form aria-label="PID decoder"><textarea></textarea><button type="button">Decode</button></form>',
    );
    expect(markdown).toContain('Supported devices: [A](/hardware/a/), [B](/hardware/b/)\n');
    expect(markdown).toContain('_Diagram:_ OBD-II pinout. Pin 16: Battery +.\n');
    expect(markdown).not.toContain('16\n');
    expect(markdown).toContain('_Interactive on the web page: the PID decoder._');
    expect(markdown).not.toContain('Decode');
  });

  it('links in-page anchors through the page path and keeps other links as they are', async () => {
    const markdown = await convert(
      '<p><a href="#power-sleep">sleep</a>, <a href="/core/power_management/#wake">wake</a>, <a href="https://x.example/">x</a></p>',
    );
    expect(markdown).toContain(
      `[sleep](${pagePath}#power-sleep), [wake](/core/power_management/#wake), [x](https://x.example/)`,
    );
  });

  it('says where to go for a page that is not a doc', async () => {
    const html =
      '<html><head></head><body><main><h1>Search the documentation</h1><form><input name="q"></form></main></body></html>';
    const {markdown, title} = await pageToMarkdown(html, {
      pagePath: '/search/',
      url: 'https://docs.example/search/',
      resolveImage: (src) => src,
    });
    expect(title).toBe('Search the documentation');
    expect(markdown).toContain('[llms.txt](/llms.txt)');
    expect(markdown, 'no HTML: the only < opens the source autolink').not.toMatch(/<(?!https:)/);
  });
});
