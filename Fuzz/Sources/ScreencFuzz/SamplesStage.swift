import DiagnosticFormats
import ScreenIR
import ScreenRuntime
import ScreencCore

/// `screenc preview --data Samples.yaml`: sample values for the screen's app data and parameters, read as the
/// command reads them, their diagnostics rendered as it prints them.
enum SamplesStage {
    /// The state the preview starts from; nil when the samples file has errors or its values do not make a state
    /// (the command then prints the problems and exits 1).
    static func state(for screen: Screen, samples bytes: [UInt8]) -> ScreenState? {
        let path = FuzzInput.samplesPath
        let (values, diagnostics) = SampleValues.read(bytes, file: path, for: screen)
        if !diagnostics.isEmpty {
            let report = DiagnosticReport(
                diagnostics: diagnostics, files: [path], sources: [path: String(decoding: bytes, as: UTF8.self)])
            let text = DiagnosticRenderer.render(
                report, as: .text, options: RenderOptions(color: false, toolVersion: ScreencVersion.current))
            DiagnosticsStage.checkOutput(text, format: .text, color: false)
        }
        guard !diagnostics.contains(where: { $0.severity == .error }) else { return nil }
        return try? ScreenState(defaultsOf: screen, samples: values)
    }
}
