// The preview's frame pipeline, measured in process on a 500-row screen:
//   - one frame: `PreviewLayout.render` (layout and drawing into a `Frame`) plus the bytes that show it after the
//     previous frame (`IncrementalFrameRenderer`, which gives `FrameRenderer.diff`'s bytes) — what `screenc preview`
//     does for every frame; the diff alone is `FrameRenderer.diff` between two frames;
//   - one key: `PreviewModel.handle` (a switch toggled: interaction and re-rendering of the screen's rows) plus
//     that frame;
//   - bytes written to the terminal for one switch toggle (the diff) versus a full repaint (`fullPaint`).
//
//   - a live screen with a list of 10,000 elements: frames, moving, scrolling, toggles and data-panel edits
//     (LiveListBench.swift).
//
//     swift run -c release --package-path Benchmarks PreviewBench [--rows 500] [--live 10000] [--json]
//     PreviewBench --frames 30 [--size 200x60] [--key space|move|page]
//                                  (no measuring: 30 keys and frames, for a profiler)
//     PreviewBench --live-frames 30 [--live-key element|data|panel|page]
//                                  (no measuring: 30 keys and frames on the live screen, for a profiler)
//     PreviewBench --digest        (no measuring: a checksum of every byte the renderer writes for a scripted session
//                                  and random frames, to check that a change to the renderer changes no output)
//
// Times are medians (and min–max) over batches; each batch's time is divided by its number of iterations.

import Foundation
import ScreenPreview
import ScreencCore
import TerminalUI

// MARK: - Arguments

var rowCount = 500
var liveCount = 10_000  // 0: no live-list measurements
var json = false
var profileFrames: Int?
var profileSize = (width: 80, height: 24)
var profileKeys: [PreviewKey] = [.character(" ")]  // none: scroll by a page
var digest = false
var liveFrames: Int?
var liveKey = "element"
var arguments = CommandLine.arguments.dropFirst()
while let argument = arguments.popFirst() {
    switch argument {
    case "--rows": rowCount = Int(arguments.popFirst() ?? "") ?? rowCount
    case "--live": liveCount = Int(arguments.popFirst() ?? "") ?? liveCount
    case "--json": json = true
    case "--frames": profileFrames = Int(arguments.popFirst() ?? "")
    case "--size":
        let parts = (arguments.popFirst() ?? "").split(separator: "x").compactMap { Int($0) }
        if parts.count == 2 { profileSize = (parts[0], parts[1]) }
    case "--key":
        switch arguments.popFirst() {
        case "move": profileKeys = [.down, .up]
        case "page": profileKeys = []
        default: profileKeys = [.character(" ")]
        }
    case "--digest": digest = true
    case "--live-frames": liveFrames = Int(arguments.popFirst() ?? "")
    case "--live-key": liveKey = arguments.popFirst() ?? liveKey
    default:
        let frames = "--frames N [--size WxH] [--key space|move|page]"
        let live = "--live-frames N [--live-key element|data|panel|page]"
        let usage = "usage: PreviewBench [--rows N] [--live N] [--json | \(frames) | \(live) | --digest]\n"
        FileHandle.standardError.write(Data(usage.utf8))
        exit(64)
    }
}

// MARK: - The screen

/// A screen of `rows` rows (a multiple of 10) in sections of ten: switches (one of them revealing a dependent row),
/// disclosures, a radio group, actions, inputs and texts, with headers, footers and some non-ASCII text.
func screenYAML(rows: Int) -> String {
    var yaml = "screen: PreviewBench\ntitle: { key: Settings_Title }\n\nstate:\n"
    let sections = rows / 10
    for n in 0..<sections {
        yaml += "  plain\(n): \(n % 2 == 0)\n  reveal\(n): false\n  mode\(n): { enum: [first, second], default: first }\n"
        yaml += "  name\(n): \"\"\n"
    }
    yaml += "\nsections:\n"
    for n in 0..<sections {
        yaml += """
              - id: group\(n)
                header: { key: Settings_Group\(n) }
                footer: Changes apply to all your devices — Zoë, 王小明 and Łódź included.
                rows:
                  - id: plain\(n)
                    item: switch
                    title: Autoplay videos \(n)
                    bind: plain\(n)
                  - id: details\(n)
                    item: disclosure
                    title: { key: Settings_Details }
                    label: "\(n)"
                    action: openDetails\(n)
                  - id: first\(n)
                    item: checkbox
                    title: First option
                    bind: mode\(n)
                    selects: first
                  - id: second\(n)
                    item: checkbox
                    title: Second option 💼
                    bind: mode\(n)
                    selects: second
                  - id: run\(n)
                    item: action
                    title: Clear cache
                    kind: destructive
                    action: clearCache\(n)
                  - id: phone\(n)
                    item: textWithLabel
                    label: { key: UserInfo_Phone }
                    text: "+48 601 234 \(100 + n)"
                  - id: name\(n)
                    item: singleLineInput
                    bind: name\(n)
                    placeholder: Name
                  - id: reveal\(n)
                    item: switch
                    title: Show advanced
                    text: Reveals one more row
                    bind: reveal\(n)
                  - id: revealed\(n)
                    item: activityText
                    text: Advanced options are **on**.
                    visible: reveal\(n)
                  - id: note\(n)
                    item: multilineText
                    text: Café ☕ · Crème brûlée · 家族のグループ · row \(n)

            """
    }
    return yaml
}

