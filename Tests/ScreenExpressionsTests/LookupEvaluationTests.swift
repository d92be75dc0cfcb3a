import Testing

@testable import ScreenExpressions

/// `ExpressionEvaluator.evaluate(_:lookup:)`: names read through a function rather than a dictionary.
@Suite struct LookupEvaluationTests {
    @Test func namesAreReadThroughTheLookupOnlyWhenEvaluated() {
        var reads: [String] = []
        let values: [String: ExpressionValue] = ["a": .bool(false), "b": .bool(true), "n": .int(3)]
        let result = ExpressionEvaluator.evaluate(expression("a && b || n > 2")) { name in
            reads.append(name)
            return values[name]
        }
        #expect(result == .bool(true))
        #expect(reads == ["a", "n"], "`b` is not read: `a && b` is decided by `a`")
    }

    @Test func lookupCanComputeValuesOnDemand() {
        // A name standing for another expression (as a named condition does), evaluated when it is read.
        let inner = expression("x > 1")
        func lookup(_ name: String) -> ExpressionValue? {
            switch name {
            case "x": .int(2)
            case "big": ExpressionEvaluator.evaluate(inner, lookup: lookup)
            default: nil
            }
        }
        #expect(ExpressionEvaluator.evaluate(expression("big && !(x == 3)"), lookup: lookup) == .bool(true))
    }

    @Test func theDictionaryFormGivesTheSameValues() {
        let values: [String: ExpressionValue] = ["s": .string("abc"), "o": .null, "n": .int(-4)]
        for text in ["s.count == 3", "o ?? 5", "-n", "s.isEmpty || o == nil"] {
            #expect(
                ExpressionEvaluator.evaluate(expression(text), in: values)
                    == ExpressionEvaluator.evaluate(expression(text)) { values[$0] })
        }
    }
}
