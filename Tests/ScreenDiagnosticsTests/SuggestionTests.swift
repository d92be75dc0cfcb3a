import Testing
@testable import ScreenDiagnostics

@Suite struct SuggestionTests {
    @Test func suggestsCloseKey() {
        #expect(Suggestion.closest(to: "titel", in: ["title", "subtitle", "enabled"]) == "title")
        #expect(Suggestion.closest(to: "swtich", in: ["switch", "action"]) == "switch")
    }

    @Test func ignoresDistantWords() {
        #expect(Suggestion.closest(to: "colour", in: ["switch", "action"]) == nil)
    }

    @Test func aFixItNeedsOneClosestCandidate() {
        #expect(Suggestion.unambiguous(to: "titel", in: ["title", "subtitle", "enabled"]) == "title")
        #expect(Suggestion.unambiguous(to: "wifi", in: ["wifiOnly", "cellular"]) == "wifiOnly")
        // `colr` is one edit from both: a help may name the first, a fix-it must not pick one.
        #expect(Suggestion.closest(to: "colr", in: ["color", "colar"]) == "color")
        #expect(Suggestion.unambiguous(to: "colr", in: ["color", "colar"]) == nil)
        #expect(Suggestion.unambiguous(to: "colour", in: ["switch", "action"]) == nil)
    }

    @Test func transpositionCountsOnce() {
        #expect(Suggestion.editDistance(Array("ab".unicodeScalars), Array("ba".unicodeScalars)) == 1)
    }
}

/// The banded edit distance agrees with the whole table wherever the distance is within the limit, and says "more"
/// exactly when it is not.
@Suite struct BandedEditDistanceTests {
    /// The optimal-string-alignment distance over the whole table, as a reference.
    static func reference(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar]) -> Int {
        var table = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in 0...a.count { table[i][0] = i }
        for j in 0...b.count { table[0][j] = j }
        for i in stride(from: 1, through: a.count, by: 1) {
            for j in stride(from: 1, through: b.count, by: 1) {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                table[i][j] = min(table[i - 1][j] + 1, table[i][j - 1] + 1, table[i - 1][j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    table[i][j] = min(table[i][j], table[i - 2][j - 2] + 1)
                }
            }
        }
        return table[a.count][b.count]
    }

    @Test func agreesWithTheWholeTable() {
        var generator = SystemRandomNumberGenerator()
        let alphabet = Array("abc".unicodeScalars)
        func word() -> [Unicode.Scalar] {
            (0..<Int.random(in: 0...7, using: &generator)).map { _ in alphabet.randomElement(using: &generator)! }
        }
        for _ in 0..<3_000 {
            let (a, b) = (word(), word())
            let expected = Self.reference(a, b)
            for limit in 0...4 {
                let banded = Suggestion.editDistance(a, b, limit: limit)
                #expect(banded == (expected <= limit ? expected : nil), "\(a) \(b) limit \(limit)")
            }
        }
    }

    @Test func aLongNearMissIsStillFound() {
        let name = String(repeating: "settingsValue", count: 20_000)
        var typo = name
        typo.removeLast()
        #expect(Suggestion.closest(to: typo, in: ["enabled", name, "title"]) == name)
        #expect(Suggestion.closest(to: typo + "xyzw", in: [name]) == nil)
    }
}
