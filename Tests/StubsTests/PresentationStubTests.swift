import Testing
import Foundation
@_spi(Stubs) import UIKit
@_spi(Stubs) import Display
import SwiftSignalKit
@_spi(Stubs) import TelegramPresentationData
@_spi(Stubs) import ItemListUI
import AccountContext
import PresentationDataUtils
import StubTestSupport

/// Strings, themes, presentation data, UIKit values and the test contexts.
@Suite struct PresentationStubTests {
    @Test func anyLocalizationKeyIsAStringInBrackets() {
        let strings = defaultPresentationStrings
        #expect(strings.SocksProxySetup_Title == "⟦SocksProxySetup_Title⟧")
        #expect(strings.SocksProxySetup_Connection.uppercased() == "⟦SOCKSPROXYSETUP_CONNECTION⟧")
        #expect(strings.Common_Back == "⟦Common_Back⟧")
        #expect(strings.Common_Cancel == stubString("Common_Cancel"))
        #expect(strings.Common_Done == PresentationStrings.stubValue(forKey: "Common_Done"))
        #expect(strings.languageCode == "en")
    }

    @Test func overridesReplaceSelectedKeys() {
        let strings = PresentationStrings(overrides: ["Common_Back": "Back", "Settings_Title": "Settings"])
        #expect(strings.Common_Back == "Back")
        #expect(strings.Settings_Title == "Settings")
        #expect(strings.Common_Done == "⟦Common_Done⟧")
        #expect(strings != defaultPresentationStrings)
        #expect(strings == strings)
    }

    @Test func itemListPresentationDataComparesThemeAndStringsByIdentity() {
        let day = ItemListPresentationData(PresentationData.testDefault)
        #expect(day == ItemListPresentationData(PresentationData.testDefault))
        #expect(day.theme === defaultPresentationTheme)
        #expect(day.strings === defaultPresentationStrings)
        #expect(day.fontSize == .regular)
        #expect(day.nameDisplayOrder == .firstLast)
        #expect(day.dateTimeFormat == PresentationDateTimeFormat())

        #expect(day != ItemListPresentationData(PresentationData.testNight))
        #expect(day != ItemListPresentationData(PresentationData.testDefault.withUpdated(listsFontSize: .large)))
        #expect(day != ItemListPresentationData(PresentationData.testDefault.withUpdated(strings: PresentationStrings())))
        #expect(PresentationFontSize.regular.itemListBaseFontSize == 17.0)
        #expect(PresentationFontSize.regular.itemListBaseHeaderFontSize == 13.0)
        #expect(PresentationFontSize.large.itemListBaseLabelFontSize == 16.0)
    }

    @Test func themesCarryTheListColours() {
        let list = defaultPresentationTheme.list
        #expect(list.itemAccentColor == UIColor(rgb: 0x007aff))
        #expect(list.itemDestructiveColor == UIColor(rgb: 0xff3b30))
        #expect(list.freeTextSuccessColor.rgb == 0x26972c)
        #expect(list.itemCheckColors.fillColor == list.itemAccentColor)
        #expect(PresentationTheme.stubNight.overallDarkAppearance)
        #expect(PresentationTheme.stubNight.list.itemAccentColor != list.itemAccentColor)
        #expect(PresentationTheme.stubNight != defaultPresentationTheme)
    }

    @Test func uiKitValues() {
        #expect(UIColor(rgb: 0xff9500) == UIColor(red: 1.0, green: 149.0 / 255.0, blue: 0.0, alpha: 1.0))
        #expect(UIColor(rgb: 0xff9500).rgb == 0xff9500)
        #expect(UIColor(rgb: 0xff9500, alpha: 0.5).argb == 0x80ff9500)
        #expect(UIColor(argb: 0x80ff9500).argb == 0x80ff9500)
        #expect(abs(UIColor(argb: 0x80ff9500).alpha - 0.502) < 0.001)
        #expect(UIColor(rgb: 0x112233).description == "UIColor(#112233, alpha 1.00)")
        #expect(UIColor.white.withAlphaComponent(0.0) != UIColor.clear)
        let image = UIImage(stubName: "Settings/Proxy")
        #expect(image == image)
        #expect(image != UIImage(stubName: "Settings/Proxy"))
        #expect(UIEdgeInsets.zero == UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0))
        #expect(UIReturnKeyType.default != UIReturnKeyType.done)
        #expect(NSAttributedString(string: "x").length == 1)
        let size: CGSize = CGSize(width: 1.0, height: 2.0)
        #expect(size.height == 2.0)
    }

    @Test func testContextsPublishPresentationDataUpdates() {
        let context = TestAccountContext()
        var received: [PresentationTheme] = []
        let disposable = context.sharedContext.presentationData.start(next: { received.append($0.theme) })
        #expect(received.map { $0 === defaultPresentationTheme } == [true])
        #expect(context.sharedContext.currentPresentationData.with { $0 } === PresentationData.testDefault)

        context.updatePresentationData(.testNight)
        #expect(received.count == 2)
        #expect(received.last === PresentationTheme.stubNight)
        #expect(context.sharedContext.currentPresentationData.with { $0 } === PresentationData.testNight)
        disposable.dispose()
    }

    @Test func convenienceInitsUseTheSharedContext() {
        let sharedContext = TestSharedAccountContext(presentationData: .testNight)
        let signal: Signal<(ItemListControllerState, (ItemListNodeState, Any)), NoError> = sharedContext.presentationData |> map { presentationData in
            let itemListPresentationData = ItemListPresentationData(presentationData)
            return (
                ItemListControllerState(presentationData: itemListPresentationData, title: .textWithSubtitle("a", "b"), leftNavigationButton: nil, rightNavigationButton: nil, backNavigationButton: nil),
                (ItemListNodeState(presentationData: itemListPresentationData, entries: [RequiredArgumentsEntry.only, .other], style: .plain), "arguments")
            )
        }
        let tabBarItem = ItemListControllerTabBarItem(title: "Settings", image: nil, selectedImage: nil, badgeValue: "1")
        let controller = ItemListController(sharedContext: sharedContext, state: signal, tabBarItem: .single(tabBarItem), hideNavigationBarBackground: true)

        #expect(controller.currentPresentationData.theme === PresentationTheme.stubNight)
        #expect(controller.hidesNavigationBarBackground)
        #expect(controller.currentTabBarItem == tabBarItem)
        #expect(controller.currentArguments as? String == "arguments")
        #expect(controller.title == "a")
        #expect(controller.currentNodeState?.style == .plain)
        #expect(controller.stubSummary == ["0 header \"only\"", "0 header \"other\""])

        let context = TestAccountContext(sharedContext: sharedContext)
        let viaContext = ItemListController(context: context, state: signal)
        #expect(viaContext.hidesNavigationBarBackground == false)
        #expect(viaContext.currentTabBarItem == nil)
        #expect(viaContext.emissionCount == 1)
    }

    @Test func viewControllerRecordsPresentAndDismiss() {
        let controller = ViewController(navigationBarPresentationData: nil)
        let presented = ViewController(navigationBarPresentationData: nil)
        var completed = 0
        controller.present(presented, in: .current, completion: { completed += 1 })
        controller.dismiss(completion: { completed += 1 })
        controller.dismiss(animated: true)

        #expect(controller.presentedControllers.map { $0.controller === presented } == [true])
        #expect(controller.presentedControllers.first.map { $0.context == .current } == true)
        #expect(controller.presentedControllers.first?.arguments == nil)
        #expect(controller.dismissCount == 2)
        #expect(completed == 2)
        #expect(controller.navigationPresentation == .default)
    }
}
