import type {components} from '../generated/veltro-api';

const token = process.env.VELTRO_TOKEN;
if (!token) throw new Error('Set VELTRO_TOKEN to your API token');
const deviceId = '6c0f2a8e-91d3-47b5-a2e4-d85b1c7f0396';

const response = await fetch(`https://api.veltro.example/dongle/devices/${deviceId}/`, {
  headers: {Authorization: `APIToken ${token}`},
});
if (!response.ok) throw new Error(`${response.status}: ${await response.text()}`);

const device = (await response.json()) as components['schemas']['Device'];
console.log(
  `${device.display} (${device.model}, unit ${device.unit_id}), vehicle: ${device.vehicle?.display ?? 'none'}`,
);
