#!/usr/bin/env bash
# End-to-end test of the SwiftPM plugins (docs/Plugins.md) on the example package Examples/SettingsScreens: the
# build-tool plugin compiles its screens at build time and the app code calling the generated factories builds and
# runs; an unchanged build does not run screenc, a changed screen does; a screen with an error fails the build with
# the error at its file:line:column; the command plugins lint and generate (a missing output is one line under
# --check, which names the plugin command; a deleted screen's output is stale and removed); after a screen is
# deleted the build's output folder holds exactly the declared outputs; declarations files (in the target, and outside
# it through the configuration) are inputs without outputs, and the target is the module being compiled. The example's
# files are restored on exit.
# Usage: Tests/EndToEnd/swiftpm-plugin.sh path/to/screenc (the one built from this checkout, for comparison)
set -uo pipefail  # no -e: every check reports and the script goes on

SCREENC=$(realpath "${1:?usage: $0 path/to/screenc}")
ROOT=$(cd "$(dirname "$0")/../.." && pwd)
EXAMPLE="$ROOT/Examples/SettingsScreens"
SCREENS="$EXAMPLE/Sources/SettingsScreens/Screens"
GENERATED="$EXAMPLE/.build/plugins/outputs/settingsscreens/SettingsScreens/destination/ScreencBuildPlugin/GeneratedScreens"
WORK=$(mktemp -d)
FAILURES=0
PASSES=0
cp "$SCREENS/ArchiveSettings.yaml" "$WORK/ArchiveSettings.yaml"
restore() {
    cp "$WORK/ArchiveSettings.yaml" "$SCREENS/ArchiveSettings.yaml"
    rm -f "$SCREENS/Broken.yaml" "$SCREENS/Unused.yaml" "$SCREENS/Extra.yaml" "$EXAMPLE/Sources/SettingsScreens/.screenc.yml"
    rm -rf "$SCREENS/Shared" "$EXAMPLE/Declarations" "$EXAMPLE/Sources/SettingsScreens/ArchiveFooter.swift"
    rm -rf "$EXAMPLE/.build/generated-by-plugin" "$WORK"
}
trap restore EXIT

pass() { PASSES=$((PASSES + 1)); echo "ok - $1"; }
fail() { FAILURES=$((FAILURES + 1)); echo "not ok - $1"; if [ -n "${2:-}" ]; then echo "$2" | sed 's/^/    /'; fi; }
# A build that hangs (SwiftPM once stalled here with no child process under a heavy load) fails after 20 minutes
# instead of holding CI up.
build() { timeout 1200 swift build --package-path "$EXAMPLE" 2>&1; }

# 1. The build compiles the screens into the plugin's work directory, and the app code calling them runs.
if out=$(build); then pass "the example package builds with the build-tool plugin"; else fail "the example package builds" "$(echo "$out" | tail -30)"; fi
if [ -f "$GENERATED/ArchiveSettings.swift" ] && [ -f "$GENERATED/ProxyServerSettings.swift" ]; then
    pass "one Swift file per screen file in the plugin's work directory"
else
    fail "one Swift file per screen file in the plugin's work directory" "$(ls "$GENERATED" 2>&1)"
fi
demo=$(swift run --skip-build --package-path "$EXAMPLE" SettingsDemo 2>&1)
if echo "$demo" | grep -q 'singleLineInput "proxy.example"' && echo "$demo" | grep -q 'switch "⟦ArchiveSettings_KeepArchived⟧"'; then
    pass "the generated controllers run: the demo prints their rows"
else
    fail "the generated controllers run" "$demo"
fi

# 2. Nothing changed: screenc does not run. A changed screen: it runs and the output follows.
# (SwiftPM may relink the screenc tool once more after a first build, and then rightly re-runs it, since the tool is
# an input of the command: settle that first, then check that nothing runs.)
build >/dev/null
again=$(build)
if echo "$again" | grep -q "screenc: compiling"; then fail "an unchanged build does not run screenc" "$again"; else pass "an unchanged build does not run screenc"; fi
sed -i 's/^title: .*/title: { key: Settings_BlockedUsers }/' "$SCREENS/ArchiveSettings.yaml"
changed=$(build)
if echo "$changed" | grep -q "screenc: compiling 2 screens of SettingsScreens" \
    && grep -q "Settings_BlockedUsers" "$GENERATED/ArchiveSettings.swift"; then
    pass "a changed screen re-runs screenc"
