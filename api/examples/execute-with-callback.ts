import type {components} from '../generated/veltro-api';

const token = process.env.VELTRO_TOKEN;
if (!token) throw new Error('Set VELTRO_TOKEN to your API token');
const deviceId = 'b1e7d0c4-5a2f-4e9b-8c61-3f0a9d27e5b4';

const body: components['schemas']['CommandRequest'] = {
  command: 'obd.query',
  arg: ['RPM'],
  kwarg: {force: true},
  callback_url: 'https://hooks.example.com/veltro/command-callback',
  callback_timeout: 60,
};
const response = await fetch(`https://api.veltro.example/dongle/devices/${deviceId}/execute/`, {
  method: 'POST',
  headers: {Authorization: `APIToken ${token}`, 'Content-Type': 'application/json'},
  body: JSON.stringify(body),
});
if (response.status !== 202) throw new Error(`${response.status}: ${await response.text()}`);

const accepted = (await response.json()) as components['schemas']['CommandAccepted'];
console.log(`Job ${accepted.jid} sent to ${accepted.minions.join(', ')}; the result goes to the callback URL.`);
