/**
 * The example receiver (api/examples/receiver.ts) that the webhook and own-server pages show: started as a reader
 * starts it, it accepts the callback and device data payloads the pages document, also through the pages' own test
 * scripts (send-test-*.sh), stores them, and answers a bad request with a 4xx status and a JSON message naming the
 * problem. It refuses replays (a job older than the 2-day callback record lifetime plus 600 s, or from the future;
 * a (jid, state) pair it already stored), any Content-Encoding on callbacks, and a gzip bomb on device data.
 */
import {spawn, spawnSync, type ChildProcess} from 'node:child_process';
import {createHmac} from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {pathToFileURL} from 'node:url';
import {gzipSync} from 'node:zlib';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {examplesDir} from '../../tools/api-examples';

const rootDir = path.resolve(__dirname, '../..');
const apiToken = 'receiver-test-token';
const unitId = '3d91a7c2e0f4';
/** The Auth Token the own-server page reads from the device's settings and gives the receiver. */
const deviceToken = 'e3a91c07d5f24b68a0c4f1b2d9e87a36';

const sample = (file: string) => fs.readFileSync(path.join(examplesDir, file));
/** The job ID of the callback samples. */
const sampleJid = '20260314101522604871';

let serial = 0;
/** A job ID for a time `offsetMs` from now, unique within this run: UTC time to the millisecond and 3 more digits. */
function jidAt(offsetMs = 0): string {
  const time = new Date(Date.now() + offsetMs).toISOString().replace(/\D/g, '');
  return `${time}${String(++serial % 1000).padStart(3, '0')}`;
}
/** A callback sample re-dated: its job ID replaced by `jid`, everywhere it appears. */
const redated = (file: string, jid = jidAt()) => Buffer.from(sample(file).toString().replaceAll(sampleJid, jid));

let receiver: ChildProcess;
let base = '';
let workDir = '';
let output = '';

beforeAll(async () => {
  workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'veltro-receiver-'));
  const loader = pathToFileURL(path.join(rootDir, 'node_modules/tsx/dist/loader.mjs')).href;
  receiver = spawn(process.execPath, ['--import', loader, path.join(examplesDir, 'receiver.ts')], {
    cwd: workDir,
    env: {
      ...process.env,
      PORT: '0',
      VELTRO_TOKEN: apiToken,
      DEVICE_TOKENS: `8a4e1b6f93c7=other,${unitId}=${deviceToken}`,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`The receiver did not start:\n${output}`)), 30_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const port = /Listening on port (\d+)/.exec(output)?.[1];
      if (port) {
        clearTimeout(timer);
        base = `http://127.0.0.1:${port}`;
        resolve();
      }
    };
    receiver.stdout!.on('data', onData);
    receiver.stderr!.on('data', onData);
    receiver.once('exit', (code) => reject(new Error(`The receiver exited with ${code}:\n${output}`)));
  });
});

afterAll(async () => {
  if (receiver && receiver.exitCode === null) {
    const exited = new Promise((resolve) => receiver.once('exit', resolve));
    receiver.kill();
    await exited;
  }
  if (workDir) fs.rmSync(workDir, {recursive: true, force: true});
});

async function post(route: string, body: Buffer | string, headers: Record<string, string>) {
  const response = await fetch(`${base}${route}`, {
    method: 'POST',
    body: typeof body === 'string' ? body : new Uint8Array(body),
    headers: {'Content-Type': 'application/json', ...headers},
  });
  return {
    status: response.status,
    type: response.headers.get('content-type'),
    json: (await response.json()) as Record<string, unknown>,
  };
}

const sign = (body: Buffer | string, token = apiToken) => createHmac('sha256', token).update(body).digest('hex');
const stored = () =>
  fs
    .readFileSync(path.join(workDir, 'received.jsonl'), 'utf8')
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as Record<string, unknown>);

