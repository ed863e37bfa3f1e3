import json
import os
import urllib.request

token = os.environ["VELTRO_TOKEN"]
device_id = "b1e7d0c4-5a2f-4e9b-8c61-3f0a9d27e5b4"

request = urllib.request.Request(
    f"https://api.veltro.example/logbook/storage/fields/?device_id={device_id}",
    headers={"Authorization": f"APIToken {token}"},
)
with urllib.request.urlopen(request, timeout=30) as response:
    fields = json.load(response)

for entry in fields:
    # The data type is the field without its last segment: obd.bat.voltage belongs to obd.bat.
    data_type = entry["field"].rsplit(".", 1)[0]
    print(f"{entry['field']:<20} {entry['field_type']:<10} {data_type}")
