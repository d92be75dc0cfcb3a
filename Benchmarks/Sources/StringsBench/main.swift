// Loading a strings file, measured in process: `StringsFile(bytes:path:)` — what `lint --strings`, `compile
// --strings`, `preview --strings` and `strings-stub` do with the file's bytes: decoding, parsing every entry (as
// Apple's loader reads them), classifying every key as Telegram's string generator does, and finding the keys
// defined again — and `PresentationStringsStub.swiftSource`, the Swift `strings-stub` writes for it.
//
//     swift run -c release --package-path Benchmarks StringsBench [file] [--json]
//
// The file defaults to Telegram's Localizable.strings next to the repository
// (../shared/corpora/telegram-strings/Localizable.strings). Times are medians (and min–max) of 31 runs, each run
// timed on its own (a load takes milliseconds), in wall time and in the thread's CPU time (which a busy machine
// changes least).

import Foundation
import ScreencCore

var path = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("../shared/corpora/telegram-strings/Localizable.strings").standardizedFileURL.path
var json = false
for argument in CommandLine.arguments.dropFirst() {
    if argument == "--json" { json = true } else { path = argument }
}
guard let data = FileManager.default.contents(atPath: path) else {
    FileHandle.standardError.write(Data("StringsBench: cannot read \(path)\n".utf8))
    exit(64)
}
let bytes = [UInt8](data)

/// A measurement: medians and extremes of the wall time and of this thread's CPU time, in milliseconds.
struct Timing {
    var median: Double
    var min: Double
    var max: Double
    var cpuMedian: Double
    var cpuMin: Double
}

/// This thread's CPU time in milliseconds (what a busy machine changes least).
func threadCPUTime() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
    return Double(time.tv_sec) * 1000 + Double(time.tv_nsec) / 1e6
}

/// `runs` calls of `body`, each timed on its own.
func measure(runs: Int = 31, _ body: () -> Void) -> Timing {
    let clock = ContinuousClock()
    var times: [Double] = []
    var cpu: [Double] = []
    for _ in 0..<runs {
        let start = clock.now
        let cpuStart = threadCPUTime()
        body()
        cpu.append(threadCPUTime() - cpuStart)
        let elapsed = clock.now - start
        times.append(Double(elapsed.components.seconds) * 1000 + Double(elapsed.components.attoseconds) / 1e15)
    }
    times.sort()
    cpu.sort()
    return Timing(
        median: times[runs / 2], min: times[0], max: times[runs - 1], cpuMedian: cpu[runs / 2], cpuMin: cpu[0])
}

var file: StringsFile?
let load = measure { file = StringsFile(bytes: bytes, path: "Localizable.strings") }
let loaded = file!
var source = ""
let stub = measure { source = PresentationStringsStub.swiftSource(loaded, command: "screenc strings-stub") }

let facts =
    "\(bytes.count) bytes, \(loaded.entryCount) entries, \(loaded.table.allAccessors.count) accessors, "
    + "\(loaded.diagnostics.count) diagnostics; stand-in \(source.utf8.count) bytes"
func row(_ name: String, _ time: Timing) -> String {
    String(
        format: "| %@ | %.2f ms (%.2f–%.2f) | %.2f ms (min %.2f) |", name, time.median, time.min, time.max,
        time.cpuMedian, time.cpuMin)
}
if json {
    print(
        String(
            format: #"{"file": "%@", "load_ms": %.3f, "load_cpu_ms": %.3f, "stub_ms": %.3f, "facts": "%@"}"#,
            path, load.median, load.cpuMedian, stub.median, facts))
} else {
    print("Strings file: \(path) (\(facts))\n")
    print("| measurement | wall, median (min–max) | CPU, median |\n|---|---|---|")
    print(row("load: decode, parse, classify, duplicates (`StringsFile`)", load))
    print(row("`strings-stub` Swift (`PresentationStringsStub.swiftSource`)", stub))
}
