#!/usr/bin/env python3
"""Summarises a callgrind profile of screenc as markdown: the top functions by inclusive and by self cost.

    Benchmarks/callgrind_summary.py TITLE callgrind.out [--top 20] [--self-top 15]

Runs `callgrind_annotate` (inclusive and exclusive), demangles Swift names with `swift demangle --simplified`,
merges the entries of one function that callgrind lists per source file (inlined code), and leaves out the
frames every run has (the loader, `main`, Dispatch's worker plumbing, reabstraction thunks) and the inner
levels of recursive functions (`f'2`: their cost is part of the outermost `f`).
"""

import argparse
import re
import subprocess
import sys

LINE = re.compile(r"^\s*([\d,]+)\s+\(\s*([\d.]+)%\)\s+(.*)$")
BOILERPLATE = re.compile(
    r"\(below main\)|__libc_start|_dl_|ld-linux|screenc_main|^main$|_dispatch_|dispatch_apply|"
    r"thunk|DispatchQueue\.concurrentPerform|^0x[0-9a-f]+$|_start_thread|start_thread|clone3?$|"
    r"_pthread_wqthread|worker_thread|ParsableCommand|ArgumentParser|partial apply"
)


def annotate(path, inclusive):
    command = ["callgrind_annotate", "--inclusive=%s" % ("yes" if inclusive else "no"), "--threshold=100", "--auto=no", path]
    output = subprocess.run(command, capture_output=True, text=True, check=True).stdout
    entries = []
    for line in output.splitlines():
        match = LINE.match(line)
        if not match or "PROGRAM TOTALS" in line:
            continue
        cost = int(match.group(1).replace(",", ""))
        rest = match.group(3)
        obj = ""
        object_match = re.search(r" \[([^\]]*)\]$", rest)
        if object_match:
            obj = object_match.group(1)
            rest = rest[: object_match.start()]
        function = rest.split(":", 1)[1] if ":" in rest else rest
        entries.append((cost, function, obj))
    totals = re.search(r"^([\d,]+) \(100\.0%\)\s+PROGRAM TOTALS", output, re.M)
    total = int(totals.group(1).replace(",", "")) if totals else max(cost for cost, _, _ in entries)
    return total, entries


def demangle(names):
    names = sorted(set(names))
    try:
        result = subprocess.run(["swift", "demangle", "--simplified"], input="\n".join(names) + "\n",
                                capture_output=True, text=True, check=True).stdout.splitlines()
    except (OSError, subprocess.CalledProcessError):
        return {name: name for name in names}
    if len(result) != len(names):
        return {name: name for name in names}
    return dict(zip(names, result))


def simplify(name):
    # "generic specialization <A, B> of F" → "F (specialized)"; keep the rest as swift demangle wrote it.
    specialized = False
    while True:
        match = re.match(r"^(generic |function signature )specialization <.*?> of (.*)$", name)
        if not match:
            break
        name, specialized = match.group(2), True
    name = re.sub(r"^merged ", "", name)
    if name.startswith("specialized "):
        name, specialized = name[len("specialized "):], True
    name = name.replace("ScreencCore.", "").replace("Swift.", "")
    if len(name) > 130:
        name = name[:127] + "…"
    return name + (" *(specialized)*" if specialized else "")


def library(obj):
    base = obj.rsplit("/", 1)[-1]
    return "" if base == "screenc" or not base else " `%s`" % base


def rows(total, entries, top, keep_boilerplate):
    names = demangle(function for _, function, _ in entries)
    merged = {}
    for cost, function, obj in entries:
        name = simplify(names.get(function, function))
        if not keep_boilerplate and BOILERPLATE.search(name):
            continue
        if re.search(r"'\d+", function) or cost > total:
            continue  # a recursion level ("f'2"): its cost is already in the outermost call of f
        key = name
        label = name + library(obj)
        if key not in merged or merged[key][0] < cost:
            merged[key] = (cost, label)
    ranked = sorted(merged.values(), key=lambda item: -item[0])[:top]
    return ["| %.1f %% | %s |" % (100.0 * cost / total, label.replace("|", "\\|")) for cost, label in ranked]


def main(argv):
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("title")
    parser.add_argument("profile")
    parser.add_argument("--top", type=int, default=20)
    parser.add_argument("--self-top", type=int, default=15)
    args = parser.parse_args(argv)

    total, inclusive = annotate(args.profile, inclusive=True)
    _, exclusive = annotate(args.profile, inclusive=False)
    print("#### %s — %s instructions (Ir)" % (args.title, format(total, ",")))
    print()
    print("Top functions by inclusive cost (the function and everything it calls):")
    print()
    print("| inclusive Ir | function |")
    print("|---:|---|")
    print("\n".join(rows(total, inclusive, args.top, keep_boilerplate=False)))
    print()
    print("Top functions by self cost (instructions in the function itself):")
    print()
    print("| self Ir | function |")
    print("|---:|---|")
    print("\n".join(rows(total, exclusive, args.self_top, keep_boilerplate=True)))
    print()


if __name__ == "__main__":
    main(sys.argv[1:])
