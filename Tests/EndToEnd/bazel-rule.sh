#!/usr/bin/env bash
# End-to-end test of bazel/screenc.bzl with Debian's Bazel (bazel-bootstrap, offline): a small workspace in the
# Telegram-iOS layout runs `screenc_swift_sources` over the example screens, and the Swift it produces must be, file
# for file and byte for byte, what `screenc compile` writes; a screen with an error must fail the build with the
# error at its file:line:column; a changed screen must re-run the action, an unchanged one must not.
# Usage: Tests/EndToEnd/bazel-rule.sh path/to/screenc
set -uo pipefail  # no -e: every check reports and the script goes on

SCREENC=$(realpath "${1:?usage: $0 path/to/screenc}")
ROOT=$(cd "$(dirname "$0")/../.." && pwd)
WORK=$(mktemp -d)
WS="$WORK/workspace"
FAILURES=0
PASSES=0
# Bazel's server and caches live under $WORK, so nothing is left behind in $HOME.
bazel_() { (cd "$WS" && bazel --output_user_root="$WORK/bazel-root" --batch "$@"); }
cleanup() { chmod -R u+w "$WORK" 2>/dev/null; rm -rf "$WORK"; }
trap cleanup EXIT

pass() { PASSES=$((PASSES + 1)); echo "ok - $1"; }
fail() { FAILURES=$((FAILURES + 1)); echo "not ok - $1"; if [ -n "${2:-}" ]; then echo "$2" | sed 's/^/    /'; fi; }

