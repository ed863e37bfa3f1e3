import type {components} from '../generated/veltro-api';

const token = process.env.VELTRO_TOKEN;
if (!token) throw new Error('Set VELTRO_TOKEN to your API token');

const response = await fetch('https://api.veltro.example/dongle/devices/', {
  headers: {Authorization: `APIToken ${token}`},
});
if (!response.ok) throw new Error(`${response.status}: ${await response.text()}`);

const page = (await response.json()) as components['schemas']['DevicePage'];
for (const device of page.results) {
  console.log(device.id, device.display, device.model, device.last_communication ?? 'never');
}
