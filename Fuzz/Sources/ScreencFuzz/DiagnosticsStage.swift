import DiagnosticFormats
import Foundation
import ScreencCore

/// Every diagnostic format, as `--format` prints them, for a lint result: text with and without colour, Xcode,
/// JSON, GitHub Actions and SARIF.
enum DiagnosticsStage {
    static func run(_ lint: LintResult, input: FuzzInput) {
        var sources = [SourceFile(path: FuzzInput.screenPath, bytes: input.screen)]
        if let strings = input.strings { sources.append(SourceFile(path: FuzzInput.stringsPath, bytes: strings)) }
        if let declarations = input.declarations {
            sources.append(SourceFile(path: FuzzInput.declarationsPath, bytes: declarations))
        }
        renderAll(lint.report(sources: sources))
    }

    /// Renders `report` in every format, checking each output.
    static func renderAll(_ report: DiagnosticReport) {
        for format in DiagnosticFormat.allCases {
            for color in format == .text ? [false, true] : [false] {
                let options = RenderOptions(color: color, toolVersion: ScreencVersion.current)
                let output = DiagnosticRenderer.render(report, as: format, options: options)
                checkOutput(output, format: format, color: color)
            }
        }
    }

    /// What every output must be: JSON and SARIF parse as JSON; without colour no output has an escape byte (a
    /// name or value from the file cannot reach the terminal as a control sequence).
    static func checkOutput(_ output: String, format: DiagnosticFormat, color: Bool) {
        if !color {
            check(!containsEscape(output), "\(format) output without colour contains an escape byte")
        }
        if format == .json || format == .sarif {
            check(JSONValidation.isValid(output), "\(format) output is not valid JSON")
        }
    }

    /// Whether `text` has an ESC byte. With libc's `memchr`, which is not instrumented for coverage: a Swift loop over
    /// every byte of every output is a noticeable part of each run in the fuzz build.
    static func containsEscape(_ text: String) -> Bool {
        var text = text
        return text.withUTF8 { bytes in bytes.baseAddress.map { memchr($0, 0x1B, bytes.count) != nil } ?? false }
    }
}
