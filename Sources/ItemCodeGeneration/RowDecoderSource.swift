import ScreenItems

/// The decoders of the row structs (`RowDecoder.decodeSwitch`): each key read in key order by its value kind or its
/// named reader (`RowDecoder+Readers.swift`), the keys that mean nothing without another reported
/// (`KeyRequirement`), then the struct, or nil when a required value is missing or does not decode.
enum RowDecoderSource {
    static func file(_ rows: [RowShape]) -> String {
        var writer = SwiftWriter()
        writer.line("import ScreenDiagnostics")
        writer.line("import ScreenExpressions")
        writer.line()
        writer.block("extension RowDecoder {") { writer in
            for (index, row) in rows.enumerated() {
                if index > 0 { writer.line() }
                write(row, to: &writer)
            }
        }
        return ItemSources.header + writer.text
    }

    private static func write(_ shape: RowShape, to writer: inout SwiftWriter) {
        let type = shape.row.typeName
        writer.doc(
            "The keys of \(shape.description.phrase), read into `\(type)`; nil when a required key is missing or a "
                + "value does not decode.")
        writer.block("func decode\(shape.upperName)(_ reader: MappingReader) -> \(type)? {") { writer in
            var required: [String] = []
            var locals: Set<String> = []
            for key in shape.description.keys {
                guard let (variable, value, binding) = read(key, in: shape) else { continue }
                // A reader named like a local declared before (`binding` after `let binding`) is called on `self`.
                let call = value.prefix { $0 != "(" }
                writer.statement("let \(variable) = " + (locals.contains(String(call)) ? "self." : "") + value)
                locals.insert(variable)
                if let binding { required.append(binding) }
            }
            for key in shape.description.keys {
                guard let requirement = key.requirement else { continue }
                writer.statement(check(requirement, of: key, in: shape))
            }
            if !required.isEmpty { writer.line("guard \(required.joined(separator: ", ")) else { return nil }") }
            let arguments = shape.properties.filter { !$0.isChangeHook }.map { "\($0.name): \($0.name)" }
            writer.call("return \(type)(", arguments)
        }
    }

    /// The statement that reads `key`, and what the closing `guard` binds when the value is required; nil for a key
    /// read with another or not by this decoder.
    private static func read(
        _ key: ItemKey, in shape: RowShape
    ) -> (variable: String, value: String, required: String?)? {
        let name = "\"\(key.name)\""
        switch key.storage {
        case .with:
            return nil
        case .property:
            let property = shape.property(ofKey: key.name)
            let variable = property.name
            let fallback = property.defaultValue.flatMap { $0 == "nil" ? nil : " ?? \($0)" } ?? ""
            let value: String
            switch property.value {
            case .text: value = key.isRequired ? "requiredText(reader, \(name))" : "optionalText(reader, \(name))"
            case .condition: value = "condition(reader, \(name))"
            case .bool: value = "flag(reader, \(name), default: \(property.defaultValue!))"
            case .int:
                guard case .int(let minimum) = key.kind else { preconditionFailure() }
                value = "int(reader, \(name), minimum: \(minimum))" + fallback
            case .enumeration(let enumType, _):
                value = "word(reader, \(name), \(shape.row.typeName).\(enumType).self)" + fallback
            case .wordChoice(let enumType, _):
                value = "wordChoice(reader, \(name), \(shape.row.typeName).\(enumType).self)" + fallback
            case .binding:
                let help = key.help.map { ", help: \(SwiftWriter.literal($0))" } ?? ""
                value = "binding(reader, \(name), required: \(key.isRequired)\(help))"
            case .hook: value = "hook(reader, \(name))"
            case .action: value = "action(reader, \(name))"
            case .icon: value = "icon(reader, \(name))"
            case .peer: value = "peer(reader, \(name))"
            case .expression: value = "expression(reader, \(name))"
            case .read: preconditionFailure("ItemCodeGeneration: a stored property is never read")
            }
            let isRequired =
                !property.isOptional && (property.value.isText || property.value.isBinding || property.value.isPeer)
            return (variable, value, isRequired ? "let \(variable)" : nil)
        case .reader(let reader):
            let property = shape.property(ofKey: key.name)
            switch reader {
            case .actionTarget(let required, let allowsSet):
                let value = "values.actionTarget(in: reader, required: \(required), allowsSet: \(allowsSet))"
                return (property.name, value, required ? "let \(property.name)" : nil)
            case .textOrMarkdown:
                return ("content", "textOrMarkdown(reader)", "let (text, format) = content")
            case .linkAction(let alwaysMarkdown):
                let markdown = alwaysMarkdown ? "true" : "content?.1 != .plain"
                return (property.name, "linkAction(reader, isMarkdown: \(markdown))", nil)
            case .labelStyle:
                return (property.name, "labelStyle(reader)", nil)
            case .checkboxBehavior:
                return (property.name, "checkboxBehavior(reader)", "let \(property.name)")
            case .subItems:
                return (property.name, "subItems(reader)", nil)
            case .headerAccessory:
                return (property.name, "headerAccessory(reader)", nil)
            case .changeHook:
                return nil
            case .number(let value):
                let fallback = value.map { " ?? \(SwiftNumber.literal($0))" } ?? ""
                return (property.name, "number(reader, \(name))\(fallback)", nil)
            }
        }
    }

    /// The report of `key` given where `requirement` does not hold.
    private static func check(_ requirement: KeyRequirement, of key: ItemKey, in shape: RowShape) -> String {
        switch requirement {
        case .key(let other):
            // A misspelt `other` is reported as the unknown key it is, with "did you mean", not also as this key.
            return "rejectUnless(reader.hasOrMisspells(\"\(other)\"), reader, \"\(key.name)\", "
                + "because: \"without `\(other)`\")"
        case .without(let other):
            return "rejectUnless(!reader.has(\"\(other)\"), reader, \"\(key.name)\", because: \"with `\(other)`\")"
        case .value(let other, let value):
            let property = shape.property(ofKey: other).name
            return "rejectUnless(\(property) == .\(value), reader, \"\(key.name)\", "
                + "because: \"for `\(other): \\(\(property).rawValue)`\")"
        }
    }
}

extension RowProperty {
    /// Whether the row decoder sets the property after the kind's decoder (a `change` hook).
    var isChangeHook: Bool { if case .read(.changeHook) = value { true } else { false } }
}

extension RowProperty.Value {
    var isText: Bool { if case .text = self { true } else { false } }
    var isBinding: Bool { if case .binding = self { true } else { false } }
    var isPeer: Bool { if case .peer = self { true } else { false } }
}
