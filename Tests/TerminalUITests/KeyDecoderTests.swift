import Testing

@testable import TerminalUI

/// Decodes `bytes` in one feed followed by a flush.
func decodeAll(_ bytes: [UInt8]) -> [Key] {
    var decoder = KeyDecoder()
    return decoder.feed(bytes) + decoder.flush()
}

func bytes(_ string: String) -> [UInt8] { Array(string.utf8) }

@Suite struct KeyDecoderTests {
    static let sequences: [(String, [Key])] = [
        ("a", [.character("a")]),
        ("Q", [.character("Q")]),
        (" ", [.character(" ")]),
        ("?", [.character("?")]),
        ("\r", [.enter]),
        ("\n", [.control("j")]),
        ("\t", [.tab]),
        ("\u{7F}", [.backspace]),
        ("\u{08}", [.backspace]),
        ("\u{03}", [.control("c")]),
        ("\u{01}", [.control("a")]),
        ("\u{05}", [.control("e")]),
        ("\u{1A}", [.control("z")]),
        ("\u{00}", [.control("@")]),
        ("\u{1C}", [.control("\\")]),
        ("\u{1F}", [.control("_")]),
        ("\u{1B}[A", [.up]), ("\u{1B}[B", [.down]), ("\u{1B}[C", [.right]), ("\u{1B}[D", [.left]),
        ("\u{1B}OA", [.up]), ("\u{1B}OB", [.down]), ("\u{1B}OC", [.right]), ("\u{1B}OD", [.left]),
        ("\u{1B}[H", [.home]), ("\u{1B}[F", [.end]), ("\u{1B}OH", [.home]), ("\u{1B}OF", [.end]),
        ("\u{1B}[1~", [.home]), ("\u{1B}[4~", [.end]), ("\u{1B}[7~", [.home]), ("\u{1B}[8~", [.end]),
        ("\u{1B}[2~", [.insert]), ("\u{1B}[3~", [.delete]), ("\u{1B}[5~", [.pageUp]), ("\u{1B}[6~", [.pageDown]),
        ("\u{1B}[Z", [.backTab]),
        ("\u{1B}OM", [.enter]),
        ("\u{1B}OP", [.function(1)]), ("\u{1B}OS", [.function(4)]),
        ("\u{1B}[11~", [.function(1)]), ("\u{1B}[15~", [.function(5)]), ("\u{1B}[17~", [.function(6)]),
        ("\u{1B}[21~", [.function(10)]), ("\u{1B}[23~", [.function(11)]), ("\u{1B}[24~", [.function(12)]),
        ("\u{1B}[[A", [.function(1)]), ("\u{1B}[[E", [.function(5)]),
        ("\u{1B}[1;2A", [.modified(.up, .shift)]),
        ("\u{1B}[1;3B", [.modified(.down, .alt)]),
        ("\u{1B}[1;5C", [.modified(.right, .control)]),
        ("\u{1B}[1;6D", [.modified(.left, [.shift, .control])]),
        ("\u{1B}[1;9A", [.modified(.up, .alt)]),  // meta
        ("\u{1B}[1;5H", [.modified(.home, .control)]),
        ("\u{1B}[3;5~", [.modified(.delete, .control)]),
        ("\u{1B}[5;3~", [.modified(.pageUp, .alt)]),
        ("\u{1B}[1;2P", [.modified(.function(1), .shift)]),
        ("\u{1B}[1;1A", [.up]),
        ("\u{1B}x", [.alt(.character("x"))]),
        ("\u{1B}\r", [.alt(.enter)]),
        ("\u{1B}\u{7F}", [.alt(.backspace)]),
        ("\u{1B}\u{02}", [.alt(.control("b"))]),
        ("\u{1B}é", [.alt(.character("é"))]),
        ("\u{1B}\u{1B}[A", [.modified(.up, .alt)]),
        ("\u{1B}\u{1B}[1;5D", [.modified(.left, [.alt, .control])]),
        ("\u{1B}\u{1B}OM", [.alt(.enter)]),
        ("é", [.character("é")]),
        ("漢", [.character("漢")]),
        ("🙂", [.character("🙂")]),
        ("\u{1B}[200~hi\u{1B}[201~", [.paste("hi")]),
        ("\u{1B}[99~x", [.unknown(bytes("\u{1B}[99~")), .character("x")]),
        ("\u{1B}[?1;2cx", [.unknown(bytes("\u{1B}[?1;2c")), .character("x")]),
        ("\u{1B}O5x", [.alt(.character("O")), .character("5"), .character("x")]),
        ("\u{1B}Ozx", [.unknown(bytes("\u{1B}Oz")), .character("x")]),
        ("\u{1B}[1;\u{01}x", [.unknown(bytes("\u{1B}[1;")), .control("a"), .character("x")]),
        ("\u{1B}[201~", [.unknown(bytes("\u{1B}[201~"))]),
    ]

    @Test func everySequenceDecodes() {
        for (input, expected) in Self.sequences {
            #expect(decodeAll(bytes(input)) == expected, "\(input.debugDescription)")
        }
    }

    @Test func everySequenceDecodesWhenSplitAtEveryByte() {
        for (input, expected) in Self.sequences {
            let data = bytes(input)
            for split in 0...data.count {
                var decoder = KeyDecoder()
                let keys = decoder.feed(Array(data[..<split])) + decoder.feed(Array(data[split...])) + decoder.flush()
                #expect(keys == expected, "\(input.debugDescription) split at \(split)")
            }
            var decoder = KeyDecoder()
            let oneByOne = data.flatMap { decoder.feed([$0]) } + decoder.flush()
            #expect(oneByOne == expected, "\(input.debugDescription) byte by byte")
        }
    }

