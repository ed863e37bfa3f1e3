/**
 * The mock API the examples run against: Stoplight Prism serving api/openapi.yaml with request validation as errors
 * (`--errors`: a request that breaks the description gets a 4xx and an `sl-violations` header), behind a small
 * recording proxy. The proxy
 * - refuses a request whose Authorization header is not `APIToken <token>` (Prism only checks that it is there);
 * - tells each request apart by its token, so every run of an example has its own record, and asks Prism for the
 *   status and named example the real API would answer that call with (`Prefer: code=…, example=…`);
 * - points `callback_url` at a closed port on this machine, because Prism really calls callbacks;
 * - writes its own address over `https://api.veltro.example` in answers, so URLs the API returns lead back here.
 */
import {spawn, type ChildProcess} from 'node:child_process';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import {freePort} from '../support/ports';
import {pathPattern, type Call} from './calls';

export const canonicalBase = 'https://api.veltro.example';
const rootDir = path.resolve(__dirname, '../..');

export interface Recorded {
  readonly method: string;
  readonly path: string;
  readonly query: URLSearchParams;
  readonly body: unknown;
  readonly status: number;
  /** Prism's validation messages (`sl-violations`) and the proxy's own findings; empty for a good request. */
  readonly problems: string[];
}

export interface Mock {
  /** `http://127.0.0.1:<port>`: stands in for https://api.veltro.example. */
  readonly base: string;
  /** Starts a run: requests made with `token` are expected to be `calls`, in order, and recorded. */
  expect(token: string, calls: readonly Call[]): Recorded[];
  stop(): Promise<void>;
}

async function startPrism(): Promise<{prism: ChildProcess; port: number; log: () => string}> {
  const port = await freePort();
  const cli = path.join(rootDir, 'node_modules/@stoplight/prism-cli/dist/index.js');
  const prism = spawn(
    process.execPath,
    [cli, 'mock', path.join(rootDir, 'api/openapi.yaml'), '--host', '127.0.0.1', '--port', String(port), '--errors'],
    {stdio: ['ignore', 'pipe', 'pipe']},
  );
  let output = '';
  const log = () => output.slice(-4000);
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`Prism did not start within 75 s:\n${log()}`)), 75_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      // Keep the tail only: Prism logs every request.
      if (output.length > 100_000) output = output.slice(-20_000);
      if (output.includes('Prism is listening')) {
        clearTimeout(timer);
        resolve();
      }
    };
    prism.stdout!.on('data', onData);
    prism.stderr!.on('data', onData);
    prism.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`Prism exited with ${code}:\n${log()}`));
    });
  });
  return {prism, port, log};
}

const readBody = async (stream: http.IncomingMessage): Promise<Buffer> => {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
};

function parseJson(body: Buffer): unknown {
  if (!body.length) return undefined;
  try {
    return JSON.parse(body.toString('utf8'));
  } catch {
    return body.toString('utf8');
  }
}

export async function startMock(): Promise<Mock> {
  const {prism, port: prismPort, log} = await startPrism();
  const runs = new Map<string, {calls: readonly Call[]; recorded: Recorded[]}>();
  let base = '';

  const proxy = http.createServer((request, response) => {
    void (async () => {
      const url = new URL(request.url ?? '/', 'http://127.0.0.1');
      const raw = await readBody(request);
      const problems: string[] = [];
      const token = /^APIToken (\S+)$/.exec(request.headers.authorization ?? '')?.[1];
      const run = token ? runs.get(token) : undefined;
      const record = (status: number, body: unknown) =>
        run?.recorded.push({
          method: request.method!,
          path: url.pathname,
          query: url.searchParams,
          body,
          status,
          problems,
        });

      if (!token || !run) {
        problems.push(`Authorization is ${JSON.stringify(request.headers.authorization)}, not "APIToken <token>"`);
        record(401, parseJson(raw));
        response.writeHead(401, {'Content-Type': 'application/json'}).end('{"detail": "Invalid token."}');
        return;
      }
      const call = run.calls[run.recorded.length];
      if (!call || call.method !== request.method || !pathPattern(call.path).test(url.pathname))
        problems.push(
          `unexpected ${request.method} ${url.pathname}; expected ${call ? `${call.method} ${call.path}` : 'no more requests'}`,
        );

      let body = raw;
      const json = parseJson(raw);
      if (typeof json === 'object' && json !== null && 'callback_url' in json) {
        const callback = new URL(String((json as {callback_url: unknown}).callback_url));
        const local = {...json, callback_url: `https://127.0.0.1:1${callback.pathname}`};
        body = Buffer.from(JSON.stringify(local));
      }
      const headers: http.OutgoingHttpHeaders = {...request.headers, host: `127.0.0.1:${prismPort}`};
      delete headers['content-length'];
      if (body.length) headers['content-length'] = String(body.length);
      if (call) headers.prefer = `code=${call.status}${call.example ? `, example=${call.example}` : ''}`;

      const answer = await new Promise<{status: number; headers: http.IncomingHttpHeaders; body: Buffer}>(
        (resolve, reject) => {
          const forward = http.request(
            {host: '127.0.0.1', port: prismPort, method: request.method, path: request.url, headers},
            (res) =>
              readBody(res).then((data) => resolve({status: res.statusCode ?? 0, headers: res.headers, body: data})),
          );
          forward.once('error', reject);
          forward.end(body);
        },
      );
      const violations = answer.headers['sl-violations'];
      if (violations) {
        for (const violation of JSON.parse(String(violations)) as {message: string; location: string[]}[])
          problems.push(`mock: ${violation.location.join('.')}: ${violation.message}`);
      }
      // Without a 4xx response of its own in the description, Prism answers 422 or 401 with the findings in the body.
      if (String(answer.headers['content-type']).startsWith('application/problem+json')) {
        const problem = parseJson(answer.body) as {
          detail?: string;
          validation?: {message: string; location: string[]}[];
        };
        for (const violation of problem.validation ?? [{message: problem.detail ?? '', location: []}])
          problems.push(`mock: ${violation.location.join('.')}: ${violation.message}`);
      }
      if (call && answer.status !== call.status) problems.push(`mock answered ${answer.status}, not ${call.status}`);
      record(answer.status, json);

      const isText = /json|text/.test(String(answer.headers['content-type']));
      const out = isText ? Buffer.from(answer.body.toString('utf8').replaceAll(canonicalBase, base)) : answer.body;
      const passOn = ['content-type', 'content-disposition', 'retry-after'];
      const outHeaders = Object.fromEntries(
        passOn.filter((name) => answer.headers[name]).map((name) => [name, answer.headers[name]!]),
      );
      response.writeHead(answer.status, {...outHeaders, 'content-length': String(out.length)}).end(out);
    })().catch((error: unknown) => {
      response.writeHead(502, {'Content-Type': 'application/json'}).end(JSON.stringify({detail: String(error)}));
    });
  });

  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(proxy.address() as net.AddressInfo).port}`;

  return {
    base,
    expect(token, calls) {
      const recorded: Recorded[] = [];
      runs.set(token, {calls, recorded});
      return recorded;
    },
    async stop() {
      await new Promise<void>((resolve) => proxy.close(() => resolve()));
      if (prism.exitCode === null) {
        const exited = new Promise((resolve) => prism.once('exit', resolve));
        prism.kill();
        await exited;
      }
      void log;
    },
  };
}
