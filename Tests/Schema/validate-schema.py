#!/usr/bin/env python3
"""Validates screen files and declarations files against schema/screen.schema.json with Python's jsonschema (see
docs/Editors.md).

- every Screens/*.yaml must be valid;
- every ```yaml block of docs/Language.md must be valid: a block with a top-level `screen:` is a whole screen, one
  with `declarations:` a whole declarations file; any other block is a fragment of a screen and is checked as a screen file without the required keys (each of its top-level
  keys against that key's schema);
- every **Good** block of docs/Rules.md must be valid, and the **Bad** block of each rule listed in
  REJECTED_BY_SCHEMA must be rejected. Every rule of docs/Rules.md must be listed either there or in
  NOT_EXPRESSIBLE with the reason, so a new rule forces a decision;
- a few spot checks that the schema rejects what it claims to (per-kind keys, icons, colours, texts) and accepts
  rows of custom items.

YAML is read as YAML 1.2 (like screenc and yaml-language-server): only true/false are booleans, no timestamps.
Usage: validate-schema.py [repository root]. Exits 1 on the first list of failures, printing each.
"""
import copy
import json
import os
import re
import sys

try:
    import jsonschema
    import yaml
except ImportError as error:  # pragma: no cover
    print(f"validate-schema.py needs python3-jsonschema and python3-yaml: {error}", file=sys.stderr)
    sys.exit(2)

# Rules whose Bad example the schema rejects: the key, the required keys, the YAML type, the word, the range.
REJECTED_BY_SCHEMA = {
    "empty-file": "a screen file is an object, not null",
    "unknown-key": "each place's keys are closed (additionalProperties: false)",
    "missing-key": "each place lists its required keys",
    "wrong-type": "each value has its YAML type",
    "unknown-value": "fixed words are enums",
    "invalid-value": "numbers have their minimum",
    "toolbar-action-count": "toolbar has minItems 1, maxItems 3",
}

# Rules a static schema cannot express, and why (their Bad examples may or may not be rejected).
NOT_EXPRESSIBLE = {
    "unknown-type": "type names are the built-in ones and those the screen or its declarations files declare",
    "unknown-function": "function names are those the screen or its declarations files declare",
    "call-arguments": "labels are those of a declaration the schema does not see",
    "invalid-declaration": "depends on how declarations refer to each other and on the generated names",
    "text-cycle": "depends on which reusable texts call which",
    "import-cycle": "across declarations files",
    "yaml-syntax": "not YAML: the schema sees no document",
    "invalid-encoding": "about the file's bytes",
    "duplicate-key": "YAML loaders keep the last value; JSON Schema sees one key",
    "multiple-documents": "the schema sees one document",
    "unsupported-tag": "tags are resolved before the schema sees the value",
    "anchors-not-supported": "aliases are expanded before the schema sees the value",
    "complex-key": "the loader fails or turns the key into a string",
    "ambiguous-scalar": "a warning about how YAML 1.1 and 1.2 tools read a scalar",
    "non-portable-yaml": "about YAML syntax that PyYAML rejects (tabs, `?` in brackets), before the schema sees a value",
    "conflicting-keys": "depends on which other keys are present and on their values (many forms); lint checks it",
    "unreadable-file": "about reading the file (permissions, a name that is not UTF-8), not its contents",
    "invalid-screen-name": "a Swift naming rule (keywords, UpperCamelCase)",
    "invalid-identifier": "a Swift naming rule (keywords)",
    "duplicate-id": "uniqueness across the screen",
    "duplicate-screen": "across files",
    "invalid-localization-key": "a Swift naming rule",
    "generated-name-clash": "depends on the generated names",
    "long-name": "a length of the screen name with the command line's prefix and suffix",
    "invalid-item-declaration": "depends on the whole declaration",
    "invalid-default": "depends on the field's declared type",
    "duplicate-enum-case": "uniqueness (uniqueItems would not name the case)",
    "unknown-state-field": "depends on the screen's declarations",
    "binding-type-mismatch": "depends on the screen's declarations",
    "missing-binding": "depends on the row's form",
    "unknown-enum-case": "depends on the screen's declarations",
    "segment-count-mismatch": "depends on the enum's cases",
    "unused-state-field": "a warning about the whole screen",
    "unknown-field": "depends on the screen's declarations",
    "read-only-binding": "depends on the screen's declarations",
    "missing-list-id": "depends on the list's declaration",
    "expression-syntax": "the condition language's grammar",
    "expression-type": "the condition language's types",
    "constant-condition": "a warning about a condition's value",
    "condition-cycle": "across named conditions",
    "empty-section": "a warning; the screen still compiles",
    "empty-screen": "a warning; the screen still compiles",
    "unknown-push-target": "across files",
    "push-parameters": "across files: the pushed screen's parameters are in another file",
    "invalid-action-name": "a Swift naming rule",
    "hook-type-mismatch": "across rows",
    "invalid-for-each": "depends on the screen's data",
    "unreachable-variant": "depends on the order of variants",
    "invalid-focus": "depends on the screen's rows",
    "load-more-without-list": "depends on the screen's rows",
    "invalid-reorder": "depends on whether the row repeats and on its item kind",
    "strings-syntax": "about Localizable.strings",
    "duplicate-strings-key": "about Localizable.strings",
    "unknown-localization-key": "about Localizable.strings",
    "localization-key-misuse": "about Localizable.strings",
    "invalid-suppression": "about `# screenc:disable` comments, which a schema does not see",
    "unused-suppression": "about `# screenc:disable` comments, which a schema does not see",
}

