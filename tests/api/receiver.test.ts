/**
 * The example receiver (api/examples/receiver.ts) that the webhook and own-server pages show: started as a reader
 * starts it, it accepts the callback and device data payloads the pages document, also through the pages' own test
 * scripts (send-test-*.sh), stores them, and answers a bad request with a 4xx status and a JSON message naming the
 * problem.
 */
import {spawn, spawnSync, type ChildProcess} from 'node:child_process';
import {createHmac} from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {pathToFileURL} from 'node:url';
import {gzipSync} from 'node:zlib';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {examplesDir} from '../../scripts/api-examples';

const rootDir = path.resolve(__dirname, '../..');
const apiToken = 'receiver-test-token';
const unitId = '3d91a7c2e0f4';
/** The Auth Token the own-server page reads from the device's settings and gives the receiver. */
const deviceToken = 'e3a91c07d5f24b68a0c4f1b2d9e87a36';

const sample = (file: string) => fs.readFileSync(path.join(examplesDir, file));

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
    'accepts the documented payload %s',
    async (file) => {
      const body = sample(file);
      const answer = await post('/veltro/command-callback', body, {'X-Request-Signature': sign(body)});
      expect(answer).toEqual({status: 200, type: 'application/json', json: {received: '20260314101522604871'}});
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

  it('send-test-callback.sh signs the sample as Veltro does, and the receiver accepts it', () => {
    const run = runScript('send-test-callback.sh', 'command-callback.json', {VELTRO_TOKEN: apiToken});
    expect(run.status, run.stderr + run.stdout).toBe(0);
    expect(JSON.parse(run.stdout)).toEqual({received: '20260314101522604871'});
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
