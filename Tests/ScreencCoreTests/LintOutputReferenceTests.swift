import DiagnosticFormats
import Foundation
import ScreencCore
import ScreencTestSupport
import Testing

/// The whole pipeline (reader, decoder, validator, renderer) on broken fixture screens, compared byte for byte
/// with reference outputs in `__Snapshots__/` for every format. Re-record with `SCREENC_RECORD=1 swift test`.
@Suite struct LintOutputReferenceTests {
    static func fixtures() throws -> [SourceFile] {
        let directory = repositoryRoot.appendingPathComponent("Tests/ScreencCoreTests/Fixtures/Lint")
        return try ["Privacy.yaml", "Storage.yaml"].map { name in
            SourceFile(
                path: "Fixtures/Lint/\(name)",
                bytes: [UInt8](try Data(contentsOf: directory.appendingPathComponent(name))))
        }
    }

    @Test(arguments: DiagnosticFormat.allCases)
    func lintOutputMatchesReference(_ format: DiagnosticFormat) throws {
        let files = try Self.fixtures()
        let result = Linter.lint(files)
        let options = RenderOptions(color: false, toolVersion: "0.0.0-test")
        let output = DiagnosticRenderer.render(result.report(sources: files), as: format, options: options)
        assertSnapshot(output, named: "lint.\(format.rawValue).\(format.fileExtension)")
    }

    @Test func colouredTextMatchesReference() throws {
        let files = try Self.fixtures()
        let result = Linter.lint(files)
        let options = RenderOptions(color: true, toolVersion: "0.0.0-test")
        assertSnapshot(
            DiagnosticRenderer.render(result.report(sources: files), as: .text, options: options),
            named: "lint.text-color.txt")
    }
}
