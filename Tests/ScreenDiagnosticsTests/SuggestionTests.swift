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

    @Test func transpositionCountsOnce() {
        #expect(Suggestion.editDistance(Array("ab".unicodeScalars), Array("ba".unicodeScalars)) == 1)
    }
}