else
    fail "a changed screen re-runs screenc" "$(echo "$changed" | tail -10)"
fi
cp "$WORK/ArchiveSettings.yaml" "$SCREENS/ArchiveSettings.yaml"

# 3. A screen with an error fails the build, reported at its file:line:column in the format Xcode reads (SwiftPM
#    runs the command in the package's folder, so the path is relative to it).
printf 'screen: Broken\nsections:\n  - id: main\n    rows:\n      - { id: a, item: swich, title: A }\n' > "$SCREENS/Broken.yaml"
if broken=$(build); then
    fail "a screen with an error fails the build" "$(echo "$broken" | tail -10)"
elif echo "$broken" | grep -Eq "^($SCREENS|Sources/SettingsScreens/Screens)/Broken.yaml:5:24: error: .*swich"; then
    pass "a screen with an error fails the build at file:line:column"
else
    fail "a screen with an error fails the build at file:line:column" "$(echo "$broken" | tail -15)"
fi
rm -f "$SCREENS/Broken.yaml"

# 4. The command plugins: lint, generate into the package, and check what was generated.
lint=$(swift package --package-path "$EXAMPLE" screenc-lint --strict 2>&1)
if [ $? -eq 0 ] && echo "$lint" | grep -q "no problems in 3 files"; then pass "screenc-lint lints the target's screens and their strings"; else fail "screenc-lint" "$lint"; fi
# --fix goes through to screenc lint: a misspelt key is written back, the rest of the file stays as it was.
sed -i 's/^title: /titel: /' "$SCREENS/ArchiveSettings.yaml"
fixed=$(swift package --package-path "$EXAMPLE" screenc-lint --fix 2>&1)
if [ $? -eq 0 ] && echo "$fixed" | grep -q "fixed \[unknown-key\] unknown key \`titel\`" \
    && cmp -s "$SCREENS/ArchiveSettings.yaml" "$WORK/ArchiveSettings.yaml"; then
    pass "screenc-lint --fix fixes the target's screens in place"
else
    fail "screenc-lint --fix" "$fixed"
fi
cp "$WORK/ArchiveSettings.yaml" "$SCREENS/ArchiveSettings.yaml"
generate_() {
    swift package --package-path "$EXAMPLE" --allow-writing-to-package-directory screenc-generate \
        --output ../../.build/generated-by-plugin "$@" 2>&1
}
# Run from another folder: screenc runs in the package's, so the headers name the screens relative to the package.
generate=$(cd "$WORK" && generate_)
(cd "$EXAMPLE" && "$SCREENC" compile Sources/SettingsScreens/Screens --strings Sources/SettingsScreens/Screens/Localizable.strings \
    -o "$WORK/expected" >/dev/null 2>&1)
if [ -d "$WORK/expected" ] && diff -r "$WORK/expected" "$EXAMPLE/.build/generated-by-plugin" >/dev/null; then
    pass "screenc-generate writes what screenc compile writes in the package's folder"
else
    fail "screenc-generate writes what screenc compile writes in the package's folder" "$generate"
fi
check=$(generate_ --check)
if [ $? -eq 0 ] && echo "$check" | grep -q "2 generated files are up to date"; then pass "screenc-generate --check"; else fail "screenc-generate --check" "$check"; fi

# 4b. A new screen is one `missing:` line under --check, and the command to run is the plugin's, with no absolute
#     path; once the screen is deleted again, its output is stale, and generating removes it.
printf 'screen: Extra\ntitle: Extra\nstate:\n  enabled: true\nsections:\n  - id: main\n    rows:\n      - { id: a, item: switch, title: A, bind: enabled }\n' \
    > "$SCREENS/Extra.yaml"
