import ScreenDiagnostics

/// Applies replacements given as spans (the spans of diagnostics and their fix-its: 1-based lines as libyaml counts
/// them, columns in Unicode scalars) to a file's bytes.
public enum SourceEdits {
    /// One replacement.
    public struct Edit: Sendable, Hashable {
        public var start: SourcePosition
        public var end: SourcePosition
        public var replacement: String

        public init(start: SourcePosition, end: SourcePosition, replacement: String) {
            self.start = start
            self.end = end
            self.replacement = replacement
        }
    }

    /// `bytes` with every edit applied, or nil when an edit is outside the text, ends before it starts, or overlaps
    /// another (edits that touch, `a..<b` and `b..<c`, do not overlap; two insertions at one place do).
    public static func apply(_ edits: [Edit], to bytes: [UInt8]) -> [UInt8]? {
        let source = SourceText(bytes)
        var ranges: [(range: Range<Int>, replacement: String)] = []
        for edit in edits {
            guard let lower = source.byteOffset(of: edit.start), let upper = source.byteOffset(of: edit.end),
                lower <= upper
            else { return nil }
            ranges.append((lower..<upper, edit.replacement))
        }
        ranges.sort { ($0.range.lowerBound, $0.range.upperBound) < ($1.range.lowerBound, $1.range.upperBound) }
        for (previous, next) in zip(ranges, ranges.dropFirst()) {
            let overlaps = next.range.lowerBound < previous.range.upperBound
                || (next.range.lowerBound == previous.range.lowerBound && (previous.range.isEmpty || next.range.isEmpty))
            if overlaps { return nil }
        }
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count)
        var copied = 0
        for (range, replacement) in ranges {
            result += bytes[copied..<range.lowerBound]
            result += replacement.utf8
            copied = range.upperBound
        }
        result += bytes[copied...]
        return result
    }
}
