// TelegramPresentationData/Sources/Resources/PresentationResourcesItemList.swift (952d90aa): item-list glyphs
// tinted for a theme (itemlistui-api-2.md §3.2). Test support only; never shipped.
//
// Each member tints a bundle asset and caches the result per theme (`theme.image(key) { theme in … }`), so one
// theme always gives the same image instance. Stub images are named after the member
// ("PresentationResourcesItemList.plusIconImage") and record their tint (`UIImage.stubTintColor`, SPI): the accent
// colour, except the destructive delete/block icons (`itemDestructiveColor`), the disclosure arrows
// (`disclosureArrowColor`) and the secondary/disabled check marks. The reference lists "representative members";
// these are the ones it names.

import UIKit
import Display
import AppBundle

public struct PresentationResourcesItemList {
    public static func disclosureArrowImage(_ theme: PresentationTheme) -> UIImage? {
        return tintedListIcon(theme, 0, "disclosureArrowImage", theme.list.disclosureArrowColor)
    }

    public static func disclosureOptionArrowsImage(_ theme: PresentationTheme) -> UIImage? {
        return tintedListIcon(theme, 1, "disclosureOptionArrowsImage", theme.list.disclosureArrowColor)
    }

    public static func disclosureLockedImage(_ theme: PresentationTheme) -> UIImage? {
        return tintedListIcon(theme, 2, "disclosureLockedImage", theme.list.disclosureArrowColor)
    }

    public static func downArrowImage(_ theme: PresentationTheme) -> UIImage? {
        return tintedListIcon(theme, 3, "downArrowImage", theme.list.itemAccentColor)
    }

    public static func checkIconImage(_ theme: PresentationTheme) -> UIImage? {
        return tintedListIcon(theme, 4, "checkIconImage", theme.list.itemAccentColor)
    }

    public static func secondaryCheckIconImage(_ theme: PresentationTheme) -> UIImage? {
        return tintedListIcon(theme, 5, "secondaryCheckIconImage", theme.list.itemSecondaryTextColor)
    }

    public static func disabledCheckIconImage(_ theme: PresentationTheme) -> UIImage? {
        return tintedListIcon(theme, 6, "disabledCheckIconImage", theme.list.itemDisabledTextColor)
    }

    public static func plusIconImage(_ theme: PresentationTheme) -> UIImage? {
        return tintedListIcon(theme, 7, "plusIconImage", theme.list.itemAccentColor)
    }

    public static func roundPlusIconImage(_ theme: PresentationTheme) -> UIImage? {
        return tintedListIcon(theme, 8, "roundPlusIconImage", theme.list.itemAccentColor)
    }

    public static func accentDeleteIconImage(_ theme: PresentationTheme) -> UIImage? {
        return tintedListIcon(theme, 9, "accentDeleteIconImage", theme.list.itemAccentColor)
    }

    public static func deleteIconImage(_ theme: PresentationTheme) -> UIImage? {
        return tintedListIcon(theme, 10, "deleteIconImage", theme.list.itemDestructiveColor)
    }

    public static func addPersonIcon(_ theme: PresentationTheme) -> UIImage? {
        return tintedListIcon(theme, 11, "addPersonIcon", theme.list.itemAccentColor)
    }

    public static func createGroupIcon(_ theme: PresentationTheme) -> UIImage? {
        return tintedListIcon(theme, 12, "createGroupIcon", theme.list.itemAccentColor)
    }

    public static func addChannelIcon(_ theme: PresentationTheme) -> UIImage? {
        return tintedListIcon(theme, 13, "addChannelIcon", theme.list.itemAccentColor)
    }

    public static func addPhoneIcon(_ theme: PresentationTheme) -> UIImage? {
        return tintedListIcon(theme, 14, "addPhoneIcon", theme.list.itemAccentColor)
    }

    public static func addPhotoIcon(_ theme: PresentationTheme) -> UIImage? {
        return tintedListIcon(theme, 15, "addPhotoIcon", theme.list.itemAccentColor)
    }

    public static func linkIcon(_ theme: PresentationTheme) -> UIImage? {
        return tintedListIcon(theme, 16, "linkIcon", theme.list.itemAccentColor)
    }

    public static func voiceCallIcon(_ theme: PresentationTheme) -> UIImage? {
        return tintedListIcon(theme, 17, "voiceCallIcon", theme.list.itemAccentColor)
    }

    public static func videoCallIcon(_ theme: PresentationTheme) -> UIImage? {
        return tintedListIcon(theme, 18, "videoCallIcon", theme.list.itemAccentColor)
    }

    public static func blockAccentIcon(_ theme: PresentationTheme) -> UIImage? {
        return tintedListIcon(theme, 19, "blockAccentIcon", theme.list.itemAccentColor)
    }

    public static func blockDestructiveIcon(_ theme: PresentationTheme) -> UIImage? {
        return tintedListIcon(theme, 20, "blockDestructiveIcon", theme.list.itemDestructiveColor)
    }

    public static func addDeviceIcon(_ theme: PresentationTheme) -> UIImage? {
        return tintedListIcon(theme, 21, "addDeviceIcon", theme.list.itemAccentColor)
    }

