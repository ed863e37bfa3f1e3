import type {components} from '../generated/veltro-api';

const token = process.env.VELTRO_TOKEN;
if (!token) throw new Error('Set VELTRO_TOKEN to your API token');

const query = new URLSearchParams({
  device_id: 'b1e7d0c4-5a2f-4e9b-8c61-3f0a9d27e5b4',
  key_prefix: 'cloud_storage.https.',
});
const response = await fetch(`https://api.veltro.example/dongle/settings/?${query}`, {
  headers: {Authorization: `APIToken ${token}`},
});
if (!response.ok) throw new Error(`${response.status}: ${await response.text()}`);

const settings = (await response.json()) as components['schemas']['SettingsState'];
console.log('Uploads go to', settings['cloud_storage.https.endpoint.url']?.value);
console.log('Compression:', settings['cloud_storage.https.compression.algorithm']?.value ?? 'none');
