import ScreenDiagnostics
import ScreenExpressions
import YAMLReader

/// Sample values for a screen's app data and parameters from a separate YAML file (`screenc preview --data FILE`).
///
/// The file is a mapping from data field and parameter names to values, written as their `sample:` would be
/// (a list of mappings for a list field). A pure function of its input, like `ScreenReader`.
public enum SampleValues {
    /// The values the file gives, by data field or parameter name, and every problem found in it (an unknown
    /// name, a value that does not fit its type, a list element without an `id`), sorted. A value with a problem is
    /// left out; the others are kept.
    public static func read(_ bytes: [UInt8], file: String, for screen: Screen)
        -> (values: [String: ExpressionValue], diagnostics: [Diagnostic])
    {
        let document = YAMLParser.parse(bytes, file: file)
        if document.diagnostics.contains(where: { $0.rule == .yamlSyntax || $0.rule == .invalidEncoding }) {
            return ([:], document.diagnostics.sorted())
        }
        let sink = DiagnosticSink()
        sink.report(contentsOf: document.diagnostics)
        guard let root = document.root, !(root.scalar?.isNull ?? false) else { return ([:], sink.diagnostics.sorted()) }
        guard let pairs = root.mapping else {
            sink.report(
                .wrongType,
                "a samples file must be a mapping from data field and parameter names to values, not \(root.kindDescription)",
                at: root.span, help: "write one `name: value` line per data field or parameter")
            return ([:], sink.diagnostics.sorted())
        }
        // Values of the app's declared types are written as in `sample:`: an enum case with the values it carries.
        let decoder = ValueDecoder(
            values: ValueReader(sink: sink), sink: sink, interface: screen.declarations.interface)
        var values: [String: ExpressionValue] = [:]
        for pair in pairs {
            guard let name = pair.key.scalar?.value else { continue }
            guard let type = screen.dataField(named: name)?.type ?? screen.parameter(named: name)?.type else {
                reportUnknownName(name, at: pair.key.span, in: screen, sink: sink)
                continue
            }
            if let value = decoder.decode(pair.value, as: type, of: name, role: "sample") {
                values[name] = value
            }
        }
        return (values, sink.diagnostics.sorted())
    }

    private static func reportUnknownName(_ name: String, at span: SourceSpan, in screen: Screen, sink: DiagnosticSink) {
        if screen.field(named: name) != nil {
            sink.report(
                .unknownKey, "`\(name)` is a state field of `\(screen.name.value)`: it starts from its default", at: span,
                notes: ["a samples file gives values to app data and parameters"],
                help: "change it in the preview, or with `--set \(name)=…`")
            return
        }
        let names = screen.data.map(\.name.value) + screen.parameters.map(\.name.value)
        sink.report(
            .unknownKey, "screen `\(screen.name.value)` has no data field or parameter `\(name)`", at: span,
            notes: [names.isEmpty ? "the screen has no app data or parameters" : "names here: \(Suggestion.list(names))"],
            help: Suggestion.didYouMean(name, in: names))
    }
}
