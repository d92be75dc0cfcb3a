import ScreenDiagnostics
import ScreenExpressions
import YAMLReader

/// The readers the generated decoders (`Decoding/Generated/`) call: one per value kind of a key stored in a
/// property of its own, and the named readers of `ItemReader` for keys that are not one key → one property.
extension RowDecoder {
    // MARK: One key

    /// An action key (`lockedAction:`, `closeAction:`): a hook name.
    func action(_ reader: MappingReader, _ key: String) -> ActionTarget? {
        reader.value(key).flatMap(values.externalAction)
    }

    /// A hook key: a hook name, `?` for an optional one.
    func hook(_ reader: MappingReader, _ key: String) -> HookReference? {
        reader.value(key).flatMap { values.hook($0, what: "a hook") }
    }

    /// An icon key — see `ValueReader.icon`.
    func icon(_ reader: MappingReader, _ key: String) -> IconReference? {
        reader.value(key).flatMap { values.icon($0, what: "`\(key)`") }
    }

    /// A peer key (`iconPeer:`): an expression, checked to be a `Peer` or `Peer?` by validation.
    func peer(_ reader: MappingReader, _ key: String) -> Expression? {
        reader.value(key).flatMap {
            values.parseExpression($0, what: "`\(key)`", example: "a `Peer` such as a list element's `chat.peer`")
        }
    }

    /// A typed key (`unedited:`): an expression, type-checked by validation.
    func expression(_ reader: MappingReader, _ key: String) -> Expression? {
        reader.value(key).flatMap {
            values.parseExpression($0, what: "`\(key)`", example: "an expression such as a field of app data")
        }
    }

    /// A whole number, at least `minimum`.
    func int(_ reader: MappingReader, _ key: String, minimum: Int) -> Int? {
        reader.value(key).flatMap { values.int($0, what: "`\(key)`", range: minimum...Int.max) }
    }

    /// A non-negative number (`ItemReader.number`).
    func number(_ reader: MappingReader, _ key: String) -> Double? {
        reader.value(key).flatMap { values.number($0, what: "`\(key)`") }
    }

    /// A binding key: the name of the field the control shows and changes (checked against the screen's fields by
    /// validation). A required one missing is reported with `help`.
    func binding(_ reader: MappingReader, _ key: String, required: Bool, help: String? = nil) -> Located<String>? {
        let node = required ? reader.require(key, help: help) : reader.value(key)
        return node.flatMap { values.fieldName($0, what: key == "bind" ? "bound field" : "\(key) field") }
    }

    // MARK: Whole rows

    /// A `sectionHeader` row: the options of a section's `header:` (`SectionDecoder.decodeHeaderFields`).
    func decodeSectionHeader(_ reader: MappingReader) -> SectionHeader? {
        SectionDecoder(values: values, sink: sink, dataFields: dataFields).decodeHeaderFields(reader, span: reader.span)
    }
}