let source = SourceFile(path: "PreviewBench.yaml", text: screenYAML(rows: rowCount - rowCount % 10))
let lint = Linter.lint([source])
guard let screen = lint.screens.first, !lint.fails(strict: true) else {
    FileHandle.standardError.write(Data("error: the generated screen does not lint clean: \(lint.diagnostics)\n".utf8))
    exit(1)
}
let declaredRows = screen.sections.reduce(0) { $0 + $1.rows.count }

// MARK: - Measuring

/// Median, fastest and slowest time per iteration, in nanoseconds, over `batches` batches of about 20 ms each.
func measure(batches: Int = 15, _ body: () -> Void) -> (median: Double, min: Double, max: Double) {
    for _ in 0..<3 { body() }  // warm up
    let probe = DispatchTime.now().uptimeNanoseconds
    body()
    let once = max(1, DispatchTime.now().uptimeNanoseconds - probe)
    let iterations = max(1, Int(20_000_000 / once))
    var times: [Double] = []
    for _ in 0..<batches {
        let start = DispatchTime.now().uptimeNanoseconds
        for _ in 0..<iterations { body() }
        times.append(Double(DispatchTime.now().uptimeNanoseconds - start) / Double(iterations))
    }
    times.sort()
    return (times[times.count / 2], times[0], times[times.count - 1])
}

/// Keeps results alive so the optimiser cannot drop the work.
nonisolated(unsafe) var sink = 0

/// A model with the focus on row `rowID`, reached with ↓ like a user would, then moved a quarter of the terminal
/// further down and back up, so that the row is not at the bottom edge and rows below it are on screen.
@MainActor func model(focusedOn rowID: String, width: Int, height: Int) -> PreviewModel {
    var model = PreviewModel(screen: screen)
    model.resize(width: width, height: height)
    var presses = 0
    while model.focus.flatMap({ $0.rowStableID }).flatMap({ model.page.rendered.row(stableID: $0) })?.rowID != rowID {
        _ = model.handle(.down, now: 0)
        presses += 1
        precondition(presses < 10 * rowCount, "row \(rowID) not reached")
    }
    for key in Array(repeating: PreviewKey.down, count: height / 4) + Array(repeating: PreviewKey.up, count: height / 4) {
        _ = model.handle(key, now: 0)
    }
    return model
}

struct Result: Codable {
    var name: String
    var value: Double
    var min: Double?
    var max: Double?
    var unit: String
}

// `--frames N`: no measuring, just N keys each followed by its frame — Space on a switch in the middle of the list
// (with `--key move`, ↓ and ↑ alternately; with `--key page`, no key: the frames show the list and the list a page
// further down alternately, so every list row changes), 80×24 unless `--size` says otherwise — for a profiler
// (Benchmarks/profile.sh runs it under callgrind).
if let count = profileFrames {
    let (width, height) = profileSize
    var model = model(focusedOn: "plain\(rowCount / 20)", width: width, height: height)
    var scrolled = model
    for _ in 0..<2 { _ = scrolled.handle(.pageDown, now: 0) }
    var renderer = IncrementalFrameRenderer(options: FrameRenderer.Options(color: true, plain: false))
    _ = renderer.render(PreviewLayout.render(model, width: width, height: height, now: 10, color: true, animated: true))
    for index in 0..<count {
        if profileKeys.isEmpty {
            swap(&model, &scrolled)
        } else {
            _ = model.handle(profileKeys[index % profileKeys.count], now: 10 + Double(index) * 0.05)
        }
        let next = PreviewLayout.render(model, width: width, height: height, now: 10, color: true, animated: true)
        sink &+= renderer.render(next).utf8.count
    }
    print("\(count) frames (sink \(sink))")
    exit(0)
}

if let count = liveFrames {
    profileLiveList(count: liveCount, frames: count, key: liveKey)
    exit(0)
}

if digest {
    print(outputDigest(of: screen))
    exit(0)
}

var results: [Result] = []
let options = FrameRenderer.Options(color: true, plain: false)
let middle = rowCount / 20  // the section in the middle of the list

