import ScreenIR
import TerminalUI

/// The styles of the preview. With `color` false every style keeps its attributes (bold, dim, inverse,
/// underline) and drops its colours, so everything still reads on a monochrome terminal or with `NO_COLOR`.
struct PreviewTheme {
    /// Whether styles carry colours.
    let color: Bool

    /// A style with `foreground` dropped when colours are off.
    func style(
        _ foreground: Style.Color? = nil,
        bold: Bool = false,
        dim: Bool = false,
        italic: Bool = false,
        underline: Bool = false,
        inverse: Bool = false
    ) -> Style {
        Style(
            foreground: color ? foreground : nil,
            bold: bold,
            dim: dim,
            italic: italic,
            underline: underline,
            inverse: inverse
        )
    }

    /// Primary text.
    var plain: Style { .plain }
    /// Titles.
    var bold: Style { style(bold: true) }
    /// Secondary text: headers, footers, labels, placeholders, disabled items.
    var secondary: Style { style(dim: true) }
    /// The accent colour: buttons, generic actions, checkmarks.
    var accent: Style { style(.blue) }
    /// Destructive actions and accessories.
    var destructive: Style { style(.red) }
    /// Constructive activity text.
    var constructive: Style { style(.green) }
    /// Warning activity text.
    var warning: Style { style(.yellow) }
    /// Box drawing and rules.
    var border: Style { style(dim: true) }
    /// The `▌` of a row that just appeared or changed.
    var mark: Style { style(.yellow, bold: true) }
    /// The `▸` of the focused row.
    var focusMarker: Style { style(.cyan, bold: true) }
    /// A badge (`[NEW]`, a `badge` label).
    func badge(_ color: Style.Color?) -> Style { style(color, bold: true, inverse: true) }
    /// A switch that is on.
    var switchOn: Style { style(.green, bold: true) }
    /// A switch that is off.
    var switchOff: Style { style(dim: true) }

    /// The style of an item colour: theme roles by name, `#RRGGBB` as the nearest of the 8 ANSI colours.
    func style(of color: ItemColor) -> Style {
        switch color {
        case .accent: accent
        case .destructive: destructive
        case .constructive: constructive
        case .secondary: secondary
        case .primary: plain
        case .rgb(let value): style(Self.nearestANSI(value))
        }
    }

    /// The ANSI colour nearest to `#RRGGBB`: each channel on or off at half intensity.
    static func nearestANSI(_ rgb: UInt32) -> Style.Color {
        let red = (rgb >> 16) & 0xFF >= 0x80 ? 1 : 0
        let green = (rgb >> 8) & 0xFF >= 0x80 ? 2 : 0
        let blue = rgb & 0xFF >= 0x80 ? 4 : 0
        return Style.Color(rawValue: UInt8(red | green | blue)) ?? .white
    }
}

extension Style {
    /// A dimmed copy (disabled items).
    var dimmed: Style {
        var copy = self
        copy.dim = true
        return copy
    }
}
