@testable import ScreencCore
import ScreencTestSupport
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
        #expect(
            diff == """
                --- a
                +++ b
                @@ -1,5 +1,5 @@
                 1
                -2
                +two
                 3
                 4
                 5
                @@ -16,5 +16,5 @@
                 16
                 17
                 18
                -19
                +nineteen
                 20

                """)
    }

    @Test func reportsAMissingFinalNewline() {
        let diff = UnifiedDiff.unified(expected: "a\n", actual: "a", expectedName: "a", actualName: "b")
        #expect(diff.hasSuffix("(the final newline differs)\n"))
    }

    /// A block of lines replaced by a block of another length shows every removed line before every added one, as
    /// `diff -u` and git do.
    @Test func removedLinesComeBeforeAddedOnesInAChange() {
        let diff = UnifiedDiff.unified(
            expected: "a\nb\nc\nd\ne\n", actual: "a\nx\ny\nz\ne\n", expectedName: "old", actualName: "new")
        #expect(diff == "--- old\n+++ new\n@@ -1,5 +1,5 @@\n a\n-b\n-c\n-d\n+x\n+y\n+z\n e\n")
    }

    /// The edit script is a shortest one (as long as the longest common subsequence allows) and turns the old lines
    /// into the new ones, on many small random pairs drawn from few distinct lines (many ties and repeats).
    @Test func editsAreAShortestScriptThatTurnsOldIntoNew() {
        var random = SeededGenerator(seed: 20)
        for round in 0..<3_000 {
            // Few distinct lines (many ties), or many (lines on one side only, left out of the search).
            let distinct = round % 2 == 0 ? 4 : 24
            let old = (0..<Int.random(in: 0..<14, using: &random)).map { _ in "l\(Int.random(in: 0..<distinct, using: &random))" }
            let new = (0..<Int.random(in: 0..<14, using: &random)).map { _ in "l\(Int.random(in: 0..<distinct, using: &random))" }
            let edits = UnifiedDiff.edits(old, new)
            var rebuiltOld: [String] = []
            var rebuiltNew: [String] = []
            var changes = 0
            for edit in edits {
                switch edit {
                case .same(let line): rebuiltOld.append(line); rebuiltNew.append(line)
                case .removed(let line): rebuiltOld.append(line); changes += 1
                case .added(let line): rebuiltNew.append(line); changes += 1
                }
            }
            #expect(rebuiltOld == old && rebuiltNew == new, "\(old) → \(new): \(edits)")
            #expect(changes == old.count + new.count - 2 * Self.longestCommonSubsequence(old, new), "\(old) → \(new)")
        }
    }

    /// Past the cost limit the script is no longer the shortest, but still correct.
    @Test func editsPastTheCostLimitStillTurnOldIntoNew() {
        var random = SeededGenerator(seed: 21)
        for _ in 0..<300 {
            let old = (0..<Int.random(in: 0..<60, using: &random)).map { _ in "l\(Int.random(in: 0..<6, using: &random))" }
            let new = (0..<Int.random(in: 0..<60, using: &random)).map { _ in "l\(Int.random(in: 0..<6, using: &random))" }
            var work = 0
            let edits = UnifiedDiff.edits(old, new, costLimit: 3, work: &work)
            let rebuiltOld = edits.filter { if case .added = $0 { false } else { true } }.map(\.line)
            let rebuiltNew = edits.filter { if case .removed = $0 { false } else { true } }.map(\.line)
            #expect(rebuiltOld == old && rebuiltNew == new, "\(old) → \(new)")
        }
    }

    /// Issue 20, bug 3: the diff of a stale generated file took an n × m table (a stale 1,000-row screen needed
    /// 2.3 GB, a 3,000-row one aborted). Doubling the file now about doubles the work — for a few changes, for a
    /// change every few lines, for two files with nothing in common, and for the same lines in another order (past
    /// the cost limit, made small here) — where a table quadruples it.
    @Test(arguments: ["one change", "every fifth line", "nothing in common", "lines moved", "lines reversed"])
    func workIsLinearInTheNumberOfLines(shape: String) {
        func files(_ n: Int) -> ([String], [String]) {
            let old = (0..<n).map { "    let row\($0) = \($0 % 7)" }
            switch shape {
            case "one change":
                var new = old
                new[n / 2] = "changed"
                return (old, new)
            case "every fifth line":
                return (old, old.enumerated().map { $0.offset % 5 == 0 ? "edited \($0.offset)" : $0.element })
            case "nothing in common":
                return (old, old.map { "other " + $0 })
            case "lines moved":
                return (old, Array(old[(n / 2)...] + old[..<(n / 2)]))
            default:
                return (old, old.reversed())
            }
        }
        func work(_ n: Int) -> Int {
            let (old, new) = files(n)
            var work = 0
            _ = UnifiedDiff.edits(old, new, costLimit: 64, work: &work)
            return work
        }
        let small = work(4_000)
        let large = work(8_000)
        #expect(Double(large) / Double(small) < 2.6, "\(shape): \(small) → \(large) steps")
    }

    static func longestCommonSubsequence(_ a: [String], _ b: [String]) -> Int {
        var table = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in stride(from: a.count - 1, through: 0, by: -1) {
            for j in stride(from: b.count - 1, through: 0, by: -1) {
                table[i][j] = a[i] == b[j] ? table[i + 1][j + 1] + 1 : max(table[i + 1][j], table[i][j + 1])
            }
        }
        return table[0][0]
    }
}

extension UnifiedDiff.Edit {
    var line: String {
        switch self {
        case .same(let line), .removed(let line), .added(let line): line
        }
    }
}
