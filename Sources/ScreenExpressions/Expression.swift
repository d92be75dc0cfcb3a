import ScreenDiagnostics

/// A parsed condition: a value-type syntax tree whose every node knows where it was written.
///
/// Equality (`==`) compares spans too; use `isStructurallyEqual(to:)` to compare only what the
/// expressions say.
public struct Expression: Sendable, Equatable, CustomStringConvertible {
    /// What an expression node is.
    public indirect enum Kind: Sendable, Equatable {
        /// `true` or `false`.
        case boolLiteral(Bool)
        /// A decimal integer literal. The parser produces non-negative values, except that it reads
        /// `-9223372036854775808` as `Int.min` (which has no positive counterpart).
        case intLiteral(Int)
        /// A string literal's value, escapes already decoded.
        case stringLiteral(String)
        /// An enum case literal `.name`; its enum comes from the other side of `==` or `!=`.
        case enumCase(String)
        /// `nil`: the value of an optional without a value; compared with `==` / `!=` or on the right of `??`.
        case nilLiteral
        /// A name: a state field, app data field, parameter, named condition or a repeated row's element.
        case field(String)
        /// Logical negation `!operand`.
        case not(Expression)
        /// Arithmetic negation `-operand`.
        case negate(Expression)
        /// `lhs op rhs`.
        case binary(BinaryOperator, Expression, Expression)
        /// `base.member`: `.isEmpty` / `.count` of a String or list.
        case member(Expression, Member)
        /// `base.name`: a field of a record (a repeated row's element, `peer.name`) or a member of a declared app
        /// type (`settings.presence`).
        case property(Expression, String)
        /// `base?.name`: a member of an optional, read through optional chaining (`privacy?.presence`); the value is
        /// optional.
        case optionalProperty(Expression, String)
        /// `name(label: value, …)`: a call of an app function or a reusable text the screen declares; the
        /// environment's arguments (`strings`, `theme`, …) are not written.
        case call(String, [CallArgument])
    }

    /// What the node is.
    public var kind: Kind {
        didSet { height = Self.height(of: kind) }
    }
    /// Where the node was written (for a parenthesized expression, including the parentheses).
    public var span: SourceSpan
    /// The number of nodes on the longest path from this node down to a leaf (1 for a name or a literal): how deep
    /// the recursive passes over the tree go. The parser rejects trees higher than
    /// `ExpressionParser.maximumDepth`, so no pass runs out of stack.
    public private(set) var height: Int

    /// Creates a node.
    public init(_ kind: Kind, span: SourceSpan) {
        self.kind = kind
        self.span = span
        self.height = Self.height(of: kind)
    }

    private static func height(of kind: Kind) -> Int {
        switch kind {
        case .boolLiteral, .intLiteral, .stringLiteral, .enumCase, .nilLiteral, .field: 1
        case .not(let operand), .negate(let operand): operand.height + 1
        case .binary(_, let lhs, let rhs): max(lhs.height, rhs.height) + 1
        case .member(let base, _), .property(let base, _), .optionalProperty(let base, _): base.height + 1
        case .call(_, let arguments): (arguments.map(\.value.height).max() ?? 0) + 1
        }
    }

    /// The names the expression reads (fields, named conditions, element variables), in first-appearance order.
    public var fieldReferences: [String] {
        // An expression reads a few names: comparing with those found beats hashing each; a long one gets a set.
        var names: [String] = []
        var seen: Set<String>?
        forEachField { name in
            if seen == nil, names.count >= 8 { seen = Set(names) }
            if seen != nil {
                if seen!.insert(name).inserted { names.append(name) }
            } else if !names.contains(name) {
                names.append(name)
            }
        }
        return names
    }

    /// Whether the expression reads any name (a field, named condition or element variable).
    public var readsAnyField: Bool {
        var reads = false
        forEachField { _ in reads = true }
        return reads
    }

    /// The direct subexpressions, left to right.
    public var children: [Expression] {
        switch kind {
        case .boolLiteral, .intLiteral, .stringLiteral, .enumCase, .nilLiteral, .field: []
        case .not(let operand), .negate(let operand): [operand]
        case .binary(_, let lhs, let rhs): [lhs, rhs]
        case .member(let base, _), .property(let base, _), .optionalProperty(let base, _): [base]
        case .call(_, let arguments): arguments.map(\.value)
        }
    }

    /// Whether two expressions say the same thing, ignoring where they were written.
    public func isStructurallyEqual(to other: Expression) -> Bool {
        switch (kind, other.kind) {
        case (.boolLiteral(let a), .boolLiteral(let b)): a == b
        case (.intLiteral(let a), .intLiteral(let b)): a == b
        case (.stringLiteral(let a), .stringLiteral(let b)): a == b
        case (.enumCase(let a), .enumCase(let b)): a == b
        case (.nilLiteral, .nilLiteral): true
        case (.field(let a), .field(let b)): a == b
        case (.not(let a), .not(let b)), (.negate(let a), .negate(let b)): a.isStructurallyEqual(to: b)
        case (.binary(let op1, let l1, let r1), .binary(let op2, let l2, let r2)):
            op1 == op2 && l1.isStructurallyEqual(to: l2) && r1.isStructurallyEqual(to: r2)
        case (.member(let b1, let m1), .member(let b2, let m2)): m1 == m2 && b1.isStructurallyEqual(to: b2)
        case (.property(let b1, let n1), .property(let b2, let n2)),
            (.optionalProperty(let b1, let n1), .optionalProperty(let b2, let n2)):
            n1 == n2 && b1.isStructurallyEqual(to: b2)
        case (.call(let f1, let a1), .call(let f2, let a2)):
            f1 == f2 && a1.count == a2.count
                && zip(a1, a2).allSatisfy { $0.label == $1.label && $0.value.isStructurallyEqual(to: $1.value) }
        default: false
        }
    }

