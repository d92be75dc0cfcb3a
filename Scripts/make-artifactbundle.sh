#!/usr/bin/env bash
# Builds screenc.artifactbundle: the SwiftPM artifact bundle of the screenc executable (docs/Releasing.md), with
# the variant for this machine, and its zip with the checksum a `.binaryTarget(url:checksum:)` needs.
#
#   Scripts/make-artifactbundle.sh [--output DIR] [--configuration release|debug]
#
# DIR defaults to Release/ScreencPlugins, the plugin package that uses the bundle (DIR/screenc.artifactbundle and
# DIR/screenc.artifactbundle.zip; both are ignored by git). The binary is self-contained: the Swift standard library
# and Foundation are linked statically (--static-swift-stdlib) and so is libyaml (from its libyaml.a), so it runs
# where neither Swift nor libyaml is installed; the script checks that with ldd (Linux) or otool (macOS) and stops
# when the binary needs any other library than the system's C and C++ libraries.
# Variants already in DIR/screenc.artifactbundle are kept: build on Linux, copy the bundle to a Mac, run the script
# there with --output pointing at it, and the bundle holds both. info.json lists every variant present.
# --configuration debug links the debug build instead (what CI's test of the bundle uses: no optimised build).
set -euo pipefail
cd "$(dirname "$0")/.."

output="Release/ScreencPlugins"
configuration="release"
usage="usage: Scripts/make-artifactbundle.sh [--output DIR] [--configuration release|debug]"
while [ $# -gt 0 ]; do
    case "$1" in
        --output) [ $# -ge 2 ] || { echo "error: --output needs a directory" >&2; exit 64; }; output="$2"; shift 2 ;;
        --output=*) output="${1#--output=}"; shift ;;
        --configuration) [ $# -ge 2 ] || { echo "error: $usage" >&2; exit 64; }; configuration="$2"; shift 2 ;;
        --configuration=*) configuration="${1#--configuration=}"; shift ;;
        -h|--help) sed -n '2,15s/^# \{0,1\}//p' "$0"; exit 0 ;;
        *) echo "error: unknown argument $1 ($usage)" >&2; exit 64 ;;
    esac
done
case "$configuration" in release|debug) ;; *) echo "error: --configuration is release or debug" >&2; exit 64 ;; esac

version=$(sed -n 's/.*static let current = "\(.*\)".*/\1/p' Sources/ScreencCore/Version.swift)
[ -n "$version" ] || { echo "error: no version in Sources/ScreencCore/Version.swift" >&2; exit 1; }

# The variant this machine builds: its folder in the bundle and the target triples it serves (the triples SwiftPM
# matches against the host's).
case "$(uname -s)-$(uname -m)" in
    Linux-x86_64) variant="linux-x86_64"; triples='"x86_64-unknown-linux-gnu"' ;;
    Linux-aarch64 | Linux-arm64) variant="linux-aarch64"; triples='"aarch64-unknown-linux-gnu"' ;;
    Darwin-arm64) variant="macos-arm64"; triples='"arm64-apple-macosx"' ;;
    Darwin-x86_64) variant="macos-x86_64"; triples='"x86_64-apple-macosx"' ;;
    *) echo "error: no artifact bundle variant for $(uname -s) $(uname -m)" >&2; exit 1 ;;
esac
triples_of() {
    case "$1" in
        linux-x86_64) echo '"x86_64-unknown-linux-gnu"' ;;
        linux-aarch64) echo '"aarch64-unknown-linux-gnu"' ;;
        macos-arm64) echo '"arm64-apple-macosx"' ;;
        macos-x86_64) echo '"x86_64-apple-macosx"' ;;
    esac
}

