/** Path helpers shared by the theme swizzles and client modules; plain functions so unit tests can import them. */
import {limitQuery, maxQueryLength} from './query';

/** `/core/index.html` → `/core/`, `/core/services.html` → `/core/services/`; other paths unchanged. */
export function cleanHtmlPath(pathname: string): string {
  const match = /^(.*?)(\/index)?\.html$/.exec(pathname);
  if (!match) return pathname;
  return `${match[1]}/`.replace(/\/+$/, '/');
}

/**
 * The one address of a page: repeated slashes merged, as hosts merge them when they pick the file
 * (`/core//commands///` is served as `/core/commands/`), then {@link cleanHtmlPath}. Merging also keeps `//host/`
 * from reading as another site's address.
 */
export function cleanPath(pathname: string): string {
  return cleanHtmlPath(pathname.replace(/\/{2,}/g, '/'));
}

/**
 * The path with each malformed percent-escape written as text (`/a%ZZb/` → `/a%25ZZb/`, so it reads `/a%ZZb/`):
 * the router decodes the address with `decodeURI`, which throws on a stray `%` or an escape that is not UTF-8
 * (`%E0%A4%A`), and the page would not start. Well-formed escapes are kept as they are.
 */
export function repairPercentEncoding(pathname: string): string {
  return pathname.replace(/(?:%[0-9A-Fa-f]{2})+|%/g, (escapes) => {
    try {
      decodeURIComponent(escapes);
      return escapes;
    } catch {
      return escapes.replaceAll('%', '%25');
    }
  });
}

/** Words of the last path segment, for a search prefilled from a missing page: `/core/power-sleep.html` → `power sleep`. */
export function queryFromPath(pathname: string, maxLength = maxQueryLength): string {
  const last = pathname.split('/').filter(Boolean).pop() ?? '';
  const words = last
    .replace(/\.html?$/, '')
    .replace(/[-_]+/g, ' ')
    .trim();
  return limitQuery(words, maxLength).trim();
}

/** `title="power.sleep example"` in a code fence's meta string. */
export function titleFromMetastring(metastring: string | undefined): string | undefined {
  return metastring?.match(/title=(["'])(.*?)\1/)?.[2];
}