describe('command callbacks', () => {
  it.each(['command-callback.json', 'command-callback-timeout.json'])(
    'accepts the documented payload %s, for a job of now',
    async (file) => {
      const jid = jidAt();
      const body = redated(file, jid);
      const answer = await post('/veltro/command-callback', body, {'X-Request-Signature': sign(body)});
      expect(answer).toEqual({status: 200, type: 'application/json', json: {received: jid}});
    },
  );

  it('stores a (jid, state) pair once: a repeated or replayed delivery gets 200 and is not stored again', async () => {
    const jid = jidAt();
    const count = () => stored().filter((entry) => (entry.callback as {jid?: string} | undefined)?.jid === jid);
    const result = redated('command-callback.json', jid);
    const first = await post('/veltro/command-callback', result, {'X-Request-Signature': sign(result)});
    const again = await post('/veltro/command-callback', result, {'X-Request-Signature': sign(result)});
    expect([first.status, first.json]).toEqual([200, {received: jid}]);
    expect([again.status, again.json]).toEqual([200, {received: jid, duplicate: true}]);
    expect(count()).toHaveLength(1);
    // The same job in another state is another payload: a TIMEOUT, then the late result.
    const timeout = redated('command-callback-timeout.json', jid);
    expect((await post('/veltro/command-callback', timeout, {'X-Request-Signature': sign(timeout)})).json).toEqual({
      received: jid,
    });
    expect(count().map((entry) => (entry.callback as {state: string}).state)).toEqual(['COMMAND_EXECUTED', 'TIMEOUT']);
  });

  it.each([
    ['the documented sample itself, sent on 2026-03-14', sampleJid],
    ['older than 2 days and 600 s', jidAt(-(2 * 86400 + 660) * 1000)],
  ])('rejects a signed callback of a stale job with 400, and stores nothing: %s', async (_case, jid) => {
    const before = stored().length;
    const body = redated('command-callback.json', jid);
    const answer = await post('/veltro/command-callback', body, {'X-Request-Signature': sign(body)});
    expect(answer).toEqual({
      status: 400,
      type: 'application/json',
      json: {error: `Job ${jid} is older than the callback record lifetime`},
    });
    expect(stored()).toHaveLength(before);
  });

  it('accepts a job just inside the lifetime, and rejects one from beyond the clock skew in the future', async () => {
    const late = redated('command-callback.json', jidAt(-(2 * 86400 + 500) * 1000));
    expect((await post('/veltro/command-callback', late, {'X-Request-Signature': sign(late)})).status).toBe(200);
    const jid = jidAt(3600 * 1000);
    const future = redated('command-callback.json', jid);
    const answer = await post('/veltro/command-callback', future, {'X-Request-Signature': sign(future)});
    expect([answer.status, answer.json]).toEqual([400, {error: `Job ${jid} lies in the future`}]);
  });

  it.each(['gzip', 'identity', 'deflate'])(
    'rejects a callback with Content-Encoding %s with 415, before it reads the body',
    async (encoding) => {
      const body = redated('command-callback.json');
      const sent = encoding === 'gzip' ? gzipSync(body) : body;
      const answer = await post('/veltro/command-callback', sent, {
        'X-Request-Signature': sign(body),
        'Content-Encoding': encoding,
      });
      expect(answer).toEqual({
        status: 415,
        type: 'application/json',
        json: {error: `Unsupported Content-Encoding ${encoding}`},
      });
    },
  );

  it('rejects a payload whose signature does not match, with 401 and a message', async () => {
    const body = sample('command-callback.json');
    const answer = await post('/veltro/command-callback', body, {'X-Request-Signature': sign(body, 'another-token')});
    expect(answer.status).toBe(401);
    expect(answer.json.error).toBe('X-Request-Signature does not match');
  });

  it.each([
    [
      {...JSON.parse(sample('command-callback.json').toString()), state: 'DONE'},
      '"state" must be COMMAND_EXECUTED or TIMEOUT',
    ],
    [{...JSON.parse(sample('command-callback.json').toString()), jid: 42}, '"jid" must be a job ID of 20 digits'],
    [
      {...JSON.parse(sample('command-callback-timeout.json').toString()), response: {}},
      '"response" must be null for TIMEOUT',
    ],
    [[], 'Body must be a JSON object'],
  ])('rejects a signed payload of the wrong shape with 400: %j', async (payload, message) => {
    const body = JSON.stringify(payload);
    const answer = await post('/veltro/command-callback', body, {'X-Request-Signature': sign(body)});
    expect(answer).toEqual({status: 400, type: 'application/json', json: {error: message}});
  });

  it('rejects a signed body that is not JSON with 400', async () => {
    const answer = await post('/veltro/command-callback', '{"jid":', {'X-Request-Signature': sign('{"jid":')});
    expect(answer.json).toEqual({error: 'Body is not valid JSON'});
  });
});

