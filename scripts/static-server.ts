/**
 * A small static server for the production build with gzip, as a CDN would serve it, so that the
 * benchmark measures bytes over the wire. Unknown paths get 404.html with status 404, like hosting does.
 */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';

const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.xml': 'application/xml',
  '.txt': 'text/plain; charset=utf-8',
  '.md': 'text/markdown; charset=utf-8',
  '.wasm': 'application/wasm',
};

function resolveFile(root: string, pathname: string): string | undefined {
  const clean = path.normalize(decodeURIComponent(pathname)).replace(/^(\.\.[/\\])+/, '');
  const candidate = path.join(root, clean);
  if (!candidate.startsWith(root)) return undefined;
  for (const file of [candidate, path.join(candidate, 'index.html')]) {
    if (fs.existsSync(file) && fs.statSync(file).isFile()) return file;
  }
  return undefined;
}

export function startStaticServer(root: string, port = 0): Promise<{url: string; close: () => Promise<void>}> {
  const server = http.createServer((request, response) => {
    const {pathname} = new URL(request.url ?? '/', 'http://localhost');
    const file = resolveFile(root, pathname);
    const status = file ? 200 : 404;
    const served = file ?? path.join(root, '404.html');
    const body = fs.readFileSync(served);
    const type = types[path.extname(served)] ?? 'application/octet-stream';
    const compressible = /text|json|xml|svg|javascript/.test(type);
    const gzip = compressible && /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''));
    response.writeHead(status, {
      'content-type': type,
      ...(gzip && {'content-encoding': 'gzip'}),
      'cache-control': pathname.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
    });
    response.end(gzip ? zlib.gzipSync(body, {level: 9}) : body);
  });
  return new Promise((resolve) => {
    server.listen(port, '127.0.0.1', () => {
      const address = server.address() as {port: number};
      resolve({
        url: `http://127.0.0.1:${address.port}`,
        close: () => new Promise((done) => server.close(() => done())),
      });
    });
  });
}
