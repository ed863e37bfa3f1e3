// @ts-check
/**
 * The site config ships to the browser whole (`useDocusaurusContext().siteConfig`), including every plugin's
 * and preset's options: build-time settings that no client code reads, some of which grow with the site (the
 * client-redirects list names a page per redirect). The browser bundle gets the config without them; the
 * server build keeps it whole. Guarded by tests/build/build-output.test.ts (no doc page path in main.js).
 */
module.exports = function withoutBuildOptions(source) {
  const match = /export default (\{[\s\S]*\});?\s*$/.exec(source);
  if (!match?.[1]) throw new Error('site-config-loader: docusaurus.config.mjs no longer ends in `export default {…}`');
  const config = JSON.parse(match[1]);
  delete config.plugins;
  delete config.presets;
  return `export default ${JSON.stringify(config)};\n`;
};
