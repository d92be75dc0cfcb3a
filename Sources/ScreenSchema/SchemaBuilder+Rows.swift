import Foundation
import ScreenIR

extension SchemaBuilder {
    /// `row` and one `row.<kind>` definition per item kind: a row's kind (`item:`) selects its kind's keys with
    /// `if`/`then`, so editors complete and check the keys of that kind. A row whose `item:` is none of `items`
    /// (a screen's custom item) is checked for `id` and `item` only.
    mutating func addRows(_ items: [ItemDescription]) {
        var common: [String: SchemaJSON] = [:]
        for key in ScreenLanguage.rowCommon.keys + ScreenLanguage.rowRepetition.keys {
            common[key.name] = .object(Self.described(schema(key.shape), key.summary, anchor: key.anchor))
        }
        let required = (ScreenLanguage.rowCommon.requiredNames + ScreenLanguage.rowRepetition.requiredNames)
        var kinds: [SchemaJSON] = []
        for item in items {
            definitions["row.\(item.name)"] = .object(rowKind(item, common: common, required: required))
            kinds.append(
                .object([
                    "if": .object([
                        "properties": .object(["item": .object(["const": .string(item.name)])]),
                        "required": .array([.string("item")]),
                    ]),
                    "then": Self.ref("row.\(item.name)"),
                ]))
        }
        // `item:` completes with the shipped kinds and accepts any other name (a custom item).
        var anyRow = common
        if case .object(var item) = common["item"] {
            item["anyOf"] = .array([
                .object(["enum": .array(items.map { .string($0.name) })]), .object(["type": .string("string")]),
            ])
            anyRow["item"] = .object(item)
        }
        var row = Self.described(
            .object([:]),
            "A row: `id`, `item` (its kind) and the kind's keys. Rows of the screen's custom items (`items:`) are not "
                + "checked beyond `id` and `item`.",
            anchor: "rows")
        row["type"] = .string("object")
        row["properties"] = .object(anyRow)
        row["required"] = .array(required.map(SchemaJSON.string))
        row["allOf"] = .array(kinds)
        definitions["row"] = .object(row)
    }

    /// The keys of a row of `item`'s kind: the common keys, `item: <name>`, the kind's own keys, and no others.
    private func rowKind(_ item: ItemDescription, common: [String: SchemaJSON], required: [String]) -> [String: SchemaJSON] {
        let anchor = item.name.lowercased()
        var properties = common
        for key in item.keys {
            properties[key.name] = .object(Self.described(schema(key.shape), Self.summary(of: key, in: item), anchor: anchor))
        }
        var members = Self.described(
            .object([:]), "\(item.phrase.prefix(1).uppercased())\(item.phrase.dropFirst()) (`\(item.swiftName)`): \(item.summary).",
            anchor: anchor)
        members["type"] = .string("object")
        members["properties"] = .object(properties)
        members["additionalProperties"] = .bool(false)
        members["required"] = .array((required + item.keys.filter(\.isRequired).map(\.name)).map(SchemaJSON.string))
        return members
    }

    /// A key's hover text: its docs table row in a sentence.
    static func summary(of key: ItemKey, in item: ItemDescription) -> String {
        var parts = ["`\(key.name)` of \(item.phrase): \(key.doc?.type ?? key.docType)."]
        if let doc = key.doc {
            parts.append("\(item.swiftName): \(doc.parameter).")
            if let required = doc.required, !required.isEmpty { parts.append("Required: \(required).") }
            if let defaultText = doc.defaultText, !defaultText.isEmpty { parts.append("Default: \(defaultText).") }
        }
        if key.isRequired { parts.append("Required.") }
        if let defaultValue = key.defaultValue, key.doc?.defaultText == nil { parts.append("Default: \(defaultValue.docText).") }
        // The docs tables link within Language.md (`[Icon](#icons)`); from an editor the link needs the page.
        return parts.joined(separator: " ").replacingOccurrences(of: "](#", with: "](\(ScreenSchema.docsPath)#")
    }
}
