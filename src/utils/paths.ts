/** Path helpers shared by the theme swizzles; plain functions so unit tests can import them. */

/** `/core/index.html` → `/core/`, `/core/services.html` → `/core/services/`; other paths unchanged. */
export function cleanHtmlPath(pathname: string): string {
  const match = /^(.*?)(\/index)?\.html$/.exec(pathname);
  if (!match) return pathname;
  return `${match[1]}/`.replace(/\/+$/, '/');
}

/** Words of the last path segment, for a search prefilled from a missing page: `/core/power-sleep.html` → `power sleep`. */
export function queryFromPath(pathname: string, maxLength = 64): string {
  const last = pathname.split('/').filter(Boolean).pop() ?? '';
  return last
    .replace(/\.html?$/, '')
    .replace(/[-_]+/g, ' ')
    .trim()
    .slice(0, maxLength);
}

/** `title="power.sleep example"` in a code fence's meta string. */
export function titleFromMetastring(metastring: string | undefined): string | undefined {
  return metastring?.match(/title=(["'])(.*?)\1/)?.[2];
}
