DEVICE_ID="6c0f2a8e-91d3-47b5-a2e4-d85b1c7f0396"

curl -sS --fail-with-body -X POST "https://api.veltro.example/dongle/devices/$DEVICE_ID/sync/" \
  -H "Authorization: APIToken $VELTRO_TOKEN"
