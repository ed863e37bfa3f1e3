/** Files of a build directory, as `/`-separated paths relative to it. */
import fs from 'node:fs';

export function listFiles(dir: string): string[] {
  return fs
    .readdirSync(dir, {recursive: true, withFileTypes: true})
    .filter((entry) => entry.isFile())
    .map((entry) => `${entry.parentPath.slice(dir.length + 1)}/${entry.name}`.replace(/^\//, '').split('\\').join('/'));
}
