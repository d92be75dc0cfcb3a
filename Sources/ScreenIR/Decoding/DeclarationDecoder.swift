import ScreenDiagnostics
import ScreenExpressions
import YAMLReader

/// The three blocks that declare typed values: `state:`, `parameters:` and `data:`. They share their forms (a
/// shorthand value, `{ type: … }`, `{ enum: […] }`) and differ in keys and in what the written value means.
enum DeclarationKind {
    case state, parameter, data

    /// The block's key.
    var blockKey: String {
        switch self {
        case .state: "state"
        case .parameter: "parameters"
        case .data: "data"
        }
    }

    /// "state field", "parameter", "data field".
    var phrase: String {
        switch self {
        case .state: "state field"
        case .parameter: "parameter"
        case .data: "data field"
        }
    }

    /// The keys of a declaration written as a mapping.
    var keys: [String] {
        switch self {
        case .state: Self.stateKeys
        case .parameter: Self.parameterKeys
        case .data: Self.dataKeys
        }
    }

    private static let stateKeys = ScreenLanguage.stateDeclaration.names
    private static let parameterKeys = ScreenLanguage.parameterDeclaration.names
    private static let dataKeys = ScreenLanguage.dataDeclaration.names

    /// The key whose value a shorthand gives: `default` (state, parameters) or `sample` (data).
    var shorthandRole: String { self == .data ? "sample" : "default" }

    /// Where a key of another kind of declaration is allowed, for `unknown-key` notes.
    func placeAccepting(_ key: String) -> String? {
        switch key {
        case "sample": self == .state ? "a parameter or data field (state starts from its `default`)" : nil
        case "default": self == .data ? "a state field or parameter (app data has a `sample` for the preview)" : nil
        case "list", "element": self == .data ? nil : "a data field (lists are app data)"
        default: nil
        }
    }
}

/// One declaration as decoded: a state field, a parameter or a data field.
struct Declared {
    var name: Located<String>
    var type: ValueType
    /// `default:` (or a state or parameter shorthand); for state always set (the zero value when it is missing).
    var defaultValue: ExpressionValue?
    /// `sample:` (or a data shorthand).
    var sample: ExpressionValue?
    var span: SourceSpan
}

/// Decodes `state:`, `parameters:` or `data:`: a mapping from names to shorthand values, `{ type:, … }`,
/// `{ enum:, … }` or (data only) `{ list:, element:, sample: }`.
struct DeclarationDecoder {
    let values: ValueReader
    let sink: DiagnosticSink
    let kind: DeclarationKind
    private let types: TypeDecoder
    private let valueDecoder: ValueDecoder

    init(values: ValueReader, sink: DiagnosticSink, kind: DeclarationKind, declarations: AppDeclarations = AppDeclarations()) {
        self.values = values
        self.sink = sink
        self.kind = kind
        self.types = TypeDecoder(values: values, sink: sink, declarations: declarations)
        self.valueDecoder = ValueDecoder(values: values, sink: sink, interface: declarations.interface)
    }

    /// The declarations of the block, each made into a `Result` by `make` (a `StateField`, a `Parameter`, …).
    func decode<Result>(_ node: YAMLNode, _ make: (Declared) -> Result) -> [Result] {
        guard let pairs = node.mapping else {
            let what = kind == .state ? "defaults" : kind == .parameter ? "types or defaults" : "types or samples"
            sink.report(
                .wrongType,
                "`\(kind.blockKey)` must be a mapping from \(kind.phrase) names to \(what), not \(node.kindDescription)",
                at: node.span)
            return []
        }
        var names = FirstOccurrences()
        var declarations: [Result] = []
        declarations.reserveCapacity(pairs.count)
        // The phrase apart: the message, built only for a report, then captures a word, not this decoder.
        let phrase = kind.phrase
        for pair in pairs {
            guard let name = values.identifier(pair.key, what: phrase) else { continue }
            if let first = names.insert(name) {
                sink.report(
                    .duplicateID, "\(kind.phrase) `\(name.value)` is declared twice", at: name.span,
                    labels: [Diagnostic.Label(span: first, message: "first declared here")])
                continue
            }
            if let declaration = decodeDeclaration(name: name, value: pair.value) {
                declarations.append(make(declaration))
            } else {
                // Reported where it is declared; where it is used it is not also "no field".
                sink.gaps.noteFailedDeclaration(name.value)
            }
        }
        return declarations
    }

