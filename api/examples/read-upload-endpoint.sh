DEVICE_ID="b1e7d0c4-5a2f-4e9b-8c61-3f0a9d27e5b4"

curl -sS --fail-with-body -G "https://api.veltro.example/dongle/settings/" \
  -H "Authorization: APIToken $VELTRO_TOKEN" \
  --data-urlencode "device_id=$DEVICE_ID" \
  --data-urlencode "key_prefix=cloud_storage.https."
