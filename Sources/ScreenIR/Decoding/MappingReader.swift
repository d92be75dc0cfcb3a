import ScreenDiagnostics
import YAMLReader

/// Reads the keys of one YAML mapping, remembering which were used so the rest can be reported as unknown.
///
/// Every lookup is by a key the language defines for this place (`allowed`); `finish()` reports each key
/// that is not allowed here, with "did you mean …?" over the allowed keys.
final class MappingReader {
    /// Where the mapping is.
    let span: SourceSpan
    /// What the mapping is, for messages ("a switch row", "the navigation bar").
    let what: String
    private let pairs: [YAMLPair]
    private let allowed: [String]
    private let sink: DiagnosticSink
    /// The pairs `value(_:)` has returned (bit `i` for pair `i`, the first 64): their keys are allowed, so `finish()`
    /// does not look them up again.
    private var read: UInt64 = 0
    /// The keys present, summarised: most keys a reader asks for are absent, and the filter says so at once.
    private let keyFilter: KeyFilter

    /// Starts reading `node` as a mapping; reports `wrong-type` and returns nil when it is not one.
    init?(_ node: YAMLNode, what: String, allowed: [String], sink: DiagnosticSink) {
        guard let pairs = node.mapping else {
            sink.report(
                .wrongType, "\(what) must be a mapping, not \(node.kindDescription)",
                at: node.span)
            return nil
        }
        self.span = node.span
        self.what = what
        self.keyFilter = KeyFilter(keysOf: pairs)
        self.pairs = pairs
        self.allowed = allowed
        self.sink = sink
    }

    /// The keys present, in source order.
    var keys: [String] { pairs.compactMap { $0.key.scalar?.value } }

    /// Whether the mapping has `key`.
    func has(_ key: String) -> Bool { index(of: key) != nil }

    /// The value of `key`, or nil when absent.
    func value(_ key: String) -> YAMLNode? {
        assert(allowed.contains(key), "\(key) is not declared as allowed for \(what)")
        guard let index = index(of: key) else { return nil }
        if index < 64 { read |= 1 << index }
        return pairs[index].value
    }

    /// The key node of `key`, for pointing at it.
    func keyNode(_ key: String) -> YAMLNode? { index(of: key).map { pairs[$0].key } }

    /// The value of `key`, reporting `missing-key` when absent — unless an unknown key here is a misspelling of it
    /// (`titel:` for `title:`), or of one of `alternatives` (keys that would do instead, such as `enum` for `type`):
    /// then `finish()` reports that key with "did you mean `title`?", which says it all.
    func require(_ key: String, alternatives: [String] = [], help: String? = nil) -> YAMLNode? {
        if let value = value(key) { return value }
        reportMissing([key] + alternatives, "\(what) needs `\(key)`", help: help)
        return nil
    }

    /// Reports that the mapping lacks all of `keys` (`message`, by default at the mapping's first line) — unless an
    /// unknown key here is a misspelling of one of them, which `finish()` reports with "did you mean …?": one
    /// diagnostic for one typo.
    func reportMissing(
        _ keys: [String], _ message: String, rule: Rule = .missingKey, at span: SourceSpan? = nil, notes: [String] = [],
        help: String? = nil
    ) {
        if misspells(keys) { return }
        sink.report(rule, message, at: span ?? headSpan, notes: notes, help: help)
    }

    /// Whether the mapping has one of `keys`, or an unknown key that misspells one of them (reported by `finish()`).
    /// For "`x` has no effect without `y`" checks, which would only repeat the unknown key.
    func hasOrMisspells(_ keys: String...) -> Bool {
        keys.contains { has($0) } || misspells(keys)
    }

    /// Reports keys that are not allowed here. `elsewhere` maps a key to a phrase naming where it is allowed,
    /// for a better message than "unknown key" when a key belongs to another kind of row.
    func finish(elsewhere: (String) -> String? = { _ in nil }) {
        // Usually every key is allowed: find that out without copying a pair.
        let unknown = pairs.indices.filter { index in
            if index < 64, read & (1 << index) != 0 { return false }
            return pairs[index].key.scalar.map { !allowed.contains($0.value) } ?? false
        }
        guard !unknown.isEmpty else { return }
        let candidates = self.candidates
        for index in unknown {
            let keyNode = pairs[index].key
            guard let key = keyNode.scalar?.value else { continue }
            let closest = Suggestion.closest(to: key, in: candidates)
            // Validation asks too: a checkbox with `selcts:` is not also told it needs `selects`.
            if let closest { sink.gaps.noteMisspelling(of: closest, in: span) }
            let help = closest.map { "did you mean `\($0)`?" } ?? "options here: \(allowed.joined(separator: ", "))"
            // Applied by `lint --fix` only when no other key is as close.
            let fixIt = Suggestion.unambiguous(to: key, in: candidates).map {
                Diagnostic.FixIt(span: keyNode.span, replacement: $0)
            }
            if let place = elsewhere(key) {
                sink.report(
                    .unknownKey, "`\(key)` is not an option of \(what)", at: keyNode.span,
                    notes: ["`\(key)` is an option of \(place)"], help: help, fixIt: fixIt)
            } else {
                sink.report(.unknownKey, "unknown key `\(key)` in \(what)", at: keyNode.span, help: help, fixIt: fixIt)
            }
        }
    }

    /// The allowed keys that are not present: what an unknown key may be a misspelling of.
    private var candidates: [String] {
        let present = Set(keys)
        return allowed.filter { !present.contains($0) }
    }

    /// Whether an unknown key here has one of `keys` as its closest allowed key (what `finish()` suggests). Only
    /// asked on the way to reporting a problem, so a mapping without one never computes it.
    func misspells(_ keys: [String]) -> Bool {
        misspelling(of: keys) != nil
    }

    /// The value of the unknown key here that misspells `key`, if there is one.
    func misspeltValue(of key: String) -> YAMLNode? {
        misspelling(of: [key]).map { pairs[$0].value }
    }

    /// The index of the first pair whose key is unknown and has one of `keys` as its closest allowed key.
    private func misspelling(of keys: [String]) -> Int? {
        var candidates: [String]?
        return pairs.indices.first { index in
            guard let key = pairs[index].key.scalar?.value, !allowed.contains(key) else { return false }
            if candidates == nil { candidates = self.candidates }
            return Suggestion.closest(to: key, in: candidates!).map(keys.contains) ?? false
        }
    }

    /// A span for "missing key" diagnostics: the first line of the mapping, where a reader looks for it.
    var headSpan: SourceSpan {
        if let first = pairs.first { return first.key.span }
        return span
    }

    /// The index of the pair whose key is `key`. Mappings have a handful of keys: a scan beats hashing, and the key
    /// filter spares most scans.
    private func index(of key: String) -> Int? {
        guard keyFilter.mayContain(key) else { return nil }
        return pairs.firstIndex { $0.key.hasScalarValue(key) }
    }
}
