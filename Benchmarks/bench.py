#!/usr/bin/env python3
"""Whole-process measurements of screenc against the libyaml floor; prints the markdown table of docs/Performance.md.

Called by Benchmarks/run.sh, which builds the binaries and generates the corpora first:

    Benchmarks/bench.py --screenc BIN --floor BIN --measure BIN --corpus DIR [--corpus DIR ...] --work DIR
                        [--runs 5] [--startup-runs 30] [--preview JSON] [--json OUT]

For each corpus, every round runs the floor, `screenc lint`, the floor again and `screenc compile` (into a fresh
output directory), so each figure is compared with floor runs made in the same rounds on the same machine state. One
warm-up round comes first (it also warms the page cache).

The output directories are all deleted at the end, not between runs: on ext4, creating files soon after many were
deleted is far slower (the inode allocator skips every recently deleted inode, for a minute or more), so deleting the
previous run's 10,000 outputs right before the next run made each compile pay seconds of kernel time for the
harness's own clean-up (docs/Performance.md, "Method").

Each run goes through a small C wrapper (Benchmarks/tools/measure.c: fork, exec, wait4) that reports its wall
time, its CPU time (user + system, all threads) and its peak resident set size — the same `ru_maxrss` that
`/usr/bin/time -v` prints as "Maximum resident set size".
"""

import argparse
import json
import os
import platform
import shutil
import statistics
import subprocess
import sys
import time


# No project settings: the repository's .screenc.yml (found from the repo root) must not change what is measured, and
# lint prints nothing but its summary (no `using configuration` line).
NO_CONFIG = "--no-config"


def run(argv, expect_exit=0, stdout_path=os.devnull):
    """Runs argv through the `measure` wrapper (Benchmarks/tools/measure.c) with stdout to `stdout_path` and stderr
    discarded; returns (wall s, cpu s, max RSS KiB)."""
    result = os.path.join(ARGS.work, "measure.txt")
    with open(os.devnull, "rb") as stdin, open(stdout_path, "wb") as stdout, open(os.devnull, "wb") as stderr:
        code = subprocess.call([ARGS.measure, result] + argv, stdin=stdin, stdout=stdout, stderr=stderr)
    if code != 0:
        sys.exit("error: measure failed for %s" % " ".join(argv))
    with open(result, encoding="ascii") as file:
        wall_ns, user_us, system_us, rss_kib, code = (int(word) for word in file.read().split())
    if code != expect_exit:
        sys.exit("error: %s exited with %d (expected %d)" % (" ".join(argv), code, expect_exit))
    return wall_ns / 1e9, (user_us + system_us) / 1e6, rss_kib


class Series:
    """The runs of one command."""

    def __init__(self, name):
        self.name = name
        self.wall, self.cpu, self.rss = [], [], []

    def add(self, sample):
        wall, cpu, rss = sample
        self.wall.append(wall)
        self.cpu.append(cpu)
        self.rss.append(rss)

    def summary(self):
        return {
            "runs": len(self.wall),
            "wall_median": statistics.median(self.wall),
            "wall_min": min(self.wall),
            "wall_max": max(self.wall),
            "cpu_median": statistics.median(self.cpu),
            "rss_kib_max": max(self.rss),
            "rss_kib_median": statistics.median(self.rss),
        }


def count_files(directory):
    return sum(1 for name in os.listdir(directory) if name.endswith(".swift"))


