/// How a cell is drawn. Colours are the 8 basic ANSI colours (plus default), so every terminal shows them;
/// with `NO_COLOR` the renderer drops colours but keeps attributes (bold, dim, inverse, underline).
public struct Style: Sendable, Hashable {
    /// An ANSI colour.
    public enum Color: UInt8, Sendable, Hashable, CaseIterable {
        case black = 0, red, green, yellow, blue, magenta, cyan, white
    }

    public var foreground: Color?
    public var background: Color?
    public var bold: Bool
    public var dim: Bool
    public var italic: Bool
    public var underline: Bool
    public var inverse: Bool

    public init(
        foreground: Color? = nil, background: Color? = nil, bold: Bool = false, dim: Bool = false,
        italic: Bool = false, underline: Bool = false, inverse: Bool = false
    ) {
        self.foreground = foreground
        self.background = background
        self.bold = bold
        self.dim = dim
        self.italic = italic
        self.underline = underline
        self.inverse = inverse
    }

    /// No attributes, default colours.
    public static let plain = Style()
}
