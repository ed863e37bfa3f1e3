#!/usr/bin/env python3
"""
Writes src/data/core/fact-source.json: the command surface of Veltro Core as its fact sources define it, so the
unit tests can compare the site's command catalogue with it without network access.

- The 34 modules of autopi-io/autopi-core (src/salt/base/ext/_modules/*.py): every public module-level function
  with its arguments and defaults, read with Python's own parser (nothing is imported or run).
- The 8 modules that autopi-core lacks: the function lists of the product's original public command reference
  (autopi-io/documentation, docs/core/commands/<module>.md).
- `events`: every place in autopi-core's `_engines/`, `_modules/` and `_utils/` that fires an event
  (`edmp.trigger_event(data, tag)`, `__salt__["minionutil.trigger_event"](tag, data)`, `trigger_event(tag, data)`,
  `__salt__["event.fire"](data, tag)`, `….fire_event(data, tag)`), with the tag as a pattern (`{}` where the code
  formats a value in) and the keys of its data. The keys are read only where they are static: a dict literal, a
  conditional between dict literals, `dict(...)` of one, or a variable assigned a dict literal in the same function
  (plus its `data["key"] = …` assignments). Anything else is `"fields": null` (unknown), never a guess. Calls whose tag
  cannot be resolved to a string (the messaging plumbing that forwards a caller's tag) are left out. `sometimes`
  lists the keys only one branch of a conditional sends (e.g. `reason` only when there is an error).
- `openSource.settingDefaults`: the defaults the fact source gives the Cloud settings that SETTING_DEFAULTS maps
  (pillar `src/salt/dev/pillar/dongle.sls`, `pillar.get(key, default)` in `src/salt/base/state/**`, `.get(name,
  default)` in an engine, a command's argument default, the RP2040 SPM firmware shipped: `firmware-<v>.bin`, the
  image `power/spm/install.sls` flashes for version 4.0 and later; the older `.hex` images are for ATtiny SPMs of
  earlier hardware). Where the engine or state has its own fallback and the dev pillar sets another value (Max Batch
  Size 100 vs 500, Auto Update False vs true), the mapping names the dev pillar, and the reference says so.
  SETTING_DEFAULTS is the one list of these mappings; tests/unit/settings-provenance.test.ts compares the catalogue's
  `fact-source` defaults with them.
- `reference.settings`: every row of the original Cloud settings tables (docs/cloud/device_management/
  advanced_settings/autopi_tmu_cm4/*.md and autopi_mini/index.md): page, headings, field name, default as written.

Usage (from the project root; each repository is a git directory, a bare clone will do, read at the commit given):
    python3 tools/fact-source/extract.py <autopi-core git dir>[@commit] <documentation git dir>[@commit]
"""
import ast
import json
import re
import subprocess
import sys
from pathlib import Path

OUTPUT = Path(__file__).resolve().parents[2] / "src" / "data" / "core" / "fact-source.json"
MODULES_DIR = "src/salt/base/ext/_modules"
REFERENCE_DIR = "docs/core/commands"
# Modules of the Veltro Core reference that autopi-core does not contain; see ../shared/ia/facts.md.
REFERENCE_ONLY = ["time", "logger", "doip", "can_decoder", "cryptoauth", "disk_housekeeper", "file_sync", "stateutil"]


class Repository:
    """A git directory read at one commit, without a work tree."""

    def __init__(self, spec: str):
        path, _, commit = spec.partition("@")
        self.path = path
        self.commit = self._git("rev-parse", f"{commit or 'HEAD'}^{{commit}}").strip()

    def _git(self, *args: str) -> str:
        return subprocess.run(["git", "--git-dir", self.path, *args], capture_output=True, text=True, check=True).stdout

    def files(self, folder: str) -> list:
        return sorted(self._git("ls-tree", "--name-only", f"{self.commit}:{folder}").split())

    def read(self, path: str) -> str:
        return self._git("show", f"{self.commit}:{path}")


def literal(node: ast.expr):
    """A default as JSON: the value when it is a literal, else the source text under `expr`."""
    try:
        return {"value": ast.literal_eval(node)}
    except ValueError:
        return {"expr": ast.unparse(node)}


