import json
import os
import urllib.request

token = os.environ["VELTRO_TOKEN"]
device_id = "b1e7d0c4-5a2f-4e9b-8c61-3f0a9d27e5b4"

body = {
    "command": "obd.query",
    "arg": ["RPM"],
    "kwarg": {"force": True},
    "callback_url": "https://hooks.example.com/veltro/command-callback",
    "callback_timeout": 60,
}
request = urllib.request.Request(
    f"https://api.veltro.example/dongle/devices/{device_id}/execute/",
    method="POST",
    headers={"Authorization": f"APIToken {token}", "Content-Type": "application/json"},
    data=json.dumps(body).encode(),
)
with urllib.request.urlopen(request, timeout=30) as response:
    if response.status != 202:
        raise SystemExit(f"Expected 202 Accepted, got {response.status}")
    accepted = json.load(response)

print(f"Job {accepted['jid']} sent to {', '.join(accepted['minions'])}; the result goes to the callback URL.")
