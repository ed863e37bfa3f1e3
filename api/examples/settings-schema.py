import json
import os
import urllib.parse
import urllib.request

token = os.environ["VELTRO_TOKEN"]
query = urllib.parse.urlencode({
    "device_id": "6c0f2a8e-91d3-47b5-a2e4-d85b1c7f0396",
    "key_prefix": "power.safety_cut_out.",
})
request = urllib.request.Request(
    f"https://api.veltro.example/dongle/settings/schema/?{query}",
    headers={"Authorization": f"APIToken {token}"},
)
with urllib.request.urlopen(request, timeout=30) as response:
    schema = json.load(response)

for key, setting in schema.items():
    print(f"{key}: {setting['type']}, default {json.dumps(setting['default'])} {setting.get('unit', '')}")
