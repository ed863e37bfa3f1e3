DEVICE_ID="6c0f2a8e-91d3-47b5-a2e4-d85b1c7f0396"

curl -sS --fail-with-body -X POST "https://api.veltro.example/dongle/settings/?device_id=$DEVICE_ID" \
  -H "Authorization: APIToken $VELTRO_TOKEN" \
  -H "Content-Type: application/json" \
  -d @- <<'JSON'
{
  "power.battery.nominal_voltage": 24,
  "power.battery.critical_level.voltage": 24.6,
  "power.safety_cut_out.voltage": "24.4",
  "power.wake_trigger.voltage_level": "26.4"
}
JSON
