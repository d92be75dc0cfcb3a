#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import ScreenDiagnostics
import YAMLReader

/// Applies a screen file's suppression comments (`SuppressionComment`) to its diagnostics: drops the diagnostics
/// they silence, and adds `invalid-suppression` for malformed comments and `unused-suppression` for every rule a
/// comment names that reports nothing where the comment applies.
enum Suppressions {
    /// `diagnostics` of the file `file` (whose raw contents are `bytes`) with its suppression comments applied.
    ///
    /// Cheap for the usual file: unless the bytes contain `screenc:` the diagnostics come back untouched. A file
    /// that is not valid YAML has no trustworthy comments, so nothing is suppressed in it. Unused suppressions are
    /// not reported in a file with errors, whose warnings are held back until the errors are fixed
    /// (`ScreenReader.rulesSilencedByErrors`).
    static func apply(to diagnostics: [Diagnostic], bytes: [UInt8], file: String) -> [Diagnostic] {
        guard contains(bytes, SuppressionComment.marker) else { return diagnostics }
        if diagnostics.contains(where: { $0.rule == .yamlSyntax || $0.rule == .invalidEncoding }) { return diagnostics }
        let document = YAMLParser.parse(bytes, file: file)
        var problems: [Diagnostic] = []
        let comments = YAMLComments.find(in: bytes, root: document.root).compactMap {
            SuppressionComment.parse($0, file: file, diagnostics: &problems)
        }
        guard !comments.isEmpty || !problems.isEmpty else { return diagnostics }
        var used = comments.map { [Bool](repeating: false, count: $0.entries.count) }
        var kept: [Diagnostic] = []
        for diagnostic in diagnostics {
            var silenced = false
            for (commentIndex, comment) in comments.enumerated() {
                if case .line(let line) = comment.scope, line != diagnostic.span.start.line { continue }
                for (entryIndex, entry) in comment.entries.enumerated() where entry.rule == diagnostic.rule {
                    used[commentIndex][entryIndex] = true
                    silenced = true
                }
            }
            if !silenced { kept.append(diagnostic) }
        }
        if !kept.containsErrors {
            for (commentIndex, comment) in comments.enumerated() {
                for (entryIndex, entry) in comment.entries.enumerated() where !used[commentIndex][entryIndex] {
                    let place = comment.scope == .file ? "in this file" : "on the next line"
                    problems.append(Diagnostic(
                        .unusedSuppression, "`\(entry.rule.rawValue)` is suppressed but reports nothing \(place)",
                        at: entry.span, help: "remove `\(entry.rule.rawValue)` from the comment"))
                }
            }
        }
        return (kept + problems).sorted()
    }

    /// Whether `bytes` contain `text`'s UTF-8 bytes. Every file is searched, so candidates are found with the C
    /// library's `memchr` and checked with `memcmp` (a byte loop over slices cost about 9 instructions a byte, 1 % of
    /// lint).
    private static func contains(_ bytes: [UInt8], _ text: String) -> Bool {
        let needle = Array(text.utf8)
        guard let first = needle.first, bytes.count >= needle.count else { return false }
        return bytes.withUnsafeBufferPointer { haystack in
            needle.withUnsafeBufferPointer { needle in
                guard let base = haystack.baseAddress else { return false }
                var offset = 0
                let last = haystack.count - needle.count
                while offset <= last {
                    guard let found = memchr(base + offset, Int32(first), last - offset + 1) else { return false }
                    let index = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
                    if memcmp(base + index, needle.baseAddress!, needle.count) == 0 { return true }
                    offset = index + 1
                }
                return false
            }
        }
    }
}
