import json
import os
import urllib.request

token = os.environ["VELTRO_TOKEN"]
device_id = "b1e7d0c4-5a2f-4e9b-8c61-3f0a9d27e5b4"

changes = {
    "cloud_storage.https.endpoint.url": "https://telemetry.example.com/veltro/device-data",
    "cloud_storage.https.compression.algorithm": "gzip",
}
request = urllib.request.Request(
    f"https://api.veltro.example/dongle/settings/?device_id={device_id}",
    method="POST",
    headers={"Authorization": f"APIToken {token}", "Content-Type": "application/json"},
    data=json.dumps(changes).encode(),
)
with urllib.request.urlopen(request, timeout=30) as response:
    saved = json.load(response)

for key, entry in saved.items():
    print(key, json.dumps(entry["value"]), entry["state"])
