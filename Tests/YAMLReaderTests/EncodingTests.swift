import ScreenDiagnostics
import Testing
import YAMLReader

@Suite("Encoding: UTF-8 only")
struct EncodingTests {
    private func parseBytes(_ bytes: [UInt8]) -> YAMLDocument {
        YAMLParser.parse(bytes, file: "test.yaml")
    }

    @Test("a Latin-1 byte is reported at its line and column")
    func latin1() throws {
        let document = parseBytes(Array("a: caf".utf8) + [0xE9] + Array("\n".utf8))
        #expect(document.root == nil)
        #expect(document.rules == [.invalidEncoding])
        let diagnostic = try #require(document.diagnostics.first)
        #expect(diagnostic.span.start == pos(1, 7))
        #expect(diagnostic.message.contains("0xE9"))
    }

    @Test("columns count the scalars of the valid prefix of the line")
    func columnAfterMultiByteCharacters() throws {
        let document = parseBytes(Array("x: 1\r\nnäme: 名".utf8) + [0xFF] + Array("\n".utf8))
        #expect(try #require(document.diagnostics.first).span.start == pos(2, 8))
    }

    @Test("a UTF-8 byte order mark does not count as a column")
    func afterByteOrderMark() throws {
        let document = parseBytes([0xEF, 0xBB, 0xBF] + Array("ab".utf8) + [0x80])
        #expect(try #require(document.diagnostics.first).span.start == pos(1, 3))
    }

    @Test("ill-formed sequences are rejected at their first byte",
          arguments: [
              ([0xC0, 0xAF], 1),  // overlong "/"
              ([0xE0, 0x80, 0xAF], 1),  // overlong
              ([0xED, 0xA0, 0x80], 1),  // UTF-16 surrogate
              ([0xF4, 0x90, 0x80, 0x80], 1),  // above U+10FFFF
              ([0xF5, 0x80, 0x80, 0x80], 1),
              ([0x61, 0xE2, 0x82], 2),  // truncated at the end of the file
              ([0x61, 0xE2, 0x82, 0x61], 2),  // truncated before ASCII
              ([0x61, 0x62, 0xBF], 3),  // stray continuation byte
          ] as [([UInt8], Int)])
    func illFormed(bytes: [UInt8], column: Int) throws {
        let document = parseBytes(Array("k: ".utf8) + bytes)
        #expect(document.rules == [.invalidEncoding])
        #expect(try #require(document.diagnostics.first).span.start == pos(1, 3 + column))
    }

    @Test("a bad byte after a run of ASCII is found wherever it falls among the eight-byte words", arguments: 0..<20)
    func afterASCIIRun(length: Int) throws {
        let ascii = Array(("k: " + String(repeating: "x", count: length)).utf8)
        let bad = parseBytes(ascii + [0xE9] + Array(" tail text\n".utf8))
        #expect(try #require(bad.diagnostics.first).span.start == pos(1, 4 + length))
        let good = parseBytes(ascii + Array("é and more text\n".utf8))
        #expect(good.diagnostics.isEmpty)
    }

    @Test("valid four-byte characters and noncharacters pass the check")
    func validUTF8() throws {
        let document = parse("k: \"𝄞 \u{10FFFF} \u{FFFD}\"\n")
        #expect(document.diagnostics.isEmpty)
        #expect(try #require(document.root)["k"]?.scalar?.value == "𝄞 \u{10FFFF} \u{FFFD}")
    }

    @Test("UTF-16 with a byte order mark is rejected, though libyaml would read it")
    func utf16WithBOM() throws {
        let text = "a: 1\n"
        let littleEndian: [UInt8] = [0xFF, 0xFE] + text.utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
        let bigEndian: [UInt8] = [0xFE, 0xFF] + text.utf16.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] }
        for bytes in [littleEndian, bigEndian] {
            let document = parseBytes(bytes)
            #expect(document.root == nil)
            #expect(document.rules == [.invalidEncoding])
            let diagnostic = try #require(document.diagnostics.first)
            #expect(diagnostic.message.contains("UTF-16"))
            #expect(diagnostic.span.start == pos(1, 1))
        }
    }

    @Test("UTF-16 without a byte order mark is recognised too")
    func utf16WithoutBOM() throws {
        let bytes: [UInt8] = Array("a: 1\n".utf16).flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
        let document = parseBytes(bytes)
        #expect(document.rules == [.invalidEncoding])
        #expect(try #require(document.diagnostics.first).message.contains("UTF-16"))
    }

    @Test("UTF-32 with a byte order mark")
    func utf32() throws {
        let document = parseBytes([0xFF, 0xFE, 0x00, 0x00, 0x61, 0, 0, 0])
        #expect(try #require(document.diagnostics.first).message.contains("UTF-32"))
    }
}
