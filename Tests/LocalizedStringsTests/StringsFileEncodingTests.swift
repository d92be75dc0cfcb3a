import LocalizedStrings
import Testing

/// The one decoding of strings files that lint, compile and preview share.
@Suite struct StringsFileEncodingTests {
    static let entry = "\"Settings.Title\" = \"Réglages 設定\";\n"

    @Test func utf8WithoutAMark() {
        #expect(LocalizableStrings.text(decoding: Array(Self.entry.utf8)) == Self.entry)
    }

    @Test func utf16LittleAndBigEndianWithAMark() {
        let units = Array(Self.entry.utf16)
        let little: [UInt8] = [0xFF, 0xFE] + units.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
        let big: [UInt8] = [0xFE, 0xFF] + units.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] }
        #expect(LocalizableStrings.text(decoding: little) == Self.entry)
        #expect(LocalizableStrings.text(decoding: big) == Self.entry)
        // A trailing odd byte is dropped, not decoded as half a unit.
        #expect(LocalizableStrings.text(decoding: little + [0x41]) == Self.entry)
        #expect(LocalizableStrings.parse(LocalizableStrings.text(decoding: little)).strings == ["Settings.Title": "Réglages 設定"])
    }

    @Test func invalidUTF8BecomesReplacementCharacters() {
        #expect(LocalizableStrings.text(decoding: [0x41, 0xFF, 0x42]) == "A\u{FFFD}B")
        #expect(LocalizableStrings.text(decoding: []) == "")
        #expect(LocalizableStrings.text(decoding: [0xFF]) == "\u{FFFD}")
    }
}
