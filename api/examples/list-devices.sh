curl -sS --fail-with-body "https://api.veltro.example/dongle/devices/" \
  -H "Authorization: APIToken $VELTRO_TOKEN"
