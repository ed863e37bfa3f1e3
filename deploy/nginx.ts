/**
 * A production build served by Debian's nginx, configured exactly as for production (deploy/nginx/*.conf plus the
 * build's generated _nginx/*.conf: precompressed brotli and gzip, headers, redirects, the not-found page). Used by
 * `npm run serve:nginx` (deploy/serve-nginx.ts), the browser tests (playwright.config.ts, tests/e2e/offline.spec.ts)
 * and the benchmarks (bench/). It needs no privileges; its config, pid file and temporary directories go to
 * os.tmpdir()/veltro-nginx-<port>/, removed on close. Started as root, it drops to `nobody` when that user can read
 * the build; otherwise nginx stays root (`runsAsRoot` says so).
 */
import {spawn, spawnSync} from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

const repo = path.resolve(__dirname, '..');
const nginxBinary = '/usr/sbin/nginx';
const brotliModule = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';
const unprivileged = {uid: 65534, gid: 65534};

export interface NginxServer {
  /** `http://127.0.0.1:<port>`, without a trailing slash. */
  readonly url: string;
  /** True when nginx runs as root because `nobody` cannot read the build (a private parent directory). */
  readonly runsAsRoot: boolean;
  /** Settles when nginx exits, with its exit code (0 after close()). */
  readonly exited: Promise<number>;
  /**
   * Re-reads the configuration, the build's _nginx/*.conf included, as a deploy does after it switches the build
   * (HUP); resolves once every worker that ran the old configuration has exited.
   */
  reload(): Promise<void>;
  /** Fast shutdown (TERM), then removes the temporary directory. */
  close(): Promise<void>;
}

/** As root, whether `nobody` can read the build and the config (a private parent directory would stop it). */
function canDropToNobody(root: string): boolean {
  if (process.getuid?.() !== 0) return false;
  const probe = spawnSync('setpriv', [
    `--reuid=${unprivileged.uid}`,
    `--regid=${unprivileged.gid}`,
    '--clear-groups',
    'sh',
    '-c',
    'test -r "$0/index.html" && test -r "$1/nginx/site.conf"',
    root,
    path.join(repo, 'deploy'),
  ]);
  return probe.status === 0;
}

/**
 * The whole nginx.conf. `root` is used as given, not resolved: a symlink swapped to another build (an atomic
 * deploy) is followed on the next request. The build's _nginx/*.conf are read once, at start.
 */
export function nginxConfig({
  root,
  port,
  prefix,
  workerUser,
  moreServers = '',
}: {
  root: string;
  port: number;
  prefix: string;
  workerUser?: string;
  /** Further `server` blocks in the same http settings (bench/compare.ts serves the original site beside ours). */
  moreServers?: string;
}): string {
  return `# Written by deploy/nginx.ts for a local production server; not for editing.
${workerUser ? `user ${workerUser};\n` : ''}load_module ${brotliModule};
daemon off;
worker_processes 2;
pid ${prefix}/nginx.pid;
error_log stderr warn;
events {
  worker_connections 256;
}
http {
  access_log off;
  client_body_temp_path ${prefix}/tmp/body;
  proxy_temp_path ${prefix}/tmp/proxy;
  fastcgi_temp_path ${prefix}/tmp/fastcgi;
  uwsgi_temp_path ${prefix}/tmp/uwsgi;
  scgi_temp_path ${prefix}/tmp/scgi;
  include ${repo}/deploy/nginx/http.conf;
  include ${root}/_nginx/http.conf;
  server {
    listen 127.0.0.1:${port};
    server_name localhost;
    root ${root};
    include ${root}/_nginx/server.conf;
    include ${repo}/deploy/nginx/site.conf;
  }
${moreServers}}
`;
}

/** Resolves once something accepts connections on the port; rejects when nginx exits first or after 10 s. */
async function listening(port: number, exited: Promise<number>, log: () => string): Promise<void> {
  let exitCode: number | undefined;
  void exited.then((code) => (exitCode = code));
  const deadline = Date.now() + 10_000;
  for (;;) {
    if (exitCode !== undefined) throw new Error(`nginx exited with ${exitCode} on start:\n${log()}`);
    if (Date.now() > deadline) throw new Error(`nginx did not listen on port ${port} within 10 s:\n${log()}`);
    const open = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, '127.0.0.1');
      socket.once('connect', () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    }).catch(() => false);
    if (open && exitCode === undefined) return;
    await new Promise((resolve) => setTimeout(resolve, 15));
  }
}

