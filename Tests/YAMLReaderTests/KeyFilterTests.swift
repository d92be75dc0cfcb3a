import Testing
import YAMLReader

/// The key filter may only say "absent" for a key that was not inserted: a false "absent" would make a reader miss a
/// key the file has.
@Suite struct KeyFilterTests {
    @Test func everyInsertedKeyMayBeContained() {
        let keys = ["", "a", "id", "item", "title", "titleIcon", "text", "é", "enableInteractiveChanges", "📱", "x y"]
        var filter = KeyFilter()
        for key in keys { filter.insert(key) }
        for key in keys { #expect(filter.mayContain(key), "\(key)") }
    }

    @Test func anEmptyFilterContainsNothing() {
        let filter = KeyFilter()
        for key in ["", "id", "title", "sections"] { #expect(!filter.mayContain(key)) }
    }

    @Test func aKeyOfAnotherLengthIsRuledOut() {
        var filter = KeyFilter()
        filter.insert("title")
        #expect(!filter.mayContain("titleIcon"))
        #expect(!filter.mayContain("id"))
        // A key of the same length may be there: the reader compares it.
        #expect(filter.mayContain("label"))
    }
}
