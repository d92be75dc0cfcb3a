/// A range of text in one source file, from `start` (inclusive) to `end` (exclusive).
public struct SourceSpan: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// The file, interned (see `SourceFileID`): spans are copied often and stay plain bytes this way.
    public var fileID: SourceFileID
    /// The first character of the span.
    public var start: SourcePosition
    /// The position just after the last character of the span.
    public var end: SourcePosition

    /// The file's path as the user gave it (relative paths stay relative).
    public var file: String {
        get { fileID.path }
        set { fileID = SourceFileID(newValue) }
    }

    /// Creates a span; an `end` before `start` is clamped to `start`.
    public init(fileID: SourceFileID, start: SourcePosition, end: SourcePosition) {
        self.fileID = fileID
        self.start = start
        self.end = max(start, end)
    }

    /// Creates a span; an `end` before `start` is clamped to `start`.
    public init(file: String, start: SourcePosition, end: SourcePosition) {
        self.init(fileID: SourceFileID(file), start: start, end: end)
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
        SourceSpan(fileID: fileID, start: min(start, other.start), end: max(end, other.end))
    }

    /// A span that starts `offset` scalars after this one's start, on the same line, `length` scalars long.
    /// Used to point inside a single-line scalar, for example at one token of an expression.
    public func subspan(offset: Int, length: Int) -> SourceSpan {
        let s = SourcePosition(line: start.line, column: start.column + offset)
        return SourceSpan(
            fileID: fileID, start: s, end: SourcePosition(line: s.line, column: s.column + max(0, length)))
    }

    /// Ordered by file path, then position.
    public static func < (lhs: SourceSpan, rhs: SourceSpan) -> Bool {
        if lhs.fileID != rhs.fileID { return lhs.file < rhs.file }
        return (lhs.start, lhs.end) < (rhs.start, rhs.end)
    }

    public var description: String { "\(file):\(start)" }
}
