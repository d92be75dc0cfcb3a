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
                + "parent is used, if there is one.",
            valueName: "file"),
        completion: .file(extensions: ScreenFileCompletion.screens))
    var config: String?

    @Flag(
        help: ArgumentHelp(
            "Use no project configuration, even when a .screenc.yml is found (build tools that pass everything "
                + "themselves: the SwiftPM plugins, the Bazel rule)."))
    var noConfig = false

    func validate() throws {
        if noConfig && config != nil { throw ValidationError("use either --config or --no-config") }
    }

    /// The project configuration: the file `--config` names, or else the `.screenc.yml` found in the current
    /// directory or a parent; nil when there is none or with `--no-config`. A file that cannot be read or has errors is a usage error
    /// (exit 64): its diagnostics are printed through `write` in the chosen format first.
    func load(diagnostics options: DiagnosticOptions, write: (String) -> Void, isTerminal: Bool) throws -> ProjectConfiguration? {
        if noConfig { return nil }
        let path: String
        let directory: String
        if let config {
            guard FileSystem.kind(of: config) == .file else {
                Terminal.writeError("error: no such configuration file: \(config)\n")
                throw ExitStatus.usage
            }
            path = config
            directory = ConfigurationDiscovery.directory(of: config)
        } else {
            let here = FileManager.default.currentDirectoryPath
            guard let found = ConfigurationDiscovery.find(from: here, isFile: { FileSystem.kind(of: $0) == .file })
            else { return nil }
            (path, directory) = (found.path, found.directory)
        }
        guard let bytes = FileSystem.contents(of: path) else {
            Terminal.writeError("error: cannot read the configuration file \(path)\n")
            throw ExitStatus.usage
        }
        let (configuration, problems) = ConfigurationDecoder.decode(bytes, file: path, directory: directory) { resolved in
            switch FileSystem.kind(of: resolved) {
            case .file, .other: .file
            case .directory: .directory
            case .missing: .missing
            }
        }
        if !problems.isEmpty {
            let report = DiagnosticReport(
                diagnostics: problems, files: [path], sources: [path: String(decoding: bytes, as: UTF8.self)])
            write(options.render(report, isTerminal: isTerminal))
        }
        guard let configuration else { throw ExitStatus.usage }
        return configuration
    }
}
