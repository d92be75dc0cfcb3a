import ScreenDiagnostics
import Testing
import YAMLReader

/// `YAMLComments`: the real comments of a file, never a `#` that is part of a scalar.
@Suite struct CommentTests {
    static func comments(_ text: String) -> [String] {
        let bytes = Array(text.utf8)
        let document = YAMLParser.parse(bytes, file: "t.yaml")
        return YAMLComments.find(in: bytes, root: document.root).map { "\($0.position):\($0.text)" }
    }

    @Test func lineAndTrailingCommentsWithTheirPositions() {
        let text = """
            # first
            title: Hello # trailing
              # indented
            rows: [a, b] #flow
            """
        #expect(Self.comments(text) == ["1:1: first", "2:14: trailing", "3:3: indented", "4:14:flow"])
    }

    @Test func hashesInsideQuotedScalarsAreNotComments() {
        let text = """
            a: "x # not a comment"
            b: 'y # nor this'
            c: "multi
              # still inside the double-quoted scalar
              end" # but this is
            """
        #expect(Self.comments(text) == ["5:8: but this is"])
    }

    @Test func hashesInsideBlockScalarsAreNotCommentsButTheHeaderCommentIs() {
        let text = """
            text: | # header comment
              # a heading in the text
              body # more text
            folded: >
              # folded text
            # a real comment after the block
            """
        #expect(Self.comments(text) == ["1:9: header comment", "6:1: a real comment after the block"])
    }

    @Test func aHashWithoutSpaceBeforeItIsPartOfAPlainScalar() {
        #expect(Self.comments("title: C#sharp\nkey: a#b # c\n") == ["2:10: c"])
    }

    @Test func keysAndFlowMappingsAndCarriageReturns() {
        #expect(Self.comments("\"k # x\": 1\r\nm: { a: 1, # in flow\r\n  b: 2 }\r\n") == ["2:12: in flow"])
    }

    @Test func columnsCountUnicodeScalars() {
        #expect(Self.comments("title: Zoë ✓ # ok\n") == ["1:14: ok"])
    }

    @Test func anEmptyDocumentStillHasItsComments() {
        #expect(Self.comments("# only a comment\n") == ["1:1: only a comment"])
    }
}
