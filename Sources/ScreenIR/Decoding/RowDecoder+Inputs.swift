import ScreenDiagnostics
import ScreenExpressions
import YAMLReader

extension RowDecoder {
    func decodeSingleLineInput(_ reader: MappingReader) -> SingleLineInputRow? {
        let title = optionalText(reader, "title")
        let placeholder = optionalText(reader, "placeholder")
        let binding = binding(reader)
        let type = word(reader, "type", SingleLineInputRow.InputType.self) ?? .regular
        rejectUnless(type == .regular, reader, "capitalization", because: "for `type: \(type.rawValue)`")
        rejectUnless(type == .regular, reader, "autocorrection", because: "for `type: \(type.rawValue)`")
        let capitalization = flag(reader, "capitalization", default: true)
        let autocorrection = flag(reader, "autocorrection", default: true)
        let maxLength = reader.value("maxLength").flatMap { values.int($0, what: "`maxLength`", range: 0...Int.max) } ?? 0
        let clearType = word(reader, "clearType", SingleLineInputRow.ClearType.self) ?? .none
        let alignment = word(reader, "alignment", SingleLineInputRow.Alignment.self) ?? .default
        let spacing = reader.value("spacing").flatMap { values.number($0, what: "`spacing`") } ?? 0
        let enabled = condition(reader, "enabled")
        let action = reader.value("action").flatMap(values.externalAction)
        guard let binding else { return nil }
        return SingleLineInputRow(
            title: title, placeholder: placeholder, binding: binding, type: type, capitalization: capitalization,
            autocorrection: autocorrection, maxLength: maxLength, clearType: clearType, alignment: alignment,
            enabled: enabled, action: action, spacing: spacing)
    }

    func decodeMultilineInput(_ reader: MappingReader) -> MultilineInputRow? {
        let placeholder = optionalText(reader, "placeholder")
        let binding = binding(reader)
        let maxLength = reader.value("maxLength").flatMap { values.int($0, what: "`maxLength`", range: 1...Int.max) }
        rejectUnless(reader.hasOrMisspells("maxLength"), reader, "displayLimit", because: "without `maxLength`")
        let displayLimit = flag(reader, "displayLimit", default: true)
        let capitalization = flag(reader, "capitalization", default: true)
        let autocorrection = flag(reader, "autocorrection", default: true)
        let minimalHeight = reader.value("minimalHeight").flatMap { values.number($0, what: "`minimalHeight`") }
        guard let binding else { return nil }
        return MultilineInputRow(
            placeholder: placeholder, binding: binding, maxLength: maxLength, displayLimit: displayLimit,
            capitalization: capitalization, autocorrection: autocorrection, minimalHeight: minimalHeight)
    }
}
