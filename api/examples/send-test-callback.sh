# Sign the sample the way Veltro does: HMAC-SHA256 of the exact bytes, keyed with your API token.
SIGNATURE=$(openssl dgst -sha256 -hmac "$VELTRO_TOKEN" -r command-callback.json | cut -d' ' -f1)

curl -sS --fail-with-body -X POST "http://localhost:8080/veltro/command-callback" \
  -H "Content-Type: application/json" \
  -H "X-Request-Signature: $SIGNATURE" \
  --data-binary @command-callback.json
