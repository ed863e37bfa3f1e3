import type {components} from '../generated/veltro-api';

const token = process.env.VELTRO_TOKEN;
if (!token) throw new Error('Set VELTRO_TOKEN to your API token');

const query = new URLSearchParams({
  device_id: 'b1e7d0c4-5a2f-4e9b-8c61-3f0a9d27e5b4',
  field: 'obd.bat.voltage',
  field_type: 'float',
  aggregation: 'avg',
  interval: '1h',
  from_utc: '2026-03-14T06:00:00Z',
  to_utc: '2026-03-14T10:00:00Z',
});
const response = await fetch(`https://api.veltro.example/logbook/storage/read/?${query}`, {
  headers: {Authorization: `APIToken ${token}`},
});
if (!response.ok) throw new Error(`${response.status}: ${await response.text()}`);

const values = (await response.json()) as components['schemas']['AggregatedValue'][];
for (const {ts, value} of values) console.log(ts, value === null ? 'no data' : `${value} V`);
