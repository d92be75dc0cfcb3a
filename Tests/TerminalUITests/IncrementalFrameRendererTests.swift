import ScreencTestSupport
import Testing

@testable import TerminalUI

/// `IncrementalFrameRenderer` keeps rows and glyphs from one frame to the next; its bytes must be exactly those of
/// `FrameRenderer.fullPaint` followed by `FrameRenderer.diff` from each frame to the next.
@Suite struct IncrementalFrameRendererTests {
    static let optionSets: [FrameRenderer.Options] = [
        .init(color: true), .init(color: false), .init(color: false, plain: true),
    ]

    @Test(arguments: optionSets)
    func rendersTheBytesOfAFullPaintThenDiffs(options: FrameRenderer.Options) {
        var generator = SeededGenerator(seed: options.color ? 7 : options.plain ? 8 : 9)
        var renderer = IncrementalFrameRenderer(options: options)
        var previous: Frame?
        for iteration in 0..<600 {
            let frame: Frame
            if let previous, Int.random(in: 0..<40, using: &generator) > 0 {
                frame = FrameDiffPropertyTests.edited(previous, &generator)  // sometimes a new frame altogether
            } else {
                // The first frame, or a resize.
                let width = Int.random(in: 1...14, using: &generator)
                let height = Int.random(in: 1...6, using: &generator)
                frame = FrameDiffPropertyTests.randomFrame(width: width, height: height, &generator)
            }
            let expected =
                previous.map { FrameRenderer.diff(from: $0, to: frame, options: options) }
                ?? FrameRenderer.fullPaint(frame, options: options)
            let bytes = renderer.render(frame)
            if bytes != expected {
                Issue.record("iteration \(iteration): \(bytes.debugDescription) instead of \(expected.debugDescription)")
                return
            }
            if Int.random(in: 0..<50, using: &generator) == 0 {
                renderer.reset()
                previous = nil
            } else {
                previous = frame
            }
        }
    }

    @Test func anUnchangedFrameWritesNothingAndAResetPaintsInFull() {
        var frame = Frame(width: 10, height: 2)
        frame.put("héllo ─ 漢", row: 0, column: 0)
        var renderer = IncrementalFrameRenderer()
        #expect(renderer.render(frame) == FrameRenderer.fullPaint(frame))
        #expect(renderer.render(frame).isEmpty)
        renderer.reset()
        #expect(renderer.render(frame) == FrameRenderer.fullPaint(frame))
    }
}
