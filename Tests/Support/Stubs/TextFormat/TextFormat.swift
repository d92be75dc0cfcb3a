// The TextFormat declaration that ItemListUI's public initializers mention (ItemListTextWithLabelItem,
// ItemListMultilineTextItem: `enabledEntityTypes:`). In Telegram it lives in submodules/TextFormat, which generated
// code does not import; `[]`, `.url`, `.all` etc. still type-check at a call site because the parameter type is
// known. Test support only; never shipped.

/// Which entities (links, mentions, …) a text detects. As in TextFormat, an `OptionSet` and nothing more.
public struct EnabledEntityTypes: OptionSet {
    public var rawValue: Int32

    public init(rawValue: Int32) {
        self.rawValue = rawValue
    }

    // `nonisolated(unsafe)`: the stubs compile in Swift 6 mode, TextFormat in Swift 5 mode; the constants are never
    // mutated.
    nonisolated(unsafe) public static let command = EnabledEntityTypes(rawValue: 1 << 0)
    nonisolated(unsafe) public static let mention = EnabledEntityTypes(rawValue: 1 << 1)
    nonisolated(unsafe) public static let hashtag = EnabledEntityTypes(rawValue: 1 << 2)
    nonisolated(unsafe) public static let url = EnabledEntityTypes(rawValue: 1 << 3)
    nonisolated(unsafe) public static let phoneNumber = EnabledEntityTypes(rawValue: 1 << 4)
    nonisolated(unsafe) public static let timecode = EnabledEntityTypes(rawValue: 1 << 5)
    nonisolated(unsafe) public static let external = EnabledEntityTypes(rawValue: 1 << 6)
    nonisolated(unsafe) public static let internalUrl = EnabledEntityTypes(rawValue: 1 << 7)

    nonisolated(unsafe) public static let allUrl: EnabledEntityTypes = [.url, .internalUrl]
    nonisolated(unsafe) public static let all: EnabledEntityTypes = [.command, .mention, .hashtag, .allUrl, .phoneNumber]
}
