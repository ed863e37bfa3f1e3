# The receiver refuses old jobs, so give the sample a job ID of now: the UTC time, then 6 digits for the microseconds.
JID="$(date -u +%Y%m%d%H%M%S)000000"
sed "s/20260314101522604871/$JID/g" command-callback.json > test-callback.json

# Sign it the way Veltro does: HMAC-SHA256 of the exact bytes, keyed with your API token.
SIGNATURE=$(openssl dgst -sha256 -hmac "$VELTRO_TOKEN" -r test-callback.json | cut -d' ' -f1)

curl -sS --fail-with-body -X POST "http://localhost:8080/veltro/command-callback" \
  -H "Content-Type: application/json" \
  -H "X-Request-Signature: $SIGNATURE" \
  --data-binary @test-callback.json
