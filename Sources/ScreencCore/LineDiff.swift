/// The shortest edit script between two sequences of lines, in space linear in their length: Myers' O(ND) algorithm
/// with the "middle snake" divide and conquer ("An O(ND) Difference Algorithm and Its Variations", 1986, section 4b).
///
/// Lines are compared as integers (each distinct line is numbered once). A line that occurs on one side only is
/// certainly removed or added, so it is left out of the search and put back afterwards — the script stays a
/// shortest one, and files whose changed lines are new lines (the usual stale output) cost little however many
/// changed. Common prefixes and suffixes are taken off before each search, and the search for a middle snake gives
/// up past `costLimit` edits: the range is then split at its midpoints and each half diffed on its own — not the
/// shortest script, but a correct one, so that large files that share lines in a different order cost time linear in
/// their size (about `costLimit` steps per line and level) instead of quadratic. Within each run of changes, removed
/// lines come before added ones, as unified diffs show them.
struct LineDiff {
    /// Each line's number (equal lines, equal numbers), of the lines that occur on both sides.
    private let old: [Int]
    private let new: [Int]
    /// Where each of those lines is in the whole sequence.
    private let oldIndices: [Int]
    private let newIndices: [Int]
    private let oldCount: Int
    private let newCount: Int
    private let costLimit: Int
    /// The steps taken so far (diagonals advanced and lines compared): what the doubling tests count.
    private(set) var work = 0
    /// The script, as runs: `same` lines, then `removed`, then `added`, each a count, appended in order.
    private var runs: [(kind: Kind, count: Int)] = []

    enum Kind { case same, removed, added }

    init(old: [String], new: [String], costLimit: Int = 1024) {
        var numbers: [String: Int] = [:]
        func number(_ line: String) -> Int {
            if let known = numbers[line] { return known }
            let next = numbers.count
            numbers[line] = next
            return next
        }
        let oldNumbers = old.map(number)
        let newNumbers = new.map(number)
        var inOld = [Bool](repeating: false, count: numbers.count)
        var inNew = [Bool](repeating: false, count: numbers.count)
        for number in oldNumbers { inOld[number] = true }
        for number in newNumbers { inNew[number] = true }
        oldIndices = oldNumbers.indices.filter { inNew[oldNumbers[$0]] }
        newIndices = newNumbers.indices.filter { inOld[newNumbers[$0]] }
        self.old = oldIndices.map { oldNumbers[$0] }
        self.new = newIndices.map { newNumbers[$0] }
        oldCount = old.count
        newCount = new.count
        self.costLimit = max(2, costLimit)
    }

    /// The edit script as runs of equal kind, in order; removed lines precede added ones within each change.
    mutating func script() -> [(kind: Kind, count: Int)] {
        runs = []
        diff(0, old.count, 0, new.count)
        return normalized(withLinesOnOneSide(runs))
    }

    /// `runs`, a script over the lines on both sides, with the lines on one side only put back where they are: each
    /// removed (or added) before the next line of its side that the script covers.
    private func withLinesOnOneSide(_ runs: [(kind: Kind, count: Int)]) -> [(kind: Kind, count: Int)] {
        var result: [(kind: Kind, count: Int)] = []
        func append(_ kind: Kind, _ count: Int) {
            guard count > 0 else { return }
            if let last = result.last, last.kind == kind {
                result[result.count - 1].count += count
            } else {
                result.append((kind, count))
            }
        }
        var oldNext = 0  // the next line of the whole old sequence not yet in the result
        var newNext = 0
        var oldKept = 0  // the next line the script covers
        var newKept = 0
        for run in runs {
            for _ in 0..<run.count {
                if run.kind != .added {
                    append(.removed, oldIndices[oldKept] - oldNext)
                    oldNext = oldIndices[oldKept] + 1
                    oldKept += 1
                }
                if run.kind != .removed {
                    append(.added, newIndices[newKept] - newNext)
                    newNext = newIndices[newKept] + 1
                    newKept += 1
                }
                append(run.kind, 1)
            }
        }
        append(.removed, oldCount - oldNext)
        append(.added, newCount - newNext)
        return result
    }

    private mutating func emit(_ kind: Kind, _ count: Int) {
        guard count > 0 else { return }
        if let last = runs.last, last.kind == kind {
            runs[runs.count - 1].count += count
        } else {
            runs.append((kind, count))
        }
    }

