/**
 * `tsx pipeline/build.ts [--out-dir DIR]`: `docusaurus build`, then the post-build steps (pipeline/postbuild/),
 * in one environment, so a hosted-search build (ALGOLIA_* set) also gets its hosting files for that mode.
 * Docusaurus runs plugins' postBuild hooks in parallel; these steps need an order (the Markdown twins exist
 * before they are compressed, the service worker before its hash is taken), so they run after it instead.
 */
import {spawnSync} from 'node:child_process';
import path from 'node:path';
import {runPostBuild} from './postbuild';

const outFlag = process.argv.indexOf('--out-dir');
const outDir = outFlag > -1 ? process.argv[outFlag + 1] : 'build';

const docusaurus = spawnSync('npx', ['docusaurus', 'build', '--out-dir', outDir], {stdio: 'inherit'});
if (docusaurus.status !== 0) process.exit(docusaurus.status ?? 1);

runPostBuild(path.resolve(outDir)).catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
