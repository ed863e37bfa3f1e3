/**
 * `npm run serve:nginx [-- --dir build]`: serves a production build with Debian's nginx, configured exactly as
 * for production (deploy/nginx/*.conf plus the build's generated _nginx/*.conf), on 127.0.0.1:$PORT (default
 * 3000), in the foreground. It needs no privileges and writes only under .nginx/ in the repository: the
 * config, the pid file and nginx's temporary directories. Started as root, it drops to `nobody` when that user
 * can read the build; otherwise it says why it stays root.
 */
import {spawn, spawnSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const repo = path.resolve(__dirname, '..');
const nginxBinary = '/usr/sbin/nginx';
const modulesDir = '/usr/lib/nginx/modules';
const brotliModule = path.join(modulesDir, 'ngx_http_brotli_static_module.so');
const unprivileged = {user: 'nobody', uid: 65534, gid: 65534};

const flag = (name: string) => {
  const index = process.argv.indexOf(`--${name}`);
  return index > -1 ? process.argv[index + 1] : undefined;
};

const port = Number(process.env.PORT ?? 3000);
const dir = flag('dir') ?? 'build';
const root = path.resolve(repo, dir);
const prefix = path.join(repo, '.nginx', path.basename(root));

function fail(message: string): never {
  console.error(`serve:nginx: ${message}`);
  process.exit(1);
}

if (!Number.isInteger(port) || port < 1 || port > 65535) fail(`PORT must be a port number, not "${process.env.PORT}"`);
if (!fs.existsSync(nginxBinary))
  fail(`${nginxBinary} is missing: apt-get install -y nginx libnginx-mod-http-brotli-static`);
if (!fs.existsSync(brotliModule))
  fail(`${brotliModule} is missing: apt-get install -y libnginx-mod-http-brotli-static`);
if (!fs.existsSync(path.join(root, '_nginx', 'server.conf')))
  fail(`${dir}/ has no _nginx/ files: run \`npm run build\` first`);

/** As root, whether `nobody` can read the build and the config (a private parent directory would stop it). */
function canDropToNobody(): boolean {
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

const dropToNobody = canDropToNobody();
if (process.getuid?.() === 0 && !dropToNobody) {
  console.warn(
    `serve:nginx: running as root: user ${unprivileged.user} cannot read ${root} (a parent directory is private)`,
  );
}

/** A root master starts its workers as `nobody` unless told otherwise; when nobody cannot read, keep root. */
const workerUser = process.getuid?.() === 0 && !dropToNobody ? 'user root;\n' : '';

const config = `# Written by deploy/serve-nginx.ts for a local production server; not for editing.
${workerUser}load_module ${brotliModule};
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
}
`;

fs.mkdirSync(path.join(prefix, 'tmp'), {recursive: true});
fs.writeFileSync(path.join(prefix, 'nginx.conf'), config);
if (dropToNobody) fs.chownSync(path.join(prefix, 'tmp'), unprivileged.uid, unprivileged.gid);
if (dropToNobody) fs.chownSync(prefix, unprivileged.uid, unprivileged.gid);

// `-e stderr`: nginx opens its default error log before reading the config; this keeps it off /var/log.
const nginxArgs = ['-p', prefix, '-c', path.join(prefix, 'nginx.conf'), '-e', 'stderr'];
const asNobody = [`--reuid=${unprivileged.uid}`, `--regid=${unprivileged.gid}`, '--clear-groups', nginxBinary];
const run = (extra: string[]): [string, string[]] =>
  dropToNobody ? ['setpriv', [...asNobody, ...extra, ...nginxArgs]] : [nginxBinary, [...extra, ...nginxArgs]];

const test = spawnSync(...run(['-t', '-q']), {stdio: 'inherit'});
if (test.status !== 0) fail('nginx rejected the configuration');
const nginx = spawn(...run([]), {stdio: 'inherit'});
console.log(`Serving ${dir}/ with nginx at http://127.0.0.1:${port}/`);

// nginx's "fast shutdown" is TERM; Playwright and Ctrl-C stop this process, which passes it on.
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => nginx.kill('SIGTERM'));
nginx.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
