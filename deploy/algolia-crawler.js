// Algolia Crawler configuration for hosted search (see README, "Search"). Paste it into the Crawler
// editor of the Algolia application whose ids go into ALGOLIA_APP_ID / ALGOLIA_INDEX_NAME. The records it
// writes have the DocSearch v3 shape the site's modal expects, with the two facets contextual search
// filters on: `language` and `docusaurus_tag` (both read from the <meta name="docsearch:…"> tags
// Docusaurus renders on every page).
new Crawler({
  appId: 'YOUR_APP_ID',
  apiKey: 'YOUR_CRAWLER_WRITE_KEY',
  indexPrefix: '',
  rateLimit: 8,
  maxDepth: 10,
  startUrls: ['https://docs.veltro.example/'],
  sitemaps: ['https://docs.veltro.example/sitemap.xml'],
  // Redirect pages and the search page itself carry nothing to index.
  exclusionPatterns: ['https://docs.veltro.example/search/**', '**/*.html'],
  ignoreCanonicalTo: false,
  discoveryPatterns: ['https://docs.veltro.example/**'],
  schedule: 'at 03:00 on Monday',
  actions: [
    {
      indexName: 'veltro-docs',
      pathsToMatch: ['https://docs.veltro.example/**'],
      recordExtractor: ({$, helpers}) => {
        // The active top-level sidebar category groups hits in the modal (Core, Hardware, Cloud …).
        const lvl0 =
          $('.menu__link.menu__link--sublist.menu__link--active, .menu__link.menu__link--sublist.menu__caret--active')
            .first()
            .text()
            .trim() || 'Veltro Documentation';
        return helpers.docsearch({
          recordProps: {
            lvl0: {selectors: '', defaultValue: lvl0},
            lvl1: ['header h1', 'article h1'],
            lvl2: 'article h2',
            lvl3: 'article h3',
            lvl4: 'article h4',
            lvl5: 'article h5, article td:first-child',
            lvl6: 'article h6',
            content: 'article p, article li, article td:last-child',
          },
          indexHeadings: true,
          aggregateContent: true,
          recordVersion: 'v3',
        });
      },
    },
  ],
  initialIndexSettings: {
    'veltro-docs': {
      attributesForFaceting: ['type', 'lang', 'language', 'version', 'docusaurus_tag'],
      attributesToRetrieve: ['hierarchy', 'content', 'anchor', 'url', 'url_without_anchor', 'type'],
      attributesToHighlight: ['hierarchy', 'content'],
      attributesToSnippet: ['content:10'],
      camelCaseAttributes: ['hierarchy', 'content'],
      searchableAttributes: [
        'unordered(hierarchy.lvl0)',
        'unordered(hierarchy.lvl1)',
        'unordered(hierarchy.lvl2)',
        'unordered(hierarchy.lvl3)',
        'unordered(hierarchy.lvl4)',
        'unordered(hierarchy.lvl5)',
        'unordered(hierarchy.lvl6)',
        'content',
      ],
      distinct: true,
      attributeForDistinct: 'url',
      customRanking: ['desc(weight.pageRank)', 'desc(weight.level)', 'asc(weight.position)'],
      ranking: ['words', 'filters', 'typo', 'attribute', 'proximity', 'exact', 'custom'],
      highlightPreTag: '<span class="algolia-docsearch-suggestion--highlight">',
      highlightPostTag: '</span>',
      minWordSizefor1Typo: 3,
      minWordSizefor2Typos: 7,
      allowTyposOnNumericTokens: false,
      minProximity: 1,
      ignorePlurals: true,
      advancedSyntax: true,
      attributeCriteriaComputedByMinProximity: true,
      removeWordsIfNoResults: 'allOptional',
      // Keep dots and underscores inside words, as the local index does.
      separatorsToIndex: '._',
    },
  },
});