def measure_corpus(args, corpus):
    files = sum(1 for name in os.listdir(corpus) if name.endswith(".yaml"))
    size = sum(os.path.getsize(os.path.join(corpus, name)) for name in os.listdir(corpus))
    log = os.path.join(args.work, "lint-output.txt")
    floor, lint, compile_ = Series("floor"), Series("lint"), Series("compile")
    outputs = []

    def fresh():
        # A new directory per run, deleted by `main` after every measurement (see the module's documentation).
        out = os.path.join(OUTPUTS, "%d-%d" % (files, len(outputs)))
        outputs.append(out)
        os.sync()  # write back the previous run's outputs now, not during the next measurement
        return out

    def run_lint():
        sample = run([args.screenc, "lint", corpus, NO_CONFIG], stdout_path=log)
        with open(log, encoding="utf-8") as file:
            text = file.read().strip()
        if text != "no problems in %d files" % files:
            sys.exit("error: lint of %s said: %s" % (corpus, text[-500:]))
        return sample

    def run_compile():
        out = fresh()
        sample = run([args.screenc, "compile", corpus, "--output", out, NO_CONFIG])
        written = count_files(out)
        if written != files:
            sys.exit("error: compile wrote %d files for %d screens" % (written, files))
        return sample

    print("  %s: warm-up" % corpus, file=sys.stderr)
    run([args.floor, corpus])
    run_lint()
    run_compile()
    for round_ in range(args.runs):
        print("  %s: round %d/%d" % (corpus, round_ + 1, args.runs), file=sys.stderr)
        floor.add(run([args.floor, corpus]))
        lint.add(run_lint())
        floor.add(run([args.floor, corpus]))
        compile_.add(run_compile())
    return {
        "corpus": corpus,
        "files": files,
        "bytes": size,
        "floor": floor.summary(),
        "lint": lint.summary(),
        "compile": compile_.summary(),
    }


def measure_startup(args):
    help_, floor = Series("help"), Series("floor-start")
    for _ in range(5):
        run([args.screenc, "--help"])
        run([args.floor], expect_exit=64)
    for _ in range(args.startup_runs):
        help_.add(run([args.screenc, "--help"]))
        floor.add(run([args.floor], expect_exit=64))  # a C process that only prints its usage: spawn + exit
    return {"help": help_.summary(), "c_process": floor.summary()}


def machine():
    def first(path, prefix):
        try:
            with open(path, encoding="utf-8") as file:
                for line in file:
                    if line.startswith(prefix):
                        return line.split(":", 1)[1].strip()
        except OSError:
            pass
        return "unknown"

    memory_kib = first("/proc/meminfo", "MemTotal").split()[0]
    try:
        swift = subprocess.run(["swift", "--version"], capture_output=True, text=True).stdout.splitlines()[0]
    except (OSError, IndexError):
        swift = "unknown"
    try:
        libyaml = subprocess.run(["pkg-config", "--modversion", "yaml-0.1"], capture_output=True, text=True).stdout
    except OSError:
        libyaml = ""
    try:
        commit = subprocess.run(["git", "rev-parse", "--short", "HEAD"], capture_output=True, text=True).stdout
        dirty = subprocess.run(["git", "status", "--porcelain", "--", "Sources", "Package.swift", "Templates"],
                               capture_output=True, text=True).stdout
    except OSError:
        commit, dirty = "", ""
    return {
        "nproc": os.cpu_count(),
        "cpu": first("/proc/cpuinfo", "model name"),
        "memory_gib": round(int(memory_kib) / 1024 / 1024, 1) if memory_kib.isdigit() else "unknown",
        "kernel": platform.release(),
        "swift": swift,
        "libyaml": libyaml.strip() or "unknown",
        "commit": os.environ.get("SCREENC_REVISION")
        or (commit.strip() + (" + uncommitted changes" if dirty.strip() else "") if commit.strip() else "unknown"),
        "date": time.strftime("%Y-%m-%d"),
    }


# --- the table ------------------------------------------------------------------------------------------------------


def seconds(value):
    return "%.3f s" % value if value < 10 else "%.1f s" % value


def milliseconds(value):
    return "%.2f ms" % (value * 1000)


def verdict(ok):
    return "met" if ok else "**missed**"


