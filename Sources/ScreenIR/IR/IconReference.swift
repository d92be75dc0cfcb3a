import ScreenDiagnostics

/// An icon an item shows (`icon:`): one of the three places Telegram's code takes row icons from
/// (itemlistui-api-2.md §3.2). Every source gives a `UIImage?`, drawn untinted by the item.
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

    /// Where the image comes from.
    public var source: Source
    /// Where the icon was written.
    public var span: SourceSpan

    public init(_ source: Source, span: SourceSpan) {
        self.source = source
        self.span = span
    }

    /// The YAML key of the source: `settings`, `itemList` or `bundle`.
    public var sourceKey: String {
        switch source {
        case .settings: "settings"
        case .itemList: "itemList"
        case .bundle: "bundle"
        }
    }

    /// The resource's name: `dataAndStorage`, `plusIconImage`, `Settings/Menu/DataPhotos`.
    public var name: String {
        switch source {
        case .settings(let name), .itemList(let name), .bundle(let name): name
        }
    }

    /// Whether the generated code needs module `AppBundle` for it (`UIImage(bundleImageName:)`).
    public var needsAppBundle: Bool {
        if case .bundle = source { true } else { false }
    }

    /// The YAML keys of the three sources, in documentation order.
    public static let sourceKeys = ScreenLanguage.icon.names

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
