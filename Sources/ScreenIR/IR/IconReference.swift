import ScreenDiagnostics
import ScreenExpressions

/// An icon an item shows (`icon:`): an image from one of the three places Telegram's code takes row icons from
/// (itemlistui-api-2.md §3.2), tinted and precomposed as the real code does it, or one such image chosen by the state
/// (`{ if:, then:, else: }`, as `WordChoice` chooses words). Every form gives a `UIImage?`.
public struct IconReference: Sendable, Equatable {
    /// Where the image comes from.
    public enum Source: Sendable, Equatable {
        /// `{ settings: dataAndStorage }`: the constant `PresentationResourcesSettings.dataAndStorage` (a 29×29
        /// settings glyph; not theme-dependent). The name is one of `settingsNames`.
        case settings(String)
        /// `{ itemList: plusIconImage }`: `PresentationResourcesItemList.plusIconImage(presentationData.theme)` (a
        /// glyph tinted for the theme). The name is one of `itemListNames`.
        case itemList(String)
        /// `{ bundle: "Settings/Menu/DataPhotos" }`: `UIImage(bundleImageName: "Settings/Menu/DataPhotos")` from the
        /// app's asset catalog (module `AppBundle`).
        case bundle(String)
    }

    /// The image, or the images the state chooses between.
    public var choice: WordChoice<IconImage>
    /// Where the icon was written.
    public var span: SourceSpan

    public init(_ source: Source, span: SourceSpan) {
        self.init(choice: .word(IconImage(source)), span: span)
    }

    public init(choice: WordChoice<IconImage>, span: SourceSpan) {
        self.choice = choice
        self.span = span
    }

    /// The images the icon may show, in the order written (one for an icon that does not depend on the state).
    public var images: [IconImage] {
        var images: [IconImage] = []
        func collect(_ choice: WordChoice<IconImage>) {
            switch choice {
            case .word(let image): images.append(image)
            case .condition(_, let then, let otherwise):
                collect(then)
                collect(otherwise)
            }
        }
        collect(choice)
        return images
    }

    /// The image of an icon that does not depend on the state; for a choice, the first one written.
    public var image: IconImage { choice.fixedWord ?? images[0] }

    /// Where the image comes from (the first image of a choice).
    public var source: Source { image.source }

    /// The icon for a state: its image, chosen by asking `holds` for each condition.
    public func resolved(_ holds: (Expression) -> Bool) -> IconReference {
        choice.fixedWord == nil ? IconReference(choice: .word(choice.resolved(holds)), span: span) : self
    }

    /// The YAML key of the source: `settings`, `itemList` or `bundle`.
    public var sourceKey: String { image.sourceKey }

    /// The resource's name: `dataAndStorage`, `plusIconImage`, `Settings/Menu/DataPhotos`.
    public var name: String { image.name }

    /// Whether the generated code needs module `AppBundle` for it (`UIImage(bundleImageName:)`).
    public var needsAppBundle: Bool {
        func isBundle(_ image: IconImage) -> Bool { if case .bundle = image.source { true } else { false } }
        // A fixed icon (most) is answered without collecting the images.
        if let image = choice.fixedWord { return isBundle(image) }
        return images.contains(where: isBundle)
    }

    /// The YAML keys of the three sources, in documentation order.
    public static let sourceKeys = ["settings", "itemList", "bundle"]

    /// Every `PresentationResourcesSettings` constant at the pinned revision (952d90aa), in declaration order: the
    /// only valid `settings:` names.
    public static let settingsNames = [
        "editProfile", "proxy", "savedMessages", "recentCalls", "devices", "chatFolders", "stickers", "notifications",
        "security", "dataAndStorage", "appearance", "language", "deleteAccount", "powerSaving", "stories",
        "premiumGift", "business", "myProfile", "reactions", "balance", "affiliateProgram", "earnStars",
        "channelMessages", "premium", "ton", "stars", "bot", "passport", "watch", "support", "faq", "tips",
        "addAccount", "setPasscode", "clearCache", "changePhoneNumber", "deleteAddAccount", "deleteSetTwoStepAuth",
        "deleteSetPasscode", "deleteChats", "clearSynced", "websites",
    ]

    /// The `PresentationResourcesItemList` members of the form `static func x(_ theme: PresentationTheme) ->
    /// UIImage?` that the reference names (952d90aa): the valid `itemList:` names. (`cornersImage` takes more
    /// arguments and is not an icon.)
    public static let itemListNames = [
        "disclosureArrowImage", "disclosureOptionArrowsImage", "disclosureLockedImage", "downArrowImage",
        "checkIconImage", "secondaryCheckIconImage", "disabledCheckIconImage", "plusIconImage", "roundPlusIconImage",
        "accentDeleteIconImage", "deleteIconImage", "addPersonIcon", "createGroupIcon", "addChannelIcon",
        "addPhoneIcon", "addPhotoIcon", "linkIcon", "voiceCallIcon", "videoCallIcon", "blockAccentIcon",
        "blockDestructiveIcon", "addDeviceIcon", "resetIcon", "imageIcon", "cloudIcon", "cloudFetchIcon",
        "addBoostsIcon", "editThemeIcon", "makeVisibleIcon", "makeInvisibleIcon", "uploadToneIcon", "hideIconImage",
        "itemListClearInputIcon", "itemListCloseIconImage", "itemListRemoveIconImage", "itemListDeleteIndicatorIcon",
        "itemListReorderIndicatorIcon", "premiumIcon", "verifiedPeerIcon", "peerStatusLockedImage",
        "expandDownArrowImage", "itemListStatsIcon",
    ]

    /// Set forms of the name lists, for lookups (every icon of every row asks).
    static let settingsNameSet = Set(settingsNames)
    static let itemListNameSet = Set(itemListNames)
}

/// One image an icon shows: where it comes from, the theme colour it is tinted with (`tint:`, Display's
/// `generateTintedImage(image:color:)`), and whether it is precomposed (`precomposed: true`, Display's
/// `UIImage.precomposed()`), as Telegram's screens prepare asset-catalog images.
public struct IconImage: Sendable, Equatable {
    public var source: IconReference.Source
    /// The theme list colour the image is drawn in; nil for the image's own colours.
    public var tint: IconTint?
    /// Whether the image is drawn once into a bitmap of its own (`.precomposed()`).
    public var precomposed: Bool

    public init(_ source: IconReference.Source, tint: IconTint? = nil, precomposed: Bool = false) {
        self.source = source
        self.tint = tint
        self.precomposed = precomposed
    }

    /// The YAML key of the source: `settings`, `itemList` or `bundle`.
    public var sourceKey: String {
        switch source {
        case .settings: "settings"
        case .itemList: "itemList"
        case .bundle: "bundle"
        }
    }

    /// The resource's name.
    public var name: String {
        switch source {
        case .settings(let name), .itemList(let name), .bundle(let name): name
        }
    }
}

/// A theme colour an icon is tinted with: one of the list colours of `presentationData.theme.list` real screens tint
/// row icons with.
public enum IconTint: String, Sendable, Equatable, CaseIterable {
    case accent
    case primary
    case secondary
    case destructive
    case disabled

    /// The `PresentationThemeList` member: `itemAccentColor`, …
    public var themeMember: String {
        switch self {
        case .accent: "itemAccentColor"
        case .primary: "itemPrimaryTextColor"
        case .secondary: "itemSecondaryTextColor"
        case .destructive: "itemDestructiveColor"
        case .disabled: "itemDisabledTextColor"
        }
    }
}