DOC_SECTION = re.compile(r"^\s*(Optional arguments|Arguments):\s*$", re.IGNORECASE)
DOC_ARGUMENT = re.compile(r"^\s*-\s+(\*{0,2}[A-Za-z0-9_]+)\s*\(([^)]*)\)\s*:?(.*)$")
DOC_DEFAULT = re.compile(r"Default(?: value)? is '([^']*)'", re.IGNORECASE)


def documented_arguments(doc: str) -> list:
    """The `Arguments:` and `Optional arguments:` lists of a docstring: how `**kwargs` functions name what they take."""
    args, optional = [], None
    for line in doc.splitlines():
        section = DOC_SECTION.match(line)
        if section:
            optional = section.group(1).lower().startswith("optional")
            continue
        if optional is not None and line.strip() and not line.strip().startswith("-") and line.strip().endswith(":"):
            optional = None  # the next heading, e.g. "Examples:"
            continue
        match = DOC_ARGUMENT.match(line) if optional is not None else None
        if match:
            name, kind, rest = match.groups()
            default = DOC_DEFAULT.search(rest)
            args.append({"name": name.lstrip("*"), "type": kind.strip(), "optional": optional,
                         **({"default": default.group(1)} if default else {})})
    return args


def signature(fn: ast.FunctionDef) -> dict:
    positional = fn.args.args
    defaults = [None] * (len(positional) - len(fn.args.defaults)) + list(fn.args.defaults)
    args = []
    for arg, default in zip(positional, defaults):
        args.append({"name": arg.arg, **({"default": literal(default)} if default is not None else {})})
    for arg, default in zip(fn.args.kwonlyargs, fn.args.kw_defaults):
        args.append({"name": arg.arg, "keywordOnly": True, **({"default": literal(default)} if default is not None else {})})
    doc = ast.get_docstring(fn) or ""
    return {
        "args": args,
        "varargs": fn.args.vararg.arg if fn.args.vararg else None,
        "kwargs": fn.args.kwarg.arg if fn.args.kwarg else None,
        "docArgs": documented_arguments(doc),
        "doc": " ".join(doc.split()),
        "deprecated": bool(re.match(r"\s*deprecated\b", doc, re.IGNORECASE)),
    }


def open_source_modules(core: Repository) -> dict:
    modules = {}
    for file in (f for f in core.files(MODULES_DIR) if f.endswith(".py")):
        tree = ast.parse(core.read(f"{MODULES_DIR}/{file}"))
        name = file[: -len(".py")]
        for node in tree.body:
            if isinstance(node, ast.Assign) and any(getattr(t, "id", None) == "__virtualname__" for t in node.targets):
                name = ast.literal_eval(node.value)
        functions = {
            node.name: signature(node)
            for node in tree.body
            if isinstance(node, ast.FunctionDef) and not node.name.startswith("_")
        }
        modules[name] = {"file": f"{MODULES_DIR}/{file}", "functions": dict(sorted(functions.items()))}
    return modules


EVENT_DIRS = ["src/salt/base/ext/_engines", "src/salt/base/ext/_modules", "src/salt/base/ext/_utils"]


def _call_name(func: ast.expr):
    """`trigger_event`, `minionutil.trigger_event`, `event.fire`, `fire_event` … as the call names its target."""
    if isinstance(func, ast.Attribute):
        return func.attr
    if isinstance(func, ast.Name):
        return func.id
    if isinstance(func, ast.Subscript) and isinstance(func.value, ast.Name) and func.value.id == "__salt__":
        key = func.slice.value if isinstance(func.slice, ast.Index) else func.slice  # Python < 3.9 wraps it
        if isinstance(key, ast.Constant) and isinstance(key.value, str):
            return key.value
    return None


def _arguments(call: ast.Call, name: str):
    """(tag node, data node or None, data given) for an event-firing call, else None."""
    kwargs = {k.arg: k.value for k in call.keywords}
    if name in ("minionutil.trigger_event",) or (name == "trigger_event" and isinstance(call.func, ast.Name)):
        # minionutil.trigger_event(tag, data={})
        tag = call.args[0] if call.args else kwargs.get("tag")
        data = call.args[1] if len(call.args) > 1 else kwargs.get("data")
        return tag, data
    if name in ("trigger_event", "event.fire", "fire_event", "event.fire_master"):
        # edmp.trigger_event(data, tag), event.fire(data, tag), bus.fire_event(data, tag)
        data = call.args[0] if call.args else kwargs.get("data")
        tag = call.args[1] if len(call.args) > 1 else kwargs.get("tag")
        return tag, data
    return None


