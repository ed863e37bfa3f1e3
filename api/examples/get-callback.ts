import type {components} from '../generated/veltro-api';

const token = process.env.VELTRO_TOKEN;
if (!token) throw new Error('Set VELTRO_TOKEN to your API token');
const deviceId = 'b1e7d0c4-5a2f-4e9b-8c61-3f0a9d27e5b4';
const jid = '20260314101522604871';

const response = await fetch(`https://api.veltro.example/dongle/devices/${deviceId}/callback/${jid}/`, {
  headers: {Authorization: `APIToken ${token}`},
});
if (!response.ok) throw new Error(`${response.status}: ${await response.text()}`);

const record = (await response.json()) as components['schemas']['CallbackRecord'];
console.log(`Callback to ${record.url}, timeout ${record.timeout} s`);
for (const attempt of record.sent_requests) {
  console.log(attempt.timestamp, attempt.state, `answered ${attempt.response_statuscode ?? 'nothing'}`);
}