# (what, YAML, valid?) — each shows the schema doing something specific.
SPOT_CHECKS = [
    ("a switch row's misspelt key", "rows: [{ id: a, item: switch, title: A, bind: on, titel: B }]", False),
    ("a switch row without its required `bind`", "rows: [{ id: a, item: switch, title: A }]", False),
    ("a disclosure row's key on a switch row", "rows: [{ id: a, item: switch, title: A, bind: on, label: B }]", False),
    ("a custom item's row with its own keys", "rows: [{ id: a, item: mySlider, value: 3, anything: x }]", True),
    ("an icon with two sources", "rows: [{ id: a, item: disclosure, title: A, icon: { settings: proxy, bundle: x } }]", False),
    ("an unknown settings icon", "rows: [{ id: a, item: disclosure, title: A, icon: { settings: proxxy } }]", False),
    ("a known settings icon", "rows: [{ id: a, item: disclosure, title: A, icon: { settings: proxy } }]", True),
    ("a colour that is not #RRGGBB", "rows: [{ id: a, item: disclosure, title: A, labelStyle: badge, labelColor: '#12' }]", False),
    ("a text mapping without key/if/switch", "rows: [{ id: a, item: disclosure, title: { text: A } }]", False),
    ("a plural text", "rows: [{ id: a, item: disclosure, title: { key: K, count: n } }]", True),
    ("a choice text", "rows: [{ id: a, item: disclosure, title: { if: on, then: A, else: { key: B } } }]", True),
    ("a condition that is a number", "rows: [{ id: a, item: disclosure, title: A, enabled: 3 }]", False),
    ("an unknown item kind with only id", "rows: [{ id: a }]", False),
]

# (what, a whole file, valid?) — a declarations file is checked as one, a screen file as a screen.
FILE_CHECKS = [
    ("a declarations file", "declarations: Shared\nimports: [Base.yaml]\ntypes:\n  T: { module: M, cases: [a, b] }\n", True),
    ("a declarations file's misspelt key", "declarations: Shared\ntypse: {}\n", False),
    ("a declarations file with a screen's key", "declarations: Shared\nsections: []\n", False),
    ("a screen's imports", "screen: S\ntitle: S\nimports: [Shared.yaml]\nsections: []\n", True),
    ("a screen with `declarations:`", "screen: S\ntitle: S\ndeclarations: X\nsections: []\n", False),
]


def yaml12_loader():
    base = getattr(yaml, "CSafeLoader", yaml.SafeLoader)

    class Loader(base):
        pass

    Loader.yaml_implicit_resolvers = {
        first: [(tag, regexp) for tag, regexp in resolvers
                if tag not in ("tag:yaml.org,2002:bool", "tag:yaml.org,2002:timestamp")]
        for first, resolvers in base.yaml_implicit_resolvers.items()
    }
    Loader.add_implicit_resolver(
        "tag:yaml.org,2002:bool", re.compile(r"^(?:true|True|TRUE|false|False|FALSE)$"), list("tTfF"))
    return Loader


