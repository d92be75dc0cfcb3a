#!/usr/bin/env python3
"""Writes the fuzz target's seed corpus, Fuzz/Corpus/, from the repository's own screens (see docs/Fuzzing.md):

- every example screen, Screens/*.yaml;
- the lint fixtures, Tests/ScreencCoreTests/Fixtures/Lint/*.yaml;
- every complete screen (a ```yaml block with a top-level `screen:`) of docs/Language.md, docs/Rules.md (both the
  Bad and the Good file of each rule), docs/Integration.md and docs/Templates.md;
- a few screens with the example strings file after a `#fuzz:strings` line, with typed keys after `#fuzz:keys`,
  Language.md's samples file after `#fuzz:data`, and Language.md's declarations file after `#fuzz:declarations`.

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

corpus.mkdir(parents=True, exist_ok=True)
for path in corpus.iterdir():
    if not path.name.startswith("regression-"):
        path.unlink()
for name, data in sorted(seeds.items()):
    (corpus / name).write_bytes(data)
total = sum(path.stat().st_size for path in corpus.iterdir())
print(f"{len(list(corpus.iterdir()))} seeds, {total} bytes in {corpus.relative_to(root)}")
