import ScreenDiagnostics
import YAMLReader

/// Turns a declarations file's node tree into a `DeclarationsFile`: its name, its imports and what it declares,
/// decoded by the same decoders as a screen's `types:`, `functions:`, `texts:` and `items:`.
struct DeclarationsFileDecoder {
    let file: String
    let sink: DiagnosticSink
    /// What the file's imports declare: its own declarations may use them.
    let imported: AppDeclarations
    var values: ValueReader { ValueReader(sink: sink) }

    func decode(_ root: YAMLNode) -> DeclarationsFile? {
        guard
            let reader = MappingReader(
                root, what: "a declarations file", allowed: ScreenLanguage.declarationsFile.names, sink: sink)
        else { return nil }
        defer { reader.finish() }
        let name = decodeName(reader) ?? Located("", span: root.span)
        let imports = reader.value("imports").map { ImportsDecoder(values: values).decode($0) } ?? []
        let decoder = AppDeclarationsDecoder(values: values, sink: sink, imported: imported)
        var own = decoder.decode(
            types: reader.value("types"), functions: reader.value("functions"), texts: reader.value("texts"))
        // Custom items may take the types this file declares and those it imports.
        let visible = own.merging(imported)
        own.items =
            reader.value("items").map {
                ItemDeclarationDecoder(values: values, sink: sink, declarations: visible).decode($0)
            } ?? []
        decoder.reportShadowedItems(own.items)
        return DeclarationsFile(file: file, name: name, imports: imports, declarations: own)
    }

    /// `declarations: Name`: an UpperCamelCase identifier, like a screen's name.
    private func decodeName(_ reader: MappingReader) -> Located<String>? {
        guard
            let node = reader.require(
                ScreenLanguage.declarationsFileKey, help: "name the file, for example `declarations: PrivacyModel`"),
            let scalar = values.scalar(node, what: "the declarations file's name")
        else { return nil }
        let name = Located(scalar.value, span: node.span)
        if !SwiftIdentifier.isUpperCamelCase(name.value) || SwiftIdentifier.isKeyword(name.value) {
            let suggestion = SwiftIdentifier.sanitized(name.value, upperCamel: true)
            sink.report(
                .invalidIdentifier, "declarations file name `\(name.value)` is not an UpperCamelCase identifier",
                at: node.span, notes: ["messages name the file by it, as they name a screen by its `screen:` name"],
                help: "rename it to `\(suggestion)`", fixIt: Diagnostic.FixIt(span: node.span, replacement: suggestion))
        }
        return name
    }
}
