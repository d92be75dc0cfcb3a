import Foundation
import ScreenImport
import ScreencTestSupport
import Testing

@Suite struct ScreenImporterTests {
    /// A controller in the hand-written style (payloads carrying theme and strings, `==` written out,
    /// `withUpdated…` helpers, `if` and `for` in the entries function, `|> map` into `ItemListControllerState`).
    @Test func handWrittenControllerImportsToAScreenThatLintsClean() throws {
        let source = try fixture("MediaAutoplayController.swift")
        let result = ScreenImporter.importControllers(source: source, path: "MediaAutoplayController.swift")
        #expect(result.problems.isEmpty)
        let screen = try #require(result.screens.first)
        #expect(result.screens.count == 1)
        #expect(screen.name == "MediaAutoplay")
        #expect(lintFindings(screen.yaml) == [])
        assertSnapshot(screen.yaml, named: "MediaAutoplay.yaml")
        // The `for` over the exceptions (an entries parameter `[EnginePeer]`) is a repeated peer row over a list of
        // app data; the closures that do more than write state are approximated.
        #expect(screen.summary.left == 0)
        #expect(screen.summary.exact + screen.summary.approximated + screen.summary.left == 7)
        #expect(screen.yaml.contains("data:\n  exceptions:\n    list: { id: PeerId, peer: Peer }\n"))
        #expect(
            screen.yaml.contains(
                "      - id: exceptionPeer\n        forEach: peer in exceptions\n        item: peer\n        peer: peer.peer\n        action: openPeer\n"
            ))
        // docs/Migration.md shows this import's summary line.
        let guide = try String(contentsOf: repositoryRoot.appendingPathComponent("docs/Migration.md"), encoding: .utf8)
        #expect(guide.contains("MediaAutoplay.yaml: \(screen.summary.line(screen: "MediaAutoplay"))"))
    }

    @Test func theSummarySaysOneRowInTheSingular() {
        #expect(ImportSummary(exact: 1).line(screen: "A") == "A: 1 row imported exactly, 0 approximated, 0 left")
        #expect(
            ImportSummary(exact: 2, approximated: 1, left: 1).line(screen: "A")
                == "A: 2 rows imported exactly, 1 approximated, 1 left")
        #expect(ImportSummary().line(screen: "A") == "A: 0 rows imported exactly, 0 approximated, 0 left")
    }

    @Test func aFileWithoutAnEntryEnumSaysSo() {
        let result = ScreenImporter.importControllers(source: "struct A {}\n", path: "A.swift")
        #expect(result.screens.isEmpty)
        #expect(result.problems == ["A.swift: no entry enum (an enum conforming to ItemListNodeEntry) found"])
    }
}
