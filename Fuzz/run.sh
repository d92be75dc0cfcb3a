#!/usr/bin/env bash
# Builds the fuzz target (libFuzzer and AddressSanitizer) and fuzzes screenc with it (see docs/Fuzzing.md):
#
#     Fuzz/run.sh [SECONDS] [libFuzzer options...]   fuzz for SECONDS (default 60); e.g. Fuzz/run.sh 28800 -jobs=4
#     Fuzz/run.sh --reproduce FILE [options...]      run one saved input (a crash-*, leak-* or timeout-* file)
#
# The committed seeds (Fuzz/Corpus/) are copied into a working corpus, Fuzz/.work/corpus/ (git-ignored), which keeps
# what every run finds; crashing inputs go to Fuzz/.work/artifacts/ and the whole log to Fuzz/.work/fuzz.log.
# Exits 1 when the run found a crash, an AddressSanitizer report, a leak, a timeout (an input that takes more than
# 10 s: a hang) or ran out of memory, after printing where the input was saved and how to reproduce it.
set -euo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)

usage="usage: Fuzz/run.sh [SECONDS] [libFuzzer options...] | Fuzz/run.sh --reproduce FILE [libFuzzer options...]"
mode=fuzz
seconds=60
case "${1:-}" in
    -h|--help) sed -n '2,11p' "$0"; exit 0 ;;
    --reproduce)
        [ $# -ge 2 ] || { echo "$usage" >&2; exit 64; }
        mode=reproduce
        input=$(cd "$(dirname "$2")" && pwd)/$(basename "$2")
        shift 2 ;;
    '') ;;
    -*) ;;
    *)
        [[ "$1" =~ ^[0-9]+$ ]] || { echo "$usage" >&2; exit 64; }
        seconds=$1
        shift ;;
esac

work=$root/Fuzz/.work
mkdir -p "$work/corpus" "$work/artifacts"

echo "--- building the fuzz target (release, -sanitize=fuzzer,address, scratch path .build-fuzz)" >&2
build=(swift build -c release --package-path Fuzz --scratch-path .build-fuzz -Xswiftc -sanitize=fuzzer,address)
"${build[@]}" >&2
binary="$("${build[@]}" --show-bin-path)/ScreencFuzz"

# Swift's own crash backtracer reads memory AddressSanitizer forbids, so it is off: libFuzzer and ASan print the
# stack. Allocations of one-time global initializers are not leaks (Fuzz/lsan.supp says why).
export SWIFT_BACKTRACE=enable=no
export LSAN_OPTIONS="suppressions=$root/Fuzz/lsan.supp:print_suppressions=0${LSAN_OPTIONS:+:$LSAN_OPTIONS}"
symbolizer="$(dirname "$(command -v swift)")/llvm-symbolizer"
[ -x "$symbolizer" ] && export ASAN_SYMBOLIZER_PATH="${ASAN_SYMBOLIZER_PATH:-$symbolizer}"

if [ "$mode" = reproduce ]; then
    echo "--- running $input" >&2
    cd "$work"
    exec "$binary" -timeout=10 -rss_limit_mb=4096 "$@" "$input"
fi

cp "$root"/Fuzz/Corpus/* "$work/corpus/"
before=$(ls "$work/artifacts")
echo "--- fuzzing for $seconds s: corpus Fuzz/.work/corpus ($(ls "$work/corpus" | wc -l) inputs), log Fuzz/.work/fuzz.log" >&2
cd "$work"
set +e
"$binary" corpus -max_total_time="$seconds" -max_len=65536 -timeout=10 -rss_limit_mb=4096 \
    -dict="$root/Fuzz/screen.dict" -artifact_prefix="$work/artifacts/" -print_final_stats=1 "$@" \
    > "$work/fuzz.log" 2>&1 &
fuzzer=$!
# Progress: libFuzzer's start, its pulses (at every power of two executions), its end and anything that went wrong.
tail -n +1 --pid=$fuzzer -f "$work/fuzz.log" 2>/dev/null \
    | grep --line-buffered -E 'INITED|pulse|DONE|ERROR|SUMMARY|stat::|Test unit written|deadly signal|Fatal error|==[0-9]+==' >&2
wait $fuzzer
status=$?
set -e

found=()
for artifact in $(ls "$work/artifacts"); do
    grep -qxF "$artifact" <<<"$before" || found+=("$work/artifacts/$artifact")
done
if [ "$status" -ne 0 ] || [ ${#found[@]} -gt 0 ]; then
    echo "--- the fuzzer found a problem (exit status $status); the end of Fuzz/.work/fuzz.log:" >&2
    tail -n 60 "$work/fuzz.log" >&2
    for artifact in "${found[@]}"; do
        echo "--- input saved: ${artifact#"$root"/}" >&2
        echo "    reproduce: Fuzz/run.sh --reproduce ${artifact#"$root"/}" >&2
        echo "    minimize:  Fuzz/run.sh --reproduce ${artifact#"$root"/} -minimize_crash=1 -runs=10000" >&2
    done
    exit 1
fi
echo "--- no crash, hang or leak in $seconds s; the working corpus has $(ls "$work/corpus" | wc -l) inputs" >&2
