import ArgumentParser
import ScreencCore

/// `screenc dump-yaml` (hidden): the node tree screenc reads from each file, as JSON, for the test that compares it
/// with what other YAML tools load (`Tests/Portability/compare-yaml-tools.py`).
struct DumpYAMLCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "dump-yaml",
        abstract: "Print the YAML node tree screenc reads from each file, as JSON (for tests).",
        shouldDisplay: false
    )

    @Argument(help: "YAML files.")
    var paths: [String]

    func run() throws {
        let files = try paths.map { path in
            switch FileSystem.readFile(path) {
            case .success(let bytes): return SourceFile(path: path, bytes: bytes)
            case .failure: throw UsageError("cannot read \(path)")
            }
        }
        Terminal.write(YAMLTreeDump.json(files))
    }
}
