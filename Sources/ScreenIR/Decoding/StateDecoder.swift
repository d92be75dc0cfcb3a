import ScreenDiagnostics
import ScreenExpressions
import YAMLReader

/// Decodes `state:`: a mapping from field names to shorthand defaults, `{ type:, default: }` or `{ enum:, default: }`.
struct StateDecoder {
    let values: ValueReader
    let sink: DiagnosticSink

    func decode(_ node: YAMLNode) -> [StateField] {
        guard let pairs = node.mapping else {
            sink.report(
                .wrongType, "`state` must be a mapping from field names to defaults, not \(node.kindDescription)",
                at: node.span)
            return []
        }
        var fields: [StateField] = []
        for pair in pairs {
            guard let name = values.identifier(pair.key, what: "state field") else { continue }
            if let first = fields.first(where: { $0.name.value == name.value }) {
                sink.report(
                    .duplicateID, "state field `\(name.value)` is declared twice", at: name.span,
                    labels: [Diagnostic.Label(span: first.name.span, message: "first declared here")])
                continue
            }
            if let field = decodeField(name: name, value: pair.value) { fields.append(field) }
        }
        return fields
    }

    private func decodeField(name: Located<String>, value: YAMLNode) -> StateField? {
        let span = name.span.union(value.span)
        if value.mapping == nil {
            guard let scalar = values.scalar(value, what: "the default of `\(name.value)`") else { return nil }
            let (type, defaultValue) = Self.inferred(from: scalar)
            if type == .string { values.warnIfAmbiguous(scalar, at: value.span) }
            return StateField(name: name, type: type, defaultValue: defaultValue, span: span)
        }
        guard
            let reader = MappingReader(
                value, what: "state field `\(name.value)`", allowed: ["type", "enum", "default"], sink: sink)
        else { return nil }
        defer { reader.finish() }

        if let enumNode = reader.value("enum") {
            if let typeKey = reader.keyNode("type") {
                sink.report(
                    .conflictingKeys, "state field `\(name.value)` cannot have both `type` and `enum`", at: typeKey.span,
                    help: "an enum field lists its cases under `enum` and needs no `type`")
            }
            return decodeEnum(name: name, casesNode: enumNode, reader: reader, span: span)
        }
        guard let typeNode = reader.require("type", help: "use `type: Bool`, `Int` or `String`, or `enum: [a, b]`"),
            let typeName = values.scalar(typeNode, what: "a state type")
        else { return nil }
        let type: ValueType
        switch typeName.value {
        case "Bool": type = .bool
        case "Int": type = .int
        case "String": type = .string
        default:
            values.reportUnknownWord(typeName.value, what: "state type", options: ["Bool", "Int", "String"], at: typeNode.span)
            return nil
        }
        // A missing or invalid default is reported; the field is kept with its type's zero value so that
        // bindings and conditions that use it are still checked (no cascade of "unknown field" errors).
        let defaultValue = reader.require("default").flatMap { decodeDefault($0, type: type, field: name.value) }
        return StateField(name: name, type: type, defaultValue: defaultValue ?? Self.zeroValue(of: type), span: span)
    }

    private func decodeEnum(name: Located<String>, casesNode: YAMLNode, reader: MappingReader, span: SourceSpan)
        -> StateField?
    {
        guard let items = casesNode.sequence else {
            sink.report(
                .wrongType, "the cases of `\(name.value)` must be a list, not \(casesNode.kindDescription)",
                at: casesNode.span)
            return nil
        }
        var cases: [Located<String>] = []
        for item in items {
            guard let caseName = values.identifier(item, what: "enum case") else { continue }
            if let first = cases.first(where: { $0.value == caseName.value }) {
                sink.report(
                    .duplicateEnumCase, "case `\(caseName.value)` is listed twice in `\(name.value)`", at: caseName.span,
                    labels: [Diagnostic.Label(span: first.span, message: "first listed here")])
                continue
            }
            cases.append(caseName)
        }
        guard let firstCase = cases.first else {
            sink.report(.invalidValue, "enum field `\(name.value)` needs at least one case", at: casesNode.span)
            return nil
        }
        let field = { (defaultCase: String) in
            StateField(name: name, type: .enumeration(cases: cases), defaultValue: .enumCase(defaultCase), span: span)
        }
        guard let defaultNode = reader.require("default", help: "name the case the screen starts with"),
            let defaultCase = values.scalar(defaultNode, what: "the default case")
        else { return field(firstCase.value) }
        let caseNames = cases.map(\.value)
        guard caseNames.contains(defaultCase.value) else {
            sink.report(
                .invalidDefault, "`\(defaultCase.value)` is not a case of `\(name.value)`", at: defaultNode.span,
                notes: ["cases: \(caseNames.joined(separator: ", "))"],
                help: Suggestion.didYouMean(defaultCase.value, in: caseNames))
            return field(firstCase.value)
        }
        return field(defaultCase.value)
    }

    private func decodeDefault(_ node: YAMLNode, type: ValueType, field: String) -> ExpressionValue? {
        guard let scalar = node.scalar, !(scalar.isNull && type != .string) else {
            sink.report(.invalidDefault, "the default of `\(field)` must be a \(type.name) value", at: node.span)
            return nil
        }
        switch type {
        case .bool:
            if scalar.style == .plain, let value = ValueReader.boolLiteral(scalar.value) { return .bool(value) }
        case .int:
            if scalar.style == .plain, let value = ValueReader.intLiteral(scalar.value) { return .int(value) }
        case .string:
            values.warnIfAmbiguous(scalar, at: node.span)
            return .string(scalar.isNull ? "" : scalar.value)
        case .enumeration, .optional, .list:
            break
        }
        sink.report(
            .invalidDefault, "`\(scalar.value)` is not a \(type.name) value for `\(field)`", at: node.span,
            help: type == .bool ? "use `true` or `false` without quotes" : "use a whole number without quotes")
        return nil
    }

    /// The value a field starts with when its default is missing or invalid.
    static func zeroValue(of type: ValueType) -> ExpressionValue {
        switch type {
        case .bool: .bool(false)
        case .int: .int(0)
        case .string: .string("")
        case .enumeration(let cases): .enumCase(cases.first?.value ?? "")
        case .optional: .null
        case .list: .list([])
        }
    }

    /// The type and value of a shorthand default: plain `true`/`false` → Bool, plain integer → Int, else String.
    static func inferred(from scalar: YAMLScalar) -> (ValueType, ExpressionValue) {
        if scalar.isPlainUntagged {
            if let value = ValueReader.boolLiteral(scalar.value) { return (.bool, .bool(value)) }
            if let value = ValueReader.intLiteral(scalar.value), !YAML11Ambiguity.isAmbiguous(scalar) {
                return (.int, .int(value))
            }
        }
        return (.string, .string(scalar.value))
    }
}