for (width, height) in [(80, 24), (200, 60)] {
    let size = "\(width)×\(height)"
    var browsing = model(focusedOn: "plain\(middle)", width: width, height: height)

    // One frame: layout, render and diff against the previous frame (the focus moved by one row in between, so
    // the diff has something to do).
    var other = browsing
    _ = other.handle(.down, now: 0)
    let frames = [browsing, other].map {
        PreviewLayout.render($0, width: width, height: height, now: 10, color: true, animated: true)
    }
    var flip = 0
    let render = measure {
        let frame = PreviewLayout.render(browsing, width: width, height: height, now: 10, color: true, animated: true)
        sink &+= frame.width
    }
    let diff = measure {
        flip ^= 1
        sink &+= FrameRenderer.diff(from: frames[flip], to: frames[1 - flip], options: options).utf8.count
    }
    let models = [browsing, other]
    var renderer = IncrementalFrameRenderer(options: options)
    _ = renderer.render(frames[0])
    let frame = measure {
        flip ^= 1
        let next = PreviewLayout.render(models[flip], width: width, height: height, now: 10, color: true, animated: true)
        sink &+= renderer.render(next).utf8.count
    }
    let full = measure {
        sink &+= FrameRenderer.fullPaint(frames[0], options: options).utf8.count
    }

    // One key: Space toggles the focused switch (the screen's rows are re-evaluated), then the frame.
    var now = 10.0
    renderer.reset()
    _ = renderer.render(PreviewLayout.render(browsing, width: width, height: height, now: now, color: true, animated: true))
    let key = measure {
        now += 0.05
        let effect = browsing.handle(.character(" "), now: now)
        precondition(effect == .redraw, "Space did not toggle the switch")
        let next = PreviewLayout.render(browsing, width: width, height: height, now: now, color: true, animated: true)
        sink &+= renderer.render(next).utf8.count
    }

    // One key: ↓ or ↑ (alternately, so the focus stays in the middle), then the frame.
    var moving = model(focusedOn: "plain\(middle)", width: width, height: height)
    var down = false
    renderer.reset()
    _ = renderer.render(PreviewLayout.render(moving, width: width, height: height, now: now, color: true, animated: true))
    let move = measure {
        now += 0.05
        down.toggle()
        _ = moving.handle(down ? .down : .up, now: now)
        let next = PreviewLayout.render(moving, width: width, height: height, now: now, color: true, animated: true)
        sink &+= renderer.render(next).utf8.count
    }

    // One frame a page further down or back up (every list row changes): layout, render and diff.
    var scrolled = browsing
    for _ in 0..<2 { _ = scrolled.handle(.pageDown, now: 0) }
    let pages = [browsing, scrolled]
    renderer.reset()
    _ = renderer.render(frames[0])
    let page = measure {
        flip ^= 1
        let next = PreviewLayout.render(pages[flip], width: width, height: height, now: 10, color: true, animated: true)
        sink &+= renderer.render(next).utf8.count
    }

    results += [
        Result(name: "key \(size): ↓ + render + diff", value: move.median, min: move.min, max: move.max, unit: "ns"),
        Result(name: "frame \(size): render + diff", value: frame.median, min: frame.min, max: frame.max, unit: "ns"),
        Result(
            name: "frame \(size), scrolled a page: render + diff",
            value: page.median,
            min: page.min,
            max: page.max,
            unit: "ns"
        ),
        Result(name: "frame \(size): render", value: render.median, min: render.min, max: render.max, unit: "ns"),
        Result(name: "frame \(size): diff", value: diff.median, min: diff.min, max: diff.max, unit: "ns"),
        Result(name: "frame \(size): full paint", value: full.median, min: full.min, max: full.max, unit: "ns"),
        Result(name: "key \(size): toggle + render + diff", value: key.median, min: key.min, max: key.max, unit: "ns"),
    ]

    // Bytes for one toggle, against a full repaint of the frame after it. A switch with nothing depending on it,
    // and one that reveals a row (the rows below it move).
    for (label, rowID) in [("switch", "plain\(middle)"), ("switch revealing a row", "reveal\(middle)")] {
        var toggled = model(focusedOn: rowID, width: width, height: height)
        let before = PreviewLayout.render(toggled, width: width, height: height, now: 10, color: true, animated: true)
        precondition(toggled.handle(.character(" "), now: 10) == .redraw, "Space did not toggle \(rowID)")
        let after = PreviewLayout.render(toggled, width: width, height: height, now: 10, color: true, animated: true)
        let diffBytes = FrameRenderer.diff(from: before, to: after, options: options).utf8.count
        let fullBytes = FrameRenderer.fullPaint(after, options: options).utf8.count
        results += [
            Result(name: "bytes \(size): toggle (\(label))", value: Double(diffBytes), unit: "B"),
            Result(name: "bytes \(size): full repaint (\(label))", value: Double(fullBytes), unit: "B"),
        ]
    }
}

if liveCount > 0 {
    results += liveListResults(count: liveCount)
}

if json {
    struct Report: Codable {
        var rows: Int
        var results: [Result]
    }
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    print(String(decoding: try encoder.encode(Report(rows: declaredRows, results: results)), as: UTF8.self))
} else {
    print("preview benchmark: a \(declaredRows)-row screen (sink \(sink % 10))")
    for result in results {
        if result.unit == "ns" {
            let ms = { (value: Double) in String(format: "%.3f", value / 1e6) }
            print("\(result.name): \(ms(result.value)) ms (\(ms(result.min ?? 0))–\(ms(result.max ?? 0)))")
        } else {
            print("\(result.name): \(Int(result.value)) \(result.unit)")
        }
    }
}
