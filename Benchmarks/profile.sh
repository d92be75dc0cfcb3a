#!/usr/bin/env bash
# Profiles `screenc lint` and `screenc compile` with callgrind and prints a markdown summary of the hot spots.
#
#     Benchmarks/profile.sh SCREENC CORPUS_DIR WORK_DIR [PREVIEW_BENCH]
#
# Benchmarks/run.sh calls it with the release binary and the 100-file corpus, and the preview benchmark when it was
# built (then 100 keys and frames of the preview are profiled too: `PreviewBench --frames 100`). The raw profiles
# stay in WORK_DIR (callgrind-lint.out, callgrind-compile.out, callgrind-preview.out): open them with `callgrind_annotate --inclusive=yes FILE | swift demangle`
# or KCachegrind. Callgrind counts instructions on every thread (both cores' work, serialised); it does not see
# time spent waiting for the disk or the kernel.
set -euo pipefail
screenc="$1"
corpus="$2"
work="$3"
preview="${4:-}"
here="$(cd "$(dirname "$0")" && pwd)"
count=$(find "$corpus" -name '*.yaml' | wc -l | tr -d ' ')

valgrind --tool=callgrind --callgrind-out-file="$work/callgrind-lint.out" \
    "$screenc" lint "$corpus" --no-config > /dev/null 2> "$work/callgrind-lint.log"
rm -rf "$work/profile-out"
valgrind --tool=callgrind --callgrind-out-file="$work/callgrind-compile.out" \
    "$screenc" compile "$corpus" --output "$work/profile-out" --no-config > /dev/null 2> "$work/callgrind-compile.log"
rm -rf "$work/profile-out"

python3 "$here/callgrind_summary.py" "\`screenc lint\`, $count files" "$work/callgrind-lint.out"
python3 "$here/callgrind_summary.py" "\`screenc compile\`, $count files" "$work/callgrind-compile.out"

if [ -n "$preview" ]; then
    valgrind --tool=callgrind --callgrind-out-file="$work/callgrind-preview.out" \
        "$preview" --frames 100 > /dev/null 2> "$work/callgrind-preview.log"
    python3 "$here/callgrind_summary.py" "preview: 100 × (Space on a switch + render + diff), 500-row screen, 80×24 (plus setup: lint, 250 × ↓)" \
        "$work/callgrind-preview.out"
fi
