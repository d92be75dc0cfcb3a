import Testing
@_spi(Stubs) import UIKit
import Display
import AppBundle
@_spi(Stubs) import TelegramPresentationData

/// The three icon sources of itemlistui-api-2.md §3.2.
@Suite struct IconResourcesTests {
    @Test func settingsIconsAreThe952d90aaConstants() throws {
        #expect(PresentationResourcesSettings.stubAllNames.count == 42)
        #expect(PresentationResourcesSettings.stubAllNames.first == "editProfile")
        #expect(PresentationResourcesSettings.stubAllNames.last == "websites")
        let dataAndStorage = try #require(PresentationResourcesSettings.dataAndStorage)
        #expect(dataAndStorage.name == "PresentationResourcesSettings.dataAndStorage")
        #expect(dataAndStorage.size == CGSize(width: 29.0, height: 29.0))
        // Constants: the same image every time, in every theme.
        #expect(PresentationResourcesSettings.dataAndStorage === dataAndStorage)
        #expect(PresentationResourcesSettings.proxy !== dataAndStorage)
    }

    @Test func itemListIconsAreTintedAndCachedPerTheme() throws {
        let day = defaultPresentationTheme
        let night = PresentationTheme.stubNight
        let dayPlus = try #require(PresentationResourcesItemList.plusIconImage(day))
        #expect(dayPlus.name == "PresentationResourcesItemList.plusIconImage")
        #expect(dayPlus.stubTintColor == day.list.itemAccentColor)
        #expect(PresentationResourcesItemList.plusIconImage(day) === dayPlus)

        let nightPlus = try #require(PresentationResourcesItemList.plusIconImage(night))
        #expect(nightPlus !== dayPlus)
        #expect(nightPlus.stubTintColor == night.list.itemAccentColor)

        #expect(PresentationResourcesItemList.deleteIconImage(day)?.stubTintColor == day.list.itemDestructiveColor)
        #expect(PresentationResourcesItemList.accentDeleteIconImage(day)?.stubTintColor == day.list.itemAccentColor)
        #expect(PresentationResourcesItemList.disabledCheckIconImage(day)?.stubTintColor == day.list.itemDisabledTextColor)
        #expect(PresentationResourcesItemList.addPersonIcon(day) !== PresentationResourcesItemList.createGroupIcon(day))

        let corners = PresentationResourcesItemList.cornersImage(day, top: true, bottom: false)
        #expect(corners === PresentationResourcesItemList.cornersImage(day, top: true, bottom: false, glass: false))
        #expect(corners !== PresentationResourcesItemList.cornersImage(day, top: true, bottom: false, glass: true))
    }

    @Test func bundleImagesAndGeneratedIcons() throws {
        let image = try #require(UIImage(bundleImageName: "Settings/Menu/DataVideo"))
        #expect(image.name == "Settings/Menu/DataVideo")
        #expect(image.stubTintColor == nil)
        #expect(UIImage(bundleImageName: "") == nil)

        let themed = generateTintedImage(image: UIImage(bundleImageName: "Settings/Menu/Channels"), color: defaultPresentationTheme.list.itemAccentColor)
        #expect(themed?.stubTintColor == defaultPresentationTheme.list.itemAccentColor)

        #expect(generateItemListCheckIcon(color: .red)?.stubTintColor == .red)
        #expect(generateItemListPlusIcon(.green)?.stubTintColor == .green)
    }
}
