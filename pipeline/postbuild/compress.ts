/**
 * Brotli and gzip copies of every text file (file.br, file.gz beside it), made once at build time at the
 * highest levels, for nginx's brotli_static and gzip_static. A copy that would not be smaller is not written.
 */
import fs from 'node:fs';
import path from 'node:path';
import {promisify} from 'node:util';
import zlib from 'node:zlib';
import {listFiles} from './files';
import type {PostBuildStep} from './types';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Text formats; Pagefind's .pf_* chunks and images are compressed already. */
const compressible = /\.(?:html|js|mjs|css|json|xml|svg|txt|md|webmanifest|map)$/;
/** Below this, headers outweigh the saving. */
const minBytes = 256;

async function compressFile(file: string): Promise<{original: number; br: number; gz: number}> {
  const body = await fs.promises.readFile(file);
  const [br, gz] = await Promise.all([
    brotli(body, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
    gzip(body, {level: zlib.constants.Z_BEST_COMPRESSION}),
  ]);
  await Promise.all([
    br.length < body.length ? fs.promises.writeFile(`${file}.br`, br) : undefined,
    gz.length < body.length ? fs.promises.writeFile(`${file}.gz`, gz) : undefined,
  ]);
  return {original: body.length, br: Math.min(br.length, body.length), gz: Math.min(gz.length, body.length)};
}

export const compressStep: PostBuildStep = {
  name: 'compress',
  async run({outDir}) {
    const files = listFiles(outDir)
      .filter((file) => compressible.test(file) && !file.startsWith('_nginx/'))
      .map((file) => path.join(outDir, file))
      .filter((file) => fs.statSync(file).size >= minBytes);
    // zlib's async calls run on libuv's thread pool: a few at a time keeps both cores busy.
    const totals = {original: 0, br: 0, gz: 0};
    const queue = [...files];
    await Promise.all(
      Array.from({length: 4}, async () => {
        for (let file = queue.shift(); file; file = queue.shift()) {
          const sizes = await compressFile(file);
          totals.original += sizes.original;
          totals.br += sizes.br;
          totals.gz += sizes.gz;
        }
      }),
    );
    const mb = (bytes: number) => `${(bytes / 1e6).toFixed(1)} MB`;
    return `${files.length} files, ${mb(totals.original)} → brotli ${mb(totals.br)}, gzip ${mb(totals.gz)}`;
  },
};
