import {writeFile} from 'node:fs/promises';
import {setTimeout as sleep} from 'node:timers/promises';
import type {components} from '../generated/veltro-api';

const token = process.env.VELTRO_TOKEN;
if (!token) throw new Error('Set VELTRO_TOKEN to your API token');
const api = 'https://api.veltro.example';
const headers = {Authorization: `APIToken ${token}`};

async function call<T>(url: string, init: RequestInit = {}): Promise<T> {
  const response = await fetch(url, {...init, headers: {...headers, ...init.headers}});
  if (!response.ok) throw new Error(`${response.status} from ${url}: ${await response.text()}`);
  return (await response.json()) as T;
}

// 1. Start the export.
const request: components['schemas']['ExportRequest'] = {
  device_id: 'b1e7d0c4-5a2f-4e9b-8c61-3f0a9d27e5b4',
  from_utc: '2026-03-01T00:00:00Z',
  to_utc: '2026-03-08T00:00:00Z',
  data_types: ['track.pos', 'obd.bat'],
  format: 'jsonl',
};
let task = await call<components['schemas']['Task']>(`${api}/logbook/storage/export/`, {
  method: 'POST',
  headers: {'Content-Type': 'application/json'},
  body: JSON.stringify(request),
});

// 2. Wait for it: check every 10 seconds, for at most 10 minutes.
for (let check = 0; ; check++) {
  task = await call<components['schemas']['Task']>(`${api}/tasks/${task.id}/`);
  if (task.state === 'SUCCESS') break;
  if (task.state === 'FAILURE') throw new Error(`Export ${task.id} failed: ${task.error}`);
  if (check === 60) throw new Error(`Export ${task.id} is still ${task.state}`);
  await sleep(10_000);
}

// 3. Download the file, then delete it from the server.
//    The token goes only to the API itself: a file stored elsewhere is downloaded without it.
if (!task.result_url) throw new Error(`Export ${task.id} has no file`);
const onApi = task.result_url.startsWith(`${api}/`);
const file = await fetch(task.result_url, onApi ? {headers} : {});
if (!file.ok) throw new Error(`${file.status} while downloading ${task.result_url}`);
const fileName = task.file_name ?? `${task.id}.jsonl.gz`;
await writeFile(fileName, Buffer.from(await file.arrayBuffer()));
await call(`${api}/tasks/${task.id}/result/`, {method: 'DELETE'});
console.log(`Saved ${fileName}`);
