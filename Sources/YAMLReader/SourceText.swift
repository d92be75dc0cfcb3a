import ScreenDiagnostics

/// The raw text of one file, indexed by lines the way libyaml counts them.
///
/// libyaml reports positions as 0-based line and column, where columns count Unicode scalars
/// and a line ends at LF, CR, CRLF, NEL (U+0085), LS (U+2028) or PS (U+2029). This type uses the
/// same conventions so that positions it computes (for encoding errors, reader errors, tags and
/// anchors) agree with the positions libyaml reports for everything else.
///
/// Lines are decoded lazily, one at a time, so memory stays proportional to the longest line.
final class SourceText {
    /// The file's bytes (including a UTF-8 byte order mark, if any).
    let bytes: [UInt8]
    /// The byte offset where line 0 starts: 3 after a UTF-8 byte order mark, otherwise 0.
    let contentStart: Int
    /// The byte offset at which each line starts, and at which its content ends (where its line break starts).
    /// Indexed on first use: most files never need it (only block scalars and errors do).
    private lazy var lines: (starts: [Int], ends: [Int]) = Self.index(bytes, from: contentStart)
    private var lineStarts: [Int] { lines.starts }
    private var lineEnds: [Int] { lines.ends }
    /// The most recently decoded line, cached because lookups cluster on one line.
    private var cachedLine: (index: Int, scalars: [Unicode.Scalar])?

    /// Indexes `bytes`; `bytes` should be valid UTF-8 (invalid sequences decode as U+FFFD).
    init(_ bytes: [UInt8]) {
        self.bytes = bytes
        contentStart = SourceText.hasUTF8ByteOrderMark(bytes) ? 3 : 0
    }

    private static func index(_ bytes: [UInt8], from contentStart: Int) -> (starts: [Int], ends: [Int]) {
        var starts = [contentStart]
        var ends: [Int] = []
        var offset = contentStart
        while offset < bytes.count {
            if let length = SourceText.lineBreakLength(in: bytes, at: offset) {
                ends.append(offset)
                offset += length
                starts.append(offset)
            } else {
                offset += 1
            }
        }
        ends.append(bytes.count)
        return (starts, ends)
    }

    /// Whether the bytes start with the UTF-8 encoding of U+FEFF.
    static func hasUTF8ByteOrderMark(_ bytes: [UInt8]) -> Bool {
        bytes.count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF
    }

    /// The length in bytes of the line break starting at `offset`, or nil if there is none.
    /// CRLF counts as one break of two bytes, as in libyaml.
    static func lineBreakLength(in bytes: [UInt8], at offset: Int) -> Int? {
        let byte = bytes[offset]
        switch byte {
        case 0x0A:
            return 1
        case 0x0D:
            return offset + 1 < bytes.count && bytes[offset + 1] == 0x0A ? 2 : 1
        case 0xC2:
            return offset + 1 < bytes.count && bytes[offset + 1] == 0x85 ? 2 : nil
        case 0xE2:
            guard offset + 2 < bytes.count, bytes[offset + 1] == 0x80 else { return nil }
            return bytes[offset + 2] == 0xA8 || bytes[offset + 2] == 0xA9 ? 3 : nil
        default:
            return nil
        }
    }

    /// The 1-based position of the byte at `offset`, counting columns in scalars from the line start.
    ///
    /// Works on any bytes, even invalid UTF-8 after the line start: every byte that is not a
    /// UTF-8 continuation byte starts a new column. Used for encoding errors and for libyaml
    /// reader errors, which report byte offsets instead of marks.
    static func position(ofByteOffset target: Int, in bytes: [UInt8]) -> SourcePosition {
        let start = hasUTF8ByteOrderMark(bytes) ? 3 : 0
        let end = min(max(target, start), bytes.count)
        var line = 0
        var column = 0
        var offset = start
        while offset < end {
            if let length = lineBreakLength(in: bytes, at: offset), offset + length <= end {
                line += 1
                column = 0
                offset += length
                continue
            }
            if bytes[offset] & 0xC0 != 0x80 { column += 1 }
            offset += 1
        }
        return SourcePosition(line: line + 1, column: column + 1)
    }

    /// The number of lines (a file without a final line break still has its last line).
    var lineCount: Int { lineStarts.count }

    /// `position`, or the end of the last line when it is past the text: libyaml's mark after a last line that has
    /// no line break is on the line after it, which the file does not have.
    func clamped(_ position: SourcePosition) -> SourcePosition {
        guard position.line > lineCount, lineCount > 0 else { return position }
        return SourcePosition(line: lineCount, column: scalars(ofLine: lineCount - 1).count + 1)
    }

    /// The scalars of the 0-based line `index`, without its line break; empty past the end.
    func scalars(ofLine index: Int) -> [Unicode.Scalar] {
        guard index >= 0, index < lineStarts.count else { return [] }
        if let cached = cachedLine, cached.index == index { return cached.scalars }
        let range = lineStarts[index]..<lineEnds[index]
        let scalars = Array(String(decoding: bytes[range], as: UTF8.self).unicodeScalars)
        cachedLine = (index, scalars)
        return scalars
    }

    /// The byte offset of a 1-based position: its line's start plus the bytes of `column - 1` scalars. The position
    /// just after a line's last character is its line break's offset; nil past that or past the last line.
    func byteOffset(of position: SourcePosition) -> Int? {
        let index = position.line - 1
        guard index >= 0, index < lineStarts.count, position.column >= 1 else { return nil }
        var offset = lineStarts[index]
        let end = lineEnds[index]
        for _ in 1..<position.column {
            guard offset < end else { return nil }
            offset += 1
            while offset < end, bytes[offset] & 0xC0 == 0x80 { offset += 1 }
        }
        return offset
    }

    /// The scalar at a 1-based position, or nil at or past the end of the line.
    func scalar(at position: SourcePosition) -> Unicode.Scalar? {
        let line = scalars(ofLine: position.line - 1)
        let index = position.column - 1
        return index >= 0 && index < line.count ? line[index] : nil
    }

    /// The text between two 1-based positions on the same line (empty otherwise).
    func text(from start: SourcePosition, to end: SourcePosition) -> String {
        guard start.line == end.line, start.column <= end.column else { return "" }
        let line = scalars(ofLine: start.line - 1)
        let lower = max(0, min(start.column - 1, line.count))
        let upper = max(lower, min(end.column - 1, line.count))
        var result = String.UnicodeScalarView()
        result.append(contentsOf: line[lower..<upper])
        return String(result)
    }

    /// The position just after the last non-blank character before `end`, but not before `start`.
    ///
    /// libyaml ends a block scalar after its trailing line breaks and the next line's indentation;
    /// this walks back over that whitespace so the span ends where the scalar's text does.
    func trimmingTrailingWhitespace(start: SourcePosition, end: SourcePosition) -> SourcePosition {
        var line = end.line
        var column = end.column
        while (line, column) > (start.line, start.column) {
            if column <= 1 {
                guard line > 1 else { break }
                line -= 1
                column = scalars(ofLine: line - 1).count + 1
                continue
            }
            let scalars = scalars(ofLine: line - 1)
            guard column - 2 < scalars.count else {
                column = scalars.count + 1
                continue
            }
            let previous = scalars[column - 2]
            guard previous == " " || previous == "\t" else { break }
            column -= 1
        }
        let result = SourcePosition(line: line, column: column)
        return max(result, start)
    }
}
