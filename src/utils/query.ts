/** The length limit every search input shares, and the same limit for a query that arrives any other way. */

/** DocSearch's input limit; the spec uses the same number for every search input. */
export const maxQueryLength = 64;

/**
 * `query` cut to at most `maxLength` UTF-16 code units, the unit an input's `maxlength` counts, without splitting a
 * surrogate pair (an emoji past the limit is dropped whole, as the browser does when text is pasted into a field).
 * A query from the address bar or a page path needs this: `maxlength` only limits what a reader types.
 */
export function limitQuery(query: string, maxLength = maxQueryLength): string {
  if (query.length <= maxLength) return query;
  const end = /[\uD800-\uDBFF]/.test(query[maxLength - 1] ?? '') ? maxLength - 1 : maxLength;
  return query.slice(0, end);
}
