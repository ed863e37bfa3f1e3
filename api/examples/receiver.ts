/**
 * Receives what Veltro sends to your own server:
 *   POST /veltro/command-callback  results of commands run with a callback_url (signed with your API token)
 *   POST /veltro/device-data       data batches from devices whose Cloud Storage endpoint points here
 * Stores each accepted request as one line of JSON in received.jsonl, and answers a bad one with 4xx and a JSON
 * message. Run it with `npx tsx receiver.ts` behind an HTTPS proxy; see the environment variables below.
 * A signature covers only the body, so a captured callback stays valid: the receiver refuses a job older than the
 * callback record lifetime, and stores each (jid, state) pair once.
 */
import {createHmac, timingSafeEqual} from 'node:crypto';
import {existsSync, readFileSync} from 'node:fs';
import {appendFile} from 'node:fs/promises';
import {createServer, type IncomingMessage, type ServerResponse} from 'node:http';
import {promisify} from 'node:util';
import {gunzip} from 'node:zlib';
import type {components} from '../generated/veltro-api';

type CommandCallback = components['schemas']['CommandCallback'];
type DataRecord = components['schemas']['DataRecord'];

/** The API token that ran the commands: Veltro signs each callback with it. */
const apiToken = process.env.VELTRO_TOKEN ?? '';
/** Each device's Cloud Storage Auth Token, by unit ID: `3d91a7c2e0f4=e3a9…,8a4e1b6f93c7=5b0d…`. */
const deviceTokens = new Map(
  (process.env.DEVICE_TOKENS ?? '')
    .split(',')
    .filter(Boolean)
    .map((pair) => pair.split('=', 2) as [string, string]),
);
const port = Number(process.env.PORT ?? 8080);
const storeFile = process.env.STORE_FILE ?? 'received.jsonl';
/** Larger than any batch a device sends with the default Max Batch Size of 500 results; applies to the body as
 * received and, for a gzip-compressed batch, again to the unpacked JSON. */
const maxBodyBytes = 10 * 1024 * 1024;
/** Veltro keeps a callback record, and retries its deliveries, for 2 days; 600 s more allows for slow retries. */
const maxJobAgeMs = (2 * 24 * 3600 + 600) * 1000;
/** How far a job ID may lie in the future, for a clock that runs a little behind Veltro's. */
const maxClockSkewMs = 300 * 1000;

class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/** Reads the body, at most maxBodyBytes, and unpacks it when `gzip` is allowed and sent. */
async function readBody(request: IncomingMessage, allowGzip: boolean): Promise<Buffer> {
  const encoding = request.headers['content-encoding'];
  const gzipped = allowGzip && encoding === 'gzip';
  if (encoding && !gzipped && !(allowGzip && encoding === 'identity'))
    throw new HttpError(415, `Unsupported Content-Encoding ${encoding}`);
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    size += (chunk as Buffer).length;
    if (size > maxBodyBytes) throw new HttpError(413, `Body is larger than ${maxBodyBytes} bytes`);
    chunks.push(chunk as Buffer);
  }
  const body = Buffer.concat(chunks);
  if (!gzipped) return body;
  // A few kilobytes of gzip can unpack to gigabytes: stop at the same limit.
  return promisify(gunzip)(body, {maxOutputLength: maxBodyBytes}).catch((error: unknown) => {
    if (error instanceof RangeError) throw new HttpError(413, `Unpacked body is larger than ${maxBodyBytes} bytes`);
    throw new HttpError(400, 'Body is not valid gzip');
  });
}

function parseJson(body: Buffer): unknown {
  try {
    return JSON.parse(body.toString('utf8'));
  } catch {
    throw new HttpError(400, 'Body is not valid JSON');
  }
}

