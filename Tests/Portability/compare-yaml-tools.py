#!/usr/bin/env python3
"""Checks that screen files mean the same to screenc (libyaml) as to PyYAML and to the JavaScript `yaml` package.

Every screen in Screens/, every test fixture (Tests/**/Fixtures, Examples/, .screenc.yml) and every ```yaml block of
docs/*.md and README.md is read three ways:

- by screenc (`screenc dump-yaml`: libyaml's node tree, plain scalars marked as plain);
- by PyYAML's `yaml.safe_load` (YAML 1.1, pure Python: what yamllint and most Python tools read);
- by the JavaScript `yaml` package (YAML 1.2 core schema: what yaml-language-server reads), through
  load-with-js-yaml.js under node;

and the trees must match: the same mappings (keys in order), lists and texts, and where another tool typed a plain
scalar, screenc's text must be that value's one portable spelling (`true`, `10`, `1.5`, `null`, `~`). A file that
screenc cannot read (a syntax error, invalid UTF-8) must fail in both other tools too. Examples that screenc rejects
on purpose (anchors, tags, duplicate keys, several documents) are skipped, and the Bad examples of the rules
`ambiguous-scalar` and `non-portable-yaml` in docs/Rules.md (and the fixtures in SHOWS_PORTABILITY_WARNINGS) must
NOT match in at least one tool, so the comparison is shown to find what it looks for.

Usage: compare-yaml-tools.py SCREENC [repository root]. Exits 1 listing every difference.
"""
import glob
import json
import math
import os
import re
import shutil
import subprocess
import sys
import tempfile

try:
    import yaml
except ImportError as error:  # pragma: no cover
    print(f"compare-yaml-tools.py needs PyYAML (python3-yaml): {error}", file=sys.stderr)
    sys.exit(2)

# The rules whose Bad examples show YAML that other tools read differently.
PORTABILITY_RULES = ("ambiguous-scalar", "non-portable-yaml")
# Fixtures that show these rules' warnings on purpose (like the Bad examples, they must differ), and why.
SHOWS_PORTABILITY_WARNINGS = {
    "Tests/ScreencCoreTests/Fixtures/Lint/Privacy.yaml": "lint's reference output shows an ambiguous-scalar warning",
}
# Reader errors for YAML that screenc rejects on purpose although other tools load it.
REJECTED_ON_PURPOSE = {"anchors-not-supported", "unsupported-tag", "duplicate-key", "complex-key", "multiple-documents"}
# Reader errors for files that are not YAML at all: every tool must fail.
NOT_YAML = {"yaml-syntax", "invalid-encoding"}

PORTABLE_NUMBER = re.compile(
    r"^(?:[-+]?(?:0|[1-9][0-9]*)|0x[0-9a-fA-F]+|[-+]?[0-9]+\.[0-9]*(?:[eE][-+][0-9]+)?|\.[0-9]+(?:[eE][-+][0-9]+)?"
    r"|[-+]?\.(?:inf|Inf|INF)|\.(?:nan|NaN|NAN))$")
TRUE, FALSE = {"true", "True", "TRUE"}, {"false", "False", "FALSE"}
NULL = {"", "~", "null", "Null", "NULL"}


def examples(root):
    """(name, text, expected_to_differ) for every YAML text the test reads."""
    found = []
    for pattern in ("Screens/*.yaml", "Tests/**/Fixtures/**/*.yaml", "Tests/**/Fixtures/**/*.yml",
                    "Examples/**/*.yaml", ".screenc.yml", "Examples/**/.screenc.yml"):
        for path in sorted(glob.glob(os.path.join(root, pattern), recursive=True)):
            with open(path, encoding="utf-8", errors="surrogateescape") as file:
                name = os.path.relpath(path, root)
                found.append((name, file.read(), name in SHOWS_PORTABILITY_WARNINGS))
    pages = sorted(glob.glob(os.path.join(root, "docs", "*.md"))) + [os.path.join(root, "README.md")]
    for page in pages:
        with open(page, encoding="utf-8") as file:
            text = file.read()
        name = os.path.relpath(page, root)
        sections = [(m.start(), m.group(1)) for m in re.finditer(r"^## (\S+)$", text, re.M)]
        for match in re.finditer(r"```yaml\n(.*?)```", text, re.S):
            line = text[:match.start()].count("\n") + 1
            section = next((title for start, title in reversed(sections) if start < match.start()), None)
            bad = (name == os.path.join("docs", "Rules.md") and section in PORTABILITY_RULES
                   and "**Good**" not in text[text.rfind("## ", 0, match.start()):match.start()])
            found.append((f"{name}:{line}", match.group(1), bad))
    return found


