import json
import os
import time
import urllib.request

API = "https://api.veltro.example"
HEADERS = {"Authorization": f"APIToken {os.environ['VELTRO_TOKEN']}"}


def call(url, body=None, method=None):
    headers = dict(HEADERS, **({"Content-Type": "application/json"} if body else {}))
    data = json.dumps(body).encode() if body else None
    request = urllib.request.Request(url, data=data, headers=headers, method=method or ("POST" if body else "GET"))
    with urllib.request.urlopen(request, timeout=30) as response:
        return json.load(response)


# 1. Start the export.
task = call(f"{API}/logbook/storage/export/", {
    "device_id": "b1e7d0c4-5a2f-4e9b-8c61-3f0a9d27e5b4",
    "from_utc": "2026-03-01T00:00:00Z",
    "to_utc": "2026-03-08T00:00:00Z",
    "data_types": ["track.pos", "obd.bat"],
    "format": "jsonl",
})

# 2. Wait for it: check every 10 seconds, for at most 10 minutes.
for check in range(61):
    task = call(f"{API}/tasks/{task['id']}/")
    if task["state"] == "SUCCESS":
        break
    if task["state"] == "FAILURE":
        raise SystemExit(f"Export {task['id']} failed: {task['error']}")
    time.sleep(10)
else:
    raise SystemExit(f"Export {task['id']} is still {task['state']}")

# 3. Download the file, then delete it from the server.
#    The token goes only to the API itself: a file stored elsewhere is downloaded without it.
file_name = task["file_name"] or f"{task['id']}.jsonl.gz"
on_api = task["result_url"].startswith(API + "/")
download = urllib.request.Request(task["result_url"], headers=HEADERS if on_api else {})
with urllib.request.urlopen(download, timeout=300) as response:
    with open(file_name, "wb") as out:
        out.write(response.read())
call(f"{API}/tasks/{task['id']}/result/", method="DELETE")
print(f"Saved {file_name}")
