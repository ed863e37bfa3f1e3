import json
import os
import urllib.request

token = os.environ["VELTRO_TOKEN"]
device_id = "b1e7d0c4-5a2f-4e9b-8c61-3f0a9d27e5b4"
jid = "20260314101522604871"

request = urllib.request.Request(
    f"https://api.veltro.example/dongle/devices/{device_id}/callback/{jid}/",
    headers={"Authorization": f"APIToken {token}"},
)
with urllib.request.urlopen(request, timeout=30) as response:
    record = json.load(response)

print(f"Callback to {record['url']}, timeout {record['timeout']} s")
for attempt in record["sent_requests"]:
    print(attempt["timestamp"], attempt["state"], f"answered {attempt['response_statuscode'] or 'nothing'}")
