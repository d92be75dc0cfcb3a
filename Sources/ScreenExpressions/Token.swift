/// One token of the condition language, with its place in the expression's text.
struct Token: Sendable, Equatable {
    /// What a token is.
    enum Kind: Sendable, Equatable {
        /// A name: a field, `nil`, an enum case or member after `.`, or a misused word like `and`.
        case identifier(String)
        /// A run of decimal digits, converted to an `Int` by the parser (which knows about `-`).
        case integer(String)
        /// A string literal's decoded value.
        case string(String)
        /// `true` or `false`.
        case bool(Bool)
        /// `||`, `&&`, `==`, `!=`, `<`, `<=`, `>`, `>=`, `??`.
        case binaryOperator(BinaryOperator)
        /// Prefix `!`.
        case bang
        /// Prefix `-`.
        case minus
        /// `.` before a member or enum case name.
        case dot
        /// `?.`: optional chaining before a member name (`privacy?.presence`).
        case questionDot
        /// `,` between a call's arguments.
        case comma
        /// `:` after a call argument's label.
        case colon
        /// `(`.
        case leftParen
        /// `)`.
        case rightParen
        /// Text the lexer could not read; it has already reported why.
        case invalid
        /// The end of the text.
        case end
    }

    /// What the token is.
    var kind: Kind
    /// Offset of the first Unicode scalar of the token in the expression's text.
    var offset: Int
    /// Length of the token in Unicode scalars, as written.
    var length: Int
    /// The token as written in the source.
    var text: String

    /// The token as messages show it: operators in their correct spelling (a recovered `=` shows
    /// as `==`), everything else as written.
    var display: String {
        switch kind {
        case .binaryOperator(let op): op.rawValue
        case .bang: "!"
        case .end: "end of the condition"
        default: text
        }
    }

    /// Whether the token can begin an operand (used to tell `not x` from a field named `not`).
    var startsOperand: Bool {
        switch kind {
        case .identifier, .integer, .string, .bool, .bang, .leftParen: true
        default: false
        }
    }
}
