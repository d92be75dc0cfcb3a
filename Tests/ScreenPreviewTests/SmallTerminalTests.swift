import ScreenPreview
import ScreencTestSupport
import TerminalText
import TerminalUI
import Testing

/// Small and odd terminal sizes: 20×6 must show the navigation bar, at least one row and the help line.
@Suite struct SmallTerminalTests {
    @Test func everyScreenAt20x6() throws {
        var text = ""
        for name in ExampleScreenSnapshotTests.names {
            let model = try exampleModel(name, strings: englishStrings)
            var sized = model
            sized.resize(width: 20, height: 6)
            let frame = PreviewLayout.render(sized, width: 20, height: 6, now: 0, color: false, animated: false)
            let lines = FrameTranscript.plain(frame).split(separator: "\n", omittingEmptySubsequences: false)
            #expect(!lines[0].trimmingPrefix(" ").isEmpty, "\(name): navigation bar")
            #expect(lines[1..<5].contains { $0.contains("▸") || $0.contains("│ ") }, "\(name): a row")
            #expect(!lines[5].isEmpty, "\(name): help line")
            text += section(name, FrameTranscript.plain(frame))
        }
        assertSnapshot(text, named: "Tiny-20x6.txt")
    }

    /// Every screen at many sizes: frames are exactly the size asked for, and no row is wider than the terminal.
    @Test func everySizeFits() throws {
        for name in ExampleScreenSnapshotTests.names {
            var model = try exampleModel(name, strings: englishStrings)
            for (width, height) in [(20, 6), (21, 7), (23, 9), (27, 10), (33, 12), (41, 13), (80, 24), (132, 50)] {
                for _ in 0..<3 {
                    model.resize(width: width, height: height)
                    let frame = PreviewLayout.render(model, width: width, height: height, now: 0, color: true)
                    #expect(frame.width == width && frame.height == height)
                    for line in FrameTranscript.plain(frame).split(separator: "\n") {
                        #expect(DisplayWidth.of(String(line)) <= width, "\(name) \(width)×\(height): \(line)")
                    }
                    model.press(.pageDown)
                }
            }
        }
    }

    /// Below 20×6 the preview does its best and never traps, whatever is shown (help overlay, an input edited).
    @Test func tinyTerminalsDoNotTrap() throws {
        for name in ["EditProfile", "ChatFolders", "Appearance"] {
            var model = try exampleModel(name, strings: englishStrings)
            for step in 0..<3 {
                if step == 1 { model.press(.enter) }
                if step == 2 { model.press(.escape, .character("?")) }
                for width in 0...21 {
                    for height in 0...7 {
                        model.resize(width: width, height: height)
                        let frame = PreviewLayout.render(model, width: width, height: height, now: 0, color: true)
                        #expect(frame.width == width && frame.height == height)
                    }
                }
            }
        }
    }
}
