#!/usr/bin/env bash
# Builds screenc in release mode and installs it as DIR/bin/screenc, so that `screenc` is on PATH.
#
#   Scripts/install.sh [--prefix DIR]
#
# DIR defaults to /usr/local when its bin directory is writable (or when run as root), else ~/.local.
# Needs what building needs: Swift 6 and libyaml (see the README's first command).
set -euo pipefail
cd "$(dirname "$0")/.."

prefix=""
while [ $# -gt 0 ]; do
    case "$1" in
        --prefix) [ $# -ge 2 ] || { echo "error: --prefix needs a directory" >&2; exit 64; }; prefix="$2"; shift 2 ;;
        --prefix=*) prefix="${1#--prefix=}"; shift ;;
        -h|--help) sed -n '2,7s/^# \{0,1\}//p' "$0"; exit 0 ;;
        *) echo "error: unknown argument $1 (usage: Scripts/install.sh [--prefix DIR])" >&2; exit 64 ;;
    esac
done
if [ -z "$prefix" ]; then
    if [ "$(id -u)" = 0 ] || [ -w /usr/local/bin ]; then prefix=/usr/local; else prefix="$HOME/.local"; fi
fi

swift build -c release --product screenc
binary="$(swift build -c release --show-bin-path)/screenc"
mkdir -p "$prefix/bin"
install -m 0755 "$binary" "$prefix/bin/screenc"
echo "installed $prefix/bin/screenc"
case ":$PATH:" in
    *":$prefix/bin:"*) ;;
    *) echo "note: $prefix/bin is not on PATH; add it, e.g. echo 'export PATH=\"$prefix/bin:\$PATH\"' >> ~/.profile" ;;
esac
