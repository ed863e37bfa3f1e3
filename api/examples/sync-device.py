import json
import os
import urllib.request

token = os.environ["VELTRO_TOKEN"]
device_id = "6c0f2a8e-91d3-47b5-a2e4-d85b1c7f0396"

request = urllib.request.Request(
    f"https://api.veltro.example/dongle/devices/{device_id}/sync/",
    method="POST",
    headers={"Authorization": f"APIToken {token}"},
)
with urllib.request.urlopen(request, timeout=30) as response:
    job = json.load(response)

print(f"Sync job {job['jid']} sent to {', '.join(job['minions'])}")