def _assignments(fn, name: str, before: int) -> list:
    """Values assigned to a plain name in the function, last one before the given line first."""
    found = []
    for node in ast.walk(fn):
        if isinstance(node, ast.Assign) and node.lineno < before:
            for target in node.targets:
                if isinstance(target, ast.Name) and target.id == name:
                    found.append(node)
    return [n.value for n in sorted(found, key=lambda n: n.lineno, reverse=True)]


def _tags(node, fn, line: int):
    """The tag patterns a tag expression can take; `{}` where a value is formatted in. None when unknown."""
    if node is None:
        return None
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return [node.value]
    if isinstance(node, ast.IfExp):
        a, b = _tags(node.body, fn, line), _tags(node.orelse, fn, line)
        return a + b if a is not None and b is not None else None
    if (isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and node.func.attr == "format"
            and isinstance(node.func.value, ast.Constant) and isinstance(node.func.value.value, str)):
        parts = re.split(r"\{[^{}]*\}", node.func.value.value)
        results = [parts[0]]
        for index, part in enumerate(parts[1:]):
            arg = node.args[index] if index < len(node.args) else None
            options = _tags(arg, fn, line) if isinstance(arg, (ast.Constant, ast.IfExp)) else None
            options = options or ["{}"]
            results = [r + o + part for r in results for o in options]
        return results
    if isinstance(node, ast.Name) and fn is not None:
        values = _assignments(fn, node.id, line)
        return _tags(values[0], fn, line) if values else None
    return None


def _fields(node, fn, line: int):
    """Sorted keys of an event's data, [] for no data, None when they cannot be read statically."""
    if node is None:
        return []
    if isinstance(node, ast.Dict):
        if all(isinstance(k, ast.Constant) and isinstance(k.value, str) for k in node.keys):
            return sorted({k.value for k in node.keys})
        return None
    if isinstance(node, ast.IfExp):
        a, b = _fields(node.body, fn, line), _fields(node.orelse, fn, line)
        return sorted(set(a) | set(b)) if a is not None and b is not None else None
    if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id == "dict" and len(node.args) == 1 \
            and not node.keywords:
        return _fields(node.args[0], fn, line)
    if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and node.func.attr == "copy" and not node.args:
        return _fields(node.func.value, fn, line)
    if isinstance(node, ast.Name) and fn is not None:
        values = _assignments(fn, node.id, line)
        if len(values) != 1 or not isinstance(values[0], ast.Dict):
            return None  # a parameter, or reassigned: not static
        keys = _fields(values[0], fn, line)
        if keys is None:
            return None
        for sub in ast.walk(fn):
            if isinstance(sub, ast.Assign):
                for target in sub.targets:
                    if isinstance(target, ast.Subscript) and isinstance(target.value, ast.Name) \
                            and target.value.id == node.id:
                        key = target.slice.value if isinstance(target.slice, ast.Index) else target.slice
                        if not (isinstance(key, ast.Constant) and isinstance(key.value, str)):
                            return None
                        keys = sorted(set(keys) | {key.value})
            elif isinstance(sub, ast.Call) and isinstance(sub.func, ast.Attribute) and sub.func.attr == "update" \
                    and isinstance(sub.func.value, ast.Name) and sub.func.value.id == node.id:
                return None
        return keys
    return None


def _always(node, fn, line: int) -> list:
    """The keys sent every time: for `{…} if x else {…}`, the keys both branches have; for a variable, the keys of
    its dict literal and of `data["key"] = …` statements in the function's own body (not inside an `if`)."""
    if isinstance(node, ast.IfExp):
        return sorted(set(_always(node.body, fn, line)) & set(_always(node.orelse, fn, line)))
    if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id == "dict" and node.args:
        return _always(node.args[0], fn, line)
    if isinstance(node, ast.Name) and fn is not None:
        values = _assignments(fn, node.id, line)
        keys = set(_fields(values[0], fn, line) or []) if values else set()
        for statement in fn.body:
            if isinstance(statement, ast.Assign):
                for target in statement.targets:
                    if isinstance(target, ast.Subscript) and isinstance(target.value, ast.Name) \
                            and target.value.id == node.id:
                        key = target.slice.value if isinstance(target.slice, ast.Index) else target.slice
                        keys.add(key.value)
        return sorted(keys)
    return _fields(node, fn, line) or []


