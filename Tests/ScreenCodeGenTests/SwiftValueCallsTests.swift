import Testing

@testable import ScreenCodeGen

/// A call written as one string (an app function's or a reusable text's) becomes a `.call` the layout breaks one
/// argument per line, as `swift format` does; anything that is not one call stays an atom.
@Suite struct SwiftValueCallsTests {
    @Test func aCallBecomesACallWithItsLabelledArguments() {
        let value = SwiftValue.structured(#"privacyLabel(strings: presentationData.strings, settings: f(a, "x, (y)"))"#)
        #expect(
            value
                == .call(
                    "privacyLabel",
                    [
                        .init("strings", .atom("presentationData.strings")),
                        .init("settings", .call("f", [.init("", .atom("a")), .init("", .atom(#""x, (y)""#))])),
                    ]))
    }

    @Test func whatIsNotOneCallStaysAnAtom() {
        for code in [
            #""Text \(f(a, b))""#, "presentationData.strings.Key(a, b).string", "f(a) + g(b)", "f(a)(b)", "flag ? f(a) : g(b)",
            "(a)",
        ] {
            #expect(SwiftValue.structured(code) == .atom(code), "\(code)")
        }
    }

    /// A long call is broken one argument per line; an argument that is a long call is broken the same way.
    @Test func aLongCallIsBrokenOneArgumentPerLine() {
        let long = String(repeating: "x", count: 60)
        let value = SwiftValue.structured(
            "timeIntervalString(strings: presentationData.strings, value: data.\(long), label: label(of: data.\(long)))")
        #expect(
            value.layout(column: 20, indent: 12, trailing: 0) == """
                timeIntervalString(
                                strings: presentationData.strings,
                                value: data.\(long),
                                label: label(of: data.\(long))
                            )
                """)
    }
}
