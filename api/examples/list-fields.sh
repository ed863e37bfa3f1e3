DEVICE_ID="b1e7d0c4-5a2f-4e9b-8c61-3f0a9d27e5b4"

curl -sS --fail-with-body "https://api.veltro.example/logbook/storage/fields/?device_id=$DEVICE_ID" \
  -H "Authorization: APIToken $VELTRO_TOKEN"