def fired_events(core: Repository) -> list:
    """Every event-firing call of the fact source: file, line, tag pattern and data keys."""
    sites = []
    for folder in EVENT_DIRS:
        for file in (f for f in core.files(folder) if f.endswith(".py")):
            path = f"{folder}/{file}"
            source = core.read(path)
            try:
                tree = ast.parse(source)
            except SyntaxError:  # Python 2 only (`_utils/iw_parse.py`); it must not be one that fires events
                if re.search(r"trigger_event|fire_event|event\.fire", source):
                    raise
                continue
            owner = {}  # innermost function of each call

            def visit(node, fn):
                for child in ast.iter_child_nodes(node):
                    inner = child if isinstance(child, (ast.FunctionDef, ast.AsyncFunctionDef)) else fn
                    if isinstance(child, ast.Call):
                        owner[child] = fn
                    visit(child, inner)

            visit(tree, None)
            for call, fn in owner.items():
                name = _call_name(call.func)
                args = _arguments(call, name) if name else None
                if not args:
                    continue
                tags = _tags(args[0], fn, call.lineno)
                if not tags:
                    continue  # forwards a caller's tag (messaging plumbing)
                fields = _fields(args[1], fn, call.lineno)
                always = _always(args[1], fn, call.lineno) if fields is not None else None
                for tag in tags:
                    if tag.startswith("{}") or "/" not in tag:
                        continue
                    site = {"tag": tag, "fields": fields, "at": f"{path}:{call.lineno}"}
                    if fields and always != fields:
                        site["sometimes"] = sorted(set(fields) - set(always))
                    sites.append(site)
    return sorted(sites, key=lambda s: (s["tag"], s["at"]))

STATE_DIR = "src/salt/base/state"
DEV_PILLAR = "src/salt/dev/pillar/dongle.sls"
SPM_DIR = "src/salt/base/state/power/spm"
PILLAR_GET = re.compile(r"""pillar\.get['"]\]\(\s*['"]([A-Za-z0-9_:.-]+)['"]\s*,\s*(?:default=)?([^()]+?)\s*\)""")

