import DiagnosticFormats
import ProjectConfiguration
import ScreenDiagnostics
import ScreenIR
import ScreencCore

/// The input's `.screenc.yml`, decoded as `screenc lint` and `compile` decode the configuration they found
/// (`ConfigurationDecoder.decode`, the pure part: finding the file is I/O), its diagnostics rendered in every format as
/// the commands print them. A configuration without errors then sets what it sets for the screen's lint and compile:
/// rule severities, name prefix and suffix, module.
enum ConfigStage {
    /// What the paths a configuration names are, for `ConfigurationDecoder`: the input's files, a few directories,
    /// and special files; anything else does not exist.
    static func kind(of path: String) -> ConfigurationDecoder.PathKind {
        switch path {
        case FuzzInput.screenPath, FuzzInput.stringsPath, FuzzInput.samplesPath, FuzzInput.declarationsPath,
            "screen.mustache", "Templates/state.mustache":
            .file
        case ".", "Screens", "Templates", "Shared", "/": .directory
        case "/dev/zero", "/dev/null", "/dev/tty": .special("a character device")
        case "fifo": .special("a FIFO")
        default: .missing
        }
    }

    /// Decodes the configuration, checks its diagnostics and renders them; the configuration when it has no error.
    static func run(_ bytes: [UInt8]) -> ProjectConfiguration? {
        let path = FuzzInput.configurationPath
        let (configuration, diagnostics) = ConfigurationDecoder.decode(bytes, file: path, directory: "", kind: kind)
        check((configuration == nil) == diagnostics.containsErrors, "a configuration with errors, or none without")
        let text = String(decoding: bytes, as: UTF8.self)
        // Every line break YAML knows (a CR LF counts twice: this is an upper bound).
        let lines = 1 + text.unicodeScalars.count { ["\n", "\r", "\u{85}", "\u{2028}", "\u{2029}"].contains($0) }
        for diagnostic in diagnostics {
            // Every problem is at its file:line:column in the configuration.
            check(diagnostic.span.file == path, "a configuration diagnostic in \(diagnostic.span.file)")
            let start = diagnostic.span.start
            check(
                start.line >= 1 && start.line <= lines && start.column >= 1,
                "a configuration diagnostic at \(start), outside the file (\(lines) lines)")
            check(!diagnostic.message.isEmpty, "a configuration diagnostic without a message")
        }
        if !diagnostics.isEmpty {
            DiagnosticsStage.renderAll(
                DiagnosticReport(diagnostics: diagnostics, files: [path], sources: [path: text]))
        }
        return configuration
    }
}

/// What a project configuration sets for lint and compile (the command line sets none of it in the fuzz target).
struct ProjectSettings {
    var rules: RuleSettings = .none
    var naming: NameAffixes = .none
    var module: String?

    init(_ configuration: ProjectConfiguration?) {
        guard let configuration else { return }
        rules = configuration.rules
        naming = NameAffixes(prefix: configuration.namePrefix ?? "", suffix: configuration.nameSuffix ?? "")
        module = configuration.module
    }
}
