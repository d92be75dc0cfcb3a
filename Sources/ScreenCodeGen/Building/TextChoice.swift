/// A displayed text as Swift, with its `if` and `switch` choices kept apart, so that it can be written either as one
/// expression (a ternary that fits its line) or as statements that assign a local (`let label: String` and an
/// `if`/`else` or `switch`), each line within the line length as `swift format` lays it out.
indirect enum TextChoice {
    /// A text without choices: a literal, a key, an interpolation, a formatted or plural key's call.
    case value(SwiftValue)
    /// `if` text: the Swift of its Bool, then the two texts; `statement`, when given, writes `if <Bool> {` at an
    /// indentation as lines broken as `swift format` breaks a long one (`SwiftLayout.ifStatement`).
    case condition(String, TextChoice, TextChoice, statement: ((Int) -> [String])? = nil)
    /// `if let` text: the bindings (`let x, let y = z`), the text that reads them, and the other text.
    case unwrapping(String, TextChoice, TextChoice)
    /// `switch` text: the Swift of the enum value, each case's pattern line (`case .a, .b:`, `case .c(let x, _):`)
    /// with its text, and the `default` text.
    case cases(String, [(pattern: String, text: TextChoice)], fallback: TextChoice?)

    /// The text as one expression (`flag ? "On" : "Off"`), or nil when it has a `switch` or an `if let` (Swift has
    /// neither in an argument).
    var expression: SwiftValue? {
        switch self {
        case .value(let value):
            return value
        case .condition(let flag, let then, let otherwise, _):
            guard let then = then.expression?.singleLine, let otherwise = otherwise.expression?.singleLine else {
                return nil
            }
            return .atom("\(flag) ? \(then) : \(otherwise)")
        case .cases, .unwrapping:
            return nil
        }
    }

    /// The expression when it can stand at `column` on a line indented by `indent`, followed by `trailing`
    /// characters: a value (which the layout breaks as `swift format` does), or a ternary that fits on the line (a
    /// longer one would be broken in ways the statements avoid); nil when statements are needed.
    func expression(column: Int, indent: Int, trailing: Int) -> SwiftValue? {
        if case .value(let value) = self { return value }
        guard let expression, column + expression.width + trailing <= SwiftLayout.lineLength else { return nil }
        return expression
    }

    /// `let <local>: String` and the statements that assign it, for lines indented by `indent` (returned with their
    /// indentation relative to `indent`).
    func declaration(of local: String, indent: Int) -> [String] {
        ["let \(local): String"] + assignment(to: local, indent: indent)
    }

    /// Statements that assign the text to `local` at `indent`: one assignment when the text is an expression that
    /// fits (the value broken after `=` when it does not fit after it), else `if`/`else` or `switch` with an
    /// assignment per branch, one level deeper.
    func assignment(to local: String, indent: Int) -> [String] {
        let prefix = local + " = "
        if let value = expression(column: indent + SwiftLayout.width(prefix), indent: indent, trailing: 0) {
            return Self.assign(value, to: local, indent: indent)
        }
        let deeper = indent + SwiftLayout.indentWidth
        let nest = { (lines: [String]) in lines.map { "    " + $0 } }
        switch self {
        case .value(let value):
            return Self.assign(value, to: local, indent: indent)
        case .condition(let test, let then, let otherwise, let statement):
            return (statement?(indent) ?? ["if \(test) {"]) + nest(then.assignment(to: local, indent: deeper))
                + ["} else {"] + nest(otherwise.assignment(to: local, indent: deeper)) + ["}"]
        case .unwrapping(let test, let then, let otherwise):
            return ["if \(test) {"] + nest(then.assignment(to: local, indent: deeper)) + ["} else {"]
                + nest(otherwise.assignment(to: local, indent: deeper)) + ["}"]
        case .cases(let subject, let cases, let fallback):
            var lines = ["switch \(subject) {"]
            for (pattern, text) in cases {
                lines.append(pattern)
                lines += nest(text.assignment(to: local, indent: deeper))
            }
            if let fallback {
                lines.append("default:")
                lines += nest(fallback.assignment(to: local, indent: deeper))
            }
            return lines + ["}"]
        }
    }

    /// `local = value` on one line when it fits; otherwise broken after `=`, the value on the next line one level
    /// deeper (and broken there if it is still too long), as `swift format` breaks an assignment.
    private static func assign(_ value: SwiftValue, to local: String, indent: Int) -> [String] {
        let single = "\(local) = \(value.singleLine)"
        if !value.containsBlock, indent + SwiftLayout.width(single) <= SwiftLayout.lineLength { return [single] }
        let deeper = indent + SwiftLayout.indentWidth
        // A member of a base that fits on its line goes at the base's indentation here, not one level deeper.
        if case .member(let base, let member) = value, !base.containsBlock,
            deeper + base.width <= SwiftLayout.lineLength
        {
            return ["\(local) =", "    " + base.singleLine, "    ." + member]
        }
        let laidOut = value.layout(column: deeper, indent: deeper, trailing: 0)
        return ["\(local) ="] + laidOut.split(separator: "\n", omittingEmptySubsequences: false).enumerated().map {
            $0.offset == 0 ? "    " + $0.element : String(String($0.element).dropFirst(indent))
        }
    }
}
