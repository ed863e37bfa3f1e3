import json
import os
import urllib.request

token = os.environ["VELTRO_TOKEN"]
device_id = "6c0f2a8e-91d3-47b5-a2e4-d85b1c7f0396"

# A 24 V truck: each value has the type its setting has in the catalogue (two are strings).
changes = {
    "power.battery.nominal_voltage": 24,
    "power.battery.critical_level.voltage": 24.6,
    "power.safety_cut_out.voltage": "24.4",
    "power.wake_trigger.voltage_level": "26.4",
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
