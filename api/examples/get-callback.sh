DEVICE_ID="b1e7d0c4-5a2f-4e9b-8c61-3f0a9d27e5b4"
JID="20260314101522604871"

curl -sS --fail-with-body "https://api.veltro.example/dongle/devices/$DEVICE_ID/callback/$JID/" \
  -H "Authorization: APIToken $VELTRO_TOKEN"
