import json
import os
import urllib.request

token = os.environ["VELTRO_TOKEN"]
device_id = "b1e7d0c4-5a2f-4e9b-8c61-3f0a9d27e5b4"

request = urllib.request.Request(
    f"https://api.veltro.example/dongle/devices/{device_id}/execute/",
    method="POST",
    headers={"Authorization": f"APIToken {token}", "Content-Type": "application/json"},
    data=json.dumps({"command": "power.status", "arg": [], "kwarg": {}}).encode(),
)
# The request waits for the device's answer: allow more than the usual time.
with urllib.request.urlopen(request, timeout=150) as response:
    result = json.load(response)

print(result["jid"], json.dumps(result["return"], indent=2))
