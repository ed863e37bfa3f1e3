import json
import os
import urllib.parse
import urllib.request

token = os.environ["VELTRO_TOKEN"]
query = urllib.parse.urlencode({
    "device_id": "b1e7d0c4-5a2f-4e9b-8c61-3f0a9d27e5b4",
    "key_prefix": "cloud_storage.https.",
})
request = urllib.request.Request(
    f"https://api.veltro.example/dongle/settings/?{query}",
    headers={"Authorization": f"APIToken {token}"},
)
with urllib.request.urlopen(request, timeout=30) as response:
    settings = json.load(response)

print("Uploads go to", settings["cloud_storage.https.endpoint.url"]["value"])
print("Compression:", settings["cloud_storage.https.compression.algorithm"]["value"] or "none")
