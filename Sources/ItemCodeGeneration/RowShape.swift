import ScreenDiagnostics
import ScreenItems

/// A built-in kind as the generators see it: its description and the properties of its row struct, derived from
/// the keys' storage (`KeyStorage`) in key order.
struct RowShape {
    let description: ItemDescription
    let row: BuiltinRow
    let properties: [RowProperty]

    /// The shape of a kind with a typed row; nil for a kind without one.
    init?(_ description: ItemDescription) {
        guard let row = description.row else { return nil }
        self.description = description
        self.row = row
        self.properties = description.keys.flatMap { RowProperty.properties(of: $0, in: description) }
    }

    /// `switch` → `Switch`: the kind's name as it is spelt in generated function names.
    var upperName: String { SwiftIdentifier.upperFirst(description.name) }

    /// The key named `name`; stops generation when the description names a key it does not have.
    func key(_ name: String) -> ItemKey {
        guard let key = description.key(named: name) else {
            preconditionFailure("ItemCodeGeneration: \(description.name) has no key `\(name)`")
        }
        return key
    }

    /// The property that holds key `name`'s value (for a reader filling several, the first).
    func property(ofKey name: String) -> RowProperty {
        guard let property = properties.first(where: { $0.key.name == name }) else {
            preconditionFailure("ItemCodeGeneration: \(description.name)'s key `\(name)` has no property of its own")
        }
        return property
    }

    /// The property holding the `change` hook of binding key `binding`, if the kind has one.
    func changeHook(of binding: String) -> RowProperty? {
        properties.first { if case .read(.changeHook(binding)) = $0.value { true } else { false } }
    }
}

/// One stored property of a row struct.
struct RowProperty {
    /// What the property holds, for the decoder and the call builder.
    enum Value {
        case text, condition, bool, int, enumeration(type: String, cases: [ItemEnumCase]), binding, hook, action, icon
        /// A peer key (`ItemValueKind.peer`): an expression of type `Peer` or `Peer?`.
        case peer
        /// A typed key (`ItemValueKind.value`): an expression of the key's type.
        case expression
        /// An enumeration key whose word may be chosen by the state (`ItemKey.byState`): a `WordChoice` of `type`.
        case wordChoice(type: String, cases: [ItemEnumCase])
        /// Filled by a named reader (`ItemReader`): a text and its format, a label style, a checkbox behavior, …
        case read(ItemReader)
    }

    var name: String
    /// The Swift type, as declared (`DisplayText?`, `TextColor`).
    var type: String
    var value: Value
    /// The key it is read from (a reader's key for the properties the reader fills).
    var key: ItemKey
    /// The initializer's default for the property, as Swift; nil for none.
    var defaultValue: String?
    var doc: String

    var isOptional: Bool { type.hasSuffix("?") }

    /// The properties key `key` of `description` is stored in: none for a key read with another.
    static func properties(of key: ItemKey, in description: ItemDescription) -> [RowProperty] {
        switch key.storage {
        case .with:
            return []
        case .property(let name, let typeName):
            return [stored(key, name: name ?? key.name, typeName: typeName, in: description)]
        case .reader(let reader):
            return read(key, by: reader)
        }
    }

