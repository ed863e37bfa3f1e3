import type {components} from '../generated/veltro-api';

const token = process.env.VELTRO_TOKEN;
if (!token) throw new Error('Set VELTRO_TOKEN to your API token');
const deviceId = 'b1e7d0c4-5a2f-4e9b-8c61-3f0a9d27e5b4';

const response = await fetch(`https://api.veltro.example/logbook/storage/fields/?device_id=${deviceId}`, {
  headers: {Authorization: `APIToken ${token}`},
});
if (!response.ok) throw new Error(`${response.status}: ${await response.text()}`);

const fields = (await response.json()) as components['schemas']['Field'][];
for (const {field, field_type} of fields) {
  // The data type is the field without its last segment: obd.bat.voltage belongs to obd.bat.
  console.log(field.padEnd(20), field_type.padEnd(10), field.split('.').slice(0, -1).join('.'));
}