# Cloud setting key -> where the fact source sets its default. Most are direct: the pillar key or engine setting has
# the Cloud field's own path (power:safety_cut-out:voltage, update_release:demand, docker:enabled, setup:mpcie:module,
# an engine's settings key). Neither repository says which pillar key the Cloud writes, so five are matched by
# meaning, and the original Cloud table's default agrees with each: bluetooth.mode (rpi:boot:bt), system.display.gpu.
# memory (rpi:boot:gpu_mem), bluetooth.expansion.le.firmware.version (ble:firmware:version), wifi.hotspot.channel and
# wifi.hotspot.dhcp.range (the dev pillar's hostapd and dnsmasq entries).
JSONL = "src/salt/base/ext/_returners/cloud_jsonl_returner.py"
SETTING_DEFAULTS = {
    "power.safety_cut_out.voltage": ("state", "power/spm/config.sls", "power:safety_cut-out:voltage"),
    "power.safety_cut_out.duration": ("state", "power/spm/config.sls", "power:safety_cut-out:duration"),
    "power.wake_trigger.voltage_change_duration": ("state", "power/spm/config.sls",
                                                   "power:wake_trigger:voltage_change_duration"),
    "power.wake_trigger.voltage_level_duration": ("state", "power/spm/config.sls",
                                                  "power:wake_trigger:voltage_level_duration"),
    "power.firmware.auto_update": ("pillar", "power:firmware:auto_update"),
    "power.firmware.version": ("firmware",),
    "power.battery.critical_level.duration": ("get", "src/salt/base/ext/_engines/obd_manager.py", "duration"),
    "power.sleep_timer.event_driven.delay": ("arg", "power", "sleep", "delay"),
    "power.sleep_timer.inactivity_after_sleep.delay": ("arg", "power", "sleep", "delay"),
    "power.sleep_timer.inactivity_fallback.delay": ("arg", "power", "sleep", "delay"),
    "update_release.automatic": ("state", "shutdown.sls", "update_release:automatic"),
    "update_release.demand": ("state", "shutdown.sls", "update_release:demand"),
    "docker.enabled": ("state", "docker/setup.sls", "docker:enabled"),
    "bluetooth.mode": ("state", "raspi/boot/init.sls", "rpi:boot:bt"),
    "bluetooth.expansion.le.firmware.version": ("state", "ble/install.sls", "ble:firmware:version"),
    "system.display.gpu.memory": ("state", "raspi/boot/init.sls", "rpi:boot:gpu_mem"),
    "system.setup.mpcie.module": ("state", "startup.sls", "setup:mpcie:module"),
    "cloud_storage.https.cache.max_batch_size": ("pillar", "minion:cloud_cache:max_batch_size"),
    "cloud_storage.https.cache.fail_ttl": ("pillar", "minion:cloud_cache:fail_ttl"),
    "wifi.hotspot.channel": ("pillar", "hostapd:cardlist:uap0:channel"),
    "wifi.hotspot.dhcp.range": ("pillar", "dnsmasq:settings:dhcp-range"),
    "key_fob.power_managed": ("get", "src/salt/base/ext/_engines/key_fob_manager.py", "power_managed"),
    "key_fob.pins.lazy_initialization": ("get", "src/salt/base/ext/_engines/key_fob_manager.py", "lazy_init_pins"),
    "key_fob.pins.reset_after_delay": ("get", "src/salt/base/ext/_engines/key_fob_manager.py",
                                       "reset_pins_after_delay"),
    "key_fob.pins.delay_after_initialization": ("get", "src/salt/base/ext/_engines/key_fob_manager.py",
                                                "delay_after_init_pins"),
    "obd.elm327_proxy.port": ("get", "src/salt/base/ext/_engines/obd_manager.py", "port"),
    "obd.elm327_proxy.pause_workers": ("get", "src/salt/base/ext/_engines/obd_manager.py", "pause_workers"),
    "obd.elm327_proxy.reset_after_use": ("get", "src/salt/base/ext/_engines/obd_manager.py", "reset_after_use"),
    "cloud_storage.https.cache.max_retry": ("get", "src/salt/base/ext/_utils/cloud_cache.py", "max_retry"),
    "cloud_storage.https.upload.timeout": ("get", "src/salt/base/ext/_utils/cloud_cache.py", "timeout"),
    "power.battery.nominal_voltage": ("const", "src/salt/base/ext/_utils/battery_util.py", "DEFAULT_NOMINAL_VOLTAGE"),
    "power.battery.critical_level.voltage": ("const", "src/salt/base/ext/_utils/battery_util.py",
                                             "DEFAULT_CRITICAL_LIMIT"),
    "accelerometer.motion_events.jolt_g_threshold": ("param", "src/salt/base/ext/_engines/acc_manager.py", "motion_event_trigger", "jolt_g_threshold"),
    "accelerometer.motion_events.jolt_duration": ("param", "src/salt/base/ext/_engines/acc_manager.py", "motion_event_trigger", "jolt_duration"),
    "accelerometer.motion_events.shake_g_threshold": ("param", "src/salt/base/ext/_engines/acc_manager.py", "motion_event_trigger", "shake_g_threshold"),
    "accelerometer.motion_events.shake_duration": ("param", "src/salt/base/ext/_engines/acc_manager.py", "motion_event_trigger", "shake_duration"),
    "accelerometer.motion_events.shake_percentage": ("param", "src/salt/base/ext/_engines/acc_manager.py", "motion_event_trigger", "shake_percentage"),
    "accelerometer.motion_events.debounce_delay": ("param", "src/salt/base/ext/_engines/acc_manager.py", "motion_event_trigger", "debounce_delay"),
    "cloud_storage.jsonl_returner.async_file_writer.flush_threshold": ("dict", JSONL, "defaults", "async_writer.flush_threshold"),
    "cloud_storage.jsonl_returner.async_file_writer.flush_timeout": ("dict", JSONL, "defaults", "async_writer.flush_timeout"),
    "cloud_storage.jsonl_returner.async_file_writer.buffer_size": ("dict", JSONL, "defaults", "async_writer.buffer_size"),
    "cloud_storage.jsonl_returner.async_file_writer.buffer_high_watermark": ("dict", JSONL, "defaults", "async_writer.buffer_high_watermark"),
    "cloud_storage.jsonl_returner.file_rotation.size_threshold": ("dict", JSONL, "defaults", "rotation.size"),
    "cloud_storage.jsonl_returner.file_rotation.interval": ("dict", JSONL, "defaults", "rotation.interval"),
    "cloud_storage.jsonl_returner.file_rotation.cron_expression": ("dict", JSONL, "defaults", "rotation.cron"),
    "cloud_storage.jsonl_returner.filename_format": ("dict", JSONL, "defaults", "filename"),
    "cloud_storage.jsonl_returner.file_mode": ("dict", JSONL, "defaults", "mode"),
}


