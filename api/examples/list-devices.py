import json
import os
import urllib.request

token = os.environ["VELTRO_TOKEN"]
request = urllib.request.Request(
    "https://api.veltro.example/dongle/devices/",
    headers={"Authorization": f"APIToken {token}"},
)
with urllib.request.urlopen(request, timeout=30) as response:
    page = json.load(response)

for device in page["results"]:
    print(device["id"], device["display"], device["model"], device["last_communication"] or "never")
