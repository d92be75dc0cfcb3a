/// Wraps the `///` comment lines of rendered Swift that are longer than `SwiftLayout.lineLength`: `swift format` leaves
/// comments alone, and a comment holding long names (a screen's, the rows that call a hook) would run past the line.
/// A long line is broken at spaces into lines that fit, each with the same indentation and `/// ` (and the text's
/// own indentation, two more under a `- ` list item); a word longer than a line stays whole. Every other line is
/// kept byte for byte, and a file without a long comment line is returned as it is.
enum DocCommentWrapping {
    /// `source` (UTF-8) with its long `///` lines wrapped.
    static func wrap(_ source: [UInt8]) -> [UInt8] {
        // Most lines are short: only a line of more bytes than the limit is looked at.
        let longLines = source.withUnsafeBytes { bytes in
            var ranges: [Range<Int>] = []
            var lineStart = 0
            while lineStart <= bytes.count {
                let lineEnd = newline(in: bytes, from: lineStart)
                if lineEnd - lineStart > SwiftLayout.lineLength { ranges.append(lineStart..<lineEnd) }
                lineStart = lineEnd + 1
            }
            return ranges
        }
        var output: [UInt8]?
        var copied = 0
        for line in longLines {
            guard let wrapped = wrappedLine(source[line]) else { continue }
            if output == nil { output = [] }
            output! += source[copied..<line.lowerBound]
            output! += wrapped
            copied = line.upperBound
        }
        guard var output else { return source }
        output += source[copied...]
        return output
    }

    /// The index of the first newline of `bytes` at or after `start`, or `bytes.count` when there is none. Reads
    /// eight bytes at a time (a generated file is tens of kilobytes, and every compiled screen is scanned).
    static func newline(in bytes: UnsafeRawBufferPointer, from start: Int) -> Int {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let newlines = ones &* UInt64(UInt8(ascii: "\n"))
        var index = start
        while index + 8 <= bytes.count {
            let word = UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: index, as: UInt64.self)) ^ newlines
            // A byte of `word` is zero where the source has a newline; the lowest such byte sets its high bit here
            // (bytes above it may be set falsely, which the lowest set bit ignores).
            let zeros = (word &- ones) & ~word & (ones &* 0x80)
            if zeros != 0 { return index + zeros.trailingZeroBitCount / 8 }
            index += 8
        }
        while index < bytes.count, bytes[index] != UInt8(ascii: "\n") { index += 1 }
        return index
    }

    /// The comment line wrapped into lines that fit, joined by newlines; nil when it is not a `///` line or fits.
    private static func wrappedLine(_ bytes: ArraySlice<UInt8>) -> [UInt8]? {
        let line = String(decoding: bytes, as: UTF8.self)
        guard SwiftLayout.width(line) > SwiftLayout.lineLength else { return nil }
        let indentation = line.prefix { $0 == " " }
        guard line.dropFirst(indentation.count).hasPrefix("/// ") else { return nil }
        let text = line.dropFirst(indentation.count + 4)
        let textIndentation = text.prefix { $0 == " " }
        let listIndent = text.dropFirst(textIndentation.count).hasPrefix("- ") ? "  " : ""
        let first = indentation + "/// " + textIndentation
        let continuation = indentation + "/// " + textIndentation + listIndent
        var lines: [String] = []
        var current = String(first)
        var isEmpty = true
        for word in text.dropFirst(textIndentation.count).split(separator: " ", omittingEmptySubsequences: false) {
            if !isEmpty, SwiftLayout.width(current) + 1 + SwiftLayout.width(String(word)) > SwiftLayout.lineLength {
                lines.append(current)
                current = String(continuation)
                isEmpty = true
            }
            current += (isEmpty ? "" : " ") + word
            isEmpty = false
        }
        lines.append(current)
        return Array(lines.joined(separator: "\n").utf8)
    }
}
