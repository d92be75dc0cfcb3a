@_spi(Stubs) import Display
@_spi(Stubs) import ItemListPeerActionItem
@_spi(Stubs) import ItemListUI
import StubTestSupport
@_spi(Stubs) import TelegramPresentationData
@_spi(Stubs) import UIKit
import Testing

@testable import GeneratedScreens

/// Row icons chosen by the state, tinted and precomposed (the fixture RowIcons), driven through the harness: every
/// step is also performed on the runtime and the whole screen compared (each icon's resource, tint and
/// precomposition).
@Suite struct RowIconsTests {
    func icons(_ driver: ScreenDriver) -> [UIImage?] {
        [
            driver.controller.items(ofType: ItemListDisclosureItem.self).first?.icon,
            driver.controller.items(ofType: ItemListSwitchItem.self).first?.icon,
            driver.controller.items(ofType: ItemListCheckboxItem.self).first?.icon,
            driver.controller.items(ofType: ItemListPeerActionItem.self).first?.icon,
        ]
    }

    @Test func iconsAreTintedAndPrecomposedAsWritten() throws {
        let driver = try ScreenDriver("RowIcons")
        let list = driver.expectations.presentationData.theme.list
        let shown = icons(driver)
        #expect(shown.map { $0?.name } == ["Settings/Menu/EditProfile", "Settings/Menu/DataPhotos", "Chat/Context Menu/Unmute", "Chat/Context Menu/Add"])
        #expect(shown[0]?.stubTintColor == list.itemSecondaryTextColor)
        #expect(shown[1]?.stubTintColor == nil && shown[1]?.stubIsPrecomposed == true)
        #expect(shown[2]?.stubTintColor == list.itemAccentColor && shown[2]?.stubIsPrecomposed == false)
    }

    @Test func iconsChosenByTheStateFollowIt() throws {
        let driver = try ScreenDriver("RowIcons")
        let premium = try #require(driver.rendered.row(id: "premiumSwitch")?.stableID)
        try #require(try driver.perform(.toggleSwitch(row: premium), "Premium on"))
        var shown = icons(driver)
        #expect(shown[0]?.name == "PresentationResourcesSettings.premium" && shown[0]?.stubTintColor == nil)
        #expect(shown[2]?.name == "PresentationResourcesItemList.premiumIcon", "the nested choice")

        let muted = try #require(driver.rendered.row(id: "muteCheck")?.stableID)
        try #require(try driver.perform(.tapRow(row: muted), "mute"))
        shown = icons(driver)
        #expect(shown[2]?.name == "Chat/Context Menu/Muted")
        #expect(shown[2]?.stubTintColor == driver.expectations.presentationData.theme.list.itemDestructiveColor)
        #expect(shown[2]?.stubIsPrecomposed == true, "tinted, then precomposed")
        #expect(shown[3]?.name == "PresentationResourcesItemList.plusIconImage", "a described row's icon")
    }
}
