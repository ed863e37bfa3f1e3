import json
import os
import urllib.parse
import urllib.request

token = os.environ["VELTRO_TOKEN"]
query = urllib.parse.urlencode({
    "device_id": "b1e7d0c4-5a2f-4e9b-8c61-3f0a9d27e5b4",
    "field": "obd.bat.voltage",
    "field_type": "float",
    "aggregation": "avg",
    "interval": "1h",
    "from_utc": "2026-03-14T06:00:00Z",
    "to_utc": "2026-03-14T10:00:00Z",
})
request = urllib.request.Request(
    f"https://api.veltro.example/logbook/storage/read/?{query}",
    headers={"Authorization": f"APIToken {token}"},
)
with urllib.request.urlopen(request, timeout=30) as response:
    values = json.load(response)

for entry in values:
    print(entry["ts"], "no data" if entry["value"] is None else f"{entry['value']} V")
