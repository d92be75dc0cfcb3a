// TelegramPresentationData's theme, reduced to the list colours ItemListUI items and settings screens read
// (`presentationData.theme.list.itemAccentColor` …). Test support only; never shipped.
//
// Stub-only API (`@_spi(Stubs)`): the initializers and the two built-in test themes. Real code obtains themes from
// the app (`defaultPresentationTheme` is the real global and exists here too). As in TelegramPresentationData, only
// `PresentationTheme` is `Equatable` (by identity) and none of the classes is `Sendable`.

import UIKit
import Display

public final class PresentationThemeSwitch {
    public let frameColor: UIColor
    public let handleColor: UIColor
    public let contentColor: UIColor
    public let positiveColor: UIColor
    public let negativeColor: UIColor

    public init(frameColor: UIColor, handleColor: UIColor, contentColor: UIColor, positiveColor: UIColor, negativeColor: UIColor) {
        self.frameColor = frameColor
        self.handleColor = handleColor
        self.contentColor = contentColor
        self.positiveColor = positiveColor
        self.negativeColor = negativeColor
    }

    /// Test-only: TelegramPresentationData does not make the type `Equatable`.
    @_spi(Stubs) public static func == (lhs: PresentationThemeSwitch, rhs: PresentationThemeSwitch) -> Bool {
        return lhs.frameColor == rhs.frameColor && lhs.handleColor == rhs.handleColor && lhs.contentColor == rhs.contentColor && lhs.positiveColor == rhs.positiveColor && lhs.negativeColor == rhs.negativeColor
    }
}

public final class PresentationThemeFillStrokeForeground {
    public let fillColor: UIColor
    public let strokeColor: UIColor
    public let foregroundColor: UIColor

    public init(fillColor: UIColor, strokeColor: UIColor, foregroundColor: UIColor) {
        self.fillColor = fillColor
        self.strokeColor = strokeColor
        self.foregroundColor = foregroundColor
    }

    /// Test-only: TelegramPresentationData does not make the type `Equatable`.
    @_spi(Stubs) public static func == (lhs: PresentationThemeFillStrokeForeground, rhs: PresentationThemeFillStrokeForeground) -> Bool {
        return lhs.fillColor == rhs.fillColor && lhs.strokeColor == rhs.strokeColor && lhs.foregroundColor == rhs.foregroundColor
    }
}

public final class PresentationThemeFillForeground {
    public let fillColor: UIColor
    public let foregroundColor: UIColor

    public init(fillColor: UIColor, foregroundColor: UIColor) {
        self.fillColor = fillColor
        self.foregroundColor = foregroundColor
    }

    /// Test-only: TelegramPresentationData does not make the type `Equatable`.
    @_spi(Stubs) public static func == (lhs: PresentationThemeFillForeground, rhs: PresentationThemeFillForeground) -> Bool {
        return lhs.fillColor == rhs.fillColor && lhs.foregroundColor == rhs.foregroundColor
    }
}

public final class PresentationThemeItemDisclosureActions {
    public let neutral1: PresentationThemeFillForeground
    public let neutral2: PresentationThemeFillForeground
    public let destructive: PresentationThemeFillForeground
    public let constructive: PresentationThemeFillForeground
    public let accent: PresentationThemeFillForeground
    public let warning: PresentationThemeFillForeground
    public let inactive: PresentationThemeFillForeground

    public init(neutral1: PresentationThemeFillForeground, neutral2: PresentationThemeFillForeground, destructive: PresentationThemeFillForeground, constructive: PresentationThemeFillForeground, accent: PresentationThemeFillForeground, warning: PresentationThemeFillForeground, inactive: PresentationThemeFillForeground) {
        self.neutral1 = neutral1
        self.neutral2 = neutral2
        self.destructive = destructive
        self.constructive = constructive
        self.accent = accent
        self.warning = warning
        self.inactive = inactive
    }

    /// Test-only: TelegramPresentationData does not make the type `Equatable`.
    @_spi(Stubs) public static func == (lhs: PresentationThemeItemDisclosureActions, rhs: PresentationThemeItemDisclosureActions) -> Bool {
        return lhs.neutral1 == rhs.neutral1 && lhs.neutral2 == rhs.neutral2 && lhs.destructive == rhs.destructive && lhs.constructive == rhs.constructive && lhs.accent == rhs.accent && lhs.warning == rhs.warning && lhs.inactive == rhs.inactive
    }
}

