/** Search settings shared by the config (Node) and the browser code; keep free of Node-only imports. */

/** Route of the full search page (the theme's SearchPage): `/search/?q=…`. */
export const searchPagePath = 'search';
