import ScreencTestSupport
import Testing

@testable import ScreenExpressions

/// Generates random well-typed expressions and state values over the shared test fields.
struct ExpressionGenerator {
    var rng: SeededGenerator

    static let boolFields = ["enabled", "autoDownload", "lowDataMode"]
    static let intFields = ["port", "retries"]
    static let stringFields = ["host", "username"]
    static let enumFields = ["mode", "otherMode", "encryption"]
    static let strings = [
        "", "a", "proxy.example", "it's", "say \"hi\"", "back\\slash", "\\(interpolation)", "line\nbreak",
        "tab\there", "\r\n", "\0", "\u{1}", "\u{2028}", "\u{202E}rtl", "日本語", "😀", "👨‍👩‍👧‍👦", "🇺🇦", "e\u{301}",
        "'", "\"", "#", "&&", ".socks5",
    ]
    static let ints = [0, 1, 2, 5, 42, 65535, 9_223_372_036_854_775_807, -9_223_372_036_854_775_808]

    private mutating func pick<T>(_ options: [T]) -> T { options.randomElement(using: &rng)! }
    private mutating func chance(_ n: Int) -> Bool { Int.random(in: 0..<n, using: &rng) == 0 }

    private func cases(of field: String) -> [String] {
        guard case .enumeration(_, let cases)? = fields[field] else { preconditionFailure() }
        return cases.names
    }

    mutating func bool(depth: Int) -> Expression {
        if depth == 0 || chance(6) {
            return chance(4) ? node(.boolLiteral(chance(2))) : node(.field(pick(Self.boolFields)))
        }
        switch Int.random(in: 0..<8, using: &rng) {
        case 0: return node(.not(bool(depth: depth - 1)))
        case 1: return node(.binary(.and, bool(depth: depth - 1), bool(depth: depth - 1)))
        case 2: return node(.binary(.or, bool(depth: depth - 1), bool(depth: depth - 1)))
        case 3:
            let op = pick([BinaryOperator.less, .lessOrEqual, .greater, .greaterOrEqual, .equal, .notEqual])
            return node(.binary(op, int(depth: depth - 1), int(depth: depth - 1)))
        case 4:
            let op = pick([BinaryOperator.equal, .notEqual])
            return chance(2)
                ? node(.binary(op, string(depth: depth - 1), string(depth: depth - 1)))
                : node(.binary(op, bool(depth: depth - 1), bool(depth: depth - 1)))
        case 5:
            let op = pick([BinaryOperator.equal, .notEqual])
            let field = pick(Self.enumFields)
            let caseLiteral = node(.enumCase(pick(cases(of: field))))
            let fieldNode = node(.field(field))
            return chance(3) ? node(.binary(op, caseLiteral, fieldNode)) : node(.binary(op, fieldNode, caseLiteral))
        case 6:
            let field = pick(Self.enumFields)
            let other = fields[field] == proxyMode ? pick(["mode", "otherMode"]) : field
            return node(.binary(pick([.equal, .notEqual]), node(.field(field)), node(.field(other))))
        default:
            return node(.member(string(depth: depth - 1), .isEmpty))
        }
    }

    mutating func int(depth: Int) -> Expression {
        if depth == 0 || chance(3) {
            return chance(2) ? node(.intLiteral(pick(Self.ints))) : node(.field(pick(Self.intFields)))
        }
        return chance(2) ? node(.negate(int(depth: depth - 1))) : node(.member(string(depth: depth - 1), .count))
    }

    mutating func string(depth: Int) -> Expression {
        chance(2) ? node(.stringLiteral(pick(Self.strings))) : node(.field(pick(Self.stringFields)))
    }

    mutating func values() -> [String: ExpressionValue] {
        var values: [String: ExpressionValue] = [:]
        for field in Self.boolFields { values[field] = .bool(chance(2)) }
        for field in Self.intFields { values[field] = .int(pick(Self.ints + [-1, 3, 7])) }
        for field in Self.stringFields { values[field] = .string(pick(Self.strings)) }
        for field in Self.enumFields { values[field] = .enumCase(pick(cases(of: field))) }
        return values
    }
}

@Suite struct RoundTripPropertyTests {
    @Test(arguments: [1 as UInt64, 2, 3, 0x5C4EE7])
    func printedExpressionsParseBackToTheSameTree(seed: UInt64) {
        var generator = ExpressionGenerator(rng: SeededGenerator(seed: seed))
        for _ in 0..<400 {
            let original = generator.bool(depth: 5)
            // The generator only makes well-typed conditions.
            #expect(checker.checkCondition(original).isEmpty, "\(original)")

            let text = original.description
            let (reparsed, diagnostics) = parse(text)
            #expect(diagnostics.isEmpty, "\(text): \(diagnostics.map(\.message))")
            guard let reparsed else { continue }
            #expect(reparsed.isStructurallyEqual(to: original), "\(text) reparsed as \(fullyParenthesized(reparsed))")
            #expect(reparsed.description == text)
            #expect(reparsed.fieldReferences == original.fieldReferences)

            for _ in 0..<4 {
                let values = generator.values()
                #expect(
                    ExpressionEvaluator.evaluate(reparsed, in: values)
                        == ExpressionEvaluator.evaluate(original, in: values), "\(text)")
            }
        }
    }

    @Test func generatorIsDeterministic() {
        var a = ExpressionGenerator(rng: SeededGenerator(seed: 7))
        var b = ExpressionGenerator(rng: SeededGenerator(seed: 7))
        for _ in 0..<20 {
            #expect(a.bool(depth: 4).isStructurallyEqual(to: b.bool(depth: 4)))
        }
    }

    @Test func swiftPrinterDiffersOnlyInFields() {
        // Rendering with a field closure equals rendering a tree whose fields were renamed by it.
        func renamed(_ expression: Expression) -> Expression {
            switch expression.kind {
            case .field(let name): node(.field("state." + name))
            case .not(let operand): node(.not(renamed(operand)))
            case .negate(let operand): node(.negate(renamed(operand)))
            case .member(let base, let member): node(.member(renamed(base), member))
            case .binary(let op, let lhs, let rhs): node(.binary(op, renamed(lhs), renamed(rhs)))
            default: expression
            }
        }
        func containsNegation(_ expression: Expression) -> Bool {
            if case .negate = expression.kind { return true }
            return expression.children.contains(where: containsNegation)
        }
        var generator = ExpressionGenerator(rng: SeededGenerator(seed: 11))
        for _ in 0..<200 {
            let original = generator.bool(depth: 4)
            let swift = ExpressionPrinter.swiftSource(original) { "state.\($0)" }
            #expect(swift == ExpressionPrinter.swiftSource(renamed(original)) { $0 })
            if !containsNegation(original) {
                #expect(swift == renamed(original).description)
            }
        }
    }
}
