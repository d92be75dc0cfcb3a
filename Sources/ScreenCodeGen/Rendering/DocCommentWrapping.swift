/// Wraps the `///` comment lines of rendered Swift that are longer than `SwiftLayout.lineLength`: `swift format` leaves
/// comments alone, and a comment holding long names (a screen's, the rows that call a hook) would run past the line.
/// A long line is broken at spaces into lines that fit, each with the same indentation and `/// ` (and the text's
/// own indentation, two more under a `- ` list item); a word longer than a line stays whole. Every other line is
/// kept byte for byte, and a file without a long comment line is returned as it is.
enum DocCommentWrapping {
    /// `source` (UTF-8) with its long `///` lines wrapped.
    static func wrap(_ source: [UInt8]) -> [UInt8] {
        var output: [UInt8]?
        var lineStart = 0
        var index = 0
        while index <= source.count {
            guard index == source.count || source[index] == UInt8(ascii: "\n") else {
                index += 1
                continue
            }
            // Most lines are short: only a line of more bytes than the limit is looked at.
            if index - lineStart > SwiftLayout.lineLength, let wrapped = wrappedLine(source[lineStart..<index]) {
                if output == nil { output = Array(source[..<lineStart]) }
                output! += wrapped
            } else if output != nil {
                output! += source[lineStart..<index]
            }
            if index < source.count, output != nil { output!.append(UInt8(ascii: "\n")) }
            lineStart = index + 1
            index += 1
        }
        return output ?? source
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
