#!/usr/bin/env python3
"""Writes the fuzz target's seed corpus, Fuzz/Corpus/, from the repository's own screens (see docs/Fuzzing.md):

- every example screen, Screens/*.yaml;
- the lint fixtures, Tests/ScreencCoreTests/Fixtures/Lint/*.yaml;
- every complete screen (a ```yaml block with a top-level `screen:`) of docs/Language.md, docs/Rules.md (both the
  Bad and the Good file of each rule), docs/Integration.md and docs/Templates.md;
- a few screens with the example strings file after a `#fuzz:strings` line, with typed keys after `#fuzz:keys`
  (terminal bytes, and a `--keys` script), Language.md's samples file after `#fuzz:data`, and Language.md's
  declarations file after `#fuzz:declarations`;
- screens with custom templates after `#fuzz:template`: each built-in template (Templates/*.mustache) edited, and
  templates screenc must refuse or bound (partials that include each other, deep nesting, exponential partials, a
  dynamic partial, lists nested in themselves) or hand to swift-mustache (transforms, set delimiters, inheritance);
- project configurations after `#fuzz:config`: the repository's own `.screenc.yml`, every configuration of
  docs/CLI.md, and some with problems;
- `preview --set` arguments after `#fuzz:set`, good and bad.

Run it from anywhere: `python3 Fuzz/make-corpus.py`. It replaces the seeds it writes and keeps the `regression-*`
ones (inputs that once failed, added by hand with their fix). The fuzzer never writes to Fuzz/Corpus/: Fuzz/run.sh
fuzzes a copy.
"""
import pathlib
import re

root = pathlib.Path(__file__).resolve().parent.parent
corpus = root / "Fuzz" / "Corpus"
seeds = {}


def add(name, data):
    if data not in seeds.values():
        seeds[name] = data


for path in sorted((root / "Screens").glob("*.yaml")):
    add(f"screen-{path.stem}.yaml", path.read_bytes())
for path in sorted((root / "Tests/ScreencCoreTests/Fixtures/Lint").glob("*.yaml")):
    add(f"fixture-{path.stem}.yaml", path.read_bytes())

for doc in ["Language", "Rules", "Integration", "Templates"]:
    text = (root / "docs" / f"{doc}.md").read_text()
    heading = "top"
    counts = {}
    for match in re.finditer(r"^(#+ [^\n]*)$|^```yaml\n(.*?)^```$", text, re.M | re.S):
        if match.group(1):
            heading = re.sub(r"[^a-z0-9]+", "-", match.group(1).lstrip("# ").lower()).strip("-") or "top"
            continue
        block = match.group(2)
        if not re.search(r"^screen:", block, re.M):
            continue
        counts[heading] = counts.get(heading, 0) + 1
        add(f"{doc.lower()}-{heading}-{counts[heading]}.yaml", block.encode())

# Language.md's declarations file with the screen that imports it (a multi-file example: `# file:` first lines).
named = {m.group(1): m.group(0) for m in re.finditer(r"^# file: (\S+)\n.*?(?=^```$)", (root / "docs/Language.md").read_text(), re.M | re.S)}
add("declarations-PrivacyTimers.yaml",
    (named["Screens/PrivacyTimers.yaml"].replace("../Shared/Privacy.yaml", "Shared.yaml")
     + "#fuzz:declarations\n" + named["Shared/Privacy.yaml"]).encode())

# Language.md's samples file (`preview --data`) with the screen after it.
language = (root / "docs/Language.md").read_text()
samples = re.search(r"^```text\n(# samples\.yaml.*?)^```\n+```yaml\n(.*?)^```$", language, re.M | re.S)
add("data-MediaCacheSettings.yaml", (samples.group(2) + "#fuzz:data\n" + samples.group(1)).encode())

strings = (root / "Screens/Localizable.strings").read_bytes()
for screen in ["ProxyServerSettings", "PrivacyAndSecurity"]:
    data = (root / "Screens" / f"{screen}.yaml").read_bytes()
    add(f"strings-{screen}.yaml", data + b"#fuzz:strings\n" + strings)
# Keys as a terminal sends them: ↓ ↓ space → ← Enter "ab" Backspace Esc, a bracketed paste, the data panel, help.
keys = b"\x1b[B\x1b[B \x1b[C\x1b[D\rab\x7f\x1b\x1b[200~pasted\x1b[201~d\x1b[Bjj \t?q"
for screen in ["ProxyServerSettings", "EditProfile", "ChatFolders"]:
    data = (root / "Screens" / f"{screen}.yaml").read_bytes()
    add(f"keys-{screen}.yaml", data + b"#fuzz:keys\n" + keys)