missing=$(generate_ --check)
status=$?
if [ $status -ne 0 ] && echo "$missing" | grep -qx "missing: .build/generated-by-plugin/Extra.swift" \
    && ! echo "$missing" | grep -q "^+++" \
    && echo "$missing" | grep -qx "    swift package --allow-writing-to-package-directory screenc-generate --target SettingsScreens --output ../../.build/generated-by-plugin" \
    && ! echo "$missing" | grep -q "screenc compile" && ! echo "$missing" | grep -q "$EXAMPLE"; then
    pass "screenc-generate --check: a missing file is one line, and the command to run is the plugin's"
else
    fail "screenc-generate --check: a missing file is one line, and the command to run is the plugin's" "$missing"
fi
generate_ >/dev/null
rm -f "$SCREENS/Extra.yaml"
stale=$(generate_ --check)
status=$?
if [ $status -ne 0 ] && echo "$stale" | grep -q "^stale: .build/generated-by-plugin/Extra.swift (its screen file Sources/SettingsScreens/Screens/Extra.yaml is gone)"; then
    pass "screenc-generate --check reports the output of a deleted screen as stale"
else
    fail "screenc-generate --check reports the output of a deleted screen as stale" "$stale"
fi
generate_ >/dev/null
if [ "$(ls "$EXAMPLE/.build/generated-by-plugin")" = "$(printf 'ArchiveSettings.swift\nProxyServerSettings.swift')" ]; then
    pass "screenc-generate removes the output of a deleted screen"
else
    fail "screenc-generate removes the output of a deleted screen" "$(ls -a "$EXAMPLE/.build/generated-by-plugin")"
fi

# 5. A project configuration in the target: the build uses it (here `strict: true` makes a warning fail the build),
#    and changing it re-runs screenc.
printf 'screen: Unused\ntitle: Unused\nstate:\n  flag: false\n  spare: 1\nsections:\n  - id: main\n    rows:\n      - { id: a, item: switch, title: A, bind: flag }\n' \
    > "$SCREENS/Unused.yaml"
if out=$(build); then pass "a warning alone does not fail the build"; else fail "a warning alone does not fail the build" "$(echo "$out" | tail -10)"; fi
printf '# The example target'"'"'s configuration (written by swiftpm-plugin.sh)\nscreens: [Screens]\nstrings: Screens/Localizable.strings\nstrict: true\n' \
    > "$EXAMPLE/Sources/SettingsScreens/.screenc.yml"
if strict=$(build); then
    fail "the target's .screenc.yml applies: strict makes the warning fail the build" "$(echo "$strict" | tail -10)"
elif echo "$strict" | grep -Eq "Unused.yaml:5:3: (warning|error): .*spare" \
    && echo "$strict" | grep -Eq "error: 1 warning treated as an error \(strict: true in .*Sources/SettingsScreens/\.screenc\.yml\)"; then
    pass "the target's .screenc.yml applies: strict makes the warning fail the build, at file:line:column, and says why"
else
    fail "the target's .screenc.yml applies at file:line:column" "$(echo "$strict" | tail -15)"
fi
rm -f "$SCREENS/Unused.yaml" "$EXAMPLE/Sources/SettingsScreens/.screenc.yml"

# 6. The screen added in 5 is gone: the build's output folder holds exactly the outputs the plugin declares (the
#    build runs screenc again, which removes the deleted screen's output), and the example builds from its own files.
if out=$(build); then pass "the build without the deleted screen succeeds"; else fail "the build without the deleted screen succeeds" "$(echo "$out" | tail -10)"; fi
if [ "$(ls -A "$GENERATED")" = "$(printf 'ArchiveSettings.swift\nProxyServerSettings.swift')" ]; then
    pass "the build's output folder holds exactly the declared outputs"
else
    fail "the build's output folder holds exactly the declared outputs" "$(ls -A "$GENERATED")"