    @Test func completeSequencesNeedNoFlush() {
        for (input, expected) in Self.sequences {
            var decoder = KeyDecoder()
            #expect(decoder.feed(bytes(input)) == expected, "\(input.debugDescription)")
            #expect(!decoder.hasPending, "\(input.debugDescription)")
        }
    }

    @Test func bareEscapeWaitsForFlush() {
        var decoder = KeyDecoder()
        #expect(decoder.feed([0x1B]).isEmpty)
        #expect(decoder.hasPending)
        #expect(decoder.flush() == [.escape])
        #expect(!decoder.hasPending)
        #expect(decoder.flush().isEmpty)
    }

    @Test func escapeFollowedQuicklyByBracketIsAnArrow() {
        var decoder = KeyDecoder()
        #expect(decoder.feed([0x1B]).isEmpty)
        #expect(decoder.feed(bytes("[")).isEmpty)
        #expect(decoder.feed(bytes("A")) == [.up])
    }

    @Test func escapeThenSilenceThenBracketIsThreeKeys() {
        var decoder = KeyDecoder()
        #expect(decoder.feed([0x1B]).isEmpty)
        #expect(decoder.flush() == [.escape])
        #expect(decoder.feed(bytes("[A")) == [.character("["), .character("A")])
    }

    @Test func flushGivesTheBestInterpretationOfUnfinishedInput() {
        #expect(decodeAll([0x1B, 0x1B]) == [.escape, .escape])
        #expect(decodeAll(bytes("\u{1B}[")) == [.alt(.character("["))])
        #expect(decodeAll(bytes("\u{1B}O")) == [.alt(.character("O"))])
        #expect(decodeAll(bytes("\u{1B}\u{1B}[")) == [.escape, .alt(.character("["))])
        #expect(decodeAll(bytes("\u{1B}[1;5")) == [.unknown(bytes("\u{1B}[1;5"))])
        #expect(decodeAll(bytes("\u{1B}[[")) == [.unknown(bytes("\u{1B}[["))])
        #expect(decodeAll([0xE6, 0xBC]) == [.unknown([0xE6, 0xBC])])
        #expect(decodeAll([0x1B, 0xE6]) == [.unknown([0x1B, 0xE6])])
    }

    @Test func escapeEscapeThenKeyIsEscapeThenAlt() {
        #expect(decodeAll(bytes("\u{1B}\u{1B}x")) == [.escape, .alt(.character("x"))])
        #expect(decodeAll(bytes("\u{1B}\u{1B}\u{1B}")) == [.escape, .escape, .escape])
        #expect(decodeAll(bytes("\u{1B}\u{1B}[99~")) == [.escape, .unknown(bytes("\u{1B}[99~"))])
    }

    @Test func textTypedQuicklyDecodesAsCharacters() {
        #expect(decodeAll(bytes("jkgG q?")) == "jkgG q?".map { .character($0) })
    }

    @Test func multibyteCharactersSplitAcrossFeeds() {
        for text in ["é", "漢字", "🙂", "👨‍👩‍👧", "🇯🇵", "e\u{301}"] {
            let data = bytes(text)
            let expected = text.unicodeScalars.map { Key.character(Character($0)) }
            for split in 0...data.count {
                var decoder = KeyDecoder()
                var keys = decoder.feed(Array(data[..<split]))
                keys += decoder.feed(Array(data[split...]))
                #expect(keys == expected, "\(text) split at \(split)")
                #expect(!decoder.hasPending)
            }
            var typed = ""
            for case .character(let character) in expected { typed.append(character) }
            #expect(typed == text)
        }
    }

    @Test func invalidUTF8IsUnknownAndKeepsWhatFollows() {
        #expect(decodeAll([0xFF, 0x61]) == [.unknown([0xFF]), .character("a")])
        #expect(decodeAll([0x80, 0x61]) == [.unknown([0x80]), .character("a")])
        #expect(decodeAll([0xC0, 0xAF]) == [.unknown([0xC0]), .unknown([0xAF])])  // overlong
        #expect(decodeAll([0xE6, 0x61]) == [.unknown([0xE6]), .character("a")])
        #expect(decodeAll([0xED, 0xA0, 0x80]) == [.unknown([0xED]), .unknown([0xA0]), .unknown([0x80])])  // surrogate
        #expect(decodeAll([0xE6, 0xBC, 0x1B, 0x5B, 0x41]) == [.unknown([0xE6, 0xBC]), .up])
        #expect(decodeAll([0xC2, 0x9B]) == [.unknown([0xC2, 0x9B])])  // C1 CSI
    }

    @Test func overlongSequencesAreCutAndDecodingGoesOn() {
        let long = bytes("\u{1B}[" + String(repeating: "1;", count: 40) + "A") + bytes("q")
        let keys = decodeAll(long)
        #expect(keys.first.map { if case .unknown = $0 { true } else { false } } == true)
        #expect(keys.last == .character("q"))
    }

    @Test func keyDescriptions() {
        #expect(Key.control("c").description == "ctrl-c")
        #expect(Key.alt(.enter).description == "alt-enter")
        #expect(Key.modified(.left, [.shift, .control]).description == "shift-ctrl-left")
        #expect(Key.character(" ").description == "space")
        #expect(Key.unknown([0x1B, 0x5B]).description == "unknown(1B 5B)")
        #expect(Key.modified(.up, .shift).unmodified == .up)
        #expect(Key.alt(.character("x")).unmodified == .alt(.character("x")))
    }
}
