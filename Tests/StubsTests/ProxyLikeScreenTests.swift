import Testing
import Foundation
import UIKit
@_spi(Stubs) import Display
import SwiftSignalKit
@_spi(Stubs) import TelegramPresentationData
@_spi(Stubs) import ItemListUI
import AccountContext
import StubTestSupport

/// Drives the ProxyServerSettings-like screen (designated ItemListController init, legacy entries with themes,
/// radio checkboxes, text inputs, navigation buttons, present/dismiss).
@Suite struct ProxyLikeScreenTests {
    private final class Recorder {
        var saved: [ProxyLikeControllerState] = []
    }

    private func makeScreen(context: TestAccountContext = TestAccountContext()) -> (ItemListController, Recorder, ViewController) {
        let recorder = Recorder()
        let share = ViewController(navigationBarPresentationData: nil)
        let controller = proxyLikeSettingsController(context: context, save: { recorder.saved.append($0) }, shareController: { share })
        return (controller as! ItemListController, recorder, share)
    }

    @Test func initialScreen() throws {
        let (controller, _, _) = makeScreen()

        #expect(controller.navigationPresentation == .modal)
        #expect(controller.entryOrderViolations.isEmpty)
        #expect(controller.stubSummary == [
            "0 checkbox \"⟦SocksProxySetup_ProxySocks5⟧\" [x]",
            "0 checkbox \"⟦SocksProxySetup_ProxyTelegram⟧\" [ ]",
            "1 header \"⟦SOCKSPROXYSETUP_CONNECTION⟧\"",
            "1 singleLineInput \"\" placeholder \"⟦SocksProxySetup_Hostname⟧\" regular(capitalization: false, autocorrection: false)",
            "1 singleLineInput \"\" placeholder \"⟦SocksProxySetup_Port⟧\" number maxLength 5",
            "2 header \"⟦SocksProxySetup_Credentials⟧\"",
            "2 singleLineInput \"\" placeholder \"⟦SocksProxySetup_Username⟧\" regular(capitalization: true, autocorrection: true)",
            "2 singleLineInput \"\" placeholder \"⟦SocksProxySetup_Password⟧\" password",
            "3 action \"⟦Conversation_ContextMenuShare⟧\" disabled natural",
        ])

        let state = try #require(controller.currentControllerState)
        #expect(state.title == .text("⟦SocksProxySetup_Title⟧"))
        #expect(state.leftNavigationButton?.content == .text("⟦Common_Cancel⟧"))
        #expect(state.leftNavigationButton?.style == .regular)
        #expect(state.rightNavigationButton?.content == .text("⟦Common_Done⟧"))
        #expect(state.rightNavigationButton?.style == .bold)
        #expect(state.rightNavigationButton?.enabled == false)
        #expect(state.animateChanges == false)
        #expect(controller.currentNodeState?.animateChanges == false)

        let checkboxes = controller.items(ofType: ItemListCheckboxItem.self)
        #expect(checkboxes.allSatisfy { $0.style == .left && $0.zeroSeparatorInsets == false && $0.systemStyle == .glass })
    }

    @Test func radioCheckboxSwitchesTheCredentialsSection() {
        let (controller, _, _) = makeScreen()

        #expect(controller.items(ofType: ItemListCheckboxItem.self)[1].simulateTap())

        #expect(controller.items(ofType: ItemListCheckboxItem.self).map(\.checked) == [false, true])
        #expect(controller.items(ofType: ItemListSectionHeaderItem.self).map(\.text) == ["⟦SOCKSPROXYSETUP_CONNECTION⟧", "⟦SocksProxySetup_RequiredCredentials⟧"])
        #expect(controller.items(ofType: ItemListSingleLineInputItem.self).map(\.placeholder) == ["⟦SocksProxySetup_Hostname⟧", "⟦SocksProxySetup_Port⟧", "⟦SocksProxySetup_SecretPlaceholder⟧"])
        #expect(controller.entryOrderViolations.isEmpty)
    }

    @Test func typingCompletesTheFormAndDoneSaves() throws {
        let (controller, recorder, _) = makeScreen()
        var inputs: [ItemListSingleLineInputItem] {
            controller.items(ofType: ItemListSingleLineInputItem.self)
        }

        #expect(inputs[0].simulateTyping("proxy.example.com"))
        #expect(inputs[1].simulateTyping("123456") == false) // maxLength 5
        #expect(inputs[1].simulateTyping("1080"))
        #expect(inputs.map(\.text) == ["proxy.example.com", "1080", "", ""])

        let state = try #require(controller.currentControllerState)
        #expect(state.rightNavigationButton?.enabled == true)
        #expect(controller.items(ofType: ItemListActionItem.self).first?.kind == .generic)

        #expect(try #require(state.rightNavigationButton).simulateTap())
        #expect(recorder.saved.map(\.host) == ["proxy.example.com"])
        #expect(recorder.saved.map(\.port) == ["1080"])
        #expect(controller.dismissCount == 1)
    }

    @Test func disabledDoneButtonCannotBeTapped() throws {
        let (controller, recorder, _) = makeScreen()
        let done = try #require(controller.currentControllerState?.rightNavigationButton)

        #expect(done.simulateTap() == false)
        #expect(recorder.saved.isEmpty)
        #expect(controller.dismissCount == 0)
    }

    @Test func cancelDismisses() throws {
        let (controller, recorder, _) = makeScreen()

        #expect(try #require(controller.currentControllerState?.leftNavigationButton).simulateTap())
        #expect(controller.dismissCount == 1)
        #expect(recorder.saved.isEmpty)
    }

    @Test func sharePresentsInTheRootWindowAsAModalSheet() throws {
        let (controller, _, share) = makeScreen()
        let inputs = controller.items(ofType: ItemListSingleLineInputItem.self)
        inputs[0].simulateTyping("h")
        controller.items(ofType: ItemListSingleLineInputItem.self)[1].simulateTyping("1")

        let shareItem = try #require(controller.items(ofType: ItemListActionItem.self).first)
        #expect(shareItem.simulateTap())

        let presented = try #require(controller.presentedControllers.first)
        #expect(controller.presentedControllers.count == 1)
        #expect(presented.controller === share)
        #expect(presented.context == .window(.root))
        #expect((presented.arguments as? ViewControllerPresentationArguments)?.presentationAnimation == .modalSheet)
    }

    @Test func updatedPresentationDataReachesTheDesignatedInit() {
        let context = TestAccountContext()
        let (controller, _, _) = makeScreen(context: context)
        #expect(controller.currentPresentationData.theme === defaultPresentationTheme)

        context.updatePresentationData(.testNight)

        #expect(controller.currentPresentationData.theme === PresentationTheme.stubNight)
        #expect(controller.currentNodeState?.presentationData.theme === PresentationTheme.stubNight)
        #expect(controller.emissionCount == 2)
    }
}