describe('device data', () => {
  const auth = {Authorization: `token ${deviceToken}`, 'Unit-Id': unitId};

  it('accepts the documented batch, plain and gzip-compressed', async () => {
    expect(await post('/veltro/device-data', sample('device-data.json'), auth)).toMatchObject({
      status: 200,
      json: {stored: 4},
    });
    const gzipped = gzipSync(sample('device-data.json'));
    expect(await post('/veltro/device-data', gzipped, {...auth, 'Content-Encoding': 'gzip'})).toMatchObject({
      status: 200,
      json: {stored: 4},
    });
  });

  it('rejects a wrong token or a token of another unit with 401', async () => {
    const body = sample('device-data.json');
    expect((await post('/veltro/device-data', body, {...auth, Authorization: 'token nope'})).status).toBe(401);
    expect((await post('/veltro/device-data', body, {...auth, 'Unit-Id': '8a4e1b6f93c7'})).status).toBe(401);
    expect((await post('/veltro/device-data', body, {...auth, Authorization: `Bearer ${deviceToken}`})).status).toBe(
      401,
    );
  });

  it.each([
    [{}, 'Body must be a non-empty JSON array of records'],
    [[], 'Body must be a non-empty JSON array of records'],
    [[{'@t': 'track.pos', '@ts': '2026-03-14T09:21:07.412853'}, 'x'], 'Record 1 must be a JSON object'],
    [[{'@ts': '2026-03-14T09:21:07.412853'}], 'Record 0: "@t" must be a record type such as track.pos'],
    [
      [{'@t': 'track.pos', '@ts': '14/03/2026'}],
      'Record 0: "@ts" must be a UTC time such as 2026-03-14T09:21:07.412853',
    ],
  ])('rejects a bad batch with 400 and a message naming the problem: %j', async (payload, message) => {
    expect(await post('/veltro/device-data', JSON.stringify(payload), auth)).toEqual({
      status: 400,
      type: 'application/json',
      json: {error: message},
    });
  });

  /** The receiver's peak memory so far, in bytes (Linux). */
  const peakMemory = () => {
    const status = fs.readFileSync(`/proc/${receiver.pid}/status`, 'utf8');
    return Number(/^VmHWM:\s+(\d+) kB$/m.exec(status)![1]) * 1024;
  };

  it.skipIf(process.platform !== 'linux')(
    'rejects a gzip bomb (50 MB of zeros) with 413 and unpacks no more than its 10 MB limit',
    async () => {
      const bomb = gzipSync(Buffer.alloc(50 * 1024 * 1024), {level: 9});
      expect(bomb.length).toBeLessThan(100 * 1024);
      const before = peakMemory();
      const answer = await post('/veltro/device-data', bomb, {...auth, 'Content-Encoding': 'gzip'});
      expect(answer).toEqual({
        status: 413,
        type: 'application/json',
        json: {error: `Unpacked body is larger than ${10 * 1024 * 1024} bytes`},
      });
      // Unpacked whole, the 50 MB would raise the peak by at least that much.
      expect(peakMemory() - before).toBeLessThan(30 * 1024 * 1024);
    },
  );

  it('checks the token before it reads or unpacks the body', async () => {
    const bomb = gzipSync(Buffer.alloc(50 * 1024 * 1024), {level: 9});
    const answer = await post('/veltro/device-data', bomb, {
      ...auth,
      Authorization: 'token nope',
      'Content-Encoding': 'gzip',
    });
    expect(answer.status).toBe(401);
  });

  it('answers other paths and methods with a JSON error', async () => {
    expect((await post('/elsewhere', '[]', auth)).status).toBe(404);
    const get = await fetch(`${base}/veltro/device-data`);
    expect([get.status, await get.json()]).toEqual([405, {error: 'Use POST'}]);
  });
});

describe('the test scripts the pages give readers', () => {
  /** Runs a send-test script as the page says: next to the sample, against the receiver. */
  function runScript(script: string, sampleFile: string, env: Record<string, string> = {}) {
    const dir = fs.mkdtempSync(path.join(workDir, 'script-'));
    fs.copyFileSync(path.join(examplesDir, sampleFile), path.join(dir, sampleFile));
    const source = fs.readFileSync(path.join(examplesDir, script), 'utf8');
    expect(source).toContain('http://localhost:8080/');
    fs.writeFileSync(path.join(dir, script), source.replaceAll('http://localhost:8080/', `${base}/`));
    return spawnSync('bash', ['-eo', 'pipefail', script], {cwd: dir, encoding: 'utf8', env: {...process.env, ...env}});
  }

  it('send-test-callback.sh re-dates and signs the sample as Veltro does, and the receiver accepts it', () => {
    const run = runScript('send-test-callback.sh', 'command-callback.json', {VELTRO_TOKEN: apiToken});
    expect(run.status, run.stderr + run.stdout).toBe(0);
    const {received} = JSON.parse(run.stdout) as {received: string};
    expect(received).toMatch(/^[0-9]{14}000000$/);
    const [year, month, day, hour, minute, second] = /^(\d{4})(\d\d)(\d\d)(\d\d)(\d\d)(\d\d)/
      .exec(received)!
      .slice(1)
      .map(Number);
    const sent = Date.UTC(year!, month! - 1, day, hour, minute, second);
    expect(Math.abs(Date.now() - sent)).toBeLessThan(120_000);
  });

  it('send-test-batch.sh sends the sample batch compressed, with the device token, and it is stored', () => {
    const before = stored().length;
    const run = runScript('send-test-batch.sh', 'device-data.json');
    expect(run.status, run.stderr + run.stdout).toBe(0);
    expect(JSON.parse(run.stdout)).toEqual({stored: 4});
    const records = stored().slice(before);
    expect(records.map((record) => [record.unitId, record['@t']])).toEqual([
      [unitId, 'event.vehicle.engine'],
      [unitId, 'track.pos'],
      [unitId, 'obd.rpm'],
      [unitId, 'obd.bat'],
    ]);
  });

  it('a wrong token in the test callback gives the message the page names', () => {
    const run = runScript('send-test-callback.sh', 'command-callback.json', {VELTRO_TOKEN: 'wrong'});
    expect(run.status).not.toBe(0);
    expect(run.stdout).toContain('X-Request-Signature does not match');
  });
});
