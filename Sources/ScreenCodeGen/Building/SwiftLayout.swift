import ScreenExpressions

/// Line-length facts and the line breaking of long conditions, matching `swift format` with the repository's
/// `.swift-format` (line length 120, 4-space indentation). Calls and literals are laid out by `SwiftValue`.
enum SwiftLayout {
    static let lineLength = 120
    static let indentWidth = 4

    /// The columns `text` takes, counted in `Character`s as `swift format` does — without grapheme breaking when
    /// the text is ASCII (almost always), which is most of the cost of laying code out.
    static func width(_ text: String) -> Int {
        asciiWidth(text) ?? text.count
    }

    /// The width of `text` when it is ASCII (its byte count), else nil.
    static func asciiWidth(_ text: String) -> Int? {
        let ascii =
            text.utf8.withContiguousStorageIfAvailable { isASCII(UnsafeRawBufferPointer($0)) }
            ?? text.utf8.allSatisfy { $0 < 0x80 }
        return ascii ? text.utf8.count : nil
    }

    /// Whether every byte is below 0x80, read eight bytes at a time (every argument of every item call is
    /// measured).
    static func isASCII(_ bytes: UnsafeRawBufferPointer) -> Bool {
        let highBits: UInt64 = 0x8080_8080_8080_8080
        var index = 0
        while index + 8 <= bytes.count {
            if bytes.loadUnaligned(fromByteOffset: index, as: UInt64.self) & highBits != 0 { return false }
            index += 8
        }
        while index < bytes.count {
            if bytes[index] >= 0x80 { return false }
            index += 1
        }
        return true
    }

    /// A Bool expression as lines: one line when it fits after `indent`; otherwise split before each top-level
    /// `&&` / `||`, continuation lines indented one level deeper (`    && operand`). An operand of a `||` chain that is
    /// an `&&` chain too long for its line is filled: as many of its operands per line as fit, the next line going on
    /// with `&& operand` one level deeper than the line the operand started on (what `swift format` does with the
    /// group of a higher-precedence operand).
    static func condition(_ expression: Expression, print: (Expression) -> String, indent: Int) -> [String] {
        let single = print(expression)
        guard indent + width(single) > lineLength else { return [single] }
        if case .not(let inner) = expression.kind, case .binary(let op, _, _) = inner.kind, op == .and || op == .or {
            return group(inner, op: op, opener: "!(", column: indent, continuation: indentWidth, print: print, indent: indent)
        }
        guard case .binary(let op, _, _) = expression.kind, op == .and || op == .or else { return [single] }
        let continuation = String(repeating: " ", count: indentWidth)
        var lines: [String] = []
        for (index, operand) in chain(expression, op).enumerated() {
            var text = print(operand)
            if op == .and, case .binary(.or, _, _) = operand.kind { text = "(\(text))" }
            let lead = index == 0 ? "" : continuation + op.rawValue + " "
            let column = index == 0 ? indent : indent + indentWidth + op.rawValue.count + 1
            let lineIndent = index == 0 ? 0 : indentWidth
            if column + width(text) > lineLength, op == .and, case .binary(.or, _, _) = operand.kind {
                // A parenthesized `||` too long for its line is broken inside.
                var broken = group(
                    operand, op: .or, opener: "(", column: column, continuation: lineIndent + indentWidth,
                    print: print, indent: indent)
                broken[0] = lead + broken[0]
                lines += broken
                continue
            }
            guard op == .or, column + width(text) > lineLength, case .binary(.and, _, _) = operand.kind else {
                lines.append(lead + text)
                continue
            }
            // Fill the `&&` chain: a line takes the next operand while it fits; its own continuation lines go one
            // level deeper than the line it starts on. A parenthesized `||` that fits on no line is broken inside.
            let fill = String(repeating: " ", count: index == 0 ? indentWidth : 2 * indentWidth)
            var line = lead
            var lineColumn = column
            // After a parenthesized `||` broken inside, the next `&&` starts a line.
            var afterBrokenGroup = false
            for (position, part) in chain(operand, .and).enumerated() {
                var partText = print(part)
                if case .binary(.or, _, _) = part.kind { partText = "(\(partText))" }
                if position == 0 || !afterBrokenGroup && lineColumn + 4 + width(partText) <= lineLength {
                    let joint = position == 0 ? "" : " && "
                    if lineColumn + width(joint) + width(partText) > lineLength, case .binary(.or, _, _) = part.kind {
                        let broken = group(
                            part, op: .or, opener: "(", column: lineColumn + width(joint),
                            continuation: lineIndent + indentWidth, print: print, indent: indent)
                        line = splice(broken, after: line + joint, into: &lines)
                        lineColumn = indent + width(line)
                        afterBrokenGroup = true
                    } else {
                        line += joint + partText
                        lineColumn += width(joint) + width(partText)
                    }
                } else {
                    lines.append(line)
                    let start = indent + fill.count + 3
                    if start + width(partText) > lineLength, case .binary(.or, _, _) = part.kind {
                        let broken = group(
                            part, op: .or, opener: "(", column: start, continuation: fill.count + indentWidth,
                            print: print, indent: indent)
                        line = splice(broken, after: fill + "&& ", into: &lines)
                        lineColumn = indent + width(line)
                        afterBrokenGroup = true
                    } else {
                        line = fill + "&& " + partText
                        lineColumn = start + width(partText)
                        afterBrokenGroup = false
                    }
                }
            }
            lines.append(line)
        }
        return lines
    }

