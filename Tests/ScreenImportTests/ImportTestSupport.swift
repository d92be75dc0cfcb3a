import Foundation
import ScreenDiagnostics
import ScreenImport
import ScreencCore

/// The folder of this test target (fixtures, snapshots).
let importTestsDirectory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
/// The repository's root.
let repositoryRoot = importTestsDirectory.deletingLastPathComponent().deletingLastPathComponent()

func fixture(_ name: String) throws -> String {
    try String(contentsOf: importTestsDirectory.appendingPathComponent("Fixtures/\(name)"), encoding: .utf8)
}

/// What `screenc lint` reports for a screen file (errors and warnings alike), as `line:column rule: message`.
func lintFindings(_ yaml: String, path: String = "Imported.yaml") -> [String] {
    let result = Linter.lint([SourceFile(path: path, bytes: Array(yaml.utf8))])
    return result.diagnostics.map { "\($0.span.start.line):\($0.span.start.column) \($0.rule.rawValue): \($0.message)" }
}