# libyaml from its static archive: a pkg-config file of our own whose library folder holds only libyaml.a, searched
# before the system's, so the linker (GNU ld and Apple's ld alike) takes the archive, not the shared library.
pkg-config --exists yaml-0.1 || { echo "error: libyaml is not installed (see the README's first command)" >&2; exit 1; }
libdir=$(pkg-config --variable=libdir yaml-0.1)
includedir=$(pkg-config --variable=includedir yaml-0.1)
[ -f "$libdir/libyaml.a" ] || { echo "error: $libdir/libyaml.a not found: the bundle needs libyaml's static library" >&2; exit 1; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
mkdir -p "$work/pkgconfig" "$work/lib"
ln -s "$libdir/libyaml.a" "$work/lib/libyaml.a"
printf 'Name: LibYAML\nDescription: libyaml, linked statically\nVersion: %s\nCflags: -I%s\nLibs: -L%s -lyaml\n' \
    "$(pkg-config --modversion yaml-0.1)" "$includedir" "$work/lib" > "$work/pkgconfig/yaml-0.1.pc"

echo "--- building screenc $version ($configuration, $variant, static Swift runtime and libyaml)"
build=(swift build -c "$configuration" --product screenc)
if [ "${variant%%-*}" = linux ]; then
    build+=(--static-swift-stdlib)
    # SwiftPM links static Foundation without the libraries it depends on (swiftlang/swift-package-manager#10564:
    # undefined swift_u*, CFString*, _MutexHandle symbols): name those the toolchain has, after Foundation's own.
    resources=$(swift -print-target-info | sed -n 's/.*"runtimeResourcePath": "\(.*\)".*/\1/p')
    for library in CoreFoundation _FoundationCShims _FoundationICU _FoundationCollections swiftSynchronization stdc++; do
        if [ "$library" = stdc++ ] || [ -f "${resources}_static/linux/lib$library.a" ]; then
            build+=(-Xlinker "-l$library")
        fi
    done
fi
PKG_CONFIG_PATH="$work/pkgconfig" "${build[@]}"
binary="$(swift build -c "$configuration" --show-bin-path)/screenc"
printed=$("$binary" --version)
[ "$printed" = "$version" ] || { echo "error: the binary prints version $printed, Version.swift says $version" >&2; exit 1; }

echo "--- checking that it needs no library but the system's"
if [ "${variant%%-*}" = linux ]; then
    libraries=$(ldd "$binary" | awk '{print $1}')
    allowed='^(linux-vdso\.so\.1|/lib64/ld-linux-x86-64\.so\.2|/lib/ld-linux-aarch64\.so\.1|libc\.so\.6|libm\.so\.6|libstdc\+\+\.so\.6|libgcc_s\.so\.1)$'
    glibc=""
    if command -v objdump >/dev/null; then glibc=$(objdump -T "$binary" | grep -o 'GLIBC_[0-9.]*' | sort -uV | tail -1); fi
else
    libraries=$(otool -L "$binary" | tail -n +2 | awk '{print $1}')
    allowed='^(/usr/lib/|/System/Library/)'
    glibc=""
fi
echo "$libraries" | sed 's/^/    /'
unexpected=$(echo "$libraries" | grep -Ev "$allowed" || true)
if [ -n "$unexpected" ]; then
    echo "error: the binary needs libraries a machine without Swift or libyaml lacks:" >&2
    echo "$unexpected" | sed 's/^/    /' >&2
    exit 1
fi
[ -n "$glibc" ] && echo "    newest glibc symbol version it needs: $glibc"

bundle="$output/screenc.artifactbundle"
mkdir -p "$bundle"
# A bundle made for another version is not extended: its variants would run the other version.
for existing in "$bundle"/screenc-*; do
    [ -d "$existing" ] || continue
    case "$(basename "$existing")" in
        "screenc-$version-"*) ;;
        *) echo "error: $bundle holds $(basename "$existing"), not version $version: remove the bundle first" >&2; exit 1 ;;
    esac
