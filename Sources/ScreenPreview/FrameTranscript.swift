import TerminalUI

/// Frames as text: for `--static` output that is not a terminal, and for snapshot tests.
public enum FrameTranscript {
    /// The frame's characters, one line per row, trailing spaces trimmed; every line ends with a newline.
    public static func plain(_ frame: Frame) -> String {
        var text = ""
        for row in 0..<frame.height {
            var line = ""
            for column in 0..<frame.width { line += frame[row, column].character }
            text += trimmed(line) + "\n"
        }
        return text
    }

    /// The frame with its styles as compact markup: each run of cells in one non-plain style is written
    /// `«codes:text»`, codes separated by commas — `b` bold, `d` dim, `i` italic, `u` underline, `r` inverse, a
    /// colour name for the foreground (`red`) and `on-` plus a name for the background (`on-blue`). Trailing plain
    /// spaces are trimmed; `«` and `»` in the text are doubled. When the frame shows a cursor, a last line says where
    /// (`cursor: row 5, column 12`, 0-based).
    ///
    /// `«b,blue:Done»  «d:Cancel»` is a bold blue "Done" and a dim "Cancel".
    public static func styled(_ frame: Frame) -> String {
        var text = ""
        for row in 0..<frame.height {
            var line = ""
            var run = ""
            var runStyle = Style.plain
            func flush() {
                guard !run.isEmpty else { return }
                line += runStyle == .plain ? run : "«\(codes(runStyle)):\(run)»"
                run = ""
            }
            for column in 0..<frame.width {
                let cell = frame[row, column]
                if cell.character.isEmpty { continue }
                if cell.style != runStyle {
                    flush()
                    runStyle = cell.style
                }
                for character in cell.character {
                    run.append(character)
                    if character == "«" || character == "»" { run.append(character) }
                }
            }
            flush()
            text += trimmed(line) + "\n"
        }
        if let cursor = frame.cursor {
            text += "cursor: row \(cursor.row), column \(cursor.column)\n"
        }
        return text
    }

    /// The markup codes of a style.
    public static func codes(_ style: Style) -> String {
        var codes: [String] = []
        if style.bold { codes.append("b") }
        if style.dim { codes.append("d") }
        if style.italic { codes.append("i") }
        if style.underline { codes.append("u") }
        if style.inverse { codes.append("r") }
        if let foreground = style.foreground { codes.append(name(foreground)) }
        if let background = style.background { codes.append("on-" + name(background)) }
        return codes.joined(separator: ",")
    }

    private static func name(_ color: Style.Color) -> String {
        switch color {
        case .black: "black"
        case .red: "red"
        case .green: "green"
        case .yellow: "yellow"
        case .blue: "blue"
        case .magenta: "magenta"
        case .cyan: "cyan"
        case .white: "white"
        }
    }

    private static func trimmed(_ line: String) -> String {
        var line = line
        while line.hasSuffix(" ") { line.removeLast() }
        return line
    }
}
