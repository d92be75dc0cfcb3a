import ArgumentParser
import DiagnosticFormats
import Foundation
import ProjectConfiguration
import ScreencCore

/// `--config <file>` for `lint` and `compile`, and finding `.screenc.yml` when it is not given.
struct ConfigOption: ParsableArguments {
    @Option(
        help: ArgumentHelp(
            "The project configuration to use; without it, the .screenc.yml in the current directory or the nearest "
                + "parent up to the repository root or home directory is used, if there is one and you own it.",
            valueName: "file"),
        completion: .file(extensions: ScreenFileCompletion.screens))
    var config: String?

    @Flag(
        help: ArgumentHelp(
            "Use no project configuration, even when a .screenc.yml is found (build tools that pass everything "
                + "themselves: the SwiftPM plugins, the Bazel rule)."))
    var noConfig = false

    @Flag(help: "Say on standard error which project configuration is used, and where it was looked for.")
    var verbose = false

    func validate() throws {
        if noConfig && config != nil { throw ValidationError("use either --config or --no-config") }
    }

    /// The project configuration: the file `--config` names, or else the `.screenc.yml` found in the current
    /// directory or a parent (`ConfigurationSearch`: up to the repository root or home, owned by the user; a note on
    /// stderr for each one passed over); nil when there is none or with `--no-config`. A file that cannot be read or
    /// has errors is a usage error (exit 64): its diagnostics are printed through `write` in the chosen format
    /// first. With `--verbose`, stderr says which configuration is used and where it was looked for.
    func load(diagnostics options: DiagnosticOptions, write: (String) -> Void, isTerminal: Bool) throws -> ProjectConfiguration? {
        if noConfig {
            if verbose { Terminal.writeError("configuration: none (--no-config)\n") }
            return nil
        }
        let path: String
        let directory: String
        if let config {
            guard FileSystem.kind(of: config) != .missing else {
                Terminal.writeError("error: no such configuration file: \(config)\n")
                throw ExitStatus.usage
            }
            if verbose { Terminal.writeError("configuration: using \(config) (--config)\n") }
            path = config
            directory = ConfigurationDiscovery.directory(of: config)
        } else {
            let search = ConfigurationSearch.run()
            for ignored in search.ignored { Terminal.writeError("note: \(ignored.note)\n") }
            if verbose { Terminal.writeError("configuration: \(search.summary)\n") }
            guard let found = search.found else { return nil }
            (path, directory) = (found.path, found.directory)
        }
        let bytes = try InputFiles.reportingUsageErrors {
            try InputFiles.requiredContents(path, what: "the configuration file")
        }
        let (configuration, problems) = ConfigurationDecoder.decode(bytes, file: path, directory: directory) { resolved in
            switch FileSystem.kind(of: resolved) {
            case .file: .file
            case .directory: .directory
            case .other: .special(FileSystem.describe(mode: FileSystem.mode(of: resolved)))
            case .missing: .missing
            }
        }
        if !problems.isEmpty {
            let report = DiagnosticReport(
                diagnostics: problems, files: [path], sources: [path: String(decoding: bytes, as: UTF8.self)])
            options.write(report, isTerminal: isTerminal, to: write)
        }
        guard let configuration else { throw ExitStatus.usage }
        return configuration
    }

    /// Names the configuration in use as the first line of human-readable output (text, xcode, github; not json or
    /// sarif, which are whole documents, and not with `--quiet`): `using configuration ../.screenc.yml`.
    func announce(_ configuration: ProjectConfiguration?, options: DiagnosticOptions, write: (String) -> Void) {
        guard let configuration, !options.quiet, options.format.isForPeople else { return }
        write("using configuration \(configuration.file)\n")
    }
}

extension DiagnosticFormat {
    /// Whether the format is read as lines (text, xcode, github), where a line more is harmless, rather than parsed
    /// as one document (json, sarif).
    var isForPeople: Bool {
        switch self {
        case .text, .xcode, .github: true
        case .json, .sarif: false
        }
    }
}
