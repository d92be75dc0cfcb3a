@_spi(Stubs) import Display
@_spi(Stubs) import ItemListUI
import ScreenExpressions
import ScreenRuntime
import StubTestSupport
@_spi(Stubs) import TelegramPresentationData
import Testing
@_spi(Stubs) import UIKit

@testable import GeneratedScreens

/// Icons, uppercased headers, header action buttons, link hooks and the input caption in the generated screens (the
/// fixture IconsAndLinks, and DataAndStorage / EditProfile), driven through the harness: every step is also performed
/// on the runtime and the whole screen compared (icons by resource, texts, link hooks).
@Suite struct IconsAndLinksTests {
    @Test func everyIconComesFromTheResourceTheScreenNames() throws {
        let driver = try ScreenDriver("IconsAndLinks")
        let disclosures = driver.controller.items(ofType: ItemListDisclosureItem.self)
        #expect(disclosures.map { $0.icon?.name } == ["PresentationResourcesSettings.dataAndStorage", "Settings/Menu/DataPhotos"])
        #expect(disclosures.first?.icon === PresentationResourcesSettings.dataAndStorage, "the constant itself")
        let theme = driver.expectations.presentationData.theme
        let switchIcon = try #require(driver.controller.items(ofType: ItemListSwitchItem.self).first?.icon)
        #expect(switchIcon === PresentationResourcesItemList.voiceCallIcon(theme), "tinted for the controller's theme")
        let checkbox = try #require(driver.controller.items(ofType: ItemListCheckboxItem.self).first)
        #expect(checkbox.iconPlacement == .check)
        #expect(checkbox.icon === PresentationResourcesItemList.cloudIcon(theme))
        #expect(driver.controller.items(ofType: ItemListExpandableSwitchItem.self).first?.icon
            === PresentationResourcesSettings.proxy)
    }

    @Test func headersAreUppercasedAsCallersDoIt() throws {
        let driver = try ScreenDriver("IconsAndLinks")
        let strings = driver.expectations.presentationData.strings
        var headers = driver.controller.items(ofType: ItemListSectionHeaderItem.self).map(\.text)
        #expect(headers == [strings.Settings_Title.uppercased(), "LINKS", " SETTINGS"])
        let input = try #require(driver.rendered.row(id: "usernameInput")?.stableID)
        try #require(try driver.perform(.editText(row: input, text: "anna"), "type a username"))
        headers = driver.controller.items(ofType: ItemListSectionHeaderItem.self).map(\.text)
        #expect(headers.last == "ANNA SETTINGS", "an interpolated header is uppercased after interpolation")
    }

    @Test func theHeaderButtonRunsItsAction() throws {
        let driver = try ScreenDriver("IconsAndLinks")
        let header = try #require(driver.rendered.row(id: "linksHeader")?.stableID)
        #expect(driver.controller.items(ofType: ItemListSectionHeaderItem.self)[1].actionText == "Edit")
        try #require(try driver.perform(.tapHeaderAction(row: header), "Edit"))
        #expect(driver.state.bool("editing") == true)
        #expect(driver.log.calls == [.stateUpdated])
    }

    @Test func linksCallTheirHookWithTheTarget() throws {
        let driver = try ScreenDriver("IconsAndLinks")
        let footer = try #require(driver.rendered.row(id: "linksFooter")?.stableID)
        try #require(try driver.perform(.tapLink(row: footer, target: "privacy"), "footer link"))
        try #require(try driver.perform(.tapLink(row: footer, target: "support"), "second footer link"))
        #expect(driver.log.calls == [.hook("openLink", payload: [.string("privacy")]), .hook("openLink", payload: [.string("support")])])

        let notice = try #require(driver.rendered.row(id: "notice")?.stableID)
        let mark = driver.log.calls.count
        try #require(try driver.perform(.tapLink(row: notice, target: "tips"), "info link"))
        try #require(try driver.perform(.tapLink(row: notice, target: ""), "an empty target, as `[text]()` passes"))
        #expect(driver.log.calls(since: mark) == [.hook("openTip", payload: [.string("tips")]), .hook("openTip", payload: [.string("")])])
    }

    @Test func aRepeatedRowsLinkHookReceivesTheElementThenTheTarget() throws {
        let driver = try ScreenDriver("IconsAndLinks")
        let videos = RowID(position: driver.rendered.row(id: "topic")!.stableID.position, element: .int(2))
        try #require(try driver.perform(.tapLink(row: videos, target: "manage"), "manage Videos"))
        let topic = ExpressionValue.record(["id": .int(2), "name": .string("Videos")])
        #expect(driver.log.calls == [.hook("manageTopic", payload: [topic, .string("manage")])])
    }

    @Test func theInputCaptionIsDrawnInThePrimaryTextColour() throws {
        for theme in [PresentationTheme.stubNight, defaultPresentationTheme] {
            let driver = try ScreenDriver("IconsAndLinks", presentationData: PresentationData.testDefault.withUpdated(theme: theme))
            let input = try #require(driver.controller.items(ofType: ItemListSingleLineInputItem.self).first)
            #expect(input.displayedTitleColor == theme.list.itemPrimaryTextColor)
            #expect(input.spacing == 8.0)
        }
    }
}
