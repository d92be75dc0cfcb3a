import ScreenExpressions
import ScreenIR

/// Builds the value structs: the state, the app data (with its list elements) and the parameters.
enum ValueTypesBuilder {
    static func state(_ screen: Screen) -> RecordContext {
        record(screen.state.map { ($0.name.value, $0.type, $0.enumTypeName, Optional($0.defaultValue)) }, screen)
    }

    /// A parameter without a default has none here either (the caller passes it), except an optional: `nil`.
    static func parameters(_ screen: Screen) -> RecordContext {
        record(screen.parameters.map { ($0.name.value, $0.type, $0.enumTypeName, $0.defaultValue) }, screen)
    }

    /// App data has no defaults, except `nil` for optionals.
    static func data(_ screen: Screen) -> DataContext {
        let record = record(screen.data.map { ($0.name.value, $0.type, $0.enumTypeName, nil) }, screen)
        let elements = screen.data.compactMap { field -> ElementContext? in
            guard let list = field.listType else { return nil }
            let element = self.record(
                list.fields.map { ($0.name.value, $0.type, $0.enumTypeName, nil) }, screen, indent: 12)
            return ElementContext(
                name: list.element.value, fields: element.fields, enums: element.enums, isSendable: element.isSendable)
        }
        return DataContext(
            fields: record.fields, enums: record.enums, elements: elements, hasFields: record.hasFields,
            isSendable: record.isSendable)
    }

    /// The type as declared inside its owner: `Bool`, `String?`, `Mode` (a nested enum), `[BlockedPeer]`.
    static func declaredType(_ type: ValueType, enumName: String, appTypes: SwiftTypeNames? = nil) -> String {
        switch type {
        case .bool: "Bool"
        case .int: "Int"
        case .string: "String"
        case .int32: "Int32"
        case .int64: "Int64"
        case .double: "Double"
        case .enumeration: enumName
        case .optional(let wrapped): declaredType(wrapped, enumName: enumName, appTypes: appTypes) + "?"
        case .list(let list): "[\(list.element.value)]"
        case .peer: "EnginePeer"
        case .peerId: "EnginePeer.Id"
        case .app(let appType): appTypes?.swift(appType) ?? appType.description
        case .array(let element): "[\(declaredType(element, enumName: enumName, appTypes: appTypes))]"
        case .dictionary(let key, let value):
            "[\(declaredType(key, enumName: enumName, appTypes: appTypes)): "
                + "\(declaredType(value, enumName: enumName, appTypes: appTypes))]"
        }
    }

    /// Fields as (name, type, enum type name, default); an optional without a default defaults to `nil`. The `init`
    /// of the struct assigns them at `indent` (12 in a list's element struct, nested in the data struct).
    private static func record(
        _ fields: [(String, ValueType, String, ExpressionValue?)], _ screen: Screen, indent: Int = 8
    ) -> RecordContext {
        var appTypes: SwiftTypeNames?
        if !screen.declarations.isEmpty {
            appTypes = SwiftTypeNames(names: SwiftNames(screen: screen.name.value, affixes: .none))
            appTypes?.declared = screen.declarations.swiftNames
        }
        let contexts = fields.enumerated().map { index, field in
            let (name, type, enumName, defaultValue) = field
            let swiftType = declaredType(type, enumName: enumName, appTypes: appTypes)
            let value = defaultValue.map(SwiftExpressions.value) ?? (type.wrapped != nil ? "nil" : "")
            return FieldContext(
                name: name, type: swiftType, defaultValue: value,
                parameter: value.isEmpty ? "\(name): \(swiftType)" : "\(name): \(swiftType) = \(value)",
                assignment: LineBreaking.selfAssignment(name, indent: indent), isLast: index == fields.count - 1)
        }
        let enums = fields.compactMap { field -> EnumContext? in
            let type = field.1.wrapped ?? field.1
            guard case .enumeration(let cases) = type else { return nil }
            return EnumContext(name: field.2, cases: TemplateContextBuilder.nameList(cases.map(\.value)))
        }
        return RecordContext(
            fields: contexts, enums: enums, hasFields: !contexts.isEmpty,
            isSendable: SwiftSendability.isSendable(fields.map(\.1), in: screen.declarations))
    }
}
