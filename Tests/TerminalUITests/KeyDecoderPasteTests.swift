import Testing

@testable import TerminalUI

@Suite struct KeyDecoderPasteTests {
    static let start = "\u{1B}[200~"
    static let end = "\u{1B}[201~"

    @Test func pasteWithNewlinesSplitAtEveryByte() {
        let data = bytes("x" + Self.start + "line one\r\nline two\nlast\r" + Self.end + "y")
        let expected: [Key] = [.character("x"), .paste("line one\nline two\nlast\n"), .character("y")]
        for split in 0...data.count {
            var decoder = KeyDecoder()
            let keys = decoder.feed(Array(data[..<split])) + decoder.feed(Array(data[split...]))
            #expect(keys == expected, "split at \(split)")
            #expect(!decoder.hasPending)
        }
        var decoder = KeyDecoder()
        #expect(data.flatMap { decoder.feed([$0]) } == expected)
    }

    @Test func pasteContentIsNeverDecodedAsKeys() {
        let content = "q\u{03}\u{1B}[A\u{1B}\u{1B}[200~🙂漢"
        #expect(decodeAll(bytes(Self.start + content + Self.end)) == [.paste(content)])
    }

    @Test func pasteSplitInsideMultibyteCharactersAndTheEndMarker() {
        let data = bytes(Self.start + "🙂é" + Self.end)
        for first in 1..<data.count {
            for second in first..<data.count {
                var decoder = KeyDecoder()
                let keys =
                    decoder.feed(Array(data[..<first])) + decoder.feed(Array(data[first..<second]))
                    + decoder.feed(Array(data[second...]))
                #expect(keys == [.paste("🙂é")], "split at \(first), \(second)")
            }
        }
    }

    @Test func aPausedPasteFlushesWhatArrivedAndGoesOn() {
        var decoder = KeyDecoder()
        #expect(decoder.feed(bytes(Self.start + "abc\r")).isEmpty)
        #expect(decoder.isPasting)
        #expect(decoder.hasPending)
        #expect(decoder.flush() == [.paste("abc")])  // the CR waits: it may be half of CR LF
        #expect(decoder.feed(bytes("\n🙂")).isEmpty)
        #expect(decoder.feed([0xE6, 0xBC]).isEmpty)
        #expect(decoder.flush() == [.paste("\n🙂")])  // the unfinished 漢 waits
        #expect(!decoder.hasPending)
        #expect(decoder.flush().isEmpty)
        #expect(decoder.feed([0xA2] + bytes("\u{1B}[20")).isEmpty)
        #expect(decoder.flush() == [.paste("漢")])  // the start of the end marker waits
        #expect(decoder.feed(bytes("1~q")) == [.character("q")])
        #expect(!decoder.isPasting)
    }

    /// A stray paste start: what arrived after it is pasted text until the paste is ended for lack of an end
    /// marker; then keys are keys again, Ctrl-C included.
    @Test func anUnterminatedPasteEndsAndKeysComeBack() {
        var decoder = KeyDecoder()
        #expect(decoder.feed(bytes(Self.start + "ab\u{03}")).isEmpty)
        #expect(decoder.feed(bytes("\u{03}")).isEmpty, "Ctrl-C inside the paste is pasted text")
        #expect(decoder.endPaste() == [.paste("ab\u{03}\u{03}")])
        #expect(!decoder.isPasting)
        #expect(decoder.feed(bytes("q\u{03}")) == [.character("q"), .control("c")])
        #expect(decoder.endPaste().isEmpty, "outside a paste it does nothing")
    }

    @Test func endingAPasteKeepsWhatWasHeldBack() {
        var decoder = KeyDecoder()
        #expect(decoder.feed(bytes(Self.start + "x\r")).isEmpty)
        #expect(decoder.flush() == [.paste("x")])
        // The held-back CR is pasted; the start of what could have been the end marker is decoded as keys.
        #expect(decoder.feed(bytes("\u{1B}[20")).isEmpty)
        #expect(decoder.endPaste() == [.paste("\n")])
        #expect(decoder.flush() == [.unknown(bytes("\u{1B}[20"))])
    }

    @Test func emptyPasteGivesNoKey() {
        #expect(decodeAll(bytes(Self.start + Self.end + "a")) == [.character("a")])
    }

    @Test func invalidUTF8InAPasteIsReplaced() {
        #expect(decodeAll(bytes(Self.start) + [0x61, 0xFF, 0x62] + bytes(Self.end)) == [.paste("a\u{FFFD}b")])
    }
}
