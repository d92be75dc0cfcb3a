import ScreenDiagnostics

/// Type-checks expressions against the names a screen declares: state fields, app data fields, parameters, named
/// conditions, and the element a repeated row binds.
///
/// Every error is reported once: a subexpression with an error gets an error type that
/// suppresses further errors about the expressions that contain it, while its siblings are
/// still checked.
///
/// Diagnostics from the type checker carry no fix-its: an `Expression` does not know whether its
/// spans are exact columns or the whole YAML scalar.
public struct ExpressionTypeChecker: Sendable {
    /// Names of one kind, listed together when a name is unknown ("state fields: `a`, `b`").
    public struct NameGroup: Sendable, Equatable {
        /// What the names are, plural: "state fields", "data fields", "parameters", "conditions".
        public var label: String
        /// The names, in the order they are listed.
        public var names: [String]

        public init(label: String, names: [String]) {
            self.label = label
            self.names = names
        }
    }

    /// Every name an expression can read, with its type.
    public var fields: [String: ExpressionType]
    /// The names by kind, for the notes of an unknown name; when empty the notes list every name.
    public var groups: [NameGroup]
    /// Names that are declared but whose declarations have errors (reported there), so they have no type: an
    /// expression that reads one is not checked further and reports nothing more.
    public var namesWithErrors: Set<String>
    /// The app's enums' case values and the functions and reusable texts a call may name.
    public var interface: AppInterface

    /// Creates a checker for a screen with these names; `groups` says what they are, for messages.
    public init(
        fields: [String: ExpressionType], groups: [NameGroup] = [], namesWithErrors: Set<String> = [],
        interface: AppInterface = .empty
    ) {
        self.fields = fields
        self.groups = groups
        self.namesWithErrors = namesWithErrors
        self.interface = interface
    }

    /// A checker that also knows `name` (an element variable, say) as `type`.
    public func adding(_ name: String, as type: ExpressionType) -> ExpressionTypeChecker {
        var copy = self
        copy.fields[name] = type
        if !copy.groups.isEmpty {
            copy.groups.append(NameGroup(label: "the row's element", names: [name]))
        }
        return copy
    }

    /// Type-checks and returns the expression's type (nil if it has errors) and diagnostics.
    public func check(_ expression: Expression) -> (ExpressionType?, [Diagnostic]) {
        var diagnostics: [Diagnostic] = []
        let type = infer(expression, &diagnostics)
        return (diagnostics.isEmpty ? type : nil, diagnostics)
    }

    /// Checks that the expression is a Bool condition.
    public func checkCondition(_ expression: Expression) -> [Diagnostic] {
        var (type, diagnostics) = check(expression)
        if let type, type != .bool {
            diagnostics.append(
                Diagnostic(
                    .expressionType,
                    "condition must be a Bool, but \(Self.describe(expression)) is \(type.withArticle)",
                    at: expression.span, help: Self.booleanHelp(for: expression, of: type)))
        }
        return diagnostics
    }

    // MARK: Inference