def py_typed(value):
    if value is None:
        return {"t": "null"}
    if isinstance(value, bool):
        return {"t": "bool", "v": value}
    if isinstance(value, int):
        return {"t": "int", "v": str(value)}
    if isinstance(value, float):
        return {"t": "float", "v": "nan" if math.isnan(value) else ("inf" if value == math.inf else
                                                                     "-inf" if value == -math.inf else value)}
    if isinstance(value, str):
        return {"t": "str", "v": value}
    if isinstance(value, list):
        return {"t": "seq", "v": [py_typed(item) for item in value]}
    if isinstance(value, dict):
        return {"t": "map", "v": [[py_typed(key), py_typed(item)] for key, item in value.items()]}
    return {"t": "other", "v": repr(value)}


def load_with_pyyaml(text):
    try:
        return {"tree": py_typed(yaml.safe_load(text))}
    except Exception as error:  # PyYAML raises YAMLError, and ValueError or others from its constructors
        return {"error": str(error).split("\n")[0]}


def number_of(text):
    if re.match(r"^[-+]?(?:0|[1-9][0-9]*)$", text):
        return int(text)
    if text.startswith("0x"):
        return int(text, 16)
    lowered = text.lower()
    if lowered.endswith(".inf"):
        return -math.inf if text.startswith("-") else math.inf
    if lowered == ".nan":
        return "nan"
    return float(text)


def difference(mine, theirs, path="(root)"):
    """Where and how screenc's tree `mine` differs from another tool's typed tree `theirs`, or None."""
    kind = theirs["t"]
    if isinstance(mine, dict) and "map" in mine:
        if kind != "map":
            return f"{path}: screenc reads a mapping, the tool {kind}"
        if len(mine["map"]) != len(theirs["v"]):
            return f"{path}: screenc reads {len(mine['map'])} keys, the tool {len(theirs['v'])}"
        for index, ((key, value), (their_key, their_value)) in enumerate(zip(mine["map"], theirs["v"])):
            found = difference(key, their_key, f"{path}/key {index + 1}") or difference(
                value, their_value, f"{path}/{scalar_text(key)}")
            if found:
                return found
        return None
    if isinstance(mine, list):
        if kind != "seq" or len(mine) != len(theirs["v"]):
            return f"{path}: screenc reads a list of {len(mine)}, the tool {kind} {describe(theirs)}"
        for index, (item, their_item) in enumerate(zip(mine, theirs["v"])):
            found = difference(item, their_item, f"{path}[{index}]")
            if found:
                return found
        return None
    text, plain = (mine["plain"], True) if isinstance(mine, dict) else (mine, False)
    value = theirs.get("v")
    same = {
        "str": lambda: value == text,
        "bool": lambda: plain and text in (TRUE if value else FALSE),
        "null": lambda: plain and text in NULL,
        "int": lambda: plain and bool(PORTABLE_NUMBER.match(text)) and number_of(text) == int(value),
        "float": lambda: plain and bool(PORTABLE_NUMBER.match(text)) and same_float(number_of(text), value),
    }.get(kind, lambda: False)()
    if same:
        return None
    return f"{path}: screenc reads {'plain ' if plain else ''}{json.dumps(text, ensure_ascii=False)}, the tool {describe(theirs)}"


