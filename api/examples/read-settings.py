import json
import os
import urllib.request

token = os.environ["VELTRO_TOKEN"]
device_id = "6c0f2a8e-91d3-47b5-a2e4-d85b1c7f0396"

request = urllib.request.Request(
    f"https://api.veltro.example/dongle/settings/?device_id={device_id}&key_prefix=power.safety_cut_out.",
    headers={"Authorization": f"APIToken {token}"},
)
with urllib.request.urlopen(request, timeout=30) as response:
    settings = json.load(response)

waiting = [key for key, entry in settings.items() if entry["state"] != "SYNCED"]
print(f"Waiting for the device: {', '.join(waiting)}" if waiting else "The device has every change.")
