import Foundation
import ScreenIR
import ScreenPreview
import ScreenRuntime
import ScreencCore
import TerminalUI

/// `screenc preview` on the input's screen, when it lints without errors (starting from the input's samples, when it
/// has a valid samples file, with its `--set` arguments applied after them): the printed frame of `preview --keys`
/// with the input's keys read as a key script, the interactive preview driven by the input's keys (decoded from
/// terminal bytes as the event loop decodes them) with a frame after each key and its bytes for the terminal, then
/// frames at the smallest size and below it, and the `--static` frame.
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
        if let assignments = input.assignments {
            // As `preview --set`, after `--data`: an assignment that fails is an error message and stops the preview.
            guard let assigned = assign(assignments, to: state ?? ScreenState(defaultsOf: screen)) else { return }
            state = assigned
        }
        if let script = input.keys { replay(script, screen: screen, strings: strings, state: state) }

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

    /// At most this many `--set` arguments are applied, so that one input stays fast.
    static let maximumAssignments = 200

    /// The state after `preview --set` applies `assignments` in order; nil when one fails (the command prints
    /// `error: --set …: <message>` and exits 64).
    static func assign(_ assignments: [String], to state: ScreenState) -> ScreenState? {
        var state = state
        for assignment in assignments.prefix(maximumAssignments) {
            do {
                try state.assign(assignment)
            } catch {
                check(!error.description.isEmpty, "--set \(assignment) failed without a message")
                return nil
            }
        }
        return state
    }

    /// `preview --keys SCRIPT` (the printed frame after the keys): the `#fuzz:keys` text read as a key script
    /// ("down down space"). A script that does not parse is an error message (exit 64).
    static func replay(_ bytes: [UInt8], screen: Screen, strings: [String: String], state: ScreenState?) {
        let keys: [PreviewKey]
        do {
            keys = Array(try PreviewKeyScript.parse(String(decoding: bytes, as: UTF8.self)).prefix(maximumKeys))
        } catch {
            check(!error.description.isEmpty, "a key script that does not parse, without a message")
            return
        }
        var model = PreviewModel(
            screen: screen, loader: { $0 == screen.name.value ? screen : nil }, strings: strings, initialState: state)
        model.resize(width: size.width, height: 40)
        let times = keys.indices.map { Double($0 + 1) / 10 }
        let now = model.replay(keys, at: times).map { times[$0] } ?? times.last ?? 0
        model.fitToContent(width: size.width)
        let frame = PreviewLayout.render(
            model, width: size.width, height: model.viewport.height, now: now, color: true, animated: false)
        _ = FrameRenderer.inline(frame, options: FrameRenderer.Options(color: true))
    }

    /// The keys the interactive preview would get for `bytes` typed at once and followed by a pause (so a lone
    /// ESC is Escape, and an unfinished paste ends).
    static func decodeKeys(_ bytes: [UInt8]) -> [PreviewKey] {
        var decoder = KeyDecoder()
        let keys = decoder.feed(bytes) + decoder.flush() + decoder.endPaste() + decoder.flush()
        return keys.compactMap(PreviewKey.init)
    }
}
