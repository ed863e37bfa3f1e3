import type {components} from '../generated/veltro-api';

const token = process.env.VELTRO_TOKEN;
if (!token) throw new Error('Set VELTRO_TOKEN to your API token');
const deviceId = '6c0f2a8e-91d3-47b5-a2e4-d85b1c7f0396';

const response = await fetch(`https://api.veltro.example/dongle/devices/${deviceId}/sync/`, {
  method: 'POST',
  headers: {Authorization: `APIToken ${token}`},
});
if (response.status !== 202) throw new Error(`${response.status}: ${await response.text()}`);

const job = (await response.json()) as components['schemas']['CommandAccepted'];
console.log(`Sync job ${job.jid} sent to ${job.minions.join(', ')}`);
