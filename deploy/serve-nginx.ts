/**
 * `npm run serve:nginx [-- --dir build]`: serves a production build with nginx, configured exactly as for
 * production (deploy/nginx.ts), on 127.0.0.1:$PORT (default 3000), in the foreground, until Ctrl-C or TERM.
 */
import path from 'node:path';
import {startNginx} from './nginx';

const flag = (name: string) => {
  const index = process.argv.indexOf(`--${name}`);
  return index > -1 ? process.argv[index + 1] : undefined;
};

async function main(): Promise<void> {
  const port = Number(process.env.PORT ?? 3000);
  const dir = flag('dir') ?? 'build';
  const server = await startNginx({dir: path.resolve(__dirname, '..', dir), port, log: 'inherit'});
  if (server.runsAsRoot) console.warn(`serve:nginx: running as root: user nobody cannot read ${dir}/`);
  console.log(`Serving ${dir}/ with nginx at ${server.url}/`);
  // nginx's "fast shutdown" is TERM; Playwright and Ctrl-C stop this process, which passes it on.
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => void server.close());
  process.exitCode = await server.exited;
}

main().catch((error: unknown) => {
  console.error(`serve:nginx: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
