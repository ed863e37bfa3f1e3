/** What the post-build steps need to know about a build directory's files. */
import fs from 'node:fs';

/** Files of a build directory, as sorted `/`-separated paths relative to it. */
export function listFiles(dir: string): string[] {
  return fs
    .readdirSync(dir, {recursive: true, withFileTypes: true})
    .filter((entry) => entry.isFile())
    .map((entry) => `${entry.parentPath.slice(dir.length + 1)}/${entry.name}`.replace(/^\//, '').split('\\').join('/'))
    .sort();
}

/** A page that plugin-client-redirects wrote at an old address: it forwards with a meta refresh. */
export const isClientRedirectPage = (html: string): boolean => /<meta http-equiv="?refresh/.test(html);