    /// The canonical source text, with field names as written.
    public var description: String { ExpressionPrinter.source(self) }

    /// Calls `body` with each name read, left to right (walking the nodes in place: `children` builds an array).
    private func forEachField(_ body: (String) -> Void) {
        switch kind {
        case .field(let name): body(name)
        case .boolLiteral, .intLiteral, .stringLiteral, .enumCase, .nilLiteral: break
        case .not(let operand), .negate(let operand): operand.forEachField(body)
        case .binary(_, let lhs, let rhs):
            lhs.forEachField(body)
            rhs.forEachField(body)
        case .member(let base, _), .property(let base, _), .optionalProperty(let base, _): base.forEachField(body)
        case .call(_, let arguments):
            for argument in arguments { argument.value.forEachField(body) }
        }
    }

    /// The functions and reusable texts the expression calls, in first-appearance order.
    public var calledNames: [String] {
        var names: [String] = []
        forEachCall { if !names.contains($0) { names.append($0) } }
        return names
    }

    /// Whether the expression calls a function or a reusable text.
    public var containsCall: Bool {
        var found = false
        forEachCall { _ in found = true }
        return found
    }

    private func forEachCall(_ body: (String) -> Void) {
        switch kind {
        case .call(let name, let arguments):
            body(name)
            for argument in arguments { argument.value.forEachCall(body) }
        case .boolLiteral, .intLiteral, .stringLiteral, .enumCase, .nilLiteral, .field: break
        case .not(let operand), .negate(let operand): operand.forEachCall(body)
        case .binary(_, let lhs, let rhs):
            lhs.forEachCall(body)
            rhs.forEachCall(body)
        case .member(let base, _), .property(let base, _), .optionalProperty(let base, _): base.forEachCall(body)
        }
    }
}

/// One argument of a call: `settings: privacy.presence`, or an unlabelled value.
public struct CallArgument: Sendable, Equatable {
    /// The label as written; nil for an unlabelled argument.
    public var label: String?
    /// Where the label was written (nil without one).
    public var labelSpan: SourceSpan?
    /// The argument's value.
    public var value: Expression

    public init(label: String?, labelSpan: SourceSpan? = nil, value: Expression) {
        self.label = label
        self.labelSpan = labelSpan
        self.value = value
    }
}

/// The binary operators, spelled as in Swift.
public enum BinaryOperator: String, Sendable, CaseIterable {
    case or = "||"
    case and = "&&"
    case equal = "=="
    case notEqual = "!="
    case less = "<"
    case lessOrEqual = "<="
    case greater = ">"
    case greaterOrEqual = ">="
    /// `a ?? b`: the value of optional `a`, or `b` when it has none. Swift's NilCoalescingPrecedence: tighter than the
    /// comparisons, right-associative.
    case nilCoalescing = "??"

    /// Whether the operator is `&&` or `||`.
    public var isLogical: Bool { self == .or || self == .and }
    /// Whether the operator is `==` or `!=`.
    public var isEquality: Bool { self == .equal || self == .notEqual }
    /// Whether the operator is `<`, `<=`, `>` or `>=`.
    public var isOrdering: Bool { !isLogical && !isEquality && self != .nilCoalescing }
    /// Whether the operator is one of the (non-associative) comparison operators.
    public var isComparison: Bool { !isLogical && self != .nilCoalescing }
}

/// The members a condition may read on a String or a list.
public enum Member: String, Sendable, CaseIterable {
    /// `String.isEmpty` / `Array.isEmpty`, a Bool.
    case isEmpty
    /// `String.count` (the number of Characters, grapheme clusters) / `Array.count` (the number of elements), an Int.
    case count
}

extension Expression {
    /// The expression with each direct subexpression replaced by `transform`'s result (spans kept).
    public func mapChildren(_ transform: (Expression) -> Expression) -> Expression {
        var copy = self
        switch kind {
        case .boolLiteral, .intLiteral, .stringLiteral, .enumCase, .nilLiteral, .field: return self
        case .not(let operand): copy.kind = .not(transform(operand))
        case .negate(let operand): copy.kind = .negate(transform(operand))
        case .binary(let op, let lhs, let rhs): copy.kind = .binary(op, transform(lhs), transform(rhs))
        case .member(let base, let member): copy.kind = .member(transform(base), member)
        case .property(let base, let name): copy.kind = .property(transform(base), name)
        case .optionalProperty(let base, let name): copy.kind = .optionalProperty(transform(base), name)
        case .call(let name, let arguments):
            copy.kind = .call(
                name, arguments.map { CallArgument(label: $0.label, labelSpan: $0.labelSpan, value: transform($0.value)) })
        }
        return copy
    }
}
