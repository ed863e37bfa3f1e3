import type {components} from '../generated/veltro-api';

const token = process.env.VELTRO_TOKEN;
if (!token) throw new Error('Set VELTRO_TOKEN to your API token');
const deviceId = '6c0f2a8e-91d3-47b5-a2e4-d85b1c7f0396';

const response = await fetch(
  `https://api.veltro.example/dongle/settings/?device_id=${deviceId}&key_prefix=power.safety_cut_out.`,
  {
    headers: {Authorization: `APIToken ${token}`},
  },
);
if (!response.ok) throw new Error(`${response.status}: ${await response.text()}`);

const settings = (await response.json()) as components['schemas']['SettingsState'];
const waiting = Object.keys(settings).filter((key) => settings[key]?.state !== 'SYNCED');
console.log(waiting.length ? `Waiting for the device: ${waiting.join(', ')}` : 'The device has every change.');
