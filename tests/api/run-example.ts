/**
 * How the API tests run an example file as a reader would: bash for curl, Node with tsx for TypeScript (behind a
 * loader that refuses any host but loopback), python3 for Python, in the example's own folder.
 */
import {spawn, spawnSync} from 'node:child_process';
import path from 'node:path';
import {pathToFileURL} from 'node:url';

const rootDir = path.resolve(__dirname, '../..');
const tsxLoader = pathToFileURL(path.join(rootDir, 'node_modules/tsx/dist/loader.mjs')).href;
const loopbackOnly = pathToFileURL(path.join(__dirname, 'loopback-only.mjs')).href;

/** Python runs the examples when it is 3.8 or newer; without it the examples are only compiled, if at all. */
const python = spawnSync('python3', ['-c', 'import sys; print(sys.version_info >= (3, 8))'], {encoding: 'utf8'});
export const pythonRuns = python.status === 0 && python.stdout.trim() === 'True';
export const pythonFound = python.status !== null;

/** The program and arguments that run an example file, by its extension. */
export function exampleCommand(file: string): [string, string[]] {
  if (file.endsWith('.sh')) return ['bash', ['-eo', 'pipefail', file]];
  if (file.endsWith('.ts')) return [process.execPath, ['--import', loopbackOnly, '--import', tsxLoader, file]];
  if (file.endsWith('.py')) return ['python3', [file]];
  throw new Error(`No way to run ${file}`);
}

/** Runs an example file in `cwd` and collects its exit code and its output (stdout and stderr); 25 s at most. */
export function runExampleFile(
  file: string,
  cwd: string,
  env: NodeJS.ProcessEnv,
): Promise<{code: number | null; output: string}> {
  const [program, args] = exampleCommand(file);
  return new Promise((resolve) => {
    const child = spawn(program, args, {cwd, env, stdio: ['ignore', 'pipe', 'pipe']});
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const timer = setTimeout(() => child.kill(), 25_000);
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({code, output});
    });
  });
}
