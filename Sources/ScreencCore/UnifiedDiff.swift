/// A line diff (a shortest edit script, in linear space) printed in unified style with 3 lines of context.
///
/// Used for `compile --check` output and by the snapshot tests.
public enum UnifiedDiff {
    /// One line of an edit script.
    public enum Edit: Equatable {
        case same(String), removed(String), added(String)
    }

    /// The diff from `expected` to `actual` with `---`/`+++` headers naming them; empty-bodied when equal.
    public static func unified(expected: String, actual: String, expectedName: String, actualName: String) -> String {
        let old = lines(expected)
        let new = lines(actual)
        let edits = self.edits(old, new)
        var output = "--- \(expectedName)\n+++ \(actualName)\n"
        // Group edits into hunks: changes plus up to 3 unchanged lines around them.
        let context = 3
        var index = 0
        var oldLine = 1
        var newLine = 1
        var positions: [(old: Int, new: Int)] = []
        for edit in edits {
            positions.append((oldLine, newLine))
            switch edit {
            case .same: oldLine += 1; newLine += 1
            case .removed: oldLine += 1
            case .added: newLine += 1
            }
        }
        while index < edits.count {
            guard let change = edits[index...].firstIndex(where: { if case .same = $0 { false } else { true } }) else { break }
            let start = max(index, change - context)
            var end = change
            var sameRun = 0
            var cursor = change
            while cursor < edits.count {
                if case .same = edits[cursor] {
                    sameRun += 1
                    if sameRun > 2 * context { break }
                } else {
                    sameRun = 0
                    end = cursor
                }
                cursor += 1
            }
            let stop = min(edits.count, end + 1 + context)
            let hunk = edits[start..<stop]
            let oldCount = hunk.filter { if case .added = $0 { false } else { true } }.count
            let newCount = hunk.filter { if case .removed = $0 { false } else { true } }.count
            output += "@@ -\(positions[start].old),\(oldCount) +\(positions[start].new),\(newCount) @@\n"
            for edit in hunk {
                switch edit {
                case .same(let line): output += " " + visible(line) + "\n"
                case .removed(let line): output += "-" + visible(line) + "\n"
                case .added(let line): output += "+" + visible(line) + "\n"
                }
            }
            index = stop
        }
        if expected.hasSuffix("\n") != actual.hasSuffix("\n") {
            output += "(the final newline differs)\n"
        }
        return output
    }

    static func lines(_ text: String) -> [String] {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if text.hasSuffix("\n") { lines.removeLast() }
        return lines
    }

    /// The edits that turn `old` into `new`: a shortest edit script (removed lines before added ones within each
    /// change), found in space linear in the number of lines (`LineDiff`).
    public static func edits(_ old: [String], _ new: [String]) -> [Edit] {
        var work = 0
        return edits(old, new, work: &work)
    }

    /// `edits(_:_:)`, adding the steps it took to `work` (for the doubling tests); `costLimit` is `LineDiff`'s.
    static func edits(_ old: [String], _ new: [String], costLimit: Int = 1024, work: inout Int) -> [Edit] {
        var diff = LineDiff(old: old, new: new, costLimit: costLimit)
        var edits: [Edit] = []
        edits.reserveCapacity(max(old.count, new.count))
        var i = 0
        var j = 0
        for run in diff.script() {
            for _ in 0..<run.count {
                switch run.kind {
                case .same: edits.append(.same(old[i])); i += 1; j += 1
                case .removed: edits.append(.removed(old[i])); i += 1
                case .added: edits.append(.added(new[j])); j += 1
                }
            }
        }
        work += diff.work
        return edits
    }

    /// Control characters shown as `\u{…}` so that a diff of coloured output stays readable.
    static func visible(_ line: String) -> String {
        var result = ""
        for scalar in line.unicodeScalars {
            if scalar.value < 0x20 || scalar.value == 0x7F {
                result += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
