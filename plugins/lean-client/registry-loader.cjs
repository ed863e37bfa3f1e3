/* global module */
// Empties the module-path string of each entry in Docusaurus' generated registry for the browser bundle.
// react-loadable reads those paths only while rendering on the server (to collect chunks); the browser
// keeps the loader and the weak module id it does use. One path per page otherwise ships to every page.
module.exports = function stripRegistryPaths(source) {
  return source.replace(/\), "[^"]*", require\.resolveWeak\(/g, '), "", require.resolveWeak(');
};