    /// `if <expression> {` at `indent`, as lines: one when it fits; otherwise the Bool filled as `swift format` fills an
    /// `if` condition (as inside parentheses: an operator and its operand stay on the line while they fit,
    /// continuation lines one level deeper) and the `{` on a line of its own. Lines after the first carry their
    /// indentation relative to `indent`.
    static func ifStatement(_ expression: Expression, print: (Expression) -> String, indent: Int) -> [String] {
        let single = "if " + print(expression) + " {"
        guard indent + width(single) > lineLength, case .binary(let op, _, _) = expression.kind, op == .and || op == .or
        else { return [single] }
        return group(
            expression, op: op, opener: "if ", column: indent, continuation: indentWidth, print: print, indent: indent,
            closer: "") + ["{"]
    }

    /// A parenthesized chain of `op` (`!(…)` or `(…)`, `opener`) starting at `column` and too long for its line,
    /// filled as `swift format` fills the inside of parentheses: an operator and its operand stay on the line while
    /// they fit (an operand of the other operator counts whole), continuation lines `continuation` columns deeper
    /// than `indent`, and an operand that does not fit on a line of its own filled one level deeper still. The first
    /// line (starting with `opener`) goes where the chain starts; the others carry their indentation relative to
    /// `indent`; the last ends with `)`.
    private static func group(
        _ inner: Expression, op: BinaryOperator, opener: String, column start: Int, continuation: Int,
        print: (Expression) -> String, indent: Int, closer closing: String = ")"
    ) -> [String] {
        func text(_ operand: Expression, in chainOp: BinaryOperator) -> String {
            let text = print(operand)
            if chainOp == .and, case .binary(.or, _, _) = operand.kind { return "(\(text))" }
            return text
        }
        var lines: [String] = []
        var line = opener
        var column = start + width(opener)
        let operands = chain(inner, op)
        // After an operand filled over several lines, the next operator starts a line.
        var previousWasFilled = false
        for (index, operand) in operands.enumerated() {
            let closer = index == operands.count - 1 ? closing.count : 0
            let whole = text(operand, in: op)
            if index > 0 {
                if !previousWasFilled, column + 1 + op.rawValue.count + 1 + width(whole) + closer <= lineLength {
                    line += " \(op.rawValue) " + whole
                    column += 2 + op.rawValue.count + width(whole)
                    continue
                }
                lines.append(line)
                line = String(repeating: " ", count: continuation) + op.rawValue + " "
                column = indent + continuation + op.rawValue.count + 1
            }
            let other: BinaryOperator = op == .or ? .and : .or
            previousWasFilled = false
            guard column + width(whole) + closer > lineLength, case .binary(other, _, _) = operand.kind else {
                line += whole
                column += width(whole)
                continue
            }
            // The line the operand starts on: the group's first line, or an operator's line.
            let lineIndent = index == 0 ? continuation - indentWidth : continuation
            if other == .or {
                // A parenthesized `||` operand of `&&` is broken inside its parentheses, which it keeps; the next
                // operator starts a line.
                let broken = group(
                    operand, op: .or, opener: "(", column: column, continuation: lineIndent + indentWidth,
                    print: print, indent: indent)
                line = splice(broken, after: line, into: &lines)
                column = indent + width(line)
                previousWasFilled = true
                continue
            }
            let linesBefore = lines.count
            let fill = String(repeating: " ", count: continuation + (index == 0 ? 0 : indentWidth))
            let parts = chain(operand, other)
            // After a parenthesized `||` broken inside, the next `&&` starts a line.
            var afterBrokenGroup = false
            for (position, part) in parts.enumerated() {
                let partText = text(part, in: other)
                let partCloser = position == parts.count - 1 ? closer : 0
                let isGroup: Bool = if other == .and, case .binary(.or, _, _) = part.kind { true } else { false }
                if position == 0 {
                    guard isGroup, column + width(partText) + partCloser > lineLength else {
                        line += partText
                        column += width(partText)
                        continue
                    }
                    // A parenthesized `||` too long for its line is broken inside.
                    let broken = group(
                        part, op: .or, opener: "(", column: column, continuation: lineIndent + indentWidth,
                        print: print, indent: indent)
                    line = splice(broken, after: line, into: &lines)
                    column = indent + width(line)
                    afterBrokenGroup = true
                } else if !afterBrokenGroup, column + 2 + other.rawValue.count + width(partText) + partCloser <= lineLength {
                    line += " \(other.rawValue) " + partText
                    column += 2 + other.rawValue.count + width(partText)
                } else {
                    lines.append(line)
                    let start = indent + fill.count + other.rawValue.count + 1
                    guard isGroup, start + width(partText) + partCloser > lineLength else {
                        line = fill + other.rawValue + " " + partText
                        column = start + width(partText)
                        afterBrokenGroup = false
                        continue
                    }
                    let broken = group(
                        part, op: .or, opener: "(", column: start, continuation: fill.count + indentWidth,
                        print: print, indent: indent)
                    line = splice(broken, after: fill + other.rawValue + " ", into: &lines)
                    column = indent + width(line)
                    afterBrokenGroup = true
                }
            }
            previousWasFilled = lines.count > linesBefore
        }
        return lines + [line + closing]
    }

    /// `broken` (a group's lines) spliced into `lines` after `head`: its first line completes `head`, its middle lines
    /// are added, and its last line is returned as the line being built.
    private static func splice(_ broken: [String], after head: String, into lines: inout [String]) -> String {
        guard broken.count > 1 else { return head + (broken.first ?? "") }
        lines.append(head + broken[0])
        lines += broken[1..<(broken.count - 1)]
        return broken[broken.count - 1]
    }

    /// The operands of a left-associated chain of one operator: `a && b && c` → [a, b, c].
    private static func chain(_ expression: Expression, _ op: BinaryOperator) -> [Expression] {
        if case .binary(let inner, let lhs, let rhs) = expression.kind, inner == op {
            return chain(lhs, op) + chain(rhs, op)
        }
        return [expression]
    }
}
