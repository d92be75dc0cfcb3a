#!/usr/bin/env bash
# Writes the plugin package a release publishes (docs/Releasing.md): Release/ScreencPlugins with its `screenc`
# binary target pointing at the release's artifact bundle by URL and checksum instead of the local bundle, and the
# plugins' sources copied (not linked), so that the folder can be the root of its own repository, tagged with the
# release's version, for `.package(url: "<that repository>", from: "<version>")`.
#
#   Scripts/make-plugins-package.sh --url URL --checksum SHA256 --output DIR
#
# URL is where the release serves screenc.artifactbundle.zip; SHA256 is the checksum Scripts/make-artifactbundle.sh
# printed for it. DIR is created or emptied (except a .git folder).
set -euo pipefail
cd "$(dirname "$0")/.."

url="" checksum="" output=""
usage="usage: Scripts/make-plugins-package.sh --url URL --checksum SHA256 --output DIR"
while [ $# -gt 0 ]; do
    case "$1" in
        --url | --checksum | --output)
            [ $# -ge 2 ] || { echo "error: $1 needs a value ($usage)" >&2; exit 64; }
            case "$1" in --url) url="$2" ;; --checksum) checksum="$2" ;; --output) output="$2" ;; esac
            shift 2 ;;
        -h|--help) sed -n '2,11s/^# \{0,1\}//p' "$0"; exit 0 ;;
        *) echo "error: unknown argument $1 ($usage)" >&2; exit 64 ;;
    esac
done
[ -n "$url" ] && [ -n "$output" ] || { echo "error: $usage" >&2; exit 64; }
[[ "$checksum" =~ ^[0-9a-f]{64}$ ]] || { echo "error: --checksum is the zip's SHA-256, 64 hex digits" >&2; exit 64; }
[[ "$url" == https://*.zip ]] || { echo "error: --url is the https URL of screenc.artifactbundle.zip" >&2; exit 64; }

source="Release/ScreencPlugins"
local_target='.binaryTarget(name: "screenc", path: "screenc.artifactbundle"),'
grep -qF "$local_target" "$source/Package.swift" || { echo "error: $source/Package.swift has no $local_target" >&2; exit 1; }

mkdir -p "$output"
find "$output" -mindepth 1 -maxdepth 1 ! -name .git -exec rm -rf {} +
sed "s|$local_target|.binaryTarget(name: \"screenc\", url: \"$url\", checksum: \"$checksum\"),|" \
    "$source/Package.swift" > "$output/Package.swift"
mkdir -p "$output/Plugins"
for plugin in "$source"/Plugins/*; do
    cp -RL "$plugin" "$output/Plugins/"
done
cp LICENSE "$output/LICENSE"
version=$(sed -n 's/.*static let current = "\(.*\)".*/\1/p' Sources/ScreencCore/Version.swift)
cat > "$output/README.md" <<EOF
# screenc's SwiftPM plugins, with screenc $version as a prebuilt binary

The build-tool plugin \`ScreencBuildPlugin\` and the command plugins \`ScreencLintPlugin\` (\`swift package
screenc-lint\`) and \`ScreencGeneratePlugin\` (\`swift package screenc-generate\`) of screenc, whose \`screenc\` is
the release's artifact bundle ($url), so that a package using them builds neither screenc nor libyaml. How to use
them: screenc's docs/Plugins.md. Generated from screenc's Release/ScreencPlugins by Scripts/make-plugins-package.sh.
EOF
echo "$output: the plugin package for screenc $version ($url)"
