import ScreenExpressions

/// Line-length facts and the line breaking of long conditions, matching `swift format` with the repository's
/// `.swift-format` (line length 120, 4-space indentation). Calls and literals are laid out by `SwiftValue`.
enum SwiftLayout {
    static let lineLength = 120
    static let indentWidth = 4

    /// The columns `text` takes, counted in `Character`s as `swift format` does — without grapheme breaking when
    /// the text is ASCII (almost always), which is most of the cost of laying code out.
    static func width(_ text: String) -> Int {
        let isASCII =
            text.utf8.withContiguousStorageIfAvailable { bytes in bytes.allSatisfy { $0 < 0x80 } }
            ?? text.utf8.allSatisfy { $0 < 0x80 }
        return isASCII ? text.utf8.count : text.count
    }

    /// A Bool expression as lines: one line when it fits after `indent`; otherwise split before each top-level
    /// `&&` / `||`, continuation lines indented one level deeper (`    && operand`).
    static func condition(_ expression: Expression, field: (String) -> String, indent: Int) -> [String] {
        let single = ExpressionPrinter.swiftSource(expression, field: field)
        guard indent + width(single) > lineLength, case .binary(let op, _, _) = expression.kind, op == .and || op == .or
        else { return [single] }
        let operands = chain(expression, op).map { operand -> String in
            let text = ExpressionPrinter.swiftSource(operand, field: field)
            if op == .and, case .binary(.or, _, _) = operand.kind { return "(\(text))" }
            return text
        }
        return [operands[0]] + operands.dropFirst().map { String(repeating: " ", count: indentWidth) + "\(op.rawValue) \($0)" }
    }

    /// The operands of a left-associated chain of one operator: `a && b && c` → [a, b, c].
    private static func chain(_ expression: Expression, _ op: BinaryOperator) -> [Expression] {
        if case .binary(let inner, let lhs, let rhs) = expression.kind, inner == op {
            return chain(lhs, op) + chain(rhs, op)
        }
        return [expression]
    }
}
