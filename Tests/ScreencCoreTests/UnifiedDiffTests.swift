import ScreencCore
import Testing

@Suite struct UnifiedDiffTests {
    @Test func showsChangedLinesWithContext() {
        let diff = UnifiedDiff.unified(
            expected: "a\nb\nc\n", actual: "a\nB\nc\n\u{1B}\n", expectedName: "old", actualName: "new")
        #expect(diff == "--- old\n+++ new\n@@ -1,3 +1,4 @@\n a\n-b\n+B\n c\n+\\u{1B}\n")
    }

    @Test func separatesDistantChangesIntoHunks() {
        let lines = (1...20).map(String.init)
        var changed = lines
        changed[1] = "two"
        changed[18] = "nineteen"
        let old = lines.joined(separator: "\n") + "\n"
        let new = changed.joined(separator: "\n") + "\n"
        let diff = UnifiedDiff.unified(expected: old, actual: new, expectedName: "a", actualName: "b")
        #expect(diff.components(separatedBy: "@@ -").count == 3)
    }

    @Test func reportsAMissingFinalNewline() {
        let diff = UnifiedDiff.unified(expected: "a\n", actual: "a", expectedName: "a", actualName: "b")
        #expect(diff.hasSuffix("(the final newline differs)\n"))
    }
}