def same_float(mine, theirs):
    if theirs in ("nan", "inf", "-inf") or mine == "nan":
        return str(mine) == str(theirs) or (mine == math.inf and theirs == "inf") or (mine == -math.inf and theirs == "-inf")
    return float(mine) == float(theirs)


def scalar_text(node):
    return node["plain"] if isinstance(node, dict) and "plain" in node else str(node)


def describe(typed):
    return f"{typed['t']} {json.dumps(typed.get('v'), ensure_ascii=False)[:60]}" if "v" in typed else typed["t"]


def main():
    if len(sys.argv) < 2:
        print(__doc__, file=sys.stderr)
        return 2
    screenc = sys.argv[1]
    root = sys.argv[2] if len(sys.argv) > 2 else os.path.join(os.path.dirname(__file__), "..", "..")
    node = shutil.which("node") or shutil.which("nodejs")
    if node is None:
        print("compare-yaml-tools.py needs node and Debian's node-yaml", file=sys.stderr)
        return 2
    found = examples(root)
    with tempfile.TemporaryDirectory() as directory:
        paths = []
        for index, (_, text, _) in enumerate(found):
            path = os.path.join(directory, f"{index:04}.yaml")
            with open(path, "w", encoding="utf-8", errors="surrogateescape") as file:
                file.write(text)
            paths.append(path)
        dumped = json.loads(subprocess.run([screenc, "dump-yaml", *paths], check=True, capture_output=True).stdout)
        environment = dict(os.environ)
        environment["NODE_PATH"] = os.pathsep.join(filter(None, [environment.get("NODE_PATH"), "/usr/share/nodejs"]))
        script = os.path.join(os.path.dirname(os.path.abspath(__file__)), "load-with-js-yaml.js")
        javascript = json.loads(subprocess.run(
            [node, script, *paths], check=True, capture_output=True, env=environment).stdout)

    failures, counts = [], {"compared": 0, "failing alike": 0, "rejected on purpose": 0, "differing as documented": 0}
    for (name, text, expected_to_differ), mine, js in zip(found, dumped, javascript):
        tools = {"PyYAML": load_with_pyyaml(text), "yaml (JavaScript)": js}
        errors = set(mine["errors"])
        if errors & NOT_YAML:
            for tool, loaded in tools.items():
                if "error" not in loaded:
                    failures.append(f"{name}: screenc cannot read it ({', '.join(sorted(errors))}), but {tool} can")
            counts["failing alike"] += 1
            continue
        if errors & REJECTED_ON_PURPOSE:
            counts["rejected on purpose"] += 1
            continue
        differences = []
        for tool, loaded in tools.items():
            if "error" in loaded:
                differences.append(f"{tool} cannot load it: {loaded['error']}")
            elif mine["tree"] is None:
                if loaded["tree"]["t"] != "null":
                    differences.append(f"{tool} reads {describe(loaded['tree'])} where screenc reads no document")
            else:
                found_difference = difference(mine["tree"], loaded["tree"])
                if found_difference:
                    differences.append(f"{tool}: {found_difference}")
        if expected_to_differ:
            if not differences:
                failures.append(f"{name}: shows a portability warning on purpose, but every tool reads it alike")
            counts["differing as documented"] += 1
        else:
            failures.extend(f"{name}: {item}" for item in differences)
            counts["compared"] += 1
    summary = ", ".join(f"{count} {what}" for what, count in counts.items())
    if failures:
        print("YAML portability: screenc, PyYAML and the JavaScript yaml package disagree:", file=sys.stderr)
        print("\n".join(f"  {failure}" for failure in failures), file=sys.stderr)
        print(f"{len(found) - len({f.split(': ')[0] for f in failures})} passed, "
              f"{len({f.split(': ')[0] for f in failures})} failed ({summary})")
        return 1
    print(f"YAML portability OK for {len(found)} files and examples ({summary})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
