DEVICE_ID="b1e7d0c4-5a2f-4e9b-8c61-3f0a9d27e5b4"

curl -sS --fail-with-body -X POST "https://api.veltro.example/dongle/devices/$DEVICE_ID/execute/" \
  -H "Authorization: APIToken $VELTRO_TOKEN" \
  -H "Content-Type: application/json" \
  -d @- <<'JSON'
{
  "command": "obd.query",
  "arg": ["RPM"],
  "kwarg": {"force": true},
  "callback_url": "https://hooks.example.com/veltro/command-callback",
  "callback_timeout": 60
}
JSON
