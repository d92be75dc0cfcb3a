import SwiftSyntax

/// Conditions screenc generates as functions of one struct reading the others through their arguments
/// (`state.canSave(data: data)`), `??` and the operand types of unfolded operator sequences.
extension ConditionTranslator {
    /// The type of `(a ?? b)`: that of `b`, the value it falls back on.
    mutating func coalescedType(_ expression: ExprSyntax, bareNamesAreState: Bool, depth: Int) -> ImportedType? {
        guard let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1,
            let sequence = tuple.elements.first?.expression.as(SequenceExprSyntax.self),
            sequence.elements.contains(where: { $0.as(BinaryOperatorExprSyntax.self)?.operator.text == "??" }),
            let last = sequence.elements.last,
            let text = translate(last, bareNamesAreState: bareNamesAreState, depth: depth + 1)
        else { return nil }
        return type(of: text)
    }

    /// The text of a string literal without interpolations, escapes or quotes (`"None"`), as the expression
    /// language writes it between quotes.
    static func plainStringLiteral(_ expression: ExprSyntax) -> String? {
        guard let literal = expression.as(StringLiteralExprSyntax.self), literal.openingPounds == nil,
            literal.openingQuote.text == "\"", literal.segments.count <= 1
        else { return nil }
        guard let segment = literal.segments.first else { return "" }
        guard let text = segment.as(StringSegmentSyntax.self)?.content.text,
            !text.contains("\\"), !text.contains("\"")
        else { return nil }
        return text
    }

    /// The text of a String where a text interpolates it: a String field, or `a ?? "fallback"` (`a` a `String?`).
    mutating func string(_ expression: ExprSyntax) -> String? {
        guard let text = translate(expression, expecting: "String") else { return nil }
        if type(of: text)?.isString == true { return text }
        if let sequence = expression.as(SequenceExprSyntax.self), let last = sequence.elements.last,
            sequence.elements.contains(where: { $0.as(BinaryOperatorExprSyntax.self)?.operator.text == "??" }),
            Self.plainStringLiteral(last) != nil || translate(last).flatMap({ type(of: $0) })?.isString == true
        {
            return text
        }
        return nil
    }

    /// `a ?? b` where `a` is a `String?` or `Int?` field and `b` a literal of its type: what a text interpolates.
    mutating func coalesced(_ expression: ExprSyntax) -> String? {
        guard let sequence = expression.as(SequenceExprSyntax.self), sequence.elements.count == 3,
            Array(sequence.elements)[1].as(BinaryOperatorExprSyntax.self)?.operator.text == "??",
            let optional = translate(sequence.elements.first!), let type = type(of: optional)
        else { return nil }
        let fallback = sequence.elements.last!
        switch type {
        case .scalar("String?"):
            guard let text = Self.plainStringLiteral(fallback) else { return nil }
            return "\(optional) ?? \"\(text)\""
        case .scalar("Int?"):
            guard let number = fallback.as(IntegerLiteralExprSyntax.self)?.literal.text else { return nil }
            return "\(optional) ?? \(number)"
        default:
            return nil
        }
    }

