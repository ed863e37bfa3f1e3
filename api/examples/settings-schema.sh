DEVICE_ID="6c0f2a8e-91d3-47b5-a2e4-d85b1c7f0396"

curl -sS --fail-with-body -G "https://api.veltro.example/dongle/settings/schema/" \
  -H "Authorization: APIToken $VELTRO_TOKEN" \
  --data-urlencode "device_id=$DEVICE_ID" \
  --data-urlencode "key_prefix=power.safety_cut_out."
