import TerminalUI

/// What the preview draws instead of the screen in a terminal smaller than `PreviewLayout.minimumSize`: a centred
/// message saying so, shortened until it fits (down to a single `!` at 1×1). Keys keep working (q and Ctrl-C quit);
/// making the terminal large enough draws the screen again.
enum TooSmallMessage {
    /// The message for a `width` × `height` terminal, longest first: the first one whose wrapped lines fit is drawn.
    static func candidates(width: Int, height: Int) -> [String] {
        let minimum = PreviewLayout.minimumSize
        return [
            "Terminal too small (\(width)×\(height)): the preview needs at least \(minimum.width)×\(minimum.height).",
            "Too small: needs \(minimum.width)×\(minimum.height)",
            "Too small",
            "small",
            "!",
        ]
    }

    /// Draws the message into `frame`, centred, in bold.
    static func draw(into frame: inout Frame, theme: PreviewTheme) {
        let width = frame.width
        let height = frame.height
        guard width > 0, height > 0 else { return }
        for candidate in candidates(width: width, height: height) {
            let lines = TextWrap.wrap([Span(candidate)], width: width)
            guard lines.count <= height, lines.allSatisfy({ $0.width <= width }) else { continue }
            let top = (height - lines.count) / 2
            for (offset, line) in lines.enumerated() {
                let text = line.map(\.text).joined()
                let column = (width - line.width) / 2
                frame.put(text, row: top + offset, column: column, style: theme.bold)
            }
            return
        }
    }
}