/// `PresentationTheme.list`: the colours of item lists (settings screens).
public final class PresentationThemeList {
    public let blocksBackgroundColor: UIColor
    public let plainBackgroundColor: UIColor
    public let itemPrimaryTextColor: UIColor
    public let itemSecondaryTextColor: UIColor
    public let itemDisabledTextColor: UIColor
    public let itemAccentColor: UIColor
    public let itemHighlightedColor: UIColor
    public let itemDestructiveColor: UIColor
    public let itemPlaceholderTextColor: UIColor
    public let itemBlocksBackgroundColor: UIColor
    public let itemHighlightedBackgroundColor: UIColor
    public let itemBlocksSeparatorColor: UIColor
    public let itemPlainSeparatorColor: UIColor
    public let disclosureArrowColor: UIColor
    public let sectionHeaderTextColor: UIColor
    public let freeTextColor: UIColor
    public let freeTextErrorColor: UIColor
    public let freeTextSuccessColor: UIColor
    public let freeMonoIconColor: UIColor
    public let itemSwitchColors: PresentationThemeSwitch
    public let itemDisclosureActions: PresentationThemeItemDisclosureActions
    public let itemCheckColors: PresentationThemeFillStrokeForeground
    public let controlSecondaryColor: UIColor
    public let mediaPlaceholderColor: UIColor
    public let scrollIndicatorColor: UIColor
    public let pageIndicatorInactiveColor: UIColor
    public let inputClearButtonColor: UIColor

    @_spi(Stubs) public init(
        blocksBackgroundColor: UIColor,
        plainBackgroundColor: UIColor,
        itemPrimaryTextColor: UIColor,
        itemSecondaryTextColor: UIColor,
        itemDisabledTextColor: UIColor,
        itemAccentColor: UIColor,
        itemHighlightedColor: UIColor,
        itemDestructiveColor: UIColor,
        itemPlaceholderTextColor: UIColor,
        itemBlocksBackgroundColor: UIColor,
        itemHighlightedBackgroundColor: UIColor,
        itemBlocksSeparatorColor: UIColor,
        itemPlainSeparatorColor: UIColor,
        disclosureArrowColor: UIColor,
        sectionHeaderTextColor: UIColor,
        freeTextColor: UIColor,
        freeTextErrorColor: UIColor,
        freeTextSuccessColor: UIColor,
        freeMonoIconColor: UIColor,
        itemSwitchColors: PresentationThemeSwitch,
        itemDisclosureActions: PresentationThemeItemDisclosureActions,
        itemCheckColors: PresentationThemeFillStrokeForeground,
        controlSecondaryColor: UIColor,
        mediaPlaceholderColor: UIColor,
        scrollIndicatorColor: UIColor,
        pageIndicatorInactiveColor: UIColor,
        inputClearButtonColor: UIColor
    ) {
        self.blocksBackgroundColor = blocksBackgroundColor
        self.plainBackgroundColor = plainBackgroundColor
        self.itemPrimaryTextColor = itemPrimaryTextColor
        self.itemSecondaryTextColor = itemSecondaryTextColor
        self.itemDisabledTextColor = itemDisabledTextColor
        self.itemAccentColor = itemAccentColor
        self.itemHighlightedColor = itemHighlightedColor
        self.itemDestructiveColor = itemDestructiveColor
        self.itemPlaceholderTextColor = itemPlaceholderTextColor
        self.itemBlocksBackgroundColor = itemBlocksBackgroundColor
        self.itemHighlightedBackgroundColor = itemHighlightedBackgroundColor
        self.itemBlocksSeparatorColor = itemBlocksSeparatorColor
        self.itemPlainSeparatorColor = itemPlainSeparatorColor
        self.disclosureArrowColor = disclosureArrowColor
        self.sectionHeaderTextColor = sectionHeaderTextColor
        self.freeTextColor = freeTextColor
        self.freeTextErrorColor = freeTextErrorColor
        self.freeTextSuccessColor = freeTextSuccessColor
        self.freeMonoIconColor = freeMonoIconColor
        self.itemSwitchColors = itemSwitchColors
        self.itemDisclosureActions = itemDisclosureActions
        self.itemCheckColors = itemCheckColors
        self.controlSecondaryColor = controlSecondaryColor
        self.mediaPlaceholderColor = mediaPlaceholderColor
        self.scrollIndicatorColor = scrollIndicatorColor
        self.pageIndicatorInactiveColor = pageIndicatorInactiveColor
        self.inputClearButtonColor = inputClearButtonColor
    }

