import ScreenDiagnostics
import ScreenExpressions
import YAMLReader

extension RowDecoder {
    /// `forEach: <element> in <list>`.
    func decodeRepetition(_ node: YAMLNode) -> Repetition? {
        guard let scalar = values.scalar(node, what: "`forEach`") else { return nil }
        let words = Self.words(of: scalar.value)
        guard words.count == 3, words[1].text == "in" else {
            let help: String
            if words.count == 1, let singular = ElementName.singular(of: words[0].text) {
                help = "name the element too: `forEach: \(singular) in \(words[0].text)`"
            } else if words.count == 4, words[0].text == "for", words[2].text == "in" {
                help = "leave out `for`: `forEach: \(words[1].text) in \(words[3].text)`"
            } else {
                help = "name the element and the list of app data it comes from, like `forEach: peer in blockedPeers`"
            }
            sink.report(
                .invalidForEach, "`forEach` must be `<element> in <list>`, not `\(scalar.value)`", at: node.span,
                help: help)
            return nil
        }
        let offset = ValueReader.textColumnOffset(of: scalar, at: node.span)
        func located(_ word: (text: String, offset: Int, length: Int)) -> Located<String> {
            Located(word.text, span: offset.map { node.span.subspan(offset: $0 + word.offset, length: word.length) } ?? node.span)
        }
        let element = located(words[0])
        guard values.checkIdentifier(element, what: "element name") else { return nil }
        return Repetition(element: element, list: located(words[2]), span: node.span)
    }

    /// The words of `text` split at whitespace, with their offsets and lengths in Unicode scalars.
    private static func words(of text: String) -> [(text: String, offset: Int, length: Int)] {
        var words: [(text: String, offset: Int, length: Int)] = []
        var current = ""
        var start = 0
        for (offset, scalar) in text.unicodeScalars.enumerated() {
            if scalar.properties.isWhitespace {
                if !current.isEmpty { words.append((current, start, offset - start)) }
                current = ""
            } else {
                if current.isEmpty { start = offset }
                current.unicodeScalars.append(scalar)
            }
        }
        if !current.isEmpty { words.append((current, start, text.unicodeScalars.count - start)) }
        return words
    }

    /// The item with its `change` hook: as written, or for a switch, expandable switch or checkbox bound to app data
    /// the default `update<Field>` / `update<Element><Field>` (the control cannot write app data itself).
    func withChangeHook(_ item: RowItem, _ reader: MappingReader, repetition: Repetition?) -> RowItem {
        // The common case, a screen without app data and a row without `change`: nothing to add.
        if dataFields.isEmpty && !reader.has("change") { return item }
        var change = reader.value("change").flatMap { values.hook($0, what: "a change hook") }
        guard let binding = item.boundField else {
            if let key = reader.keyNode("change") {
                sink.report(
                    .conflictingKeys, "`change` has no effect without `bind`", at: key.span,
                    help: "a checkbox with `checked` calls its `action`; remove `change`")
            }
            return item
        }
        let writesAppData = item.kind == .switch || item.kind == .expandableSwitch || item.kind == .checkbox
        if change == nil, writesAppData, let name = defaultChangeHookName(binding.value, repetition: repetition) {
            change = HookReference(name: Located(name, span: binding.span))
        }
        return item.settingChange(change)
    }

    /// `updateAutoplayGifs` for `bind: autoplayGifs` (a data field), `updateBlockedPeerMuted` for `bind: peer.muted`
    /// (a field of the row's element); nil when the binding names no app data.
    func defaultChangeHookName(_ binding: String, repetition: Repetition?) -> String? {
        guard let dot = binding.firstIndex(of: ".") else {
            return dataFields[binding] == nil ? nil : "update" + SwiftIdentifier.upperFirst(binding)
        }
        let fieldName = String(binding[binding.index(after: dot)...])
        guard let repetition, repetition.element.value == binding[..<dot],
            let list = dataFields[repetition.list.value]?.listType, list.field(named: fieldName) != nil
        else { return nil }
        return "update" + list.element.value + SwiftIdentifier.upperFirst(fieldName)
    }
}
