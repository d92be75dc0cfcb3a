import ArgumentParser
import DiagnosticFormats
import ScreencCore

/// The options that say how diagnostics are printed, shared by `lint` and `compile`.
struct DiagnosticOptions: ParsableArguments {
    enum ColorMode: String, ExpressibleByArgument, CaseIterable {
        case auto, always, never
    }

    @Option(help: "How to print diagnostics.")
    var format: DiagnosticFormat = .text

    @Flag(help: "Treat warnings as errors.")
    var strict = false

    @Option(help: "Colour text output; auto colours only a terminal, and never when NO_COLOR is set or TERM=dumb.")
    var color: ColorMode = .auto

    /// Renders the result's diagnostics in the chosen format; colour only for text on a terminal (`isTerminal`)
    /// unless `--color` says otherwise.
    func render(_ result: LintResult, sources: [SourceFile], isTerminal: Bool) -> String {
        let useColor = color == .always || (color == .auto && format == .text && isTerminal)
        let options = RenderOptions(color: useColor, toolVersion: ScreencVersion.current)
        return DiagnosticRenderer.render(result.report(sources: sources), as: format, options: options)
    }
}

extension DiagnosticFormat: ExpressibleByArgument {}