# `preview --keys` scripts (the same section is typed as terminal bytes too).
for screen, script in [("EditProfile", 'down down enter "Ada" tab space esc ?'), ("ProxyServerSettings", "down space right pgdn ctrl-c")]:
    data = (root / "Screens" / f"{screen}.yaml").read_bytes()
    add(f"script-{screen}.yaml", data + b"#fuzz:keys\n" + script.encode())

# Custom templates: each built-in one with a line added, on a screen that renders it.
proxy = (root / "Screens/ProxyServerSettings.yaml").read_bytes()
media = samples.group(2).encode()
for path in sorted((root / "Templates").glob("*.mustache")):
    text = path.read_text()
    edited = "{{! edited }}\n" + text if path.stem != "screen" else text.replace("\n", "\n// custom\n", 1)
    add(f"template-{path.stem}.yaml", proxy + f"#fuzz:template\n#template {path.stem}\n{edited}".encode())
hostile = {
    # refused before parsing (TemplateCheck)
    "self-partial": "{{> state}}\n#template state\n{{#fields}}{{> state}}{{/fields}}\n",
    "partial-cycle": "{{> a}}\n#template a\n{{> b}}\n#template b\n{{#data}}{{> a}}{{/data}}\n",
    "deep-sections": "{{#a}}" * 70 + "x" + "{{/a}}" * 70 + "\n",
    "exponential": "{{> p0}}\n" + "".join(f"#template p{i}\n{{{{> p{i + 1}}}}}{{{{> p{i + 1}}}}}\n" for i in range(30)) + "#template p30\nxxxxxxxx\n",
    "dynamic-partial": "{{>*name}}\n",
    "unclosed": "{{#entries}}{{name}\n",
    # sections over a list nested in sections over the same list (RenderLimit bounds deeper ones)
    "nested-lists": "{{#entries}}" * 4 + "{{name}}" + "{{/entries}}" * 4 + "\n",
    # swift-mustache: transforms, set delimiters, inheritance
    "transform": "{{#entries}}{{uppercased(name)}} {{lowercased(name)}}{{/entries}}\n",
    "delimiters": "{{=<% %>=}}<%#entries%><%name%><%/entries%><%={{ }}=%>{{> state}}\n",
    "inheritance": "{{<base}}{{$body}}{{> entries}}{{/body}}{{/base}}\n#template base\nimport UIKit\n{{$body}}{{/body}}\n",
}
for name, text in hostile.items():
    add(f"template-{name}.yaml", proxy + b"#fuzz:template\n" + text.encode())
add("template-media-lists.yaml", media + b"#fuzz:template\n{{#data}}{{#fields}}{{name}}: {{type}}\n{{/fields}}{{/data}}\n")

# Project configurations: the repository's own, docs/CLI.md's, and some with problems.
configurations = {"repository": (root / ".screenc.yml").read_text()}
cli = (root / "docs/CLI.md").read_text()
for index, block in enumerate(m.group(1) for m in re.finditer(r"^```yaml\n(.*?)^```$", cli, re.M | re.S)):
    if re.search(r"^(screens|rules|output):", block, re.M) and not re.search(r"^screen:", block, re.M):
        configurations[f"cli-{index}"] = block
configurations["problems"] = (
    "screens: [Screens, Missing]\noutput: Fuzz.yaml\nstrings: /dev/zero\nmodule: 1st\nnamePrefix: lower\n"
    "strict: yes\nrules: { empty-section: off, unknown-key: warning, no-such-rule: error }\ntemplateFiles: [x.txt]\n"
    "colour: true\n")
configurations["rules"] = "rules:\n  unused-state-field: error\n  empty-section: \"off\"\nnamePrefix: Gen\nnameSuffix: Screen\nmodule: SettingsUI\n"
for name, text in configurations.items():
    add(f"config-{name}.yaml", proxy + b"#fuzz:config\n" + text.encode())

# `preview --set` arguments (after the samples of `--data` when there are some).
for name, screen, lines in [
    ("ProxyServerSettings", proxy, "mode=mtproto\nhost=example.com\nport=443\nsaving=true\n"),
    ("bad", proxy, "mode=http\nsaving=yes\nnothing=1\n=x\nhost\n"),
    ("MediaCacheSettings", media + b"#fuzz:data\n" + samples.group(1).encode(), "cacheSize=nil\nkeepMedia=.week\nisClearing=true\nchats=[]\n"),
]:
    add(f"set-{name}.yaml", screen + b"#fuzz:set\n" + lines.encode())

corpus.mkdir(parents=True, exist_ok=True)
for path in corpus.iterdir():
    if not path.name.startswith("regression-"):
        path.unlink()
for name, data in sorted(seeds.items()):
    (corpus / name).write_bytes(data)
total = sum(path.stat().st_size for path in corpus.iterdir())
print(f"{len(list(corpus.iterdir()))} seeds, {total} bytes in {corpus.relative_to(root)}")