def main():
    root = sys.argv[1] if len(sys.argv) > 1 else os.path.join(os.path.dirname(__file__), "..", "..")
    with open(os.path.join(root, "schema", "screen.schema.json"), encoding="utf-8") as file:
        schema = json.load(file)
    jsonschema.Draft7Validator.check_schema(schema)
    validator = jsonschema.Draft7Validator(schema)
    # A fragment of a screen file: the screen's keys, none of them required.
    fragment_schema = copy.deepcopy(schema["definitions"]["screen"])
    fragment_schema.pop("required", None)
    fragment_schema["definitions"] = schema["definitions"]
    fragments = jsonschema.Draft7Validator(fragment_schema)
    loader = yaml12_loader()
    failures = []
    counts = {"screens": 0, "language": 0, "good": 0, "bad": 0, "spot": 0}

    def errors(text, where, whole=None):
        try:
            document = yaml.load(text, Loader=loader)
        except yaml.YAMLError as error:
            failures.append(f"{where}: not YAML for the schema test: {error}")
            return None
        # A whole file: a screen (`screen:`) or a declarations file (`declarations:`).
        is_screen = isinstance(document, dict) and ("screen" in document or "declarations" in document)
        chosen = validator if (whole if whole is not None else is_screen or not isinstance(document, dict)) else fragments
        return [f"{'/'.join(map(str, e.absolute_path)) or '(root)'}: {e.message[:200]}" for e in chosen.iter_errors(document)]

    def expect_valid(text, where):
        if text.startswith("# file: ") and text.split("\n", 1)[0].endswith(".screenc.yml"):
            return  # a project configuration, not a screenc file
        found = errors(text, where)
        if found:
            failures.append(f"{where}: rejected by the schema:\n    " + "\n    ".join(found[:5]))

    screens = os.path.join(root, "Screens")
    for name in sorted(os.listdir(screens)):
        if name.endswith(".yaml"):
            with open(os.path.join(screens, name), encoding="utf-8") as file:
                expect_valid(file.read(), f"Screens/{name}")
            counts["screens"] += 1

    with open(os.path.join(root, "docs", "Language.md"), encoding="utf-8") as file:
        language = file.read()
    for match in re.finditer(r"```yaml\n(.*?)```", language, re.S):
        expect_valid(match.group(1), f"docs/Language.md:{language[:match.start()].count(chr(10)) + 1}")
        counts["language"] += 1

    with open(os.path.join(root, "docs", "Rules.md"), encoding="utf-8") as file:
        rules_page = file.read()
    seen = set()
    for section in re.finditer(r"^## (\S+)\n(.*?)(?=^## |\Z)", rules_page, re.S | re.M):
        rule, body = section.group(1), section.group(2)
        line = rules_page[:section.start()].count("\n") + 1
        seen.add(rule)
        if rule not in REJECTED_BY_SCHEMA and rule not in NOT_EXPRESSIBLE:
            failures.append(f"docs/Rules.md:{line}: rule `{rule}` is in neither REJECTED_BY_SCHEMA nor NOT_EXPRESSIBLE")
        parts = re.split(r"^\*\*Good\*\*$", body, flags=re.M)
        bad_blocks = re.findall(r"```yaml\n(.*?)```", parts[0], re.S)
        good_blocks = re.findall(r"```yaml\n(.*?)```", parts[1], re.S) if len(parts) > 1 else []
        for block in good_blocks:
            expect_valid(block, f"docs/Rules.md `{rule}` (Good)")
            counts["good"] += 1
        if rule in REJECTED_BY_SCHEMA:
            if not bad_blocks:
                failures.append(f"docs/Rules.md `{rule}`: no Bad example")
            for block in bad_blocks:
                found = errors(block, f"docs/Rules.md `{rule}` (Bad)", whole=True)
                if found == []:
                    failures.append(
                        f"docs/Rules.md `{rule}` (Bad): accepted by the schema, which should reject it "
                        f"({REJECTED_BY_SCHEMA[rule]})")
                counts["bad"] += 1
    for rule in sorted((set(REJECTED_BY_SCHEMA) | set(NOT_EXPRESSIBLE)) - seen):
        failures.append(f"validate-schema.py lists `{rule}`, which docs/Rules.md does not have")

    for what, rows, valid in SPOT_CHECKS:
        text = f"screen: Spot\ntitle: Spot\nstate: {{ on: true }}\nsections:\n  - id: s\n    {rows}\n"
        found = errors(text, what, whole=True)
        if found is not None and (found == []) != valid:
            failures.append(f"spot check `{what}`: expected {'valid' if valid else 'rejected'}, got {found or 'valid'}")
        counts["spot"] += 1

    for what, text, valid in FILE_CHECKS:
        found = errors(text, what, whole=True)
        if found is not None and (found == []) != valid:
            failures.append(f"file check `{what}`: expected {'valid' if valid else 'rejected'}, got {found or 'valid'}")
        counts["spot"] += 1

    if failures:
        print("schema validation failed:\n" + "\n".join(failures), file=sys.stderr)
        return 1
    print(
        f"schema OK: {counts['screens']} screens, {counts['language']} Language.md examples, {counts['good']} good and "
        f"{counts['bad']} bad Rules.md examples, {counts['spot']} spot checks")
    return 0


if __name__ == "__main__":
    sys.exit(main())
