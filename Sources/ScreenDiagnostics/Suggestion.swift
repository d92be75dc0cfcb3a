/// "Did you mean …?" suggestions for unknown keys, values and names.
public enum Suggestion {
    /// The candidate closest to `word`, if it is close enough to be a plausible typo.
    ///
    /// Closeness is the Damerau–Levenshtein distance, compared case-insensitively; ties go to the
    /// candidate that comes first in `candidates`, so results are deterministic.
    public static func closest(to word: String, in candidates: some Sequence<String>) -> String? {
        let lowered = Array(word.lowercased().unicodeScalars)
        var best: (candidate: String, distance: Int)?
        let candidates = Array(candidates)
        // A word that is the start of exactly one candidate (`wifi` for `wifiOnly`) is an abbreviation, not a typo.
        let extensions = candidates.filter { $0.lowercased().hasPrefix(word.lowercased()) && word.count >= 3 }
        if extensions.count == 1 { return extensions[0] }
        for candidate in candidates {
            let distance = editDistance(lowered, Array(candidate.lowercased().unicodeScalars))
            let limit = max(1, min(3, (max(lowered.count, candidate.unicodeScalars.count) + 1) / 3))
            guard distance <= limit else { continue }
            if best == nil || distance < best!.distance {
                best = (candidate, distance)
            }
        }
        return best?.candidate
    }

    /// A help text "did you mean `x`?" or nil.
    public static func didYouMean(_ word: String, in candidates: some Sequence<String>) -> String? {
        closest(to: word, in: candidates).map { "did you mean `\($0)`?" }
    }

    /// The optimal-string-alignment distance between two scalar arrays.
    static func editDistance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previousPrevious = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                var value = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    value = min(value, previousPrevious[j - 2] + 1)
                }
                current[j] = value
            }
            (previousPrevious, previous, current) = (previous, current, previousPrevious)
        }
        return previous[b.count]
    }
}