/**
 * Starts nginx on 127.0.0.1:`port` for the build in `dir` (absolute, or relative to the working directory) and
 * resolves once it accepts connections. nginx's own messages go to stderr (`log: 'inherit'`) or, by default, are
 * kept until start fails and then thrown with the error.
 */
export async function startNginx({
  dir,
  port,
  log = 'quiet',
}: {
  dir: string;
  port: number;
  log?: 'inherit' | 'quiet';
}): Promise<NginxServer> {
  const root = path.resolve(dir);
  if (!Number.isInteger(port) || port < 1 || port > 65535) throw new Error(`not a port number: ${port}`);
  if (!fs.existsSync(nginxBinary))
    throw new Error(`${nginxBinary} is missing: apt-get install -y nginx libnginx-mod-http-brotli-static`);
  if (!fs.existsSync(brotliModule))
    throw new Error(`${brotliModule} is missing: apt-get install -y libnginx-mod-http-brotli-static`);
  if (!fs.existsSync(path.join(root, '_nginx', 'server.conf')))
    throw new Error(`${dir} has no _nginx/ files: run \`npm run build\` first`);

  const asRoot = process.getuid?.() === 0;
  const dropToNobody = canDropToNobody(root);
  // One directory per port: two servers never share one, and a run that was killed leaves one to reuse.
  const prefix = path.join(os.tmpdir(), `veltro-nginx-${port}`);
  fs.rmSync(prefix, {recursive: true, force: true});
  fs.mkdirSync(path.join(prefix, 'tmp'), {recursive: true});
  // A root master starts its workers as `nobody` unless told otherwise; when nobody cannot read, keep root.
  const workerUser = asRoot && !dropToNobody ? 'root' : undefined;
  fs.writeFileSync(path.join(prefix, 'nginx.conf'), nginxConfig({root, port, prefix, workerUser}));
  if (dropToNobody) {
    fs.chownSync(path.join(prefix, 'tmp'), unprivileged.uid, unprivileged.gid);
    fs.chownSync(prefix, unprivileged.uid, unprivileged.gid);
  }

  // `-e stderr`: nginx opens its default error log before reading the config; this keeps it off /var/log.
  const nginxArgs = ['-p', prefix, '-c', path.join(prefix, 'nginx.conf'), '-e', 'stderr'];
  const [command, args] = dropToNobody
    ? [
        'setpriv',
        [`--reuid=${unprivileged.uid}`, `--regid=${unprivileged.gid}`, '--clear-groups', nginxBinary, ...nginxArgs],
      ]
    : [nginxBinary, nginxArgs];
  const nginx = spawn(command, args, {stdio: ['ignore', 'ignore', log === 'inherit' ? 'inherit' : 'pipe']});
  // Kept for the error when start fails; the last 8 KB are enough to say why.
  let messages = '';
  nginx.stderr?.on('data', (chunk: Buffer) => (messages = (messages + chunk.toString()).slice(-8192)));
  const exited = new Promise<number>((resolve) => nginx.once('exit', (code) => resolve(code ?? 0)));
  // nginx runs in the foreground of no terminal: if this process ends without close(), nginx ends with it.
  const stop = () => nginx.kill('SIGTERM');
  process.once('exit', stop);
  const cleanUp = () => {
    process.removeListener('exit', stop);
    fs.rmSync(prefix, {recursive: true, force: true});
  };

  try {
    await listening(port, exited, () => messages);
  } catch (error) {
    nginx.kill('SIGTERM');
    await exited;
    cleanUp();
    throw error;
  }
  const workers = (): number[] => {
    try {
      const list = fs.readFileSync(`/proc/${nginx.pid}/task/${nginx.pid}/children`, 'utf8');
      return list.trim().split(/\s+/).filter(Boolean).map(Number);
    } catch {
      return [];
    }
  };
  return {
    url: `http://127.0.0.1:${port}`,
    runsAsRoot: asRoot && !dropToNobody,
    exited,
    async reload() {
      const old = workers();
      nginx.kill('SIGHUP');
      const deadline = Date.now() + 10_000;
      for (;;) {
        const now = workers();
        if (now.length > 0 && !now.some((pid) => old.includes(pid))) return;
        if (nginx.exitCode !== null) throw new Error(`nginx exited on reload:\n${messages}`);
        if (Date.now() > deadline) throw new Error(`nginx did not reload within 10 s:\n${messages}`);
        await new Promise((resolve) => setTimeout(resolve, 15));
      }
    },
    async close() {
      if (nginx.exitCode === null && nginx.signalCode === null) nginx.kill('SIGTERM');
      await exited;
      cleanUp();
    },
  };
}
