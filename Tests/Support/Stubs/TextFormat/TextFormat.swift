// The TextFormat declarations that ItemListUI's public initializers mention (ItemListTextWithLabelItem,
// ItemListMultilineTextItem). In Telegram they live in submodules/TextFormat, which generated code does not
// import; `[]`, `.url`, `.all` etc. still type-check at a call site because the parameter type is known.
// Test support only; never shipped.

public struct EnabledEntityTypes: OptionSet, Hashable, Sendable {
    public var rawValue: Int32

    public init(rawValue: Int32) {
        self.rawValue = rawValue
    }

    public static let command = EnabledEntityTypes(rawValue: 1 << 0)
    public static let mention = EnabledEntityTypes(rawValue: 1 << 1)
    public static let hashtag = EnabledEntityTypes(rawValue: 1 << 2)
    public static let url = EnabledEntityTypes(rawValue: 1 << 3)
    public static let phoneNumber = EnabledEntityTypes(rawValue: 1 << 4)
    public static let timecode = EnabledEntityTypes(rawValue: 1 << 5)
    public static let external = EnabledEntityTypes(rawValue: 1 << 6)
    public static let internalUrl = EnabledEntityTypes(rawValue: 1 << 7)

    public static let allUrl: EnabledEntityTypes = [.url, .internalUrl]
    public static let all: EnabledEntityTypes = [.command, .mention, .hashtag, .allUrl, .phoneNumber]
}

public enum TextLinkItemActionType: Equatable, Sendable {
    case tap
    case longTap
}

public enum TextLinkItem: Equatable, Sendable {
    case url(url: String, concealed: Bool)
    case mention(String)
    case hashtag(String?, String)
}
