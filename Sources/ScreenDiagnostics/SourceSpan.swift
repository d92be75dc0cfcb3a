/// A range of text in one source file, from `start` (inclusive) to `end` (exclusive).
public struct SourceSpan: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// The file's path as the user gave it (relative paths stay relative).
    public var file: String
    /// The first character of the span.
    public var start: SourcePosition
    /// The position just after the last character of the span.
    public var end: SourcePosition

    /// Creates a span; an `end` before `start` is clamped to `start`.
    public init(file: String, start: SourcePosition, end: SourcePosition) {
        self.file = file
        self.start = start
        self.end = max(start, end)
    }

    /// A zero-width span at one position.
    public init(file: String, at position: SourcePosition) {
        self.init(file: file, start: position, end: position)
    }

    /// A span that covers a whole file without pointing at any text in it.
    public static func wholeFile(_ file: String) -> SourceSpan {
        SourceSpan(file: file, at: SourcePosition(line: 1, column: 1))
    }

    /// The smallest span that covers both spans (they must be in the same file).
    public func union(_ other: SourceSpan) -> SourceSpan {
        SourceSpan(file: file, start: min(start, other.start), end: max(end, other.end))
    }

    /// A span that starts `offset` scalars after this one's start, on the same line, `length` scalars long.
    /// Used to point inside a single-line scalar, for example at one token of an expression.
    public func subspan(offset: Int, length: Int) -> SourceSpan {
        let s = SourcePosition(line: start.line, column: start.column + offset)
        return SourceSpan(file: file, start: s, end: SourcePosition(line: s.line, column: s.column + max(0, length)))
    }

    public static func < (lhs: SourceSpan, rhs: SourceSpan) -> Bool {
        (lhs.file, lhs.start, lhs.end) < (rhs.file, rhs.start, rhs.end)
    }

    public var description: String { "\(file):\(start)" }
}
