/** The element around static HTML that holds internal links (set by plugins/docs/static-html.ts). */
export const staticLinksAttribute = 'data-static';
export const staticLinksSelector = `[${staticLinksAttribute}]`;
