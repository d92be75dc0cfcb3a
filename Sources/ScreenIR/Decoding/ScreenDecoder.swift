import ScreenDiagnostics
import ScreenExpressions
import YAMLReader

/// Turns a YAML node tree into a `Screen`, reporting every structural problem it finds.
///
/// Decoding recovers: an invalid value is reported and left out (or replaced by a neutral default), so one run
/// reports every problem in a file. Semantic checks (types, bindings, references) are `ScreenValidator`'s job.
struct ScreenDecoder {
    static let topLevelKeys = [
        "screen", "title", "style", "systemStyle", "state", "navigationBar", "sections", "toolbar", "emptyState",
    ]

    let file: String
    let sink: DiagnosticSink
    var values: ValueReader { ValueReader(sink: sink) }

    /// Decodes the root node; nil when the file does not hold a screen at all.
    func decode(_ root: YAMLNode?) -> Screen? {
        guard let root, !(root.scalar?.isNull ?? false) else {
            sink.report(
                .emptyFile, "the file holds no screen", at: root?.span ?? .wholeFile(file),
                help: "start with `screen: MyScreen`, a `title:` and `sections:`")
            return nil
        }
        guard let reader = MappingReader(root, what: "a screen file", allowed: Self.topLevelKeys, sink: sink) else {
            return nil
        }
        defer { reader.finish() }

        let name = decodeName(reader)
        let title = reader.require("title").flatMap { TitleDecoder(values: values, sink: sink).decode($0) }
        let style = reader.value("style").flatMap { values.word($0, what: "list style", as: ListStyle.self) } ?? .blocks
        let systemStyle =
            reader.value("systemStyle").flatMap { values.word($0, what: "system style", as: SystemStyle.self) } ?? .glass
        let state = reader.value("state").map { StateDecoder(values: values, sink: sink).decode($0) } ?? []
        let navigationBar =
            reader.value("navigationBar").map { NavigationDecoder(values: values, sink: sink).decodeBar($0) }
            ?? NavigationBar()
        let sections = reader.require("sections").map { SectionDecoder(values: values, sink: sink).decodeList($0) } ?? []
        let toolbar = reader.value("toolbar").map { NavigationDecoder(values: values, sink: sink).decodeToolbar($0) } ?? []
        let emptyState = reader.value("emptyState").flatMap { values.text($0, what: "the empty-state text") }

        return Screen(
            file: file,
            name: name ?? Located("", span: root.span),
            title: title ?? .text(DisplayText(.literal(""), span: root.span)),
            style: style, systemStyle: systemStyle, state: state, sections: sections, navigationBar: navigationBar,
            toolbar: toolbar, emptyState: emptyState)
    }

    private func decodeName(_ reader: MappingReader) -> Located<String>? {
        guard let node = reader.require("screen", help: "name the screen's Swift type, for example `screen: DataAndStorage`"),
            let scalar = values.scalar(node, what: "the screen name")
        else { return nil }
        let name = Located(scalar.value, span: node.span)
        if !SwiftIdentifier.isUpperCamelCase(name.value) || SwiftIdentifier.isKeyword(name.value) {
            let suggestion = SwiftIdentifier.sanitized(name.value, upperCamel: true)
            sink.report(
                .invalidScreenName, "screen name `\(name.value)` is not an UpperCamelCase Swift identifier", at: node.span,
                notes: ["generated names derive from it: `\(suggestion)Entry`, `\(suggestion)ControllerState`, …"],
                help: "rename it to `\(suggestion)`",
                fixIt: Diagnostic.FixIt(span: node.span, replacement: suggestion))
        }
        return name
    }
}