    private static func stored(_ key: ItemKey, name: String, typeName: String?, in description: ItemDescription)
        -> RowProperty
    {
        let optional = key.isRequired ? "" : "?"
        var property = RowProperty(
            name: name, type: "", value: .text, key: key, defaultValue: nil, doc: doc(of: key))
        switch key.kind {
        case .text:
            property.type = "DisplayText" + optional
        case .condition:
            (property.type, property.value) = ("Expression?", .condition)
        case .bool:
            guard case .bool(let value)? = key.defaultValue else {
                fail(key, in: description, "a Bool needs a default")
            }
            (property.type, property.value, property.defaultValue) = ("Bool", .bool, String(value))
        case .int:
            property.value = .int
            if case .int(let value)? = key.defaultValue {
                (property.type, property.defaultValue) = ("Int", String(value))
            } else {
                property.type = "Int?"
            }
        case .enumeration(let cases):
            let type = typeName ?? SwiftIdentifier.upperFirst(name)
            property.value = .enumeration(type: type, cases: cases)
            if key.byState {
                guard case .enumCase(let name)? = key.defaultValue else {
                    fail(key, in: description, "a word chosen by the state needs a default")
                }
                property.value = .wordChoice(type: type, cases: cases)
                (property.type, property.defaultValue) = ("WordChoice<\(type)>", ".word(.\(name))")
            } else if case .enumCase(let name)? = key.defaultValue {
                (property.type, property.defaultValue) = (type, "." + name)
            } else {
                property.type = type + "?"
            }
        case .binding:
            (property.type, property.value) = ("Located<String>" + optional, .binding)
        case .hook:
            (property.type, property.value) = ("HookReference?", .hook)
        case .action:
            (property.type, property.value) = ("ActionTarget?", .action)
        case .icon:
            (property.type, property.value) = ("IconReference?", .icon)
        case .peer:
            (property.type, property.value) = ("Expression" + optional, .peer)
        case .value:
            (property.type, property.value) = ("Expression" + optional, .expression)
        case .presence, .revealOptions, .special:
            fail(key, in: description, "its kind needs a reader (`KeyStorage.reader`)")
        }
        if property.isOptional && property.defaultValue == nil { property.defaultValue = "nil" }
        return property
    }

    private static func read(_ key: ItemKey, by reader: ItemReader) -> [RowProperty] {
        func property(_ name: String, _ type: String, default value: String? = nil, doc: String? = nil) -> RowProperty {
            let value = value ?? (type.hasSuffix("?") ? "nil" : nil)
            return RowProperty(
                name: name, type: type, value: .read(reader), key: key, defaultValue: value,
                doc: doc ?? self.doc(of: key))
        }
        switch reader {
        case .actionTarget(let required, _):
            let type = required ? "ActionTarget" : "ActionTarget?"
            return [property(key.name, type, doc: "What a tap does: `action`, `push` or `set`.")]
        case .textOrMarkdown:
            return [
                property("text", "DisplayText", doc: "The text, from `text:` or `markdown:`."),
                property("format", "TextFormat", doc: "`.markdown` when the text is `markdown:`, else `.plain`."),
            ]
        case .linkAction:
            return [property(key.name, "HookReference?")]
        case .labelStyle:
            return [
                property(
                    key.name, "LabelStyle",
                    doc: "`labelStyle`, with the colour of `labelColor` for `coloredText` and `badge`.")
            ]
        case .checkboxBehavior:
            return [
                property(
                    "behavior", "Behavior",
                    doc: "What the checkbox shows and does: `bind` (with `selects`) or `checked` with `action` / "
                        + "`push`.")
            ]
        case .subItems:
            return [property(key.name, "[SubItem]")]
        case .headerAccessory:
            return [property(key.name, "HeaderAccessory?")]
        case .changeHook:
            return [
                property(
                    key.name, "HookReference?",
                    doc: "The hook called with the new value when the control changes its binding (`change:`); for "
                        + "a binding to app data always set (default `update<Field>`), since the control cannot write "
                        + "app data itself.")
            ]
        case .number(let value):
            return [property(key.name, value == nil ? "Double?" : "Double", default: value.map(SwiftNumber.literal))]
        }
    }

    /// The doc comment of a key's property: the key and what it becomes in ItemListUI, from its docs row.
    private static func doc(of key: ItemKey) -> String {
        guard let parameter = key.doc?.parameter else { return "`\(key.name)`." }
        return "`\(key.name)`: \(parameter)."
    }

    private static func fail(_ key: ItemKey, in description: ItemDescription, _ reason: String) -> Never {
        preconditionFailure("ItemCodeGeneration: key `\(key.name)` of \(description.name): \(reason)")
    }
}

/// Swift number literals for generated source.
enum SwiftNumber {
    /// `0`, `12.5`: a whole number without a fraction.
    static func literal(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }
}