    /// Telegram's day-classic list colours.
    // `nonisolated(unsafe)` here and below: themes are not `Sendable` (as in TelegramPresentationData) and the stubs
    // compile in Swift 6 mode; the themes are never mutated.
    @_spi(Stubs) nonisolated(unsafe) public static let day = PresentationThemeList(
        blocksBackgroundColor: UIColor(rgb: 0xefeff4),
        plainBackgroundColor: UIColor(rgb: 0xffffff),
        itemPrimaryTextColor: UIColor(rgb: 0x000000),
        itemSecondaryTextColor: UIColor(rgb: 0x8e8e93),
        itemDisabledTextColor: UIColor(rgb: 0x8e8e93),
        itemAccentColor: UIColor(rgb: 0x007aff),
        itemHighlightedColor: UIColor(rgb: 0x00b12c),
        itemDestructiveColor: UIColor(rgb: 0xff3b30),
        itemPlaceholderTextColor: UIColor(rgb: 0xc8c8ce),
        itemBlocksBackgroundColor: UIColor(rgb: 0xffffff),
        itemHighlightedBackgroundColor: UIColor(rgb: 0xe5e5ea),
        itemBlocksSeparatorColor: UIColor(rgb: 0xc8c7cc),
        itemPlainSeparatorColor: UIColor(rgb: 0xc8c7cc),
        disclosureArrowColor: UIColor(rgb: 0xbab9be),
        sectionHeaderTextColor: UIColor(rgb: 0x6d6d72),
        freeTextColor: UIColor(rgb: 0x6d6d72),
        freeTextErrorColor: UIColor(rgb: 0xcf3030),
        freeTextSuccessColor: UIColor(rgb: 0x26972c),
        freeMonoIconColor: UIColor(rgb: 0x7e7e87),
        itemSwitchColors: PresentationThemeSwitch(frameColor: UIColor(rgb: 0xe9e9ea), handleColor: UIColor(rgb: 0xffffff), contentColor: UIColor(rgb: 0x35c759), positiveColor: UIColor(rgb: 0x00c900), negativeColor: UIColor(rgb: 0xff3b30)),
        itemDisclosureActions: PresentationThemeItemDisclosureActions(
            neutral1: PresentationThemeFillForeground(fillColor: UIColor(rgb: 0x4892f2), foregroundColor: UIColor(rgb: 0xffffff)),
            neutral2: PresentationThemeFillForeground(fillColor: UIColor(rgb: 0xf09a37), foregroundColor: UIColor(rgb: 0xffffff)),
            destructive: PresentationThemeFillForeground(fillColor: UIColor(rgb: 0xff3824), foregroundColor: UIColor(rgb: 0xffffff)),
            constructive: PresentationThemeFillForeground(fillColor: UIColor(rgb: 0x00c900), foregroundColor: UIColor(rgb: 0xffffff)),
            accent: PresentationThemeFillForeground(fillColor: UIColor(rgb: 0x007aff), foregroundColor: UIColor(rgb: 0xffffff)),
            warning: PresentationThemeFillForeground(fillColor: UIColor(rgb: 0xff9500), foregroundColor: UIColor(rgb: 0xffffff)),
            inactive: PresentationThemeFillForeground(fillColor: UIColor(rgb: 0xbcbcc3), foregroundColor: UIColor(rgb: 0xffffff))
        ),
        itemCheckColors: PresentationThemeFillStrokeForeground(fillColor: UIColor(rgb: 0x007aff), strokeColor: UIColor(rgb: 0xc7c7cc), foregroundColor: UIColor(rgb: 0xffffff)),
        controlSecondaryColor: UIColor(rgb: 0xdedede),
        mediaPlaceholderColor: UIColor(rgb: 0xe4e4e4),
        scrollIndicatorColor: UIColor(white: 0.0, alpha: 0.3),
        pageIndicatorInactiveColor: UIColor(rgb: 0xe3e3e7),
        inputClearButtonColor: UIColor(rgb: 0xcccccc)
    )

