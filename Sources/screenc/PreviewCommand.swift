import ArgumentParser
import DiagnosticFormats
import Foundation
import ScreenDiagnostics
import ScreenIR
import ScreenPreview
import ScreenRuntime
import ScreencCore
import TerminalText
import TerminalUI

/// `screenc preview`: the screen, interactive, in the terminal.
struct PreviewCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "preview",
        abstract: "Show a screen in the terminal: move, toggle, type and follow disclosures.",
        discussion: """
            Interactive on a terminal; prints one frame as plain text when stdout is not a terminal or TERM=dumb, and \
            with --static or --keys. Keys: ↑/↓ j/k move, space/enter toggle or activate, → opens a pushed screen, \
            ←/esc goes back, tab moves between navigation bar, list and toolbar, d opens the data panel (state, app data \
            and parameters), ? help, q quits, ctrl-c always quits, ctrl-z suspends. \
            Exit codes: 0 success; 1 the screen, the samples file or the strings file has errors; 64 usage error.
            """
    )

    enum ColorMode: String, ExpressibleByArgument, CaseIterable {
        case auto, always, never
    }

    @Argument(
        help: "The screen file. Screens it pushes are read from the same folder.",
        completion: .file(extensions: ScreenFileCompletion.screens))
    var file: String

    @Flag(name: .customLong("static"), help: "Print one frame and exit.")
    var printStatic = false

    @Option(help: "Frame width in columns (default: the terminal's, or 80).")
    var width: Int?

    @Option(help: "Frame height in rows (default for a printed frame: as tall as the screen needs).")
    var height: Int?

    @Option(
        name: .customLong("data"),
        help: "A YAML file of sample values for the screen's app data and parameters (name: value).",
        completion: .file(extensions: ScreenFileCompletion.screens))
    var samplesFile: String?

    @Option(
        name: .customLong("set"),
        help: "Set a state field, data field or parameter first, e.g. --set mode=mtproto (repeatable; after --data).")
    var assignments: [String] = []

    @Option(help: "Replay keys, then print the frame, e.g. --keys \"down down space\".")
    var keys: String?

    @Option(
        name: .customLong("focus-on"),
        help: "Open the screen as the app does with focusOnItemTag naming this row: scrolled to, and flashed.")
    var focusOn: String?

    @Option(
        help: "A Telegram-style Localizable.strings file to show instead of localization keys.",
        completion: .file(extensions: ScreenFileCompletion.strings))
    var strings: String?

    @Flag(
        help: ArgumentHelp(
            "Reload when the file, another screen file of its folder or a declarations file it sees changes, "
                + "keeping state and focus; show lint errors while it is invalid."))
    var watch = false

    @OptionGroup var declarations: DeclarationsOption

    @OptionGroup var project: ConfigOption

    @Option(help: "Colour: auto (a terminal without NO_COLOR), always or never.")
    var color: ColorMode = .auto

    func validate() throws {
        if let width, width < 20 { throw ValidationError("--width must be at least 20") }
        if let height, height < 6 { throw ValidationError("--height must be at least 6") }
        if watch && (printStatic || keys != nil) { throw ValidationError("--watch is for the interactive preview") }
    }

    func run() throws {
        let source: PreviewSource
        let stringsFile: StringsFile?
        let keyScript: [PreviewKey]
        // The project configuration gives the declarations files every screen sees (its other keys are lint's and
        // compile's); its problems are printed as text, in colour on a terminal.
        let configurationOptions = try DiagnosticOptions.parse([])
        let stderrTakesColor = Terminal.stderrTakesColor()
        let styled = configurationOptions.usesColor(isTerminal: stderrTakesColor)
        let configuration = try project.load(
            diagnostics: configurationOptions, write: { Terminal.writeError($0, styled: styled) },
            isTerminal: stderrTakesColor)
        let declarationsFiles = try declarations.files(configuration)
        do {
            source = try PreviewSource.load(file, declarations: declarationsFiles)
            stringsFile = try strings.map { path throws(UsageError) in try StringsOption.read([path]) }
            keyScript = try keys.map(Self.parseKeys) ?? []
        } catch let error as UsageError {
            Terminal.writeError("error: \(error.description)\n")
            throw ExitStatus.usage
        }
        if let stringsFile { try Self.report(stringsFile) }
        let table = stringsFile?.values ?? [:]
        let isTerminal = isatty(STDOUT_FILENO) == 1 && isatty(STDIN_FILENO) == 1
        var options = FrameRenderer.Options(environment: ProcessInfo.processInfo.environment, isTerminal: isatty(STDOUT_FILENO) == 1)
        if color == .never { options.color = false }
        if color == .always && !options.plain { options.color = true }

        guard let screen = source.screen else {
            if !watch || !isTerminal {
                let color = Terminal.stderrTakesColor()
                source.writeDiagnostics(color: color) { Terminal.writeError($0, styled: color) }
                throw ExitStatus.problems
            }
            try PreviewLoop(command: self, source: source, strings: table, options: options, state: nil).run()
            return
        }
        let state = try initialState(for: screen)

        if printStatic || keys != nil || !isTerminal || options.plain {
            let columns = width ?? (isTerminal ? TerminalSession().size().columns : 80)
            var model = PreviewModel(
                screen: screen, loader: source.loader, whyNotLoaded: source.whyNotLoaded, strings: table,
                initialState: state)
            model.resize(width: columns, height: height ?? 40)
            if let focusOn { model.focusOnItemTag(focusOn, now: 0) }
            // A key every 0.1 s.
            var times: [Double] = []
            var time = 0.0
            for _ in keyScript {
                time += 0.1
                times.append(time)
            }
            let now = model.replay(keyScript, at: times).map { times[$0] } ?? times.last ?? 0
            if let height { model.resize(width: columns, height: height) } else { model.fitToContent(width: columns) }
            let frame = PreviewLayout.render(
                model, width: columns, height: model.viewport.height, now: now, color: options.color, animated: false)
            Terminal.write(FrameRenderer.inline(frame, options: options), styled: !options.plain)
            return
        }
        try PreviewLoop(command: self, source: source, strings: table, options: options, state: state).run()
    }

    private static func parseKeys(_ script: String) throws -> [PreviewKey] {
        do {
            return try PreviewKeyScript.parse(script)
        } catch {
            throw UsageError(error.description)
        }
    }

    /// The defaults (or the samples of `--data`) with every `--set` applied; a bad assignment or an unreadable
    /// samples file is a usage error, a samples file with errors exits 1 after printing them.
    func initialState(for screen: ScreenIR.Screen) throws -> ScreenState {
        var state = ScreenState(defaultsOf: screen)
        if let samplesFile {
            let color = Terminal.stderrTakesColor()
            do {
                let (samples, warnings) = try PreviewSamples.state(for: screen, path: samplesFile, color: color)
                if let warnings { Terminal.writeError(warnings, styled: color) }
                state = samples
            } catch .unreadable(let message) {
                Terminal.writeError("error: \(message)\n")
                throw ExitStatus.usage
            } catch .invalid(let text) {
                Terminal.writeError(text, styled: color)
                throw ExitStatus.problems
            }
        }
        for assignment in assignments {
            do {
                try state.assign(assignment)
            } catch {
                Terminal.writeError("error: --set \(assignment): \(error)\n")
                throw ExitStatus.usage
            }
        }
        return state
    }

    /// The strings file's problems, once, before anything is shown — as `lint --strings` reports them, so that the
    /// three commands agree: errors (a malformed entry) are printed in full and stop the preview (exit 1, as a screen
    /// with errors does); warnings (keys defined again, whose last value the preview shows, as the app does) are
    /// counted in one line that says how to list them.
    private static func report(_ file: StringsFile) throws {
        let diagnostics = file.diagnostics
        guard !diagnostics.isEmpty else { return }
        if diagnostics.containsErrors {
            // A diagnostic at a time, its colour kept (the writer sanitizes everything else).
            let color = Terminal.stderrTakesColor()
            DiagnosticRenderer.write(
                file.report(), as: .text, options: RenderOptions(color: color, toolVersion: ScreencVersion.current)
            ) { Terminal.writeError($0, styled: color) }
            throw ExitStatus.problems
        }
        let rules = Set(diagnostics.map(\.rule.rawValue)).sorted().joined(separator: ", ")
        let path = TerminalSafety.inline(file.paths.joined(separator: " "))
        let command = TerminalSafety.inline(file.paths.map(ShellWord.quoted).joined(separator: " "))
        let count = diagnostics.count == 1 ? "1 warning" : "\(diagnostics.count) warnings"
        Terminal.writeError(
            "warning: \(path) has \(count) (\(rules)); `screenc lint --strings \(command)` lists them\n")
    }
}