    /// The expression's type, or nil after reporting an error in it.
    func infer(_ expression: Expression, _ diagnostics: inout [Diagnostic]) -> ExpressionType? {
        switch expression.kind {
        case .boolLiteral: return .bool
        case .intLiteral: return .int
        case .stringLiteral: return .string
        case .enumCase(let name):
            diagnostics.append(
                Diagnostic(
                    .expressionType,
                    "enum case `.\(name)` can only be compared with `==` or `!=` to an enum field",
                    at: expression.span, help: exampleComparison(forCase: name).map { "for example `\($0)`" }))
            return nil
        case .nilLiteral:
            diagnostics.append(
                Diagnostic(
                    .expressionType, "`nil` can only be compared with `==` or `!=` to an optional",
                    at: expression.span, help: "for example `status != nil`"))
            return nil
        case .field(let name):
            if let type = fields[name] { return type }
            if namesWithErrors.contains(name) { return nil }
            diagnostics.append(unknownField(name, at: expression.span))
            return nil
        case .property(let base, let name):
            guard let type = infer(base, &diagnostics) else { return nil }
            if case .optional(let wrapped) = type, Self.isOptionalChain(base) {
                return memberType(of: base, wrapped, name, at: expression.span, &diagnostics)?.asOptional
            }
            return memberType(of: base, type, name, at: expression.span, &diagnostics)
        case .optionalProperty(let base, let name):
            return inferOptionalProperty(base, name, at: expression.span, &diagnostics)
        case .call(let name, let arguments):
            return inferCall(name, arguments, expression, &diagnostics)
        case .not(let operand):
            guard let type = infer(operand, &diagnostics) else { return nil }
            guard type == .bool else {
                diagnostics.append(
                    Diagnostic(
                        .expressionType,
                        "`!` needs a Bool, but \(Self.describe(operand)) is \(type.withArticle)",
                        at: operand.span, help: Self.booleanHelp(for: operand, of: type, negated: true)))
                return nil
            }
            return .bool
        case .negate(let operand):
            guard let type = infer(operand, &diagnostics) else { return nil }
            guard !type.isNumber else { return type }
            guard type == .int else {
                diagnostics.append(
                    Diagnostic(
                        .expressionType,
                        "`-` needs an Int, but \(Self.describe(operand)) is \(type.withArticle)",
                        at: operand.span))
                return nil
            }
            return .int
        case .member(let base, let member):
            guard var type = infer(base, &diagnostics) else { return nil }
            var chained = false
            if case .optional(let wrapped) = type, Self.isOptionalChain(base) {
                type = wrapped
                chained = true
            }
            if chained {
                if Self.hasCollectionMembers(type) { return (member == .isEmpty ? ExpressionType.bool : .int).asOptional }
                return memberType(of: base, type, member.rawValue, at: expression.span, &diagnostics)?.asOptional
            }
            if case .record = type {
                return memberType(of: base, type, member.rawValue, at: expression.span, &diagnostics)
            }
            if Self.hasCollectionMembers(type), type != .string { return member == .isEmpty ? .bool : .int }
            guard type == .string else {
                let help: String? =
                    switch (type, member) {
                    case (.int, .isEmpty):
                        "compare it instead: `\(Expression(.binary(.equal, base, Self.zero), span: base.span))`"
                    default: nil
                    }
                diagnostics.append(
                    Diagnostic(
                        .expressionType,
                        "`.\(member.rawValue)` is only available on a String or a list, "
                            + "but \(Self.describe(base)) is \(type.withArticle)",
                        at: expression.span, help: help))
                return nil
            }
            return member == .isEmpty ? .bool : .int
        case .binary(let op, let lhs, let rhs):
            if op.isEquality {
                return inferEquality(op, lhs, rhs, expression, &diagnostics)
            }
            if op == .nilCoalescing {
                return inferCoalescing(lhs, rhs, &diagnostics)
            }
            let lhsType = infer(lhs, &diagnostics)
            let rhsType = infer(rhs, &diagnostics)
            if !op.isLogical, let numeric = Self.numericOperands(lhs, lhsType, rhs, rhsType) {
                return numeric ? .bool : nil
            }
            let operandType: ExpressionType = op.isLogical ? .bool : .int
            var valid = lhsType != nil && rhsType != nil
            for (operand, type) in [(lhs, lhsType), (rhs, rhsType)] {
                guard let type, type != operandType else { continue }
                valid = false
                diagnostics.append(
                    Diagnostic(
                        .expressionType,
                        "`\(op.rawValue)` needs \(operandType.withArticle) on each side, "
                            + "but \(Self.describe(operand)) is \(type.withArticle)",
                        at: operand.span,
                        help: op.isLogical ? Self.booleanHelp(for: operand, of: type) : nil))
            }
            return valid ? .bool : nil
        }
    }

