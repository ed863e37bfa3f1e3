/** What the index sees of a built page: the article, its category, and the weight of reference headings. */
import {describe, expect, it} from 'vitest';
import {annotateForIndex} from '../../plugins/search/annotate';

const page = `<html><head><meta name="docsearch:docusaurus_tag" content="docs-default-current"></head><body>
<nav class="theme-doc-breadcrumbs">Core</nav><article><h2 class="anchor" id=obd-query><code>obd.query</code><a href=#obd-query class=hash-link>#</a></h2>
<h2 class="anchor" id=examples>Examples</h2></article></body></html>`;

describe('annotateForIndex', () => {
  const html = annotateForIndex(page, 'Core');

  it('indexes the article with its sidebar category and leaves the breadcrumbs and heading links out', () => {
    expect(html).toContain('<article data-pagefind-body data-pagefind-meta="lvl0:Core"');
    expect(html).toContain('<nav data-pagefind-ignore class="theme-doc-breadcrumbs"');
    expect(html).toContain('<a data-pagefind-ignore href=#obd-query class=hash-link');
  });

  it('weighs a heading that is a name in code most, and a prose heading as Pagefind does', () => {
    expect(html).toContain('<h2 data-pagefind-weight="10" class="anchor" id=obd-query><code>obd.query</code>');
    expect(html).toContain('<h2 class="anchor" id=examples>Examples</h2>');
  });

  it('annotates a page once', () => {
    expect(annotateForIndex(html, 'Core')).toBe(html);
  });
});
