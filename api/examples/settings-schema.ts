import type {components} from '../generated/veltro-api';

const token = process.env.VELTRO_TOKEN;
if (!token) throw new Error('Set VELTRO_TOKEN to your API token');

const query = new URLSearchParams({
  device_id: '6c0f2a8e-91d3-47b5-a2e4-d85b1c7f0396',
  key_prefix: 'power.safety_cut_out.',
});
const response = await fetch(`https://api.veltro.example/dongle/settings/schema/?${query}`, {
  headers: {Authorization: `APIToken ${token}`},
});
if (!response.ok) throw new Error(`${response.status}: ${await response.text()}`);

const schema = (await response.json()) as components['schemas']['SettingsSchema'];
for (const [key, setting] of Object.entries(schema)) {
  console.log(`${key}: ${setting.type}, default ${JSON.stringify(setting.default)} ${setting.unit ?? ''}`);
}
