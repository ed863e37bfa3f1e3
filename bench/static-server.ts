/**
 * A small static server for the production build with gzip, as a CDN would serve it, so that the
 * benchmark measures bytes over the wire. Unknown paths get 404.html with status 404, like hosting does; a path
 * with a malformed percent-escape (`/a%ZZb/`) gets it with status 400, as nginx answers such a request.
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

/** The path as a file name, or undefined when it holds a malformed escape such as `%ZZ` or a cut-off `%E0%A4%A`. */
function decodePath(pathname: string): string | undefined {
  try {
    return decodeURIComponent(pathname);
  } catch {
    return undefined;
  }
}

function resolveFile(root: string, decoded: string): string | undefined {
  const clean = path.normalize(decoded).replace(/^(\.\.[/\\])+/, '');
  const candidate = path.join(root, clean);
  if (!candidate.startsWith(root)) return undefined;
  for (const file of [candidate, path.join(candidate, 'index.html')]) {
    if (fs.existsSync(file) && fs.statSync(file).isFile()) return file;
  }
  return undefined;
}

export function startStaticServer(root: string, port = 0): Promise<{url: string; close: () => Promise<void>}> {
  const server = http.createServer((request, response) => {
    // Appended, not resolved: `//example.com/` is a path here, not another host.
    const {pathname} = new URL(`http://localhost${request.url ?? '/'}`);
    const decoded = decodePath(pathname);
    const file = decoded === undefined ? undefined : resolveFile(root, decoded);
    const status = file ? 200 : decoded === undefined ? 400 : 404;
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
