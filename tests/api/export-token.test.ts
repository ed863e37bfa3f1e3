/**
 * The export examples (api/examples/export-file.*) download the file a task names in `result_url`. They send the API
 * token with that download only when the URL is on the API itself (`https://api.veltro.example/`), so that a
 * `result_url` on any other host never receives the token. Each language runs here against a small stand-in API on
 * this machine, whose finished task points either at the API or at a second server, which records what it is sent.
 */
import fs from 'node:fs';
import http from 'node:http';
import type net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import {gzipSync} from 'node:zlib';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {examplesDir} from '../../tools/api-examples';
import {canonicalBase} from './mock';
import {pythonRuns, runExampleFile} from './run-example';

const token = 'export-token-test';
const file = gzipSync('{"@t": "track.pos"}\n');

interface Seen {
  readonly server: 'api' | 'files';
  readonly method: string;
  readonly path: string;
  readonly authorization: string | undefined;
}

let seen: Seen[] = [];
/** Where the finished task says the file is: on the API, or on the other server. */
let resultOn: 'api' | 'files' = 'api';
let api: http.Server;
let files: http.Server;
let workDir = '';
const base = (server: http.Server) => `http://127.0.0.1:${(server.address() as net.AddressInfo).port}`;

function listen(server: http.Server): Promise<void> {
  return new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
}

const json = (response: http.ServerResponse, status: number, body: object) =>
  response.writeHead(status, {'Content-Type': 'application/json'}).end(JSON.stringify(body));

beforeAll(async () => {
  const task = (state: string, resultUrl: string | null) => ({
    id: 1907,
    task: 'logbook.storage.export',
    state,
    created_utc: '2026-03-14T10:40:02Z',
    finished_utc: resultUrl ? '2026-03-14T10:40:31Z' : null,
    result_url: resultUrl,
    file_name: resultUrl ? '1907.jsonl.gz' : null,
    size_bytes: resultUrl ? file.length : null,
    expires_utc: resultUrl ? '2026-03-21T10:40:31Z' : null,
    error: null,
  });
  api = http.createServer((request, response) => {
    request.resume();
    const {method = '', url = ''} = request;
    seen.push({server: 'api', method, path: url, authorization: request.headers.authorization});
    if (request.headers.authorization !== `APIToken ${token}`) return json(response, 401, {detail: 'Invalid token.'});
    if (method === 'POST' && url === '/logbook/storage/export/') return json(response, 202, task('PENDING', null));
    if (method === 'GET' && url === '/tasks/1907/') {
      const resultUrl = resultOn === 'api' ? `${base(api)}/tasks/1907/result/` : `${base(files)}/exports/1907.jsonl.gz`;
      return json(response, 200, task('SUCCESS', resultUrl));
    }
    if (method === 'GET' && url === '/tasks/1907/result/') return response.writeHead(200).end(file);
    if (method === 'DELETE' && url === '/tasks/1907/result/')
      return json(response, 200, {id: 1907, result_cleared: true});
    json(response, 404, {detail: 'Not found.'});
  });
  files = http.createServer((request, response) => {
    request.resume();
    seen.push({
      server: 'files',
      method: request.method ?? '',
      path: request.url ?? '',
      authorization: request.headers.authorization,
    });
    response.writeHead(200, {'Content-Type': 'application/gzip'}).end(file);
  });
  await Promise.all([listen(api), listen(files)]);
  workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'veltro-export-token-'));
});

afterAll(async () => {
  await Promise.all([api, files].map((server) => new Promise((resolve) => server?.close(resolve))));
  if (workDir) fs.rmSync(workDir, {recursive: true, force: true});
});

type Language = 'sh' | 'ts' | 'py';

/** Runs export-file.<language> with the stand-in API in place of https://api.veltro.example. */
function runExport(language: Language): Promise<{code: number | null; output: string; dir: string}> {
  const name = `export-file.${language}`;
  const source = fs.readFileSync(path.join(examplesDir, name), 'utf8');
  expect(source).toContain(canonicalBase);
  const dir = fs.mkdtempSync(path.join(workDir, `${language}-`));
  fs.writeFileSync(path.join(dir, name), source.replaceAll(canonicalBase, base(api)));
  fs.writeFileSync(path.join(dir, 'package.json'), '{"type": "module"}\n');
  const env = {...process.env, VELTRO_TOKEN: token, no_proxy: '127.0.0.1', NO_PROXY: '127.0.0.1'};
  return runExampleFile(name, dir, env).then((result) => ({...result, dir}));
}

describe.each(['sh', 'ts', 'py'] as const)('export-file.%s', (language) => {
  it.skipIf(language === 'py' && !pythonRuns)(
    'downloads a result_url on another host without the token, and deletes the file with DELETE on the API',
    async () => {
      seen = [];
      resultOn = 'files';
      const {code, output, dir} = await runExport(language);
      expect(code, output).toBe(0);
      expect(fs.readFileSync(path.join(dir, '1907.jsonl.gz'))).toEqual(file);
      expect(seen.map(({server, method, path: where}) => `${server} ${method} ${where}`)).toEqual([
        'api POST /logbook/storage/export/',
        'api GET /tasks/1907/',
        'files GET /exports/1907.jsonl.gz',
        'api DELETE /tasks/1907/result/',
      ]);
      expect(seen.find((request) => request.server === 'files')?.authorization).toBeUndefined();
    },
  );

  it.skipIf(language === 'py' && !pythonRuns)('sends the token with a result_url on the API', async () => {
    seen = [];
    resultOn = 'api';
    const {code, output} = await runExport(language);
    expect(code, output).toBe(0);
    expect(seen.filter((request) => request.server === 'files')).toEqual([]);
    expect(seen.map((request) => request.authorization)).toEqual(Array(4).fill(`APIToken ${token}`));
  });
});
