/**
 * The bundler inlines small images as `data:` URIs; a twin should point at the image file instead. Every image
 * file of the build is indexed by its bytes, so an inlined image finds the file it was made from.
 */
import {createHash} from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import {listFiles} from '../files';

const imageExtensions = /\.(svg|png|jpe?g|gif|webp|avif)$/i;
const digest = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** The bytes a `data:` URI carries (base64 or percent-encoded), or undefined for anything else. */
export function dataUriBytes(uri: string): Buffer | undefined {
  const match = /^data:[^,]*?(;base64)?,(.*)$/s.exec(uri);
  if (!match) return undefined;
  return match[1] ? Buffer.from(match[2]!, 'base64') : Buffer.from(decodeURIComponent(match[2]!), 'utf8');
}

/** Returns `resolveImage` for article.ts: a `data:` URI → the site path of the same file, other paths as they are. */
export function imageResolver(outDir: string): (src: string) => string | undefined {
  const byDigest = new Map<string, string>();
  for (const folder of ['img', 'assets/images']) {
    const root = path.join(outDir, folder);
    if (!fs.existsSync(root)) continue;
    for (const file of listFiles(root).filter((name) => imageExtensions.test(name))) {
      byDigest.set(digest(fs.readFileSync(path.join(root, file))), `/${folder}/${file}`);
    }
  }
  return (src) => {
    if (!src.startsWith('data:')) return src;
    const bytes = dataUriBytes(src);
    return bytes && byDigest.get(digest(bytes));
  };
}
