#!/usr/bin/env bash
# screenc's benchmarks, in one command (see docs/Performance.md):
#
#     Benchmarks/run.sh [--runs N] [--no-profile] [--no-preview]
#
# 1. builds screenc in release (scratch path .build-bench) and the floor (Benchmarks/floor/yaml-scan.c, with cc and
#    libyaml), and the preview benchmark (the Swift package in Benchmarks/, release);
# 2. generates the corpora (1,000 and 10,000 files, and 100 for the profile) into Benchmarks/.work/ (git-ignored;
#    a hidden folder, so `screenc lint .` skips it);
# 3. measures lint, compile and start-up against the floor (Benchmarks/bench.py), the preview frame pipeline, and
#    loading Telegram's Localizable.strings (StringsBench, when ../shared/corpora/telegram-strings is there);
# 4. profiles lint and compile on the 100-file corpus, and 100 preview frames, with callgrind (Benchmarks/profile.sh);
# 5. prints the markdown table; everything is also kept in Benchmarks/.work/ (results.md, results.json, callgrind-*).
#
# Installs what is missing (cc, libyaml-dev, pkg-config, python3, valgrind, GNU time) with apt-get when it can.
# Takes about 5 minutes on 2 cores, most of it `screenc compile` on 10,000 files.
set -euo pipefail
cd "$(dirname "$0")/.."

runs=5
profile=1
preview=1
while [ $# -gt 0 ]; do
    case "$1" in
        --runs) runs="$2"; shift 2 ;;
        --no-profile) profile=0; shift ;;
        --no-preview) preview=0; shift ;;
        -h|--help) sed -n '2,16p' "$0"; exit 0 ;;
        *) echo "usage: Benchmarks/run.sh [--runs N] [--no-profile] [--no-preview]" >&2; exit 64 ;;
    esac
done

work=Benchmarks/.work
mkdir -p "$work"

missing=()
command -v cc >/dev/null 2>&1 || missing+=(gcc)
pkg-config --exists yaml-0.1 2>/dev/null || missing+=(libyaml-dev pkg-config)
command -v python3 >/dev/null 2>&1 || missing+=(python3)
[ -x /usr/bin/time ] || missing+=(time)
[ "$profile" = 0 ] || command -v valgrind >/dev/null 2>&1 || missing+=(valgrind)
if [ ${#missing[@]} -gt 0 ]; then
    echo "--- installing ${missing[*]}" >&2
    if [ "$(id -u)" = 0 ]; then SUDO=""; else SUDO="sudo"; fi
    $SUDO apt-get update -qq && DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "${missing[@]}" >&2
fi

echo "--- building screenc (release, .build-bench)" >&2
swift build -c release --scratch-path .build-bench --product screenc >&2
screenc="$(swift build -c release --scratch-path .build-bench --show-bin-path)/screenc"

echo "--- building the floor (cc -O2 Benchmarks/floor/yaml-scan.c -lyaml)" >&2
cc -O2 -Wall -o "$work/yaml-scan" Benchmarks/floor/yaml-scan.c $(pkg-config --cflags --libs yaml-0.1)
cc -O2 -Wall -o "$work/measure" Benchmarks/tools/measure.c

preview_args=()
preview_bench=""
if [ "$preview" = 1 ]; then
    # The preview benchmark links the main package's library products; check that they exist first.
    products=$(swift package dump-package | python3 -c 'import json, sys; print(" ".join(p["name"] for p in json.load(sys.stdin)["products"]))')
    need=()
    for product in ScreencCore ScreenPreview TerminalUI; do
        case " $products " in *" $product "*) ;; *) need+=("$product") ;; esac
    done
    if [ ${#need[@]} -eq 0 ]; then
        echo "--- building and running the preview benchmark (release, Benchmarks/.build)" >&2
        swift build -c release --package-path Benchmarks --product PreviewBench >&2
        "$(swift build -c release --package-path Benchmarks --show-bin-path)/PreviewBench" --json > "$work/preview.json"
        preview_args=(--preview "$work/preview.json")
        preview_bench="$(swift build -c release --package-path Benchmarks --show-bin-path)/PreviewBench"
    else
        note="the main package has no library product ${need[*]}"
        echo "--- skipping the preview benchmark: $note" >&2
        preview_args=(--preview-note "$note")
    fi
else
    preview_args=(--preview-note "skipped (--no-preview)")
fi

echo "--- generating corpora into $work" >&2
# The generator is deterministic: a corpus is made again only when the generator changed (its hash is kept next to
# it), so that a run does not delete 11,100 files right before measuring (see bench.py on ext4 and deleted files).
generator_hash=$(cksum < Benchmarks/generate_corpus.py)
for count in 100 1000 10000; do
    if [ -d "$work/corpus-$count" ] && [ "$(cat "$work/corpus-$count.stamp" 2>/dev/null)" = "$generator_hash" ]; then
        echo "corpus-$count: up to date" >&2
        continue
    fi
    rm -rf "$work/corpus-$count"
    python3 Benchmarks/generate_corpus.py "$work/corpus-$count" --count "$count" >&2
    echo "$generator_hash" > "$work/corpus-$count.stamp"
done

echo "--- measuring ($runs runs each, alternating with the floor)" >&2
python3 Benchmarks/bench.py --screenc "$screenc" --floor "$work/yaml-scan" --measure "$work/measure" --work "$work" \
    --runs "$runs" \
    --corpus "$work/corpus-1000" --corpus "$work/corpus-10000" "${preview_args[@]}" \
    --json "$work/results.json" > "$work/results.md"

if [ "$profile" = 1 ]; then
    echo "--- profiling with callgrind (100 files)" >&2
    Benchmarks/profile.sh "$screenc" "$work/corpus-100" "$work" ${preview_bench:+"$preview_bench"} > "$work/profile.md"
fi

strings_file=../shared/corpora/telegram-strings/Localizable.strings
if [ -f "$strings_file" ]; then
    echo "--- loading Telegram's Localizable.strings (StringsBench, release, Benchmarks/.build)" >&2
    swift build -c release --package-path Benchmarks --product StringsBench >&2
    { echo; "$(swift build -c release --package-path Benchmarks --show-bin-path)/StringsBench" "$strings_file"; } >> "$work/results.md"
else
    echo "--- skipping the strings benchmark: no $strings_file" >&2
fi

cat "$work/results.md"
if [ "$profile" = 1 ]; then
    echo
    cat "$work/profile.md"
fi