    /// Diffs `old[oldStart..<oldEnd]` against `new[newStart..<newEnd]`, appending to `runs`.
    private mutating func diff(_ oldStart: Int, _ oldEnd: Int, _ newStart: Int, _ newEnd: Int) {
        var oldStart = oldStart
        var newStart = newStart
        var oldEnd = oldEnd
        var newEnd = newEnd
        var prefix = 0
        while oldStart < oldEnd, newStart < newEnd, old[oldStart] == new[newStart] {
            oldStart += 1
            newStart += 1
            prefix += 1
        }
        var suffix = 0
        while oldStart < oldEnd, newStart < newEnd, old[oldEnd - 1] == new[newEnd - 1] {
            oldEnd -= 1
            newEnd -= 1
            suffix += 1
        }
        work += prefix + suffix + 1
        emit(.same, prefix)
        if oldStart == oldEnd || newStart == newEnd {
            emit(.removed, oldEnd - oldStart)
            emit(.added, newEnd - newStart)
        } else if let (x, y) = middleSnake(oldStart, oldEnd, newStart, newEnd) {
            diff(oldStart, x, newStart, y)
            diff(x, oldEnd, y, newEnd)
        } else if (oldEnd - oldStart + newEnd - newStart + 1) / 2 <= costLimit {
            // The whole search found no line in common.
            emit(.removed, oldEnd - oldStart)
            emit(.added, newEnd - newStart)
        } else {
            // Too many edits to search for the shortest script: split both ranges in the middle. Both halves are
            // smaller: past the limit, one range has at least two lines, so the first half is not empty.
            let x = oldStart + (oldEnd - oldStart) / 2
            let y = newStart + (newEnd - newStart) / 2
            diff(oldStart, x, newStart, y)
            diff(x, oldEnd, y, newEnd)
        }
        emit(.same, suffix)
    }

    /// A point on a shortest edit path through the ranges (after a snake of the forward search) that splits it
    /// into two shorter paths; nil when the ranges have no line in common, or the path has more than about
    /// 2 × `costLimit` edits. The ranges are non-empty and differ in their first and their last lines, so a path
    /// with a line in common has at least two edits on each side of it, and both parts are shorter.
    private mutating func middleSnake(_ oldStart: Int, _ oldEnd: Int, _ newStart: Int, _ newEnd: Int) -> (Int, Int)? {
        let n = oldEnd - oldStart
        let m = newEnd - newStart
        let maxD = min((n + m + 1) / 2, costLimit)
        let offset = maxD + 1
        let width = 2 * maxD + 3
        // forward[k]: the furthest x reached on diagonal k (x − y = k) from the start; backward[k]: the furthest
        // reached from the end, in reversed coordinates.
        var forward = [Int](repeating: -1, count: width)
        var backward = [Int](repeating: -1, count: width)
        forward[offset + 1] = 0
        backward[offset + 1] = 0
        let delta = n - m
        let checksForward = delta % 2 != 0
        var forwardStart = 0
        var forwardEnd = 0
        var backwardStart = 0
        var backwardEnd = 0
        for d in 0..<maxD {
            var k = -d + forwardStart
            while k <= d - forwardEnd {
                work += 1
                let index = offset + k
                var x =
                    k == -d || (k != d && forward[index - 1] < forward[index + 1])
                    ? forward[index + 1] : forward[index - 1] + 1
                var y = x - k
                while x < n, y < m, old[oldStart + x] == new[newStart + y] {
                    x += 1
                    y += 1
                    work += 1
                }
                forward[index] = x
                if x > n {
                    forwardEnd += 2
                } else if y > m {
                    forwardStart += 2
                } else if checksForward {
                    let other = offset + delta - k
                    if other >= 0, other < width, backward[other] != -1, x >= n - backward[other] {
                        return (oldStart + x, newStart + y)
                    }
                }
                k += 2
            }
            k = -d + backwardStart
            while k <= d - backwardEnd {
                work += 1
                let index = offset + k
                var x =
                    k == -d || (k != d && backward[index - 1] < backward[index + 1])
                    ? backward[index + 1] : backward[index - 1] + 1
                var y = x - k
                while x < n, y < m, old[oldEnd - x - 1] == new[newEnd - y - 1] {
                    x += 1
                    y += 1
                    work += 1
                }
                backward[index] = x
                if x > n {
                    backwardEnd += 2
                } else if y > m {
                    backwardStart += 2
                } else if !checksForward {
                    let other = offset + delta - k
                    if other >= 0, other < width, forward[other] != -1 {
                        let forwardX = forward[other]
                        let forwardY = forwardX - (other - offset)
                        if forwardX >= n - x { return (oldStart + forwardX, newStart + forwardY) }
                    }
                }
                k += 2
            }
        }
        return nil
    }

    /// Merges adjacent runs of one kind and puts, within each change between two `same` runs, every removed line
    /// before every added one.
    private func normalized(_ runs: [(kind: Kind, count: Int)]) -> [(kind: Kind, count: Int)] {
        var result: [(kind: Kind, count: Int)] = []
        var removed = 0
        var added = 0
        func flush() {
            if removed > 0 { result.append((.removed, removed)) }
            if added > 0 { result.append((.added, added)) }
            removed = 0
            added = 0
        }
        for run in runs {
            switch run.kind {
            case .removed: removed += run.count
            case .added: added += run.count
            case .same:
                flush()
                if let last = result.last, last.kind == .same {
                    result[result.count - 1].count += run.count
                } else {
                    result.append(run)
                }
            }
        }
        flush()
        return result
    }
}
