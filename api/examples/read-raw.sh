DEVICE_ID="b1e7d0c4-5a2f-4e9b-8c61-3f0a9d27e5b4"

curl -sS --fail-with-body -G "https://api.veltro.example/logbook/storage/raw/" \
  -H "Authorization: APIToken $VELTRO_TOKEN" \
  --data-urlencode "device_id=$DEVICE_ID" \
  --data-urlencode "data_type=track.pos" \
  --data-urlencode "start_utc=2026-03-14T09:21:00Z" \
  --data-urlencode "end_utc=2026-03-14T09:22:00Z"
