import Testing

@testable import ScreenCodeGen

/// The one-allocation joins and the word-at-a-time ASCII test compile lays out item calls with give what the plain
/// operations give, for every length around the small-string and eight-byte boundaries.
@Suite struct StringConcatenationTests {
    private static let parts = [
        "", "a", "title", "fifteen bytes!!", "sixteen bytes!!!", "presentationData.strings.Settings_Title", "é",
        "naïve café", "👍🏽 row", String(repeating: "x", count: 40),
    ]

    @Test func joiningThreePartsIsConcatenation() {
        for first in Self.parts {
            for second in ["", ": ", " = "] {
                for third in Self.parts {
                    let joined = StringConcatenation.join(first, second, third)
                    #expect(joined == first + second + third)
                    #expect(Array(joined.utf8) == Array((first + second + third).utf8))
                }
            }
        }
    }

    @Test func asciiIsDetectedAtEveryOffsetOfTheWordScan() {
        for length in 0..<20 {
            let ascii = String(repeating: "a", count: length)
            #expect(SwiftLayout.asciiWidth(ascii) == length)
            for position in 0..<length {
                // One non-ASCII character (two bytes) at every position relative to the eight-byte words.
                var characters = Array(ascii)
                characters[position] = "é"
                let text = String(characters)
                #expect(SwiftLayout.asciiWidth(text) == nil, "\(text)")
                #expect(SwiftLayout.width(text) == length)
            }
        }
    }
}
