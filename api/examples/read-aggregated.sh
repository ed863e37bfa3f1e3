DEVICE_ID="b1e7d0c4-5a2f-4e9b-8c61-3f0a9d27e5b4"

curl -sS --fail-with-body -G "https://api.veltro.example/logbook/storage/read/" \
  -H "Authorization: APIToken $VELTRO_TOKEN" \
  --data-urlencode "device_id=$DEVICE_ID" \
  --data-urlencode "field=obd.bat.voltage" \
  --data-urlencode "field_type=float" \
  --data-urlencode "aggregation=avg" \
  --data-urlencode "interval=1h" \
  --data-urlencode "from_utc=2026-03-14T06:00:00Z" \
  --data-urlencode "to_utc=2026-03-14T10:00:00Z"