done
folder="$bundle/screenc-$version-$variant"
rm -rf "$folder"
mkdir -p "$folder/bin"
install -m 0755 "$binary" "$folder/bin/screenc"
if [ "$configuration" = release ]; then
    # Symbols off (a third of the size); on macOS the linker's ad-hoc signature, which arm64 requires, is made
    # again after that change.
    if [ "${variant%%-*}" = macos ]; then
        strip -x "$folder/bin/screenc"
        codesign --force --sign - "$folder/bin/screenc"
    else
        strip "$folder/bin/screenc"
    fi
fi
[ "$("$folder/bin/screenc" --version)" = "$version" ] || { echo "error: the bundled binary does not run" >&2; exit 1; }

# The licences that go with the binary: screenc's, and those of what is linked into it.
cp LICENSE "$folder/LICENSE"
{
    echo "screenc $version ($variant) contains code from the following projects, linked statically."
    echo
    for checkout in swift-argument-parser swift-mustache; do
        license=$(ls .build/checkouts/$checkout/LICENSE* 2>/dev/null | head -1)
        [ -n "$license" ] || { echo "error: no licence file in .build/checkouts/$checkout" >&2; exit 1; }
        printf '=== %s (https://github.com/%s)\n\n' "$checkout" \
            "$( [ $checkout = swift-mustache ] && echo hummingbird-project/swift-mustache || echo apple/swift-argument-parser)"
        cat "$license"
        echo
    done
    prefix=$(pkg-config --variable=prefix yaml-0.1)
    yaml_license=""
    for candidate in "$prefix/License" "$prefix/LICENSE" /usr/share/doc/libyaml-0-2/copyright "$prefix"/share/doc/libyaml*/copyright; do
        if [ -f "$candidate" ]; then yaml_license="$candidate"; break; fi
    done
    [ -n "$yaml_license" ] || { echo "error: libyaml's licence file was not found under $prefix" >&2; exit 1; }
    printf '=== libyaml %s (https://github.com/yaml/libyaml)\n\n' "$(pkg-config --modversion yaml-0.1)"
    cat "$yaml_license"
    echo
    echo "=== The Swift runtime and Foundation (https://swift.org)"
    echo
    echo "Licensed under the Apache License 2.0 with the Runtime Library Exception, under which a binary that embeds"
    echo "them may be distributed without attribution. On Linux, Foundation includes the ICU library"
    echo "(swift-foundation-icu, under the Unicode License: https://github.com/swiftlang/swift-foundation-icu)."
} > "$folder/THIRD-PARTY-LICENSES.txt"

# info.json: every variant present, with the triples it serves.
variants=""
for existing in "$bundle"/screenc-"$version"-*/bin/screenc; do
    [ -f "$existing" ] || continue
    name=$(basename "$(dirname "$(dirname "$existing")")")
    entry=$(printf '        {\n          "path": "%s/bin/screenc",\n          "supportedTriples": [%s]\n        }' \
        "$name" "$(triples_of "${name#screenc-$version-}")")
    variants="${variants:+$variants,
}$entry"
done
cat > "$bundle/info.json" <<EOF
{
  "schemaVersion": "1.0",
  "artifacts": {
    "screenc": {
      "version": "$version",
      "type": "executable",
      "variants": [
$variants
      ]
    }
  }
}
EOF

# The zip a release publishes, and its checksum (SHA-256, what `swift package compute-checksum` prints).
rm -f "$output/screenc.artifactbundle.zip"
(cd "$output" && zip -qry screenc.artifactbundle.zip screenc.artifactbundle)
if command -v sha256sum >/dev/null; then
    checksum=$(sha256sum "$output/screenc.artifactbundle.zip" | awk '{print $1}')
else
    checksum=$(shasum -a 256 "$output/screenc.artifactbundle.zip" | awk '{print $1}')
fi
echo "--- $bundle ($(du -sh "$folder/bin/screenc" | awk '{print $1}') binary; variants: $(ls -d "$bundle"/screenc-*/ | xargs -n1 basename | tr '\n' ' '))"
echo "$output/screenc.artifactbundle.zip"
echo "checksum: $checksum"