    public static func resetIcon(_ theme: PresentationTheme) -> UIImage? {
        return tintedListIcon(theme, 22, "resetIcon", theme.list.itemAccentColor)
    }

    public static func imageIcon(_ theme: PresentationTheme) -> UIImage? {
        return tintedListIcon(theme, 23, "imageIcon", theme.list.itemAccentColor)
    }

    public static func cloudIcon(_ theme: PresentationTheme) -> UIImage? {
        return tintedListIcon(theme, 24, "cloudIcon", theme.list.itemAccentColor)
    }

    public static func cloudFetchIcon(_ theme: PresentationTheme) -> UIImage? {
        return tintedListIcon(theme, 25, "cloudFetchIcon", theme.list.itemAccentColor)
    }

    public static func addBoostsIcon(_ theme: PresentationTheme) -> UIImage? {
        return tintedListIcon(theme, 26, "addBoostsIcon", theme.list.itemAccentColor)
    }

    public static func editThemeIcon(_ theme: PresentationTheme) -> UIImage? {
        return tintedListIcon(theme, 27, "editThemeIcon", theme.list.itemAccentColor)
    }

    public static func makeVisibleIcon(_ theme: PresentationTheme) -> UIImage? {
        return tintedListIcon(theme, 28, "makeVisibleIcon", theme.list.itemAccentColor)
    }

    public static func makeInvisibleIcon(_ theme: PresentationTheme) -> UIImage? {
        return tintedListIcon(theme, 29, "makeInvisibleIcon", theme.list.itemAccentColor)
    }

    public static func uploadToneIcon(_ theme: PresentationTheme) -> UIImage? {
        return tintedListIcon(theme, 30, "uploadToneIcon", theme.list.itemAccentColor)
    }

    public static func hideIconImage(_ theme: PresentationTheme) -> UIImage? {
        return tintedListIcon(theme, 31, "hideIconImage", theme.list.itemAccentColor)
    }

    public static func itemListClearInputIcon(_ theme: PresentationTheme) -> UIImage? {
        return tintedListIcon(theme, 32, "itemListClearInputIcon", theme.list.itemAccentColor)
    }

    public static func itemListCloseIconImage(_ theme: PresentationTheme) -> UIImage? {
        return tintedListIcon(theme, 33, "itemListCloseIconImage", theme.list.itemAccentColor)
    }

    public static func itemListRemoveIconImage(_ theme: PresentationTheme) -> UIImage? {
        return tintedListIcon(theme, 34, "itemListRemoveIconImage", theme.list.itemAccentColor)
    }

    public static func itemListDeleteIndicatorIcon(_ theme: PresentationTheme) -> UIImage? {
        return tintedListIcon(theme, 35, "itemListDeleteIndicatorIcon", theme.list.itemAccentColor)
    }

    public static func itemListReorderIndicatorIcon(_ theme: PresentationTheme) -> UIImage? {
        return tintedListIcon(theme, 36, "itemListReorderIndicatorIcon", theme.list.itemAccentColor)
    }

    public static func premiumIcon(_ theme: PresentationTheme) -> UIImage? {
        return tintedListIcon(theme, 37, "premiumIcon", theme.list.itemAccentColor)
    }

    public static func verifiedPeerIcon(_ theme: PresentationTheme) -> UIImage? {
        return tintedListIcon(theme, 38, "verifiedPeerIcon", theme.list.itemAccentColor)
    }

    public static func peerStatusLockedImage(_ theme: PresentationTheme) -> UIImage? {
        return tintedListIcon(theme, 39, "peerStatusLockedImage", theme.list.itemAccentColor)
    }

    public static func expandDownArrowImage(_ theme: PresentationTheme) -> UIImage? {
        return tintedListIcon(theme, 40, "expandDownArrowImage", theme.list.itemAccentColor)
    }

    public static func itemListStatsIcon(_ theme: PresentationTheme) -> UIImage? {
        return tintedListIcon(theme, 41, "itemListStatsIcon", theme.list.itemAccentColor)
    }

    /// Rounded-corner mask images for grouped sections; untinted.
    public static func cornersImage(_ theme: PresentationTheme, top: Bool, bottom: Bool, glass: Bool = false) -> UIImage? {
        let key = Int32(1000 + (top ? 1 : 0) + (bottom ? 2 : 0) + (glass ? 4 : 0))
        return theme.image(key, { _ in
            return UIImage(bundleImageName: "PresentationResourcesItemList.cornersImage(top: \(top), bottom: \(bottom), glass: \(glass))")
        })
    }
}

private func tintedListIcon(_ theme: PresentationTheme, _ key: Int32, _ name: String, _ color: UIColor) -> UIImage? {
    return theme.image(key, { _ in
        return generateTintedImage(image: UIImage(bundleImageName: "PresentationResourcesItemList." + name), color: color)
    })
}

/// The list's check mark drawn in `color`.
public func generateItemListCheckIcon(color: UIColor) -> UIImage? {
    return generateTintedImage(image: UIImage(bundleImageName: "generateItemListCheckIcon"), color: color)
}

/// The list's plus glyph drawn in `color`.
public func generateItemListPlusIcon(_ color: UIColor) -> UIImage? {
    return generateTintedImage(image: UIImage(bundleImageName: "generateItemListPlusIcon"), color: color)
}