def _one(found: list, what: str) -> dict:
    values = {json.dumps(f["value"]) for f in found}
    if len(values) != 1:
        raise SystemExit(f"{what}: {len(values)} different defaults in the fact source: {found}")
    return found[0]


def state_defaults(core: Repository, file: str, key: str) -> dict:
    path = f"{STATE_DIR}/{file}"
    found = []
    for number, line in enumerate(core.read(path).splitlines(), 1):
        for match in PILLAR_GET.finditer(line):
            if match.group(1) == key:
                found.append({"value": ast.literal_eval(match.group(2)), "ref": f"{path}:{number}"})
    return _one(found, f"{path} {key}")


def dev_pillar(core: Repository) -> dict:
    """The dev pillar as data, Jinja removed (`{{ … }}` becomes JINJA)."""
    import yaml  # PyYAML; only this part needs it

    text = re.sub(r"\{%.*?%\}", "", core.read(DEV_PILLAR))
    return yaml.safe_load(re.sub(r"\{\{.*?\}\}", "JINJA", text))


def engine_get(core: Repository, path: str, name: str) -> dict:
    found = []
    for node in ast.walk(ast.parse(core.read(path))):
        if (isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and node.func.attr == "get"
                and len(node.args) == 2 and isinstance(node.args[0], ast.Constant) and node.args[0].value == name):
            found.append({"value": ast.literal_eval(node.args[1]), "ref": f"{path}:{node.lineno}"})
    return _one(found, f"{path} {name}")


def setting_defaults(core: Repository, modules: dict) -> dict:
    pillar = dev_pillar(core)
    result = {}
    for setting, (kind, *where) in SETTING_DEFAULTS.items():
        if kind == "state":
            result[setting] = state_defaults(core, *where)
        elif kind == "pillar":
            value = pillar
            for part in where[0].split(":"):
                value = value[part]
            result[setting] = {"value": value, "ref": f"{DEV_PILLAR}:{where[0]}"}
        elif kind == "get":
            result[setting] = engine_get(core, *where)
        elif kind == "arg":
            module, function, arg = where
            default = next(a for a in modules[module]["functions"][function]["args"] if a["name"] == arg)["default"]
            result[setting] = {"value": default["value"], "ref": f"{modules[module]['file']}:{function}({arg})"}
        elif kind == "const":  # a module-level NAME = literal
            path, name = where
            node = next(n for n in ast.parse(core.read(path)).body if isinstance(n, ast.Assign)
                        and any(getattr(t, "id", None) == name for t in n.targets))
            result[setting] = {"value": ast.literal_eval(node.value), "ref": f"{path}:{node.lineno}"}
        elif kind == "param":  # a parameter default of a function in an engine
            path, function, name = where
            fn = next(n for n in ast.walk(ast.parse(core.read(path)))
                      if isinstance(n, ast.FunctionDef) and n.name == function)
            defaults = dict(zip([a.arg for a in fn.args.args][-len(fn.args.defaults):], fn.args.defaults))
            result[setting] = {"value": ast.literal_eval(defaults[name]), "ref": f"{path}:{fn.lineno}"}
        elif kind == "dict":  # a key of a dict literal assigned to a variable
            path, variable, key = where
            found = [n for n in ast.walk(ast.parse(core.read(path))) if isinstance(n, ast.Assign)
                     and any(getattr(t, "id", None) == variable for t in n.targets) and isinstance(n.value, ast.Dict)]
            if len(found) != 1:
                raise SystemExit(f"{path}: {len(found)} dicts named {variable}")
            pairs = {k.value: v for k, v in zip(found[0].value.keys, found[0].value.values)}
            value = pairs[key]
            result[setting] = {"value": eval(compile(ast.Expression(value), path, "eval"), {"__builtins__": {"int": int}}),
                               "ref": f"{path}:{value.lineno}"}
        elif kind == "firmware":  # RP2040 images only (install.sls: .bin from 4.0 on); TMU CM4 and CAN-FD Pro
            versions = [m.group(1) for f in core.files(SPM_DIR) for m in [re.match(r"firmware-([0-9.]+)\.bin$", f)] if m]
            if len(versions) != 1:
                raise SystemExit(f"SPM firmware: {versions}")
            result[setting] = {"value": versions[0], "ref": f"{SPM_DIR}/firmware-{versions[0]}.bin"}
    return result