# The workspace: the rule file where a workspace keeps its build tools, screenc as a prebuilt binary (as a team
# would check it in or fetch it), and a settings module with its screens and strings.
mkdir -p "$WS/build-system/screenc" "$WS/submodules/SettingsUI/Screens"
touch "$WS/WORKSPACE"
cp "$ROOT/bazel/screenc.bzl" "$WS/build-system/screenc/screenc.bzl"
cp "$SCREENC" "$WS/build-system/screenc/screenc"
echo 'exports_files(["screenc"])' > "$WS/build-system/screenc/BUILD"
cp "$ROOT"/Screens/*.yaml "$ROOT/Screens/Localizable.strings" "$WS/submodules/SettingsUI/Screens/"
cat > "$WS/submodules/SettingsUI/BUILD" <<'BUILD'
load("//build-system/screenc:screenc.bzl", "screenc_swift_sources")

screenc_swift_sources(
    name = "SettingsScreens",
    srcs = glob(["Screens/*.yaml"]),
    strings = "Screens/Localizable.strings",
    screenc = "//build-system/screenc:screenc",
    strict = True,
)
BUILD

# 1. The outputs match `screenc compile` run from the workspace root (the generated header names the screen file
#    relative to it, as Bazel's execution root does).
if build=$(bazel_ build //submodules/SettingsUI:SettingsScreens 2>&1); then
    pass "bazel build runs screenc_swift_sources"
else
    fail "bazel build runs screenc_swift_sources" "$(echo "$build" | grep -v linux-sandbox | tail -30)"
fi
BIN="$WS/bazel-bin/submodules/SettingsUI/SettingsScreens"
(cd "$WS" && "$SCREENC" compile submodules/SettingsUI/Screens --strings submodules/SettingsUI/Screens/Localizable.strings \
    --strict -o "$WORK/expected" 2>/dev/null)
count=$(ls "$WORK/expected" | wc -l)
if [ "$count" -ge 10 ] && diffs=$(diff -r "$WORK/expected" "$BIN" 2>&1); then
    pass "the rule's $count Swift files are byte for byte what screenc compile writes"
else
    fail "the rule's outputs are what screenc compile writes" "$(echo "${diffs:-no outputs}" | head -20)"
fi

# 2. A rebuild with nothing changed runs no action; a changed screen re-runs it and the output follows.
again=$(bazel_ build //submodules/SettingsUI:SettingsScreens 2>&1)
if echo "$again" | grep -q "INFO: 1 process: 1 internal"; then
    pass "nothing changed: screenc does not run again"
else
    fail "nothing changed: screenc does not run again" "$(echo "$again" | grep -i process)"
fi
sed -i 's/^title: .*/title: { key: Settings_BlockedUsers }/' "$WS/submodules/SettingsUI/Screens/ArchiveSettings.yaml"
changed=$(bazel_ build //submodules/SettingsUI:SettingsScreens 2>&1)
if grep -q "Settings_BlockedUsers" "$BIN/ArchiveSettings.swift" && echo "$changed" | grep -q "1 linux-sandbox\|1 processwrapper-sandbox\|1 local"; then
    pass "a changed screen re-runs screenc"
else
    fail "a changed screen re-runs screenc" "$(echo "$changed" | tail -5)"
fi

# 3. A screen with an error fails the build, with the error at its file:line:column.
printf 'screen: Broken\nsections:\n  - id: main\n    rows:\n      - { id: a, item: swich, title: A }\n' \
    > "$WS/submodules/SettingsUI/Screens/Broken.yaml"
if broken=$(bazel_ build //submodules/SettingsUI:SettingsScreens 2>&1); then
    fail "a screen with an error fails the build" "$(echo "$broken" | tail -5)"
elif echo "$broken" | grep -q "^submodules/SettingsUI/Screens/Broken.yaml:5:[0-9]*: error: "; then
    pass "a screen with an error fails the build at file:line:column"
else
    fail "a screen with an error fails the build at file:line:column" "$(echo "$broken" | grep -v linux-sandbox | tail -15)"
fi

rm -f "$WS/submodules/SettingsUI/Screens/Broken.yaml"

# 4. A screen added, built, then deleted: the build still succeeds, and the rule's outputs are again byte for byte what
#    `screenc compile` writes (screenc removes nothing Bazel declares; the deleted screen's old output is no output).
printf 'screen: Extra\ntitle: Extra\nstate:\n  enabled: true\nsections:\n  - id: main\n    rows:\n      - { id: a, item: switch, title: A, bind: enabled }\n' \
    > "$WS/submodules/SettingsUI/Screens/Extra.yaml"
added=$(bazel_ build //submodules/SettingsUI:SettingsScreens 2>&1)
rm -f "$WS/submodules/SettingsUI/Screens/Extra.yaml"
if removed=$(bazel_ build //submodules/SettingsUI:SettingsScreens 2>&1); then
    rm -rf "$WORK/expected"
    (cd "$WS" && "$SCREENC" compile submodules/SettingsUI/Screens --strings submodules/SettingsUI/Screens/Localizable.strings \
        --strict -o "$WORK/expected" 2>/dev/null)
    mismatches=$(for f in "$WORK/expected"/*.swift; do cmp -s "$f" "$BIN/$(basename "$f")" || echo "$(basename "$f")"; done)
    if [ -z "$mismatches" ] && [ -f "$BIN/ArchiveSettings.swift" ]; then
        pass "after a screen is deleted the build succeeds and its outputs are what screenc compile writes"
    else
        fail "after a screen is deleted the outputs are what screenc compile writes" "$mismatches"
    fi
else
    fail "after a screen is deleted the build succeeds" "$(echo "$added"; echo "$removed" | grep -v linux-sandbox | tail -15)"
fi

# 5. Declarations files: one every screen sees (`declarations`, passed as --declarations) and one a screen imports
#    from another package (`imports`): inputs of the action, so changing either re-runs screenc; they have no outputs;
#    `module` keeps the generated file from importing the module it is compiled into.
mkdir -p "$WS/submodules/SettingsUI/Declarations" "$WS/submodules/SettingsUI/Declared" "$WS/submodules/Shared"
cat > "$WS/submodules/SettingsUI/Declarations/Texts.yaml" <<'YAML'
declarations: SettingsTexts
texts:
  onOff:
    parameters: { on: Bool }
    text: { if: on, then: "On", else: "Off" }
YAML
cat > "$WS/submodules/Shared/Privacy.yaml" <<'YAML'
declarations: SharedItems
items:
  cacheSlider:
    swift: StorageCacheSizeSliderItem
    module: SettingsUI
    parameters: [presentationData, title: Text, sectionId]
YAML
echo 'exports_files(["Privacy.yaml"])' > "$WS/submodules/Shared/BUILD"
cat > "$WS/submodules/SettingsUI/Declared/Uses.yaml" <<'YAML'
screen: Uses
title: Uses
imports: [../../Shared/Privacy.yaml]
state:
  on: true
sections:
  - id: main
    rows:
      - { id: a, item: switch, title: A, bind: on }
      - { id: label, item: text, text: { call: onOff, args: { on: on } } }
      - { id: slider, item: cacheSlider, title: Cache }
YAML
cat >> "$WS/submodules/SettingsUI/BUILD" <<'BUILD'

screenc_swift_sources(
    name = "DeclaredScreens",
    srcs = ["Declared/Uses.yaml"],
    declarations = glob(["Declarations/*.yaml"]),
    imports = ["//submodules/Shared:Privacy.yaml"],
    module = "SettingsUI",
    screenc = "//build-system/screenc:screenc",
)
BUILD
DECLARED="$WS/bazel-bin/submodules/SettingsUI/DeclaredScreens"
if declared=$(bazel_ build //submodules/SettingsUI:DeclaredScreens 2>&1) && [ "$(ls "$DECLARED")" = "Uses.swift" ]; then
    (cd "$WS" && "$SCREENC" compile submodules/SettingsUI/Declared/Uses.yaml \
        --declarations submodules/SettingsUI/Declarations/Texts.yaml --module SettingsUI -o "$WORK/declared" >/dev/null 2>&1)
    if cmp -s "$WORK/declared/Uses.swift" "$DECLARED/Uses.swift" && grep -q "private func onOff" "$DECLARED/Uses.swift" \
        && grep -q "StorageCacheSizeSliderItem(" "$DECLARED/Uses.swift" && ! grep -q "^import SettingsUI" "$DECLARED/Uses.swift"; then
        pass "declarations files and module: one output per screen, what screenc compile writes, no import of its own module"
    else
        fail "declarations files and module: the output is what screenc compile writes" "$(diff "$WORK/declared/Uses.swift" "$DECLARED/Uses.swift" | head -20)"
    fi
else
    fail "a rule with declarations files builds" "$(echo "$declared" | grep -v linux-sandbox | tail -15; ls "$DECLARED")"
fi
sed -i 's/then: "On"/then: "Yes"/' "$WS/submodules/SettingsUI/Declarations/Texts.yaml"
sed -i 's/swift: StorageCacheSizeSliderItem/swift: CacheSliderItem/' "$WS/submodules/Shared/Privacy.yaml"
if bazel_ build //submodules/SettingsUI:DeclaredScreens >/dev/null 2>&1 && grep -q '"Yes"' "$DECLARED/Uses.swift" \
    && grep -q "CacheSliderItem(" "$DECLARED/Uses.swift"; then
    pass "a changed declarations file (seen by every screen, or imported) re-runs screenc"
else
    fail "a changed declarations file re-runs screenc" "$(grep -n 'Yes\|SliderItem' "$DECLARED/Uses.swift")"
fi

bazel_ shutdown >/dev/null 2>&1
echo "$PASSES passed, $FAILURES failed"
[ "$FAILURES" -eq 0 ]
