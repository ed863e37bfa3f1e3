import type {components} from '../generated/veltro-api';

const token = process.env.VELTRO_TOKEN;
if (!token) throw new Error('Set VELTRO_TOKEN to your API token');
const deviceId = '6c0f2a8e-91d3-47b5-a2e4-d85b1c7f0396';

// A 24 V truck: each value has the type its setting has in the catalogue (two are strings).
const changes: components['schemas']['SettingsChange'] = {
  'power.battery.nominal_voltage': 24,
  'power.battery.critical_level.voltage': 24.6,
  'power.safety_cut_out.voltage': '24.4',
  'power.wake_trigger.voltage_level': '26.4',
};
const response = await fetch(`https://api.veltro.example/dongle/settings/?device_id=${deviceId}`, {
  method: 'POST',
  headers: {Authorization: `APIToken ${token}`, 'Content-Type': 'application/json'},
  body: JSON.stringify(changes),
});
if (!response.ok) throw new Error(`${response.status}: ${await response.text()}`);

const saved = (await response.json()) as components['schemas']['SettingsState'];
for (const [key, {value, state}] of Object.entries(saved)) console.log(key, JSON.stringify(value), state);