def markdown(results):
    lines = []
    m = results["machine"]
    lines += [
        "Machine: %s cores (`nproc`), %s, %s GiB memory, Linux %s; %s; libyaml %s; screenc at %s; %s."
        % (m["nproc"], m["cpu"], m["memory_gib"], m["kernel"], m["swift"], m["libyaml"], m["commit"], m["date"]),
        "",
        "| measurement | corpus | wall, median (min–max) | × floor | CPU (user+sys) | × floor CPU | peak RSS | target |",
        "|---|---|---|---|---|---|---|---|",
    ]
    rss = {}
    ratios = {}
    for corpus in results["corpora"]:
        label = "%s files, %.1f MB" % (format(corpus["files"], ","), corpus["bytes"] / 1e6)
        floor = corpus["floor"]
        rss[corpus["files"]] = corpus
        for name, command in [("floor: libyaml event scan (C)", "floor"), ("`screenc lint`", "lint"),
                              ("`screenc compile` (fresh output dir)", "compile")]:
            s = corpus[command]
            ratio = s["wall_median"] / floor["wall_median"]
            cpu_ratio = s["cpu_median"] / floor["cpu_median"]
            ratios[(command, corpus["files"])] = ratio
            target = ""
            if corpus["files"] >= 10000 and command == "lint":
                target = "≤ 2.2× — %s" % verdict(ratio <= 2.2)
            elif corpus["files"] >= 10000 and command == "compile":
                target = "≤ 9× — %s" % verdict(ratio <= 9)
            lines.append(
                "| %s | %s | %s (%s–%s) | %s | %s | %s | %.0f MiB | %s |"
                % (name, label, seconds(s["wall_median"]), seconds(s["wall_min"]), seconds(s["wall_max"]),
                   "1×" if command == "floor" else "**%.1f×**" % ratio, seconds(s["cpu_median"]),
                   "1×" if command == "floor" else "%.1f×" % cpu_ratio, s["rss_kib_max"] / 1024, target)
            )
    sizes = sorted(rss)
    if len(sizes) >= 2:
        small, large = rss[sizes[0]], rss[sizes[-1]]
        for command in ["lint", "compile"]:
            growth = large[command]["rss_kib_max"] / small[command]["rss_kib_max"]
            per_file = (large[command]["rss_kib_max"] - small[command]["rss_kib_max"]) / (sizes[-1] - sizes[0])
            lines.append(
                "| peak RSS growth, `screenc %s` | %s → %s files | | | | | %.1f× (%.0f → %.0f MiB, %+.1f KiB per file) | does not grow (≤ 2 KiB per added file) — %s |"
                % (command, format(sizes[0], ","), format(sizes[-1], ","), growth,
                   small[command]["rss_kib_max"] / 1024, large[command]["rss_kib_max"] / 1024, per_file,
                   verdict(per_file <= 2))
            )
    start = results["startup"]
    h, c = start["help"], start["c_process"]
    lines.append(
        "| start-up: `screenc --help` | | %s (%s–%s) | | %s | | %.0f MiB | ≤ 15 ms — %s |"
        % (milliseconds(h["wall_median"]), milliseconds(h["wall_min"]), milliseconds(h["wall_max"]),
           milliseconds(h["cpu_median"]), h["rss_kib_max"] / 1024, verdict(h["wall_median"] <= 0.015))
    )
    lines.append(
        "| start-up: a C process that exits at once (spawn baseline) | | %s (%s–%s) | | %s | | %.0f MiB | |"
        % (milliseconds(c["wall_median"]), milliseconds(c["wall_min"]), milliseconds(c["wall_max"]),
           milliseconds(c["cpu_median"]), c["rss_kib_max"] / 1024)
    )
    preview = results.get("preview")
    if preview:
        by_name = {r["name"]: r for r in preview["results"]}
        for size in ["80×24", "200×60"]:
            for name, target in [("frame %s: render + diff", "≤ 1 ms"), ("frame %s: render", ""),
                                 ("frame %s: diff", ""), ("key %s: toggle + render + diff", ""),
                                 ("key %s: ↓ + render + diff", ""), ("frame %s, scrolled a page: render + diff", "")]:
                r = by_name.get(name % size)
                if not r:
                    continue
                check = ""
                if target:
                    check = "%s — %s" % (target, verdict(r["value"] <= 1e6))
                lines.append(
                    "| preview, %d-row screen, %s | | %.2f ms (%.2f–%.2f) | | | | | %s |"
                    % (preview["rows"], name % size, r["value"] / 1e6, r["min"] / 1e6, r["max"] / 1e6, check)
                )
            for label in ["switch", "switch revealing a row"]:
                toggle = by_name.get("bytes %s: toggle (%s)" % (size, label))
                full = by_name.get("bytes %s: full repaint (%s)" % (size, label))
                if toggle and full:
                    share = toggle["value"] / full["value"]
                    if label == "switch":
                        check = "small fraction (≤ 10 %%) — %s" % verdict(share <= 0.1)
                    else:
                        check = "(rows below the switch move down)"
                    lines.append(
                        "| preview, bytes written for one toggle (%s), %s | | %d B vs %d B full repaint | %.1f %% | | | | %s |"
                        % (label, size, toggle["value"], full["value"], 100 * share, check)
                    )
        for r in preview["results"]:
            if r["name"].startswith("live "):
                lines.append(
                    "| preview, %s | | %.2f ms (%.2f–%.2f) | | | | | |"
                    % (r["name"], r["value"] / 1e6, r["min"] / 1e6, r["max"] / 1e6)
                )
    else:
        lines.append("| preview | | not measured: %s | | | | | |" % results.get("preview_note", "no results"))
    lines += [
        "",
        "Wall times are medians of %d runs (min–max in brackets); each ratio divides by the median of the floor runs "
        "made alternately with it in the same rounds (%d floor runs per corpus). Start-up: median of %d runs."
        % (results["runs"], 2 * results["runs"], results["startup_runs"]),
    ]
    return "\n".join(lines)


