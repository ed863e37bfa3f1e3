import json
import os
import urllib.request

token = os.environ["VELTRO_TOKEN"]
device_id = "b1e7d0c4-5a2f-4e9b-8c61-3f0a9d27e5b4"

# None (null) returns a setting to its default: the Veltro Cloud address and no compression.
changes = {"cloud_storage.https.endpoint.url": None, "cloud_storage.https.compression.algorithm": None}
request = urllib.request.Request(
    f"https://api.veltro.example/dongle/settings/?device_id={device_id}",
    method="POST",
    headers={"Authorization": f"APIToken {token}", "Content-Type": "application/json"},
    data=json.dumps(changes).encode(),
)
with urllib.request.urlopen(request, timeout=30) as response:
    saved = json.load(response)

print("Uploads go to", saved["cloud_storage.https.endpoint.url"]["value"], "after the next sync")
