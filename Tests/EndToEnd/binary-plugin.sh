#!/usr/bin/env bash
# End-to-end test of the release artifact bundle (docs/Releasing.md) and the binary plugin route (docs/Plugins.md,
# "Without building screenc"): Scripts/make-artifactbundle.sh builds screenc.artifactbundle into
# Release/ScreencPlugins; its info.json and self-contained binary are checked; Examples/BinaryPlugin, which uses the
# plugins of Release/ScreencPlugins through their `.binaryTarget`, builds offline without building screenc, with the
# generated Swift byte for byte what the screenc of this checkout writes; a screen with an error fails its build at
# file:line:column; the lint command plugin runs the binary too. The example's files are restored on exit.
# Usage: Tests/EndToEnd/binary-plugin.sh path/to/screenc [release|debug]
#   path/to/screenc: the one built from this checkout, for comparison; release|debug: the bundle's configuration
#   (default release, as a release makes it; CI passes debug, which reuses the test run's build and only relinks).
set -uo pipefail  # no -e: every check reports and the script goes on

SCREENC=$(realpath "${1:?usage: $0 path/to/screenc [release|debug]}")
CONFIGURATION=${2:-release}
ROOT=$(cd "$(dirname "$0")/../.." && pwd)
EXAMPLE="$ROOT/Examples/BinaryPlugin"
SCREENS="$EXAMPLE/Sources/Settings/Screens"
BUNDLE="$ROOT/Release/ScreencPlugins/screenc.artifactbundle"
GENERATED="$EXAMPLE/.build/plugins/outputs/binaryplugin/Settings/destination/ScreencBuildPlugin/GeneratedScreens"
WORK=$(mktemp -d)
FAILURES=0
PASSES=0
trap 'rm -f "$SCREENS/Broken.yaml"; rm -rf "$WORK"' EXIT

pass() { PASSES=$((PASSES + 1)); echo "ok - $1"; }
fail() { FAILURES=$((FAILURES + 1)); echo "not ok - $1"; if [ -n "${2:-}" ]; then echo "$2" | sed 's/^/    /'; fi; }
build() { timeout 1200 swift build --package-path "$EXAMPLE" 2>&1; }

# What this checkout's screenc generates for the example, and its version: taken first, since building the debug
# bundle relinks that same binary statically.
VERSION=$("$SCREENC" --version)
(cd "$EXAMPLE" && "$SCREENC" compile --no-config --output-names file --quiet "$SCREENS" -o "$WORK/expected")

# 1. The bundle: made by the release script, described by its info.json, self-contained.
if out=$("$ROOT/Scripts/make-artifactbundle.sh" --configuration "$CONFIGURATION" 2>&1); then
    pass "Scripts/make-artifactbundle.sh builds the bundle ($CONFIGURATION)"
else
    fail "Scripts/make-artifactbundle.sh builds the bundle" "$(echo "$out" | grep -v 'warning: the use of' | tail -20)"
fi
info=$(python3 - "$BUNDLE" "$VERSION" <<'EOF'
import json, os, sys
bundle, version = sys.argv[1], sys.argv[2]
info = json.load(open(os.path.join(bundle, "info.json")))
assert info["schemaVersion"] == "1.0", info["schemaVersion"]
artifact = info["artifacts"]["screenc"]
assert artifact["type"] == "executable" and artifact["version"] == version, artifact
linux = [v for v in artifact["variants"] if "x86_64-unknown-linux-gnu" in v["supportedTriples"]]
assert len(linux) == 1, artifact["variants"]
path = os.path.join(bundle, linux[0]["path"])
assert os.access(path, os.X_OK), path
print(path)
EOF
)
if [ $? -eq 0 ]; then pass "info.json: schema 1.0, executable screenc $VERSION, a variant for x86_64-unknown-linux-gnu"; else fail "info.json" "$info"; fi
BINARY=$(echo "$info" | tail -1)
needed=$(ldd "$BINARY" 2>&1)
if echo "$needed" | grep -Eq 'libyaml|libswift|libFoundation|lib_Foundation|libdispatch|libBlocksRuntime|not found'; then
    fail "the bundled binary needs neither libyaml nor the Swift runtime (ldd)" "$needed"