ARGS = None
# Where compile writes, one directory per run (set by `main`).
OUTPUTS = None


def main(argv):
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--screenc", required=True)
    parser.add_argument("--floor", required=True)
    parser.add_argument("--measure", required=True, help="the measure wrapper built from Benchmarks/tools/measure.c")
    parser.add_argument("--corpus", action="append", required=True)
    parser.add_argument("--work", required=True)
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--startup-runs", type=int, default=30)
    parser.add_argument("--preview", help="PreviewBench --json output")
    parser.add_argument("--preview-note", default="", help="why there is no preview measurement")
    parser.add_argument("--json", help="write all results here")
    args = parser.parse_args(argv)
    args.screenc = os.path.abspath(args.screenc)
    args.floor = os.path.abspath(args.floor)
    args.measure = os.path.abspath(args.measure)
    global ARGS
    ARGS = args

    results = {"machine": machine(), "runs": args.runs, "startup_runs": args.startup_runs, "corpora": []}
    global OUTPUTS
    OUTPUTS = os.path.join(args.work, "outputs")
    if os.path.exists(OUTPUTS):
        # Left by an interrupted run: set aside now, deleted with this run's outputs after the measurements.
        os.rename(OUTPUTS, os.path.join(args.work, "outputs-old-%d" % os.getpid()))
    os.makedirs(OUTPUTS)
    try:
        for corpus in args.corpus:
            results["corpora"].append(measure_corpus(args, corpus))
    finally:
        for name in os.listdir(args.work):
            if name == "outputs" or name.startswith("outputs-old-"):
                shutil.rmtree(os.path.join(args.work, name), ignore_errors=True)
    print("  start-up", file=sys.stderr)
    results["startup"] = measure_startup(args)
    if args.preview:
        with open(args.preview, encoding="utf-8") as file:
            results["preview"] = json.load(file)
    else:
        results["preview_note"] = args.preview_note
    if args.json:
        with open(args.json, "w", encoding="utf-8") as file:
            json.dump(results, file, indent=2, ensure_ascii=False)
    print(markdown(results))


if __name__ == "__main__":
    main(sys.argv[1:])
