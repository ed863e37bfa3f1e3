DEVICE_ID="b1e7d0c4-5a2f-4e9b-8c61-3f0a9d27e5b4"

# 1. Start the export. The answer holds the task's "id".
curl -sS --fail-with-body -X POST "https://api.veltro.example/logbook/storage/export/" \
  -H "Authorization: APIToken $VELTRO_TOKEN" \
  -H "Content-Type: application/json" \
  -d @- <<JSON
{
  "device_id": "$DEVICE_ID",
  "from_utc": "2026-03-01T00:00:00Z",
  "to_utc": "2026-03-08T00:00:00Z",
  "data_types": ["track.pos", "obd.bat"],
  "format": "jsonl"
}
JSON

# 2. Repeat until "state" is "SUCCESS" (or "FAILURE", with the reason in "error").
TASK_ID=1907
TASK=$(curl -sS --fail-with-body "https://api.veltro.example/tasks/$TASK_ID/" \
  -H "Authorization: APIToken $VELTRO_TOKEN")
echo "$TASK"

# 3. Download the file from its "result_url", then delete it from the server.
#    The token goes only to the API itself: a file stored elsewhere is downloaded without it.
RESULT_URL=$(printf '%s' "$TASK" | grep -o '"result_url": *"[^"]*"' | cut -d'"' -f4)
case "$RESULT_URL" in
  https://api.veltro.example/*) AUTH=(-H "Authorization: APIToken $VELTRO_TOKEN") ;;
  *) AUTH=() ;;
esac
curl -sS --fail-with-body -o "$TASK_ID.jsonl.gz" "${AUTH[@]}" "$RESULT_URL"
curl -sS --fail-with-body -X DELETE "https://api.veltro.example/tasks/$TASK_ID/result/" \
  -H "Authorization: APIToken $VELTRO_TOKEN"
