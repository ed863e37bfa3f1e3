import type {components} from '../generated/veltro-api';

const token = process.env.VELTRO_TOKEN;
if (!token) throw new Error('Set VELTRO_TOKEN to your API token');

const query = new URLSearchParams({
  device_id: 'b1e7d0c4-5a2f-4e9b-8c61-3f0a9d27e5b4',
  data_type: 'track.pos',
  start_utc: '2026-03-14T09:21:00Z',
  end_utc: '2026-03-14T09:22:00Z',
});
const response = await fetch(`https://api.veltro.example/logbook/storage/raw/?${query}`, {
  headers: {Authorization: `APIToken ${token}`},
});
if (!response.ok) throw new Error(`${response.status}: ${await response.text()}`);

const records = (await response.json()) as components['schemas']['DataRecord'][];
for (const record of records) console.log(record['@ts'], record['@t'], JSON.stringify(record.loc), record.sog);