SETTINGS_PAGES = "docs/cloud/device_management/advanced_settings"


def original_settings(reference: Repository) -> list:
    """Rows of the original Cloud settings tables: page, headings above, name and default as written."""
    rows = []
    pages = [f"{SETTINGS_PAGES}/autopi_tmu_cm4/{f}" for f in reference.files(f"{SETTINGS_PAGES}/autopi_tmu_cm4")
             if f.endswith(".md")] + [f"{SETTINGS_PAGES}/autopi_mini/index.md"]
    for page in pages:
        headings, column = [], None
        for line in reference.read(page).splitlines():
            heading = re.match(r"^(#+)\s+(.*?)\s*$", line)
            if heading:
                level = len(heading.group(1))
                headings = [h for h in headings if h[0] < level] + [(level, heading.group(2))]
                continue
            if not line.startswith("|"):
                continue
            cells = [c.strip() for c in re.split(r"(?<!\\)\|", line)[1:-1]]
            if cells and cells[0] == "Name":
                # counted from the end: a description with an unescaped `|` adds cells before the default
                column = cells.index("Default") - len(cells) if "Default" in cells else None
            elif column is not None and cells and not set(cells[0]) <= set("-: "):
                rows.append({"page": page, "headings": [h[1] for h in headings], "name": cells[0],
                             "default": cells[column].replace("\\|", "|")})
    return rows


ARGUMENT = re.compile(r"^\s*-\s+\*\*`(\*?)([A-Za-z0-9_/]+)`\*\*\s*\(([^)]*)\)")


def reference_module(text: str) -> dict:
    """Function headings and argument bullets of one page of the original reference."""
    functions = {}
    for section in re.split(r"^(?=## `)", text, flags=re.MULTILINE)[1:]:
        heading = re.match(r"## `[a-z0-9_]+\.([a-z0-9_]+)`", section)
        if not heading:
            continue
        args, optional = [], False
        for line in section.splitlines():
            if line.startswith("**OPTIONAL ARGUMENTS**"):
                optional = True
            elif line.startswith("**ARGUMENTS**"):
                optional = False
            elif line.startswith("**") and "ARGUMENTS" not in line:
                optional = None  # examples and other lists end the argument lists
            match = ARGUMENT.match(line)
            if match and optional is not None:
                star, name, kind = match.groups()
                default = re.search(r"Default (?:value )?is `([^`]*)`", line)
                args.append({"name": name, "type": kind, "variadic": bool(star), "optional": optional,
                             **({"default": default.group(1)} if default else {})})
        functions[heading.group(1)] = {"args": args}
    return dict(sorted(functions.items()))


def main() -> None:
    if len(sys.argv) != 3:
        sys.exit(__doc__)
    core, reference = Repository(sys.argv[1]), Repository(sys.argv[2])
    modules = open_source_modules(core)
    data = {
        "generatedBy": "tools/fact-source/extract.py",
        "openSource": {"repository": "autopi-io/autopi-core", "commit": core.commit, "modules": modules,
                       "settingDefaults": setting_defaults(core, modules)},
        "reference": {
            "repository": "autopi-io/documentation",
            "commit": reference.commit,
            "modules": {m: reference_module(reference.read(f"{REFERENCE_DIR}/{m}.md")) for m in REFERENCE_ONLY},
            "settings": original_settings(reference),
        },
        "events": fired_events(core),
    }
    OUTPUT.parent.mkdir(parents=True, exist_ok=True)
    OUTPUT.write_text(json.dumps(data, indent=1, sort_keys=False) + "\n")
    total = sum(len(m["functions"]) for m in data["openSource"]["modules"].values())
    print(f"{OUTPUT}: {len(data['openSource']['modules'])} open-source modules, {total} functions; "
          f"{len(REFERENCE_ONLY)} reference-only modules")


if __name__ == "__main__":
    main()
