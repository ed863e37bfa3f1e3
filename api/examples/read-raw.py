import json
import os
import urllib.parse
import urllib.request

token = os.environ["VELTRO_TOKEN"]
query = urllib.parse.urlencode({
    "device_id": "b1e7d0c4-5a2f-4e9b-8c61-3f0a9d27e5b4",
    "data_type": "track.pos",
    "start_utc": "2026-03-14T09:21:00Z",
    "end_utc": "2026-03-14T09:22:00Z",
})
request = urllib.request.Request(
    f"https://api.veltro.example/logbook/storage/raw/?{query}",
    headers={"Authorization": f"APIToken {token}"},
)
with urllib.request.urlopen(request, timeout=30) as response:
    records = json.load(response)

for record in records:
    print(record["@ts"], record["@t"], record["loc"], record["sog"])