    /// Telegram's night list colours (different accent, backgrounds and text), for theme-change tests.
    @_spi(Stubs) nonisolated(unsafe) public static let night = PresentationThemeList(
        blocksBackgroundColor: UIColor(rgb: 0x000000),
        plainBackgroundColor: UIColor(rgb: 0x000000),
        itemPrimaryTextColor: UIColor(rgb: 0xffffff),
        itemSecondaryTextColor: UIColor(rgb: 0x98989e),
        itemDisabledTextColor: UIColor(rgb: 0x8f8f8f),
        itemAccentColor: UIColor(rgb: 0x3e88f7),
        itemHighlightedColor: UIColor(rgb: 0x28b772),
        itemDestructiveColor: UIColor(rgb: 0xeb5545),
        itemPlaceholderTextColor: UIColor(rgb: 0x4d4d4d),
        itemBlocksBackgroundColor: UIColor(rgb: 0x1c1c1d),
        itemHighlightedBackgroundColor: UIColor(rgb: 0x313135),
        itemBlocksSeparatorColor: UIColor(rgb: 0x3d3d40),
        itemPlainSeparatorColor: UIColor(rgb: 0x3d3d40),
        disclosureArrowColor: UIColor(rgb: 0x5a5a5e),
        sectionHeaderTextColor: UIColor(rgb: 0x8d8e93),
        freeTextColor: UIColor(rgb: 0x8d8e93),
        freeTextErrorColor: UIColor(rgb: 0xff6767),
        freeTextSuccessColor: UIColor(rgb: 0x30cf30),
        freeMonoIconColor: UIColor(rgb: 0x8d8e93),
        itemSwitchColors: PresentationThemeSwitch(frameColor: UIColor(rgb: 0x5a5a5e), handleColor: UIColor(rgb: 0x121212), contentColor: UIColor(rgb: 0xb2b2b2), positiveColor: UIColor(rgb: 0x000000), negativeColor: UIColor(rgb: 0x000000)),
        itemDisclosureActions: PresentationThemeItemDisclosureActions(
            neutral1: PresentationThemeFillForeground(fillColor: UIColor(rgb: 0x666666), foregroundColor: UIColor(rgb: 0xffffff)),
            neutral2: PresentationThemeFillForeground(fillColor: UIColor(rgb: 0xcd7800), foregroundColor: UIColor(rgb: 0xffffff)),
            destructive: PresentationThemeFillForeground(fillColor: UIColor(rgb: 0xc70c0c), foregroundColor: UIColor(rgb: 0xffffff)),
            constructive: PresentationThemeFillForeground(fillColor: UIColor(rgb: 0x08a723), foregroundColor: UIColor(rgb: 0xffffff)),
            accent: PresentationThemeFillForeground(fillColor: UIColor(rgb: 0x666666), foregroundColor: UIColor(rgb: 0xffffff)),
            warning: PresentationThemeFillForeground(fillColor: UIColor(rgb: 0xcd7800), foregroundColor: UIColor(rgb: 0xffffff)),
            inactive: PresentationThemeFillForeground(fillColor: UIColor(rgb: 0x666666), foregroundColor: UIColor(rgb: 0xffffff))
        ),
        itemCheckColors: PresentationThemeFillStrokeForeground(fillColor: UIColor(rgb: 0xffffff), strokeColor: UIColor(rgb: 0xffffff, alpha: 0.3), foregroundColor: UIColor(rgb: 0x000000)),
        controlSecondaryColor: UIColor(rgb: 0xffffff, alpha: 0.5),
        mediaPlaceholderColor: UIColor(rgb: 0x1c1c1d),
        scrollIndicatorColor: UIColor(white: 1.0, alpha: 0.3),
        pageIndicatorInactiveColor: UIColor(white: 1.0, alpha: 0.3),
        inputClearButtonColor: UIColor(rgb: 0x8b9197)
    )
}

public final class PresentationTheme: Equatable {
    /// A label for the stub theme ("day", "night", …); real themes have a `PresentationThemeName`.
    @_spi(Stubs) public let stubName: String
    public let overallDarkAppearance: Bool
    public let list: PresentationThemeList

    @_spi(Stubs) public init(stubName: String, overallDarkAppearance: Bool, list: PresentationThemeList) {
        self.stubName = stubName
        self.overallDarkAppearance = overallDarkAppearance
        self.list = list
    }

    /// Themes are compared by identity, as in TelegramPresentationData.
    public static func == (lhs: PresentationTheme, rhs: PresentationTheme) -> Bool {
        return lhs === rhs
    }

    private let resourceCache = PresentationThemeResourceCache()

    /// The theme's image cache: `generate(self)` the first time `key` is asked for, the same image afterwards
    /// (PresentationResourcesItemList's members go through this).
    public func image(_ key: Int32, _ generate: (PresentationTheme) -> UIImage?) -> UIImage? {
        return self.resourceCache.image(key, generate: { generate(self) })
    }

    @_spi(Stubs) nonisolated(unsafe) public static let stubNight = PresentationTheme(stubName: "night", overallDarkAppearance: true, list: .night)
}

/// TelegramPresentationData's global default (day-classic) theme.
nonisolated(unsafe) public let defaultPresentationTheme = PresentationTheme(stubName: "day", overallDarkAppearance: false, list: .day)

/// Images made for one theme, by resource key.
private final class PresentationThemeResourceCache: @unchecked Sendable {
    private let lock = NSLock()
    private var images: [Int32: UIImage?] = [:]

    func image(_ key: Int32, generate: () -> UIImage?) -> UIImage? {
        self.lock.lock()
        if let cached = self.images[key] {
            self.lock.unlock()
            return cached
        }
        self.lock.unlock()
        let image = generate()
        self.lock.lock()
        defer {
            self.lock.unlock()
        }
        if let cached = self.images[key] {
            return cached
        }
        self.images[key] = image
        return image
    }
}