    /// `==` and `!=`: both sides the same type; an enum case literal takes the other side's enum.
    private func inferEquality(
        _ op: BinaryOperator, _ lhs: Expression, _ rhs: Expression, _ expression: Expression,
        _ diagnostics: inout [Diagnostic]
    ) -> ExpressionType? {
        switch (lhs.kind, rhs.kind) {
        case (.enumCase(let a), .enumCase(let b)):
            diagnostics.append(
                Diagnostic(
                    .expressionType,
                    "cannot compare two enum case literals `.\(a)` and `.\(b)`: "
                        + "neither side says which enum they belong to",
                    at: expression.span,
                    help:
                        "compare an enum field with a case, like "
                        + "`\(exampleComparison(forCase: a) ?? "mode == .\(a)")`"
                ))
            return nil
        case (.nilLiteral, .nilLiteral):
            diagnostics.append(
                Diagnostic(
                    .expressionType, "comparing `nil` with `nil` is always \(op == .equal)", at: expression.span,
                    help: "compare an optional field with `nil`, like `status != nil`"))
            return nil
        case (.nilLiteral, _):
            return checkNil(against: rhs, in: expression, &diagnostics)
        case (_, .nilLiteral):
            return checkNil(against: lhs, in: expression, &diagnostics)
        case (.enumCase(let name), _):
            return checkCase(name, lhs, against: rhs, in: expression, &diagnostics)
        case (_, .enumCase(let name)):
            return checkCase(name, rhs, against: lhs, in: expression, &diagnostics)
        default:
            break
        }
        let lhsType = inferOperand(lhs, context: nil, &diagnostics)
        let rhsType = inferOperand(rhs, context: lhsType, &diagnostics)
        guard let lhsType, let rhsType else { return nil }
        // An integer literal takes the number type of the other side (`timeout == 0` for an `Int32`).
        if Self.isIntegerLiteral(rhs), (lhsType.wrapped ?? lhsType).isNumber { return .bool }
        if Self.isIntegerLiteral(lhs), (rhsType.wrapped ?? rhsType).isNumber { return .bool }
        // As in Swift, an optional compares with a value of its wrapped type (the value is promoted).
        guard lhsType == rhsType || lhsType.wrapped == rhsType || rhsType.wrapped == lhsType else {
            diagnostics.append(
                Diagnostic(
                    .expressionType,
                    "`\(op.rawValue)` needs both sides to have the same type, "
                        + "but \(Self.describe(lhs)) is \(lhsType.withArticle) "
                        + "and \(Self.describe(rhs)) is \(rhsType.withArticle)",
                    at: expression.span,
                    labels: [
                        Diagnostic.Label(span: lhs.span, message: lhsType.description),
                        Diagnostic.Label(span: rhs.span, message: rhsType.description),
                    ],
                    help: Self.literalHelp(lhs, lhsType, rhs, rhsType) ?? Self.literalHelp(rhs, rhsType, lhs, lhsType)))
            return nil
        }
        switch lhsType.wrapped ?? lhsType {
        case .list, .record, .peer, .array, .dictionary:
            diagnostics.append(
                Diagnostic(
                    .expressionType, "`\(op.rawValue)` cannot compare \(lhsType.withArticle) as a whole",
                    at: expression.span, help: "compare one of its fields, or its `.count`"))
            return nil
        default:
            return .bool
        }
    }

    /// Whether `<`, `<=`, `>` or `>=` compares two numbers of one type (an integer literal taking the other side's
    /// type); nil when the operands are not both numbers, so the usual checks report them.
    static func numericOperands(
        _ lhs: Expression, _ lhsType: ExpressionType?, _ rhs: Expression, _ rhsType: ExpressionType?
    ) -> Bool? {
        guard let lhsType, let rhsType, lhsType.isNumber, rhsType.isNumber else { return nil }
        if lhsType == rhsType || isIntegerLiteral(lhs) || isIntegerLiteral(rhs) { return true }
        return nil
    }

    /// Infers an operand of `==`; a bare name that is a case of the other side's enum gets a
    /// "did you mean `.name`?" instead of the usual unknown-field help.
    private func inferOperand(
        _ operand: Expression, context: ExpressionType?, _ diagnostics: inout [Diagnostic]
    ) -> ExpressionType? {
        if case .field(let name) = operand.kind, fields[name] == nil, !namesWithErrors.contains(name),
            case .enumeration(let enumName, let cases)? = context, cases.contains(name)
        {
            diagnostics.append(
                Diagnostic(
                    .unknownStateField, "there is no field `\(name)`", at: operand.span,
                    notes: ["`\(name)` is a case of `\(enumName)`"], help: "did you mean the enum case `.\(name)`?"))
            return nil
        }
        return infer(operand, &diagnostics)
    }

    /// Checks an enum case literal compared with `other`.
    private func checkCase(
        _ name: String, _ caseExpression: Expression, against other: Expression, in expression: Expression,
        _ diagnostics: inout [Diagnostic]
    ) -> ExpressionType? {
        guard let otherType = infer(other, &diagnostics) else { return nil }
        guard case .enumeration(let enumName, let cases) = otherType.wrapped ?? otherType else {
            diagnostics.append(
                Diagnostic(
                    .expressionType,
                    "cannot compare \(Self.describe(other)), which is \(otherType.withArticle), "
                        + "with the enum case `.\(name)`",
                    at: expression.span,
                    labels: [Diagnostic.Label(span: other.span, message: otherType.description)],
                    help: otherType == .string ? "to compare with text, write a string literal: `\"\(name)\"`" : nil))
            return nil
        }
        guard cases.contains(name) else {
            diagnostics.append(
                Diagnostic(
                    .unknownEnumCase, "`\(enumName)` has no case `\(name)`", at: caseExpression.span,
                    notes: cases.isEmpty
                        ? [] : ["`\(enumName)` has the cases " + Suggestion.list(cases) { "`.\($0)`" }],
                    help: Suggestion.closest(to: name, in: cases).map { "did you mean `.\($0)`?" }))
            return nil
        }
        return .bool
    }

