// @ts-check
/**
 * theme-common's `useShallowMemoObject` (reactUtils.js) sorts an object's keys with `localeCompare`, only to make
 * its memo order-insensitive. The first `localeCompare` of a page builds the browser's ICU collator: about 22 ms
 * of main thread on a mid-range phone (89 ms under Lighthouse's 4× CPU throttling), spent during the first render
 * of every doc page, which mounts the navbar's secondary-menu filler that calls the hook. Keys are property names,
 * so comparing code points gives the same stable order without the collator. Client build only; the loader fails
 * the build if the source no longer holds the line, so an upgrade cannot silently bring the cost back.
 */
const sortByLocale = 'deps.sort((a, b) => a[0].localeCompare(b[0]));';
const sortByCodePoint = 'deps.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));';

module.exports = function withoutCollator(source) {
  if (!source.includes(sortByLocale)) {
    throw new Error('shallow-memo-loader: useShallowMemoObject in theme-common no longer sorts with localeCompare');
  }
  return source.replace(sortByLocale, sortByCodePoint);
};