    private func decodeDeclaration(name: Located<String>, value: YAMLNode) -> Declared? {
        let span = name.span.union(value.span)
        if value.mapping == nil {
            if kind == .data, value.sequence != nil {
                sink.report(
                    .wrongType, "data field `\(name.value)` is a list: declare its element's fields", at: value.span,
                    help: "write `{ list: { id: Int, … }, sample: [...] }`")
                return nil
            }
            // `role` apart: the message, built only for a report, then captures a word, not this decoder.
            let role = kind.shorthandRole
            guard let scalar = values.scalar(value, what: "the \(role) of `\(name.value)`") else {
                return nil
            }
            let (type, written) = ValueDecoder.inferred(from: scalar)
            if type == .string { values.warnIfAmbiguous(scalar, at: value.span) }
            return kind == .data
                ? Declared(name: name, type: type, defaultValue: nil, sample: written, span: span)
                : Declared(name: name, type: type, defaultValue: written, sample: nil, span: span)
        }
        guard
            let reader = MappingReader(value, what: "\(kind.phrase) `\(name.value)`", allowed: kind.keys, sink: sink)
        else { return nil }
        defer { reader.finish(elsewhere: kind.placeAccepting) }
        guard let type = decodeType(name: name, reader) else { return nil }
        return Declared(
            name: name, type: type, defaultValue: decodeDefault(name: name, type: type, reader),
            sample: kind == .state
                ? nil : reader.value("sample").flatMap { valueDecoder.decode($0, as: type, of: name.value, role: "sample") },
            span: span)
    }

    /// The type from `list:`, `enum:` or `type:`, reporting conflicts between them.
    private func decodeType(name: Located<String>, _ reader: MappingReader) -> ValueType? {
        let what = { "\(kind.phrase) `\(name.value)`" }
        if kind == .data, let listNode = reader.value("list"), let listKey = reader.keyNode("list") {
            for other in ["type", "enum"] {
                guard let key = reader.keyNode(other) else { continue }
                sink.report(
                    .conflictingKeys, "\(what()) cannot have both `list` and `\(other)`", at: key.span,
                    help: "a list declares its element's fields under `list` and needs no `\(other)`")
            }
            return types.listType(of: name, fields: listNode, listKey: listKey, element: reader.value("element"))
                .map(ValueType.list)
        }
        if kind == .data, let elementKey = reader.keyNode("element"), !reader.misspells(["list"]) {
            sink.report(
                .conflictingKeys, "`element` has no effect without `list`", at: elementKey.span,
                help: "remove `element`: it names the element type of a list")
        }
        if let enumNode = reader.value("enum") {
            if let typeKey = reader.keyNode("type") {
                sink.report(
                    .conflictingKeys, "\(what()) cannot have both `type` and `enum`", at: typeKey.span,
                    help: "an enum field lists its cases under `enum` and needs no `type`")
            }
            return types.enumCases(of: name, enumNode).map { .enumeration(cases: $0) }
        }
        let help =
            kind == .data
            ? "use `type: Bool`, `Int` or `String` (`?` for optional), `enum: [a, b]` or `list: { id: Int, … }`"
            : "use `type: Bool`, `Int` or `String` (`?` for optional), or `enum: [a, b]`"
        guard let typeNode = reader.require("type", alternatives: ["enum", "list"], help: help) else { return nil }
        let typeWhat = kind == .state ? "state type" : kind == .parameter ? "parameter type" : "data type"
        return types.typeName(typeNode, what: typeWhat, allowsAppTypes: kind != .state)
    }

    /// `default:`: required for state that is not optional; a missing or invalid state default is replaced by the
    /// type's zero value, so bindings and conditions that use the field are still checked.
    private func decodeDefault(name: Located<String>, type: ValueType, _ reader: MappingReader) -> ExpressionValue? {
        guard kind != .data else { return nil }
        let node: YAMLNode?
        if kind == .state, type.wrapped == nil {
            let help: String? = if case .enumeration = type { "name the case the screen starts with" } else { nil }
            node = reader.require("default", help: help)
        } else {
            node = reader.value("default")
        }
        if let node, type.isAppType, node.scalar?.isNull != true {
            // The factory's default argument would be a value of the app's type, which the generated code cannot write.
            sink.report(
                .invalidDefault, "parameter `\(name.value)` of an app type cannot have a default", at: node.span,
                notes: ["a default becomes the controller factory's default argument, and the app's types have no literal"],
                help: type.wrapped != nil ? "leave `default` out: an optional starts as `nil`" : "remove `default`: the caller passes it")
            return nil
        }
        let value = node.flatMap { valueDecoder.decode($0, as: type, of: name.value, role: "default") }
        return kind == .state ? value ?? ValueDecoder.zeroValue(of: type) : value
    }
}
