# Send the sample batch as the device would: its unit ID, its Auth Token, gzip-compressed JSON.
gzip -c device-data.json > device-data.json.gz

curl -sS --fail-with-body -X POST "http://localhost:8080/veltro/device-data" \
  -H "Authorization: token e3a91c07d5f24b68a0c4f1b2d9e87a36" \
  -H "Unit-Id: 3d91a7c2e0f4" \
  -H "Content-Type: application/json" \
  -H "Content-Encoding: gzip" \
  --data-binary @device-data.json.gz