    // MARK: Messages

    private func unknownField(_ name: String, at span: SourceSpan) -> Diagnostic {
        let names = fields.keys.sorted()
        return Diagnostic(
            .unknownStateField, "there is no field `\(name)`", at: span, notes: knownNamesNotes(),
            help: Suggestion.didYouMean(name, in: names + ["true", "false"]))
    }

    /// What an expression could have read instead of an unknown name: the names by group (at most ten of each).
    public func knownNamesNotes() -> [String] {
        func list(_ names: [String]) -> String { Suggestion.list(names) { "`\($0)`" } }
        if groups.isEmpty {
            return fields.isEmpty ? ["the screen declares no names a condition can read"] : ["known names: " + list(fields.keys.sorted())]
        }
        let notes = groups.filter { !$0.names.isEmpty }.map { "\($0.label): \(list($0.names))" }
        return notes.isEmpty ? ["the screen declares no state, data, parameters or conditions"] : notes
    }

    /// `mode == .name` with the first enum field that has that case (or any enum field).
    private func exampleComparison(forCase name: String) -> String? {
        let enumFields = fields.keys.sorted().filter {
            if case .enumeration = fields[$0] { return true }
            return false
        }
        let withCase = enumFields.first {
            if case .enumeration(_, let cases)? = fields[$0] { return cases.contains(name) }
            return false
        }
        return (withCase ?? enumFields.first).map { "\($0) == .\(name)" }
    }

    private static let zero = Expression(.intLiteral(0), span: .wholeFile(""))

    /// The expression quoted for a message, or "this expression" when it is long.
    static func describe(_ expression: Expression) -> String {
        let text = expression.description
        return text.unicodeScalars.count <= 40 ? "`\(text)`" : "this expression"
    }

    /// How to turn a non-Bool into a condition (`negated`: the user wrote `!x`).
    static func booleanHelp(for expression: Expression, of type: ExpressionType, negated: Bool = false) -> String? {
        let span = expression.span
        let suggestion: Expression
        switch type {
        case .bool:
            return nil
        case .int, .int32, .int64:
            suggestion = Expression(.binary(negated ? .equal : .notEqual, expression, zero), span: span)
        case .double:
            return nil
        case .array, .dictionary:
            let isEmpty = Expression(.member(expression, .isEmpty), span: span)
            suggestion = negated ? isEmpty : Expression(.not(isEmpty), span: span)
        case .string:
            let isEmpty = Expression(.member(expression, .isEmpty), span: span)
            suggestion = negated ? isEmpty : Expression(.not(isEmpty), span: span)
        case .enumeration(_, let cases):
            guard let first = cases.first else { return nil }
            suggestion = Expression(
                .binary(negated ? .notEqual : .equal, expression, Expression(.enumCase(first), span: span)), span: span)
        case .optional:
            suggestion = Expression(
                .binary(negated ? .equal : .notEqual, expression, Expression(.nilLiteral, span: span)), span: span)
        case .list:
            let isEmpty = Expression(.member(expression, .isEmpty), span: span)
            suggestion = negated ? isEmpty : Expression(.not(isEmpty), span: span)
        case .record, .peer:
            return nil
        case .peerId:
            return nil
        }
        return "compare it instead, for example `\(suggestion)`"
    }

    /// Help for a literal of the wrong kind: `port == "80"`, `flag == "true"`, `mode == "wifi"`.
    static func literalHelp(
        _ literal: Expression, _ literalType: ExpressionType, _ other: Expression, _ otherType: ExpressionType
    ) -> String? {
        guard case .stringLiteral(let text) = literal.kind else { return nil }
        switch otherType {
        case .int where Int(text) != nil: return "write the number without quotes: `\(text)`"
        case .bool where text == "true" || text == "false": return "write `\(text)` without quotes"
        case .enumeration(_, let cases) where cases.contains(text): return "write the enum case as `.\(text)`"
        default: return nil
        }
    }
}