    /// A call of a `Bool` function of the state, the data or the parameters passing the others
    /// (`state.canSave(data: data)`, generated for a condition reading both): its body, read with its parameters
    /// standing for what was passed, as a named condition (inlined when it reads a repeated row's element, which
    /// `conditions:` cannot).
    mutating func conditionFunctionCall(
        _ call: FunctionCallExprSyntax, bareNamesAreState: Bool, depth: Int
    ) -> String? {
        guard call.trailingClosure == nil else { return nil }
        let name: String
        let host: BaseKind
        if let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base {
            guard let kind = baseKind(base, bareNamesAreState: bareNamesAreState) else { return nil }
            name = member.declName.baseName.text
            host = kind
        } else if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self) {
            // A function of the host called bare inside another's body.
            name = reference.baseName.text
            if bareNamesAreParameters {
                host = .parameters
            } else if bareNamesAreData {
                host = .data
            } else if bareNamesAreState {
                host = .state
            } else {
                return nil
            }
        } else {
            return nil
        }
        let function: ConditionFunction?
        switch host {
        case .state: function = stateFunctions[name]
        case .data: function = data?.functions[name]
        case .parameters: function = parameterFunctions[name]
        case .element: function = nil
        }
        guard let function, function.parameters.count == call.arguments.count else { return nil }
        var bound: [String: BaseKind] = [:]
        var readsElement = false
        for (parameter, argument) in zip(function.parameters, call.arguments) {
            guard argument.label?.text == parameter.label,
                let kind = argumentKind(argument.expression, bareNamesAreState: bareNamesAreState)
            else { return nil }
            if case .element = kind { readsElement = true }
            bound[parameter.name] = kind
        }
        let saved = (bareNamesAreData, substitutions, bareNamesAreParameters, boundArguments)
        bareNamesAreData = host.isData
        bareNamesAreParameters = host.isParameters
        substitutions = [:]
        boundArguments = bound
        defer { (bareNamesAreData, substitutions, bareNamesAreParameters, boundArguments) = saved }
        guard let text = translate(function.body, bareNamesAreState: host.isState, depth: depth + 1) else { return nil }
        return readsElement ? "(\(text))" : named(name, text)
    }

    /// A computed property of the loop element's struct (`extension XData.Member { var isKindBeta: Bool { kind ==
    /// .beta } }`), inlined with its bare names read as the element's fields: a repeated row's condition cannot be
    /// named.
    mutating func elementComputed(_ name: String, element: String, depth: Int) -> String? {
        guard let typeName = loopElementTypeName,
            let body = elementComputed.first(where: { $0.key.split(separator: ".").last.map(String.init) == typeName })?
                .value[name]
        else { return nil }
        let saved = (bareNamesAreData, substitutions, bareNamesAreParameters, boundArguments, bareNamesAreElement)
        bareNamesAreData = false
        bareNamesAreParameters = false
        substitutions = [:]
        boundArguments = [:]
        bareNamesAreElement = element
        defer { (bareNamesAreData, substitutions, bareNamesAreParameters, boundArguments, bareNamesAreElement) = saved }
        return translate(body, bareNamesAreState: false, depth: depth + 1).map { "(\($0))" }
    }

    /// What an argument of a condition function's call is: the state, the data, the parameters or the loop element
    /// (`self` inside a member of the host).
    mutating func argumentKind(_ expression: ExprSyntax, bareNamesAreState: Bool) -> BaseKind? {
        if let reference = expression.as(DeclReferenceExprSyntax.self), reference.baseName.text != "self",
            let loop = loopElement, substitutions[reference.baseName.text] == nil, reference.baseName.text == loop.name,
            case .list(_, _, let peers)? = data?.types[loop.list]
        {
            return .element(loop.name, peers: peers)
        }
        if expression.as(DeclReferenceExprSyntax.self)?.baseName.text == "self" {
            if bareNamesAreParameters { return .parameters }
            if bareNamesAreData { return .data }
            if bareNamesAreState { return .state }
        }
        return baseKind(expression, bareNamesAreState: bareNamesAreState)
    }

    /// What the operand at `index` of an unfolded sequence (`a || b.n > 3 || c`) is by the operators beside it: an Int
    /// compared with an integer literal, a Bool between `&&` / `||`, else unknown.
    static func operandType(at index: Int, of elements: [ExprSyntax]) -> String? {
        let comparisons: Set<String> = ["==", "!=", "<", ">", "<=", ">="]
        var sides: [(op: String, other: ExprSyntax?)] = []
        if index >= 2, let op = elements[index - 1].as(BinaryOperatorExprSyntax.self)?.operator.text {
            sides.append((op, elements[index - 2]))
        }
        if index + 2 < elements.count, let op = elements[index + 1].as(BinaryOperatorExprSyntax.self)?.operator.text {
            sides.append((op, elements[index + 2]))
        }
        if let comparison = sides.first(where: { comparisons.contains($0.op) }) {
            // `privacy?.callsAllowed == true`: a Bool read through an optional.
            if comparison.other?.is(BooleanLiteralExprSyntax.self) == true { return "Bool" }
            return comparison.other?.is(IntegerLiteralExprSyntax.self) == true ? "Int" : nil
        }
        if sides.allSatisfy({ $0.op == "&&" || $0.op == "||" }) { return "Bool" }
        return nil
    }
}
