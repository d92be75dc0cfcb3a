import ScreenDiagnostics
import ScreenExpressions
import Testing

@testable import ScreenCodeGen

/// Long conditions are broken as `swift format` breaks them: before top-level `&&` / `||`, filling the operands of the
/// other operator, and inside parentheses that do not fit on any line.
@Suite struct SwiftLayoutConditionTests {
    private static func lines(_ text: String, indent: Int = 8) -> [String] {
        let span = SourceSpan(file: "test.yaml", at: SourcePosition(line: 1, column: 1))
        let (expression, diagnostics) = ExpressionParser.parse(ExpressionSource(text: text, span: span, textColumnOffset: nil))
        precondition(diagnostics.isEmpty, "\(diagnostics.map(\.message))")
        return SwiftLayout.condition(expression!, print: { ExpressionPrinter.swiftSource($0, field: { $0 }) }, indent: indent)
    }

    /// `!(a && b && c || d)` with the `&&` operand filled: `|| d` starts its own line, one level deeper.
    @Test func anOperandAfterAFilledOneStartsALine() {
        let long = String(repeating: "x", count: 70)
        #expect(
            Self.lines("!(cacheItemsCount > 9 && !sound && \(long)Limit > 73 || folderSettings == .preview)") == [
                "!(cacheItemsCount > 9 && !sound",
                "    && \(long)Limit > 73",
                "    || folderSettings == .preview)",
            ])
    }

    /// A parenthesized `||` that fits on no line is broken inside, and the next operator starts a line.
    @Test func aLongParenthesizedGroupIsBrokenInsideAndTheNextOperatorStartsALine() {
        let long = String(repeating: "y", count: 80)
        #expect(
            Self.lines("first || (a || b) && (\(long).isEmpty || count > 3) && flag") == [
                "first",
                "    || (a || b)",
                "        && (\(long).isEmpty",
                "            || count > 3)",
                "        && flag",
            ])
    }
}

extension SwiftLayoutConditionTests {
    /// `!(a && b && (c || d))`: the `||` keeps its parentheses and is broken inside them (it used to be filled
    /// without them, which read `!(a && b && c || d)`).
    @Test func aParenthesizedOrInsideANegatedAndKeepsItsParentheses() {
        let long = String(repeating: "z", count: 70)
        #expect(
            Self.lines("!(cacheItemsCount > 9 && !sound && (\(long)Limit > 73 || folderSettings == .preview))") == [
                "!(cacheItemsCount > 9 && !sound",
                "    && (\(long)Limit > 73",
                "        || folderSettings == .preview))",
            ])
        #expect(
            Self.lines("!(cacheItemsCount > 9 && (\(long)LimitAAAAAAAAA > 73 || folderSettings == .preview) && !sound)") == [
                "!(cacheItemsCount > 9",
                "    && (\(long)LimitAAAAAAAAA > 73",
                "        || folderSettings == .preview)",
                "    && !sound)",
            ])
    }
}

extension SwiftLayoutConditionTests {
    /// `if <Bool> {` too long for its line (a text's function computes its condition in place): the operands filled
    /// as inside parentheses, continuation lines one level deeper, the brace alone.
    @Test func aLongIfIsFilledWithItsBraceAlone() {
        let span = SourceSpan(file: "test.yaml", at: SourcePosition(line: 1, column: 1))
        let text =
            "previewAccountPeerCount == 5 || folderCellularSync >= 14 || messageIdentifier && autoCacheSizeAccount > 643"
            + " || autoModelDownloadIdentifierLongQualityGroupVideoLimit > 84"
        let (parsed, diagnostics) = ExpressionParser.parse(ExpressionSource(text: text, span: span, textColumnOffset: nil))
        #expect(diagnostics.isEmpty, "\(diagnostics.map(\.message))")
        guard let expression = parsed else { return }
        let print = { ExpressionPrinter.swiftSource($0, field: { $0 }) }
        #expect(
            SwiftLayout.ifStatement(expression, print: print, indent: 8) == [
                "if previewAccountPeerCount == 5 || folderCellularSync >= 14 || messageIdentifier && autoCacheSizeAccount > 643",
                "    || autoModelDownloadIdentifierLongQualityGroupVideoLimit > 84",
                "{",
            ])
        #expect(SwiftLayout.ifStatement(expression, print: print, indent: 0).count == 3)
        let short = ExpressionParser.parse(ExpressionSource(text: "a || b", span: span, textColumnOffset: nil)).0!
        #expect(SwiftLayout.ifStatement(short, print: print, indent: 8) == ["if a || b {"])
    }
}
