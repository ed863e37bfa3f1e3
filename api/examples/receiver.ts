/**
 * Receives what Veltro sends to your own server:
 *   POST /veltro/command-callback  results of commands run with a callback_url (signed with your API token)
 *   POST /veltro/device-data       data batches from devices whose Cloud Storage endpoint points here
 * Stores each accepted request as one line of JSON in received.jsonl, and answers a bad one with 4xx and a JSON
 * message. Run it with `npx tsx receiver.ts` behind an HTTPS proxy; see the environment variables below.
 */
import {createHmac, timingSafeEqual} from 'node:crypto';
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
/** Larger than any batch a device sends with the default Max Batch Size of 500 results. */
const maxBodyBytes = 10 * 1024 * 1024;

class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

async function readBody(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    size += (chunk as Buffer).length;
    if (size > maxBodyBytes) throw new HttpError(413, `Body is larger than ${maxBodyBytes} bytes`);
    chunks.push(chunk as Buffer);
  }
  const body = Buffer.concat(chunks);
  const encoding = request.headers['content-encoding'];
  if (encoding === 'gzip') return promisify(gunzip)(body);
  if (encoding && encoding !== 'identity') throw new HttpError(415, `Unsupported Content-Encoding ${encoding}`);
  return body;
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
const recordType = /^[a-z0-9_]+(\.[a-z0-9_]+)+$/;
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
    if (typeof record['@t'] !== 'string' || !recordType.test(record['@t']))
      return `Record ${index}: "@t" must be a record type such as track.pos`;
    if (typeof record['@ts'] !== 'string' || !deviceTime.test(record['@ts']))
      return `Record ${index}: "@ts" must be a UTC time such as 2026-03-14T09:21:07.412853`;
  }
  return undefined;
}

async function commandCallback(request: IncomingMessage): Promise<object> {
  const body = await readBody(request);
  // The signature covers the raw bytes: check it before parsing.
  const signature = String(request.headers['x-request-signature'] ?? '');
  const expected = createHmac('sha256', apiToken).update(body).digest('hex');
  if (!apiToken || !sameSecret(signature, expected)) throw new HttpError(401, 'X-Request-Signature does not match');
  const callback = parseJson(body);
  const problem = callbackProblem(callback);
  if (problem) throw new HttpError(400, problem);
  const {jid, state, success} = callback as CommandCallback;
  await appendFile(storeFile, `${JSON.stringify({kind: 'command-callback', callback})}\n`);
  console.log(`Job ${jid}: ${state}, success ${success}`);
  return {received: jid};
}

async function deviceData(request: IncomingMessage): Promise<object> {
  const unitId = String(request.headers['unit-id'] ?? '');
  const token = deviceTokens.get(unitId);
  if (!token || !sameSecret(String(request.headers.authorization ?? ''), `token ${token}`))
    throw new HttpError(401, `Unknown unit ID or wrong Auth Token for "${unitId}"`);
  const batch = parseJson(await readBody(request));
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
