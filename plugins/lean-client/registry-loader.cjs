/* global module */
// Empties the module-path string of each entry in Docusaurus' generated registry for the browser bundle.
// react-loadable reads those paths only while rendering on the server (to collect chunks); the browser
// keeps the loader and the weak module id it does use. One path per page otherwise ships to every page.
// Upstream: facebook/docusaurus#7256. Guarded by tests/unit/build-output.test.ts (no module paths in main.js).
module.exports = function stripRegistryPaths(source) {
  return source.replace(/\), "[^"]*", require\.resolveWeak\(/g, '), "", require.resolveWeak(');
};
