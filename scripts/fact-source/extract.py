#!/usr/bin/env python3
"""
Writes src/data/core/fact-source.json: the command surface of Veltro Core as its fact sources define it, so the
unit tests can compare the site's command catalogue with it without network access.

- The 34 modules of autopi-io/autopi-core (src/salt/base/ext/_modules/*.py): every public module-level function
  with its arguments and defaults, read with Python's own parser (nothing is imported or run).
- The 8 modules that autopi-core lacks: the function lists of the product's original public command reference
  (autopi-io/documentation, docs/core/commands/<module>.md).

Usage (from the project root; each repository is a git directory, a bare clone will do, read at the commit given):
    python3 scripts/fact-source/extract.py <autopi-core git dir>[@commit] <documentation git dir>[@commit]
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
    data = {
        "generatedBy": "scripts/fact-source/extract.py",
        "openSource": {"repository": "autopi-io/autopi-core", "commit": core.commit, "modules": open_source_modules(core)},
        "reference": {
            "repository": "autopi-io/documentation",
            "commit": reference.commit,
            "modules": {m: reference_module(reference.read(f"{REFERENCE_DIR}/{m}.md")) for m in REFERENCE_ONLY},
        },
    }
    OUTPUT.parent.mkdir(parents=True, exist_ok=True)
    OUTPUT.write_text(json.dumps(data, indent=1, sort_keys=False) + "\n")
    total = sum(len(m["functions"]) for m in data["openSource"]["modules"].values())
    print(f"{OUTPUT}: {len(data['openSource']['modules'])} open-source modules, {total} functions; "
          f"{len(REFERENCE_ONLY)} reference-only modules")


if __name__ == "__main__":
    main()
