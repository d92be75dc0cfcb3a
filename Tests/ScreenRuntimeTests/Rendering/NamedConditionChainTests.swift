import ScreenIR
import ScreenRuntime
import ScreencCore
import Testing

/// Named conditions that read each other in a long chain are linted, compiled and rendered without recursing through
/// the chain (each is computed after the ones it reads), so no length of chain runs out of stack.
@Suite struct NamedConditionChainTests {
    /// `c0: a`, `c1: "!c0"`, …: the last is `a` when the chain is even, else `!a`; a row is visible when it holds.
    static func chain(_ length: Int) -> String {
        var text = """
            screen: Chain
            title: Chain
            state:
              a: true
            conditions:
              c0: a

            """
        for index in 1..<length {
            text += "  c\(index): \"!c\(index - 1)\"\n"
        }
        text += """
            sections:
              - id: main
                rows:
                  - id: flag
                    item: switch
                    title: A
                    bind: a
                  - id: shown
                    item: text
                    text: Shown
                    visible: c\(length - 1)

            """
        return text
    }

    @Test(arguments: [5_000, 5_001])
    func aLongChainRendersAndCompiles(length: Int) throws {
        let file = SourceFile(path: "Chain.yaml", text: Self.chain(length))
        let lint = Linter.lint([file])
        #expect(lint.diagnostics.isEmpty)
        let screen = try #require(lint.screens.first)
        let rendered = ScreenRenderer.render(screen, state: ScreenState(defaultsOf: screen))
        // `a` is true, and `c<n>` negates it n times: the last condition holds when it negates an even number of times.
        let lastHolds = (length - 1) % 2 == 0
        #expect(rendered.rows.map(\.rowID) == (lastHolds ? ["flag", "shown"] : ["flag"]))

        let compiled = try Compiler.compile([file])
        let swift = try #require(compiled.files.first).contents
        // Every condition is a member, each declared after the one it reads.
        let first = try #require(swift.range(of: "var c0: Bool"))
        let last = try #require(swift.range(of: "var c\(length - 1): Bool"))
        #expect(first.lowerBound < last.lowerBound)
        #expect(swift.contains("!c\(length - 2)"))
    }
}
