import type {components} from '../generated/veltro-api';

const token = process.env.VELTRO_TOKEN;
if (!token) throw new Error('Set VELTRO_TOKEN to your API token');
const deviceId = 'b1e7d0c4-5a2f-4e9b-8c61-3f0a9d27e5b4';

const changes: components['schemas']['SettingsChange'] = {
  'cloud_storage.https.endpoint.url': 'https://telemetry.example.com/veltro/device-data',
  'cloud_storage.https.compression.algorithm': 'gzip',
};
const response = await fetch(`https://api.veltro.example/dongle/settings/?device_id=${deviceId}`, {
  method: 'POST',
  headers: {Authorization: `APIToken ${token}`, 'Content-Type': 'application/json'},
  body: JSON.stringify(changes),
});
if (!response.ok) throw new Error(`${response.status}: ${await response.text()}`);

const saved = (await response.json()) as components['schemas']['SettingsState'];
for (const [key, {value, state}] of Object.entries(saved)) console.log(key, JSON.stringify(value), state);
