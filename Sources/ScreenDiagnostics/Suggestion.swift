/// "Did you mean …?" suggestions for unknown keys, values and names.
public enum Suggestion {
    /// The candidate closest to `word`, if it is close enough to be a plausible typo.
    ///
    /// Closeness is the Damerau–Levenshtein distance, compared case-insensitively; ties go to the
    /// candidate that comes first in `candidates`, so results are deterministic.
    public static func closest(to word: String, in candidates: some Sequence<String>) -> String? {
        nearest(to: word, in: candidates)?.candidate
    }

    /// `closest(to:in:)` when no other candidate is as close: a suggestion a tool may apply by itself (a fix-it).
    /// Nil when two candidates are equally close (`colr` for `color` and `colour`), or none is close enough.
    public static func unambiguous(to word: String, in candidates: some Sequence<String>) -> String? {
        guard let nearest = nearest(to: word, in: candidates), !nearest.tied else { return nil }
        return nearest.candidate
    }

    /// The closest candidate and whether another one is just as close.
    private static func nearest(
        to word: String, in candidates: some Sequence<String>
    ) -> (candidate: String, tied: Bool)? {
        let loweredWord = word.lowercased()
        let lowered = Array(loweredWord.unicodeScalars)
        var best: (candidate: String, distance: Int, tied: Bool)?
        let candidates = Array(candidates)
        let loweredCandidates = candidates.map { $0.lowercased() }
        // A word that is the start of exactly one candidate (`wifi` for `wifiOnly`) is an abbreviation, not a typo.
        if word.count >= 3 {
            let extensions = loweredCandidates.indices.filter { loweredCandidates[$0].hasPrefix(loweredWord) }
            if extensions.count == 1 { return (candidates[extensions[0]], false) }
        }
        for (candidate, loweredCandidate) in zip(candidates, loweredCandidates) {
            let scalars = Array(loweredCandidate.unicodeScalars)
            let limit = max(1, min(maximumDistance, (max(lowered.count, scalars.count) + 1) / 3))
            guard let distance = editDistance(lowered, scalars, limit: limit) else { continue }
            if best == nil || distance < best!.distance {
                best = (candidate, distance, false)
            } else if distance == best!.distance, candidate != best!.candidate {
                best!.tied = true
            }
        }
        return best.map { ($0.candidate, $0.tied) }
    }

    /// The largest edit distance a suggestion may be away from the word.
    static let maximumDistance = 3

    /// A help text "did you mean `x`?" or nil.
    public static func didYouMean(_ word: String, in candidates: some Sequence<String>) -> String? {
        closest(to: word, in: candidates).map { "did you mean `\($0)`?" }
    }

    /// The optimal-string-alignment distance between two scalar arrays.
    static func editDistance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar]) -> Int {
        editDistance(a, b, limit: max(a.count, b.count))!
    }

    /// The optimal-string-alignment distance between `a` and `b` when it is at most `limit`; nil when it is more.
    ///
    /// Only the cells within `limit` of the diagonal can hold a distance up to `limit`, so only they are computed:
    /// the cost is proportional to the words' length times `limit`, not to the product of the lengths (a 300 KB
    /// near-miss takes microseconds, not seconds).
    static func editDistance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar], limit: Int) -> Int? {
        guard abs(a.count - b.count) <= limit else { return nil }
        if a.isEmpty || b.isEmpty { return max(a.count, b.count) }
        // Row i holds the cells j in i-limit...i+limit at index j - i + limit; cells outside the band or the table
        // hold `outside`, more than any distance that can still be within the limit.
        let width = 2 * limit + 1
        let outside = limit + 1
        var previousPrevious = [Int](repeating: outside, count: width)
        var previous = [Int](repeating: outside, count: width)
        var current = [Int](repeating: outside, count: width)
        for j in 0...min(b.count, limit) { previous[j + limit] = j }
        for i in 1...a.count {
            var rowMinimum = outside
            for k in 0..<width {
                let j = i - limit + k
                guard j >= 0, j <= b.count else {
                    current[k] = outside
                    continue
                }
                var value: Int
                if j == 0 {
                    value = i
                } else {
                    let cost = a[i - 1] == b[j - 1] ? 0 : 1
                    value = previous[k] + cost  // (i-1, j-1)
                    if k + 1 < width { value = min(value, previous[k + 1] + 1) }  // (i-1, j)
                    if k > 0 { value = min(value, current[k - 1] + 1) }  // (i, j-1)
                    if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                        value = min(value, previousPrevious[k] + 1)  // (i-2, j-2)
                    }
                }
                current[k] = min(value, outside)
                rowMinimum = min(rowMinimum, current[k])
            }
            guard rowMinimum <= limit else { return nil }
            (previousPrevious, previous, current) = (previous, current, previousPrevious)
        }
        let distance = previous[b.count - a.count + limit]
        return distance <= limit ? distance : nil
    }
}

extension Suggestion {
    /// How many names a message lists before it says how many more there are.
    public static let listedNames = 10

    /// Names for a message, separated by commas: at most `limit` of them, then how many more (`a, b, c and 4,997
    /// more`), so that a diagnostic about an enum of thousands of cases stays one line and every diagnostic of a
    /// large screen does not repeat the whole list. `format` spells one name (`` `.\(name)` ``).
    public static func list<Names: Collection>(
        _ names: Names, limit: Int = listedNames, _ format: (Names.Element) -> String
    ) -> String {
        let shown = names.prefix(limit).map(format).joined(separator: ", ")
        let more = names.count - min(limit, names.count)
        return more == 0 ? shown : "\(shown) and \(more) more"
    }

    /// `list(_:limit:_:)` of names as they are.
    public static func list(_ names: some Collection<String>, limit: Int = listedNames) -> String {
        list(names, limit: limit) { $0 }
    }
}