/** Compares two secrets in constant time, so their content cannot be guessed from response times. */
function sameSecret(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const jobId = /^[0-9]{20}$/;
const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const deviceTime = /^[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{2}:[0-9]{2}:[0-9]{2}(\.[0-9]+)?Z?$/;

/** What is wrong with a callback body, or nothing. */
function callbackProblem(body: unknown): string | undefined {
  if (!isObject(body)) return 'Body must be a JSON object';
  if (typeof body.jid !== 'string' || !jobId.test(body.jid)) return '"jid" must be a job ID of 20 digits';
  if (typeof body.device_id !== 'string' || !uuid.test(body.device_id)) return '"device_id" must be a device UUID';
  if (body.state !== 'COMMAND_EXECUTED' && body.state !== 'TIMEOUT')
    return '"state" must be COMMAND_EXECUTED or TIMEOUT';
  if (typeof body.success !== 'boolean') return '"success" must be true or false';
  if (body.state === 'TIMEOUT' && body.response !== null) return '"response" must be null for TIMEOUT';
  if (body.state === 'COMMAND_EXECUTED' && !(isObject(body.response) && isObject(body.response.data)))
    return '"response.data" must be an object for COMMAND_EXECUTED';
  return undefined;
}

/** What is wrong with a device data batch, or nothing. */
function batchProblem(body: unknown): string | undefined {
  if (!Array.isArray(body) || body.length === 0) return 'Body must be a non-empty JSON array of records';
  for (const [index, record] of body.entries()) {
    if (!isObject(record)) return `Record ${index} must be a JSON object`;
    // Any non-empty type: event types carry tag parts such as a geofence slug (event.vehicle.geofence.north-depot),
    // and a batch refused for one record is sent again and again, then dropped after Fail TTL.
    if (typeof record['@t'] !== 'string' || record['@t'] === '')
      return `Record ${index}: "@t" must be a record type such as track.pos`;
    if (typeof record['@ts'] !== 'string' || !deviceTime.test(record['@ts']))
      return `Record ${index}: "@ts" must be a UTC time such as 2026-03-14T09:21:07.412853`;
  }
  return undefined;
}

/** When a job was sent: its ID is the UTC time, `YYYYMMDDhhmmss` and then the microseconds. */
function jobTime(jid: string): number {
  const part = (start: number, length: number) => Number(jid.slice(start, start + length));
  return Date.UTC(part(0, 4), part(4, 2) - 1, part(6, 2), part(8, 2), part(10, 2), part(12, 2));
}

/** Each (jid, state) pair stored, with the job's time; read back from the store file at start. */
const storedCallbacks = new Map<string, number>();
if (existsSync(storeFile)) {
  for (const line of readFileSync(storeFile, 'utf8').split('\n')) {
    const entry = line ? (JSON.parse(line) as {kind?: string; callback?: CommandCallback}) : {};
    if (entry.kind === 'command-callback' && entry.callback)
      storedCallbacks.set(`${entry.callback.jid}/${entry.callback.state}`, jobTime(entry.callback.jid));
  }
}

async function commandCallback(request: IncomingMessage): Promise<object> {
  // Veltro never compresses callbacks, and the signature must be checked before anything is unpacked.
  const body = await readBody(request, false);
  // The signature covers the raw bytes: check it before parsing.
  const signature = String(request.headers['x-request-signature'] ?? '');
  const expected = createHmac('sha256', apiToken).update(body).digest('hex');
  if (!apiToken || !sameSecret(signature, expected)) throw new HttpError(401, 'X-Request-Signature does not match');
  const callback = parseJson(body);
  const problem = callbackProblem(callback);
  if (problem) throw new HttpError(400, problem);
  const {jid, state, success} = callback as CommandCallback;
  const now = Date.now();
  const sent = jobTime(jid);
  if (!(sent >= now - maxJobAgeMs)) throw new HttpError(400, `Job ${jid} is older than the callback record lifetime`);
  if (sent > now + maxClockSkewMs) throw new HttpError(400, `Job ${jid} lies in the future`);
  // A repeated delivery, or a replay of a captured one: answer 2xx so Veltro stops retrying, but store nothing.
  const key = `${jid}/${state}`;
  if (storedCallbacks.has(key)) return {received: jid, duplicate: true};
  storedCallbacks.set(key, sent);
  try {
    await appendFile(storeFile, `${JSON.stringify({kind: 'command-callback', callback})}\n`);
  } catch (error) {
    storedCallbacks.delete(key);
    throw error;
  }
  // Pairs older than the lifetime can go: such a job is refused above anyway.
  for (const [stored, time] of storedCallbacks) if (time < now - maxJobAgeMs) storedCallbacks.delete(stored);
  console.log(`Job ${jid}: ${state}, success ${success}`);
  return {received: jid};
}

async function deviceData(request: IncomingMessage): Promise<object> {
  const unitId = String(request.headers['unit-id'] ?? '');
  const token = deviceTokens.get(unitId);
  if (!token || !sameSecret(String(request.headers.authorization ?? ''), `token ${token}`))
    throw new HttpError(401, `Unknown unit ID or wrong Auth Token for "${unitId}"`);
  const batch = parseJson(await readBody(request, true));
  const problem = batchProblem(batch);
  if (problem) throw new HttpError(400, problem);
  const records = batch as DataRecord[];
  // Store the batch before answering 2xx: the device deletes it as soon as it sees that answer.
  await appendFile(storeFile, records.map((record) => `${JSON.stringify({unitId, ...record})}\n`).join(''));
  console.log(`Unit ${unitId}: ${records.length} records`);
  return {stored: records.length};
}

const routes: Record<string, (request: IncomingMessage) => Promise<object>> = {
  '/veltro/command-callback': commandCallback,
  '/veltro/device-data': deviceData,
};

function reply(response: ServerResponse, status: number, body: object): void {
  response.writeHead(status, {'Content-Type': 'application/json'}).end(JSON.stringify(body));
}

const server = createServer((request, response) => {
  const route = routes[new URL(request.url ?? '/', 'http://localhost').pathname];
  if (!route) return reply(response, 404, {error: 'No such path'});
  if (request.method !== 'POST') return reply(response, 405, {error: 'Use POST'});
  route(request).then(
    (body) => reply(response, 200, body),
    (error: unknown) => {
      if (error instanceof HttpError) return reply(response, error.status, {error: error.message});
      console.error(error);
      reply(response, 500, {error: 'Could not store the request'});
    },
  );
});

server.listen(port, () => {
  const address = server.address();
  console.log(`Listening on port ${typeof address === 'object' && address ? address.port : port}`);
});
