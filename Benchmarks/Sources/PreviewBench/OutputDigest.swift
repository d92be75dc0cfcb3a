// `PreviewBench --digest`: a checksum of every byte `FrameRenderer` writes for a scripted preview session (browsing,
// scrolling, toggles, editing an input, help) at several sizes and for random frames (wide glyphs, emoji, text
// that must be replaced), with each set of options. Equal digests before and after a change to the renderer mean
// that the change wrote exactly the same bytes.

import ScreenIR
import ScreenPreview
import TerminalUI

/// FNV-1a over every output, each followed by a separator byte, and the number of bytes hashed.
struct Digest {
    private(set) var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    private(set) var bytes = 0

    mutating func add(_ output: String) {
        for byte in output.utf8 { mix(byte) }
        mix(0xFF)
    }

    private mutating func mix(_ byte: UInt8) {
        hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
        bytes += 1
    }
}

/// A small deterministic generator (SplitMix64), so the random frames are the same on every run.
struct SplitMix: RandomNumberGenerator {
    var state: UInt64

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

let digestOptions = [
    FrameRenderer.Options(color: true, plain: false),
    FrameRenderer.Options(color: false, plain: false),
    FrameRenderer.Options(color: false, plain: true),
]

/// Every way the renderer turns `previous` → `next` into bytes, and `next` on its own.
func addRendering(from previous: Frame, to next: Frame, full: Bool, into digest: inout Digest) {
    for options in digestOptions {
        digest.add(FrameRenderer.diff(from: previous, to: next, options: options))
        if full {
            digest.add(FrameRenderer.fullPaint(next, options: options))
            digest.add(FrameRenderer.inline(next, options: options))
        }
    }
    if full { digest.add(FrameRenderer.plainText(next)) }
}

/// The scripted session: keys that browse, scroll, page, toggle switches (one revealing a row), pick options, edit
/// an input and show the help, each followed by its frame.
@MainActor func addSession(_ screen: Screen, width: Int, height: Int, into digest: inout Digest) {
    var model = PreviewModel(screen: screen)
    model.resize(width: width, height: height)
    var keys: [PreviewKey] = Array(repeating: .down, count: 30) + [.character(" ")]
    keys += Array(repeating: .down, count: 7) + [.character(" "), .down, .enter, .up, .up, .character(" ")]
    keys += [.pageDown, .pageDown, .down, .character(" "), .pageUp, .end, .up, .home]
    keys += Array(repeating: .down, count: 6) + [.enter, .character("Z"), .character("ë"), .character("王")]
    keys += [.left, .backspace, .enter, .character("?"), .escape] + Array(repeating: .up, count: 12)
    var now = 10.0
    var previous = PreviewLayout.render(model, width: width, height: height, now: now, color: true, animated: true)
    addRendering(from: Frame(width: width, height: height), to: previous, full: true, into: &digest)
    for (index, key) in keys.enumerated() {
        now += 0.05
        _ = model.handle(key, now: now)
        let next = PreviewLayout.render(model, width: width, height: height, now: now, color: true, animated: true)
        addRendering(from: previous, to: next, full: index % 10 == 0, into: &digest)
        previous = next
    }
}

/// Random frames with the cell texts and styles the renderer has to handle carefully.
func addRandomFrames(into digest: inout Digest) {
    let texts = [
        "a", "b", "Z", " ", " ", " ", "é", "e\u{301}", "—", "─", "漢", "字", "🙂", "❤️", "👨‍👩‍👧", "🇯🇵", "🇯", "🇵",
        "\u{1100}", "가", "\u{1B}", "", "", "ab", "\u{301}", "\u{200D}",
    ]
    let styles: [Style] = [
        .plain, .plain, Style(foreground: .red), Style(bold: true), Style(foreground: .blue, background: .white),
        Style(dim: true, underline: true), Style(inverse: true), Style(italic: true),
    ]
    var generator = SplitMix(state: 42)
    func randomFrame(width: Int, height: Int) -> Frame {
        var frame = Frame(width: width, height: height)
        for row in 0..<height {
            for column in 0..<width where Int.random(in: 0..<3, using: &generator) > 0 {
                let text = texts.randomElement(using: &generator)!
                let style = styles.randomElement(using: &generator)!
                if Bool.random(using: &generator) {
                    frame.put(text, row: row, column: column, style: style)
                } else {
                    frame[row, column] = Cell(text, style: style)
                }
            }
        }
        if Bool.random(using: &generator) {
            let row = Int.random(in: -1...height, using: &generator)
            frame.cursor = (row, Int.random(in: -1...width, using: &generator))
        }
        return frame
    }
    for _ in 0..<400 {
        let width = Int.random(in: 1...24, using: &generator)
        let height = Int.random(in: 1...6, using: &generator)
        let first = randomFrame(width: width, height: height)
        var second = Int.random(in: 0..<4, using: &generator) == 0 ? randomFrame(width: width, height: height) : first
        for _ in 0..<Int.random(in: 0...5, using: &generator) {
            let count = Int.random(in: 1...4, using: &generator)
            let text = (0..<count).map { _ in texts.randomElement(using: &generator)! }
            second.put(
                text.joined(),
                row: Int.random(in: 0..<height, using: &generator),
                column: Int.random(in: 0..<width, using: &generator),
                style: styles.randomElement(using: &generator)!
            )
        }
        addRendering(from: first, to: second, full: true, into: &digest)
    }
}

/// The digest of the scripted session at 80×24, 200×60 and 20×6, and of the random frames, as one line of text.
@MainActor func outputDigest(of screen: Screen) -> String {
    var digest = Digest()
    for (width, height) in [(80, 24), (200, 60), (20, 6)] {
        addSession(screen, width: width, height: height, into: &digest)
    }
    addRandomFrames(into: &digest)
    return "digest \(String(digest.hash, radix: 16)) over \(digest.bytes) bytes"
}
