/// `ItemListStyle`: grouped like iOS Settings, or edge to edge.
public enum ListStyle: String, Sendable, Equatable, CaseIterable {
    case blocks, plain
}

/// `ItemListSystemStyle`: the 2025 "glass" look or the legacy one.
public enum SystemStyle: String, Sendable, Equatable, CaseIterable {
    case glass, legacy
}

/// A colour an item can be drawn in: a theme colour by role, or a fixed RGB value.
public enum ItemColor: Sendable, Equatable {
    case accent, destructive, constructive, secondary, primary
    /// `#RRGGBB`.
    case rgb(UInt32)

    /// The names accepted in YAML for theme colours.
    public static let namedColors: [String: ItemColor] = [
        "accent": .accent, "destructive": .destructive, "constructive": .constructive,
        "secondary": .secondary, "primary": .primary,
    ]

    /// The `PresentationThemeList` member a theme colour is drawn with (`presentationData.theme.list.<member>`):
    /// the one table the code generator writes and the importer reads back. Nil for an RGB value.
    public var themeMember: String? {
        switch self {
        case .accent: "itemAccentColor"
        case .destructive: "itemDestructiveColor"
        case .constructive: "freeTextSuccessColor"
        case .secondary: "itemSecondaryTextColor"
        case .primary: "itemPrimaryTextColor"
        case .rgb: nil
        }
    }
}
