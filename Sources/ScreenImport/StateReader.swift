import SwiftSyntax

/// The state struct's stored fields the screen language can declare (`Bool`, `Int`, `String`, their optionals, and
/// enums of the file whose cases carry nothing), with their initial values: the property's initializer, else the
/// memberwise `init`'s default, else a literal the file passes when it creates the state (`XState(a: true, …)`).
struct StateReader {
    private(set) var order: [String] = []
    private(set) var types: [String: ImportedType] = [:]
    /// YAML values.
    private(set) var defaults: [String: String] = [:]
    /// Stored fields of a type the language has no state declaration for: name → Swift type.
    private(set) var unreadable: [(name: String, type: String, node: Syntax)] = []

    init(controller: ControllerSource) {
        guard let state = controller.stateStruct else { return }
        for member in state.memberBlock.members {
            if let variable = member.decl.as(VariableDeclSyntax.self) {
                guard !variable.modifiers.contains(where: { $0.name.text == "static" }) else { continue }
                for binding in variable.bindings where binding.accessorBlock == nil {
                    guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                        let swiftType = binding.typeAnnotation?.type.trimmedDescription
                    else { continue }
                    let imported = controller.declarations.type(of: swiftType)
                    // An app type has no literal default, so it cannot be local state.
                    guard let type = imported, type.allowedAsField, !type.isList, !type.isApp else {
                        unreadable.append((name, swiftType, Syntax(binding)))
                        continue
                    }
                    order.append(name)
                    types[name] = type
                    if let value = binding.initializer.flatMap({ Self.literal($0.value) }) { defaults[name] = value }
                }
            }
            if let initializer = member.decl.as(InitializerDeclSyntax.self) {
                for parameter in initializer.signature.parameterClause.parameters {
                    let name = (parameter.secondName ?? parameter.firstName).text
                    if defaults[name] == nil, let value = parameter.defaultValue.flatMap({ Self.literal($0.value) }) {
                        defaults[name] = value
                    }
                }
            }
        }
        let creations = CreationFinder(typeName: state.name.text)
        creations.walk(controller.entryEnum.root)
        for call in creations.calls {
            for argument in call.arguments {
                guard let label = argument.label?.text, types[label] != nil, defaults[label] == nil,
                    let value = Self.literal(argument.expression)
                else { continue }
                defaults[label] = value
            }
        }
    }

    /// A literal's YAML value: `true`, `3`, `"text"`, `nil`.
    static func literal(_ expression: ExprSyntax) -> String? {
        if let bool = expression.as(BooleanLiteralExprSyntax.self) { return bool.literal.text }
        if let int = expression.as(IntegerLiteralExprSyntax.self), Int(int.literal.text) != nil {
            return int.literal.text
        }
        if expression.is(NilLiteralExprSyntax.self) { return "nil" }
        // An enum case (`.socks5`): its name.
        if let member = expression.as(MemberAccessExprSyntax.self), member.base == nil {
            return member.declName.baseName.text
        }
        if expression.is(StringLiteralExprSyntax.self) {
            return TextTranslator.translate(expression).flatMap { $0.hasPrefix("\"") ? $0 : nil }
        }
        return nil
    }
}

private final class CreationFinder: SyntaxVisitor {
    let typeName: String
    var calls: [FunctionCallExprSyntax] = []

    init(typeName: String) {
        self.typeName = typeName
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        if node.calledExpression.trimmedDescription == typeName { calls.append(node) }
        return .visitChildren
    }
}
