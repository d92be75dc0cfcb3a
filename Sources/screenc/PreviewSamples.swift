import DiagnosticFormats
import Foundation
import ScreenDiagnostics
import ScreenExpressions
import ScreenIR
import ScreenRuntime
import ScreencCore

/// `screenc preview --data FILE`: sample values for the previewed screen's app data and parameters, read from a
/// YAML file (`SampleValues.read`), with every problem reported at its file:line:column.
enum PreviewSamples {
    /// What went wrong reading a samples file.
    enum Failure: Error {
        /// The file cannot be read (exit 64).
        case unreadable(String)
        /// The file has errors; the text is their diagnostics, ready to print (exit 1).
        case invalid(String)
    }

    /// The state `screen` starts from with the samples in `path`, and the text of any warnings to print.
    static func state(for screen: Screen, path: String, color: Bool) throws(Failure) -> (ScreenState, warnings: String?) {
        let bytes: [UInt8]
        do {
            bytes = try InputFiles.requiredContents(path, what: "the samples file")
        } catch {
            throw .unreadable(error.description)
        }
        let (values, diagnostics) = SampleValues.read(bytes, file: path, for: screen)
        let text = diagnostics.isEmpty ? nil : render(diagnostics, path: path, bytes: bytes, color: color)
        if diagnostics.contains(where: { $0.severity == .error }) { throw .invalid(text ?? "") }
        do {
            return (try ScreenState(defaultsOf: screen, samples: values), text)
        } catch {
            // Values are type-checked by `SampleValues`; what is left (ids two elements share) has no position.
            throw .invalid("error: \(path): \(error.description)\n")
        }
    }

    private static func render(_ diagnostics: [Diagnostic], path: String, bytes: [UInt8], color: Bool) -> String {
        let report = DiagnosticReport(
            diagnostics: diagnostics, files: [path], sources: [path: String(decoding: bytes, as: UTF8.self)])
        return DiagnosticRenderer.render(
            report, as: .text, options: RenderOptions(color: color, toolVersion: ScreencVersion.current))
    }
}
