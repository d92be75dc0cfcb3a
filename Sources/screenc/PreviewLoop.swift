import Foundation
import ScreenIR
import ScreenPreview
import ScreenRuntime
import TerminalUI

/// The interactive preview: raw mode and the alternate screen for as long as it runs, a frame painted as the
/// difference from the previous one, keys handled by `PreviewModel`, resizes relayout, Ctrl-Z and SIGTSTP suspend
/// with the terminal restored (a full frame is painted after `fg`), and with `--watch` the
/// file reloaded when it, another screen file of its folder or a declarations file it sees changes.
///
/// Idle, it does nothing: a frame is laid out only after a key, a resize, a reload, or when an animation (a change
/// mark fading, a spinner) is due, and `--watch` asks a `FolderWatch`, which costs a read or a few `stat`s when
/// nothing changed, whatever the folder holds. While the file has errors, only the diagnostics that fit are rendered.
struct PreviewLoop {
    let command: PreviewCommand
    let source: PreviewSource
    let strings: [String: String]
    let options: FrameRenderer.Options
    let state: ScreenState?

    /// How often `--watch` looks at the files of the folder.
    static let watchInterval = 0.3

    func run() throws {
        let session = TerminalSession(input: STDIN_FILENO, output: STDOUT_FILENO)
        do {
            try session.start()
        } catch {
            Terminal.writeError("error: cannot start the terminal: \(error)\n")
            throw ExitStatus.usage
        }
        defer { session.stop() }

        let clock = ContinuousClock()
        let start = clock.now
        func now() -> Double {
            let elapsed = clock.now - start
            return Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
        }

        var size = session.size()
        if let width = command.width { size.columns = width }
        if let height = command.height { size.rows = height }
        var source = self.source
        var model = source.screen.map {
            PreviewModel(
                screen: $0, loader: source.loader, whyNotLoaded: source.whyNotLoaded, strings: strings,
                initialState: state)
        }
        model?.resize(width: size.columns, height: size.rows)
        if let row = command.focusOn { model?.focusOnItemTag(row, now: now()) }
        var renderer = IncrementalFrameRenderer(options: options)
        let watch = command.watch ? FolderWatchFactory.make(for: source) : nil
        var nextWatch = now() + Self.watchInterval
        var needsFrame = true
        var nextAnimation: Double?
        var errorLines = ErrorLines()

        while true {
            if needsFrame || nextAnimation.map({ now() >= $0 }) == true {
                let frame = model.map {
                    PreviewLayout.render($0, width: size.columns, height: size.rows, now: now(), color: options.color, animated: true)
                } ?? errorFrame(source, lines: &errorLines, width: size.columns, height: size.rows)
                let bytes = renderer.render(frame)
                if !bytes.isEmpty { _ = session.write(bytes) }
                needsFrame = false
                nextAnimation = model?.nextFrameTime(after: now())
            }

            var wake = nextAnimation
            if command.watch { wake = min(wake ?? nextWatch, nextWatch) }
            let timeout = wake.map { Duration.milliseconds(Int(max(0, ($0 - now()) * 1000)) + 1) }
            var events = session.readEvents(timeout: timeout)
            if !events.isEmpty { needsFrame = true }
            while !events.isEmpty {
                let event = events.removeFirst()
                switch event {
                case .key(.control("z")):
                    // Ctrl-Z: suspend with the terminal restored; the rest of this batch is handled after `fg`.
                    if let resumed = session.suspend() { events.insert(resumed, at: 0) }
                case .key(let key):
                    if model == nil, key == .control("c") || key == .character("q") { return }
                    guard let previewKey = PreviewKey(key), var current = model else { continue }
                    let effect = current.handle(previewKey, now: now())
                    model = current
                    if effect == .quit { return }
                case .resize(let columns, let rows):
                    size = (command.width ?? columns, command.height ?? rows)
                    model?.resize(width: size.columns, height: size.rows)
                case .resumed(let columns, let rows):
                    renderer.reset()
                    size = (command.width ?? columns, command.height ?? rows)
                    model?.resize(width: size.columns, height: size.rows)
                case .inputClosed:
                    return
                }
            }

            if let watch, now() >= nextWatch {
                if watch.hasChanged(),
                    let reloaded = try? PreviewSource.load(source.path, declarations: source.declarations)
                {
                    source = reloaded
                    model = reload(model, from: reloaded, size: size)
                    watch.follow(reloaded)
                    errorLines = ErrorLines()
                    needsFrame = true
                }
                nextWatch = now() + Self.watchInterval
            }
        }
    }

    /// A model for the reloaded files that keeps the root screen's values of fields that still exist with the same
    /// type. The preview shows the root screen again (a pushed screen may have changed or gone); the focus is kept
    /// when the root screen was shown.
    private func reload(_ old: PreviewModel?, from source: PreviewSource, size: (columns: Int, rows: Int)) -> PreviewModel? {
        guard let screen = source.screen else { return nil }
        var state = ScreenState(defaultsOf: screen)
        if let root = old?.pages.first {
            for field in state.fields {
                if let value = root.state[field.name], root.state.type(of: field.name) == field.type {
                    try? state.set(field.name, to: value)
                }
            }
        }
        var model = PreviewModel(
            screen: screen, loader: source.loader, whyNotLoaded: source.whyNotLoaded, strings: strings,
            initialState: state)
        if let old, old.pages.count == 1, let focus = old.page.focus { model.restoreFocus(focus, from: old.page) }
        if let old { model.keepSettings(of: old) }
        model.resize(width: size.columns, height: size.rows)
        return model
    }

    /// The lines of the diagnostics shown while the file is invalid, rendered once per source and height.
    struct ErrorLines {
        var height = -1
        var lines: [Substring] = []
        /// How many diagnostics the file has.
        var count = 0
    }

    /// The file's lint errors, shown in place of the screen while it is invalid (`--watch`): as many as fit, so a
    /// file with 100,000 of them costs what a screenful does.
    private func errorFrame(_ source: PreviewSource, lines: inout ErrorLines, width: Int, height: Int) -> Frame {
        let room = max(0, height - 2)
        if lines.height != height {
            let text = source.diagnosticsText(color: false, limit: room)
            lines = ErrorLines(
                height: height, lines: Array(text.split(separator: "\n", omittingEmptySubsequences: false).prefix(room)),
                count: source.previewedDiagnostics.count)
        }
        var frame = Frame(width: width, height: height)
        let count = lines.count
        frame.put(
            "screenc preview — \(source.path) has errors (\(count) diagnostic\(count == 1 ? "" : "s"); watching for changes; q quits)",
            row: 0, column: 0, style: Style(bold: true))
        for (index, line) in lines.lines.enumerated() {
            frame.put(String(line), row: index + 2, column: 0)
        }
        return frame
    }
}
