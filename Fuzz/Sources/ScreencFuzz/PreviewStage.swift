import Foundation
import ScreenPreview
import ScreenRuntime
import ScreencCore
import TerminalUI

/// `screenc preview` on the input's screen, when it lints without errors (starting from the input's samples, when it
/// has a valid samples file): the interactive preview driven by the input's keys (decoded from terminal bytes as the
/// event loop decodes them) with a frame after each key and its bytes for the terminal, then frames at the smallest
/// size and below it, and the `--static` frame.
enum PreviewStage {
    /// The keys pressed when the input has no `#fuzz:keys` part: move down, toggle, follow a disclosure, open the
    /// data panel.
    static let defaultKeys: [PreviewKey] = [.down, .character(" "), .right, .character("d")]
    /// At most this many keys are pressed, so that one input stays fast.
    static let maximumKeys = 200
    /// The terminal the interactive frames are drawn for.
    static let size = (width: 80, height: 24)

    static func run(_ input: FuzzInput) {
        // As `PreviewSource.load`: lint without the strings file, show a screen whose file has no error.
        let lint = Linter.lint(
            [SourceFile(path: FuzzInput.screenPath, bytes: input.screen)],
            imports: input.declarations.map { [SourceFile(path: FuzzInput.declarationsPath, bytes: $0)] } ?? [],
            declarations: input.projectDeclarations)
        guard let screen = lint.screensWithoutErrors.first else { return }
        var strings: [String: String] = [:]
        if let bytes = input.strings {
            // As `preview --strings`: the file read as lint reads it; one with errors stops the preview.
            let file = StringsFile(bytes: bytes, path: FuzzInput.stringsPath)
            guard !file.diagnostics.contains(where: { $0.severity == .error }) else { return }
            strings = file.values
        }
        let keys = input.keys.map(decodeKeys) ?? defaultKeys
        var state: ScreenState?
        if let samples = input.samples {
            // As `preview --data`: a samples file with errors, or values that do not make a state, stop the preview.
            guard let sampled = SamplesStage.state(for: screen, samples: samples) else { return }
            state = sampled
        }

        // A push to the screen's own name opens it again; other names are not available.
        var model = PreviewModel(
            screen: screen, loader: { $0 == screen.name.value ? screen : nil }, strings: strings, initialState: state)
        model.resize(width: size.width, height: size.height)
        var renderer = IncrementalFrameRenderer(options: FrameRenderer.Options(color: true))
        var now = 0.0
        _ = renderer.render(PreviewLayout.render(model, width: size.width, height: size.height, now: now, color: true))
        for key in keys.prefix(maximumKeys) {
            now += 0.1
            if model.handle(key, now: now) == .quit { break }
            _ = renderer.render(
                PreviewLayout.render(model, width: size.width, height: size.height, now: now, color: true))
        }
        _ = model.nextFrameTime(after: now)
        // The change marks gone, at the smallest size and below it (the "too small" message).
        for (width, height) in [PreviewLayout.minimumSize, (width: 12, height: 3)] {
            model.resize(width: width, height: height)
            let frame = PreviewLayout.render(model, width: width, height: height, now: now + 5, color: false)
            _ = renderer.render(frame)
        }
        let still = ScreenPreview.staticFrame(screen, strings: strings, state: state, width: size.width, color: false)
        _ = FrameRenderer.inline(still, options: FrameRenderer.Options(color: false, plain: true))
    }

    /// The keys the interactive preview would get for `bytes` typed at once and followed by a pause (so a lone
    /// ESC is Escape, and an unfinished paste ends).
    static func decodeKeys(_ bytes: [UInt8]) -> [PreviewKey] {
        var decoder = KeyDecoder()
        let keys = decoder.feed(bytes) + decoder.flush() + decoder.endPaste() + decoder.flush()
        return keys.compactMap(PreviewKey.init)
    }
}