fi
# 7. Declarations files: one in the target, which a screen imports (no output of its own), and one outside the target,
#    named by the target's .screenc.yml, that declares a function of the target's own module (the build passes
#    --module SettingsScreens, so the generated file does not import its own module). Changing either re-runs screenc.
mkdir -p "$SCREENS/Shared" "$EXAMPLE/Declarations"
printf 'declarations: ArchiveTexts\ntexts:\n  strangersHeader: { text: Chats from strangers }\n' > "$SCREENS/Shared/ArchiveTexts.yaml"
printf 'declarations: ArchiveNotes\nfunctions:\n  archiveNote:\n    module: SettingsScreens\n    swift: archiveFooterNote\n' \
    > "$EXAMPLE/Declarations/ArchiveNotes.yaml"
printf 'func archiveFooterNote() -> String { "Archived automatically." }\nfunc archiveFooterText() -> String { "Archived for you." }\n' \
    > "$EXAMPLE/Sources/SettingsScreens/ArchiveFooter.swift"
printf 'screens: [Screens]\ndeclarations: [../../Declarations]\nstrings: Screens/Localizable.strings\n' \
    > "$EXAMPLE/Sources/SettingsScreens/.screenc.yml"
sed -i 's/^title: .*/&\nimports: [Shared\/ArchiveTexts.yaml]/; s/^    header: { key: ArchiveSettings_UnknownChatsHeader }/    header: { text: { call: strangersHeader } }/; s/^    footer: { markdown: { key: ArchiveSettings_UnknownChatsFooter } }/    footer: { text: { call: archiveNote } }/' \
    "$SCREENS/ArchiveSettings.yaml"
if declared=$(build) && [ "$(ls -A "$GENERATED")" = "$(printf 'ArchiveSettings.swift\nProxyServerSettings.swift')" ] \
    && grep -q "Chats from strangers" "$GENERATED/ArchiveSettings.swift" && grep -q "archiveFooterNote()" "$GENERATED/ArchiveSettings.swift" \
    && ! grep -q "^import SettingsScreens" "$GENERATED/ArchiveSettings.swift"; then
    pass "declarations files: imported in the target and named by the configuration, no outputs of their own, no import of the target's module"
else
    fail "declarations files in the build" "$(echo "${declared:-}" | tail -15; ls -A "$GENERATED")"
fi
sed -i 's/Chats from strangers/Chats from people you do not know/' "$SCREENS/Shared/ArchiveTexts.yaml"
if changed=$(build) && echo "$changed" | grep -q "screenc: compiling" && grep -q "Chats from people you do not know" "$GENERATED/ArchiveSettings.swift"; then
    pass "a changed declarations file of the target re-runs screenc"
else
    fail "a changed declarations file of the target re-runs screenc" "$(echo "$changed" | tail -10)"
fi
sed -i 's/swift: archiveFooterNote/swift: archiveFooterText/' "$EXAMPLE/Declarations/ArchiveNotes.yaml"
if changed=$(build) && echo "$changed" | grep -q "screenc: compiling" && grep -q "archiveFooterText()" "$GENERATED/ArchiveSettings.swift"; then
    pass "a changed declarations file outside the target, named by the configuration, re-runs screenc"
else
    fail "a changed declarations file outside the target re-runs screenc" "$(echo "$changed" | tail -10)"
fi
lint=$(swift package --package-path "$EXAMPLE" screenc-lint 2>&1)
if [ $? -eq 0 ] && echo "$lint" | grep -q "no problems in 5 files"; then
    pass "screenc-lint checks the target's declarations files with its screens (2 screens, 2 declarations files, the strings file)"
else
    fail "screenc-lint with declarations files" "$lint"
fi
cp "$WORK/ArchiveSettings.yaml" "$SCREENS/ArchiveSettings.yaml"
rm -rf "$SCREENS/Shared" "$EXAMPLE/Declarations" "$EXAMPLE/Sources/SettingsScreens/ArchiveFooter.swift" \
    "$EXAMPLE/Sources/SettingsScreens/.screenc.yml"

echo "$PASSES passed, $FAILURES failed"
[ "$FAILURES" -eq 0 ]
