import ScreencTestSupport
import Testing

@testable import DiagnosticFormats

/// Every format's output for the fixture report, compared byte for byte with `__Snapshots__`
/// (`SCREENC_RECORD=1 swift test --filter DiagnosticFormatsTests` rewrites them).
@Suite struct SnapshotTests {
    static func name(_ stem: String, _ format: DiagnosticFormat) -> String {
        format.fileExtension == format.rawValue ? "\(stem).\(format.rawValue)" : "\(stem).\(format.rawValue).\(format.fileExtension)"
    }

    @Test(arguments: DiagnosticFormat.allCases)
    func report(format: DiagnosticFormat) {
        let output = DiagnosticRenderer.render(Fixtures.report, as: format, options: Fixtures.options)
        assertSnapshot(output, named: Self.name("report", format))
    }

    @Test func coloredText() {
        var options = Fixtures.options
        options.color = true
        let output = DiagnosticRenderer.render(Fixtures.report, as: .text, options: options)
        assertSnapshot(output, named: "report.text-color.txt")
    }

    @Test(arguments: [DiagnosticFormat.text, .json])
    func emptyReport(format: DiagnosticFormat) {
        let report = DiagnosticReport(diagnostics: [], files: [Fixtures.privacyPath], sources: [:])
        let output = DiagnosticRenderer.render(report, as: format, options: Fixtures.options)
        assertSnapshot(output, named: Self.name("empty", format))
    }

    @Test func emptyReportLineFormatsWriteNothing() {
        let report = DiagnosticReport(diagnostics: [], files: [Fixtures.privacyPath])
        #expect(DiagnosticRenderer.render(report, as: .xcode, options: Fixtures.options) == "")
        #expect(DiagnosticRenderer.render(report, as: .github, options: Fixtures.options) == "")
    }
}