else
    pass "the bundled binary needs neither libyaml nor the Swift runtime (ldd: $(echo "$needed" | awk '{print $1}' | tr '\n' ' '))"
fi
for license in LICENSE THIRD-PARTY-LICENSES.txt; do
    [ -f "$(dirname "$(dirname "$BINARY")")/$license" ] || fail "the variant carries $license"
done
# Run with an empty environment and no library path: nothing of the toolchain is found that way.
if [ "$(env -i "$BINARY" --version)" = "$VERSION" ]; then pass "the bundled binary runs and prints $VERSION"; else fail "the bundled binary runs"; fi

# 2. The example package builds with the binary plugin: screenc is not built, its output is this checkout's.
rm -rf "$EXAMPLE/.build/plugins/outputs"
if out=$(build); then pass "Examples/BinaryPlugin builds with the binary plugin"; else fail "Examples/BinaryPlugin builds" "$(echo "$out" | tail -30)"; fi
if echo "$out" | grep -Eq "Compiling (screenc|YAMLReader|ScreencCore)|CYAML"; then
    fail "no part of screenc is built from source" "$(echo "$out" | grep -E 'screenc|YAML' | head)"
else
    pass "no part of screenc is built from source"
fi
if [ -f "$GENERATED/CacheSettings.swift" ] && cmp -s "$WORK/expected/CacheSettings.swift" "$GENERATED/CacheSettings.swift"; then
    pass "the generated Swift is byte for byte what screenc compile writes"
else
    fail "the generated Swift is what screenc compile writes" "$(ls -la "$GENERATED" 2>&1; diff "$WORK/expected/CacheSettings.swift" "$GENERATED/CacheSettings.swift" 2>&1 | head -20)"
fi

# 3. A screen with an error fails the build at its file:line:column, reported by the bundled screenc.
printf 'screen: Broken\ntitle: Broken\nsections:\n  - id: main\n    rows:\n      - { id: a, item: swich, title: A }\n' > "$SCREENS/Broken.yaml"
if broken=$(build); then
    fail "a screen with an error fails the build" "$(echo "$broken" | tail -10)"
elif echo "$broken" | grep -Eq "^($SCREENS|Sources/Settings/Screens)/Broken.yaml:6:24: error: .*swich"; then
    pass "a screen with an error fails the build at file:line:column"
else
    fail "a screen with an error fails the build at file:line:column" "$(echo "$broken" | tail -15)"
fi
rm -f "$SCREENS/Broken.yaml"

# 4. The command plugins run the bundled binary too.
lint=$(swift package --package-path "$EXAMPLE" screenc-lint --strict 2>&1)
if [ $? -eq 0 ] && echo "$lint" | grep -q "no problems in 1 file"; then pass "screenc-lint runs the bundled screenc"; else fail "screenc-lint" "$lint"; fi

# 5. The plugin package a release publishes names the zip by URL and checksum, and is a valid package on its own.
checksum=$(sha256sum "$ROOT/Release/ScreencPlugins/screenc.artifactbundle.zip" | awk '{print $1}')
url="https://example.invalid/releases/download/$VERSION/screenc.artifactbundle.zip"
"$ROOT/Scripts/make-plugins-package.sh" --url "$url" --checksum "$checksum" --output "$WORK/plugins" >/dev/null
manifest=$(cd "$WORK/plugins" && swift package dump-package 2>&1)
if echo "$manifest" | python3 -c "
import json, sys
targets = {t['name']: t for t in json.load(sys.stdin)['targets']}
assert targets['screenc']['type'] == 'binary' and targets['screenc']['url'] == sys.argv[1], targets['screenc']
assert targets['screenc']['checksum'] == sys.argv[2]
assert all(targets[p]['type'] == 'plugin' for p in ['ScreencBuildPlugin', 'ScreencLintPlugin', 'ScreencGeneratePlugin'])
" "$url" "$checksum" 2>/dev/null && [ ! -L "$WORK/plugins/Plugins/ScreencBuildPlugin" ]; then
    pass "make-plugins-package.sh writes a self-contained package with the zip's URL and checksum"
else
    fail "make-plugins-package.sh" "$manifest"
fi

build >/dev/null  # leave the example built from its own files
echo "$PASSES passed, $FAILURES failed"
[ "$FAILURES" -eq 0 ]
