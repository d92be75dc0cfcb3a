import TerminalText

extension Frame {
    /// Writes `text` at (`row`, `column`) in `style`, at most `maxWidth` cells wide (default: to the right edge),
    /// and returns the number of cells used.
    ///
    /// Text is measured by display width (CJK and emoji take two cells); text that does not fit is cut and ends with
    /// "…". Untrusted text is made harmless first: control characters, escape sequences and bidi controls can never
    /// reach the terminal (they are shown as `\u{…}`), and line breaks become spaces.
    @discardableResult
    public mutating func put(_ text: String, row: Int, column: Int, style: Style = .plain, maxWidth: Int? = nil) -> Int {
        guard row >= 0, row < height, column >= 0, column < width else { return 0 }
        let limit = min(maxWidth ?? (width - column), width - column)
        guard limit > 0 else { return 0 }
        let clean = Frame.sanitized(text)
        let total = DisplayWidth.of(clean)
        var used = 0
        let budget = total > limit ? limit - 1 : limit  // leave room for "…"
        for character in clean {
            let cellWidth = DisplayWidth.of(character)
            if cellWidth == 0 { continue }
            if used + cellWidth > budget { break }
            self[row, column + used] = Cell(String(character), style: style)
            if cellWidth == 2 { self[row, column + used + 1] = .continuation }
            used += cellWidth
        }
        if total > limit {
            self[row, column + used] = Cell("…", style: style)
            used += 1
        }
        return used
    }

    /// Fills cells `column ..< column + count` of `row` with `character` in `style`.
    public mutating func fill(row: Int, column: Int, count: Int, with character: String = " ", style: Style = .plain) {
        guard row >= 0, row < height else { return }
        for index in max(0, column)..<min(width, column + count) {
            self[row, index] = Cell(character, style: style)
        }
    }

    /// Text with everything that could drive a terminal made visible, on one line.
    public static func sanitized(_ text: String) -> String {
        TerminalSafety.inline(text.replacingNewlines())
    }
}

extension String {
    fileprivate func replacingNewlines() -> String {
        let isNewline = { (scalar: Unicode.Scalar) in
            scalar == "\n" || scalar == "\r" || scalar == "\u{2028}" || scalar == "\u{2029}"
        }
        guard unicodeScalars.contains(where: isNewline) else { return self }
        var result = ""
        for scalar in unicodeScalars {
            if isNewline(scalar) {
                result.unicodeScalars.append(" ")
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
