@_spi(Stubs) import ItemListUI
import ScreenExpressions
import ScreenIR
import ScreenRuntime
import Testing

@testable import GeneratedScreens

/// `stateUpdated` accompanies exactly the changes of state.
@Suite struct StateUpdatedTests {
    @Test func aChangeReportsTheStateOnce() throws {
        let driver = try ScreenDriver("Appearance")
        let row = try #require(ScreenEntries(driver.screen).stableID(of: "reduceMotionSwitch"))
        try driver.perform(.toggleSwitch(row: row), "flip reduce motion")
        #expect(driver.log.calls == [.stateUpdated])
        #expect(driver.controller.emissionCount == 2)
    }

    /// A switch bound to app data changes no state: it calls its hook and never `stateUpdated`. It flips under the
    /// finger (the screen emits once, showing the new value), and the app's answer — here its data re-emitted
    /// unchanged, a rejection — is one more emission, which flips it back.
    @Test func aSwitchBoundToAppDataReportsItsHookAndNoState() throws {
        let driver = try ScreenDriver("DataAndStorage")
        let row = try #require(ScreenEntries(driver.screen).stableID(of: "saveEdited"))
        try driver.perform(.toggleSwitch(row: row), "flip save edited photos", acceptsDataChange: false)
        #expect(driver.log.calls == [.hook("updateSaveEditedPhotos", payload: [.bool(true)])])
        #expect(driver.controller.emissionCount == 3)
    }

    /// A switch whose change the app intercepts (`interactive:` false) waits for the data: a tap calls its hook, and
    /// nothing is emitted until the app answers.
    @Test func anInterceptingSwitchWaitsForTheData() throws {
        var values = ScreenState(defaultsOf: try ScreenCatalog.screen(named: "DataAndStorage"))
        try values.set("activeProxy", to: .null)  // no proxy configured: the app intercepts the proxy switch
        let driver = try ScreenDriver("DataAndStorage", values: values)
        let row = try #require(ScreenEntries(driver.screen).stableID(of: "useProxy"))
        try driver.perform(.toggleSwitch(row: row), "use proxy", acceptsDataChange: false)
        #expect(driver.log.calls == [.hook("updateProxyEnabled", payload: [.bool(true)])])
        #expect(driver.controller.emissionCount == 1)
    }

    /// Gestures that write a field the value it already has.
    enum UnchangedWrite: String, CaseIterable, Sendable, CustomStringConvertible {
        case proxyModeSelectedAgain, keepMediaSelectedAgain, networkSegmentSelectedAgain, folderTabSelectedAgain,
            themeSegmentSelectedAgain, usernameTypedAgain

        var description: String { rawValue }

        var screen: String {
            switch self {
            case .proxyModeSelectedAgain: "ProxyServerSettings"
            case .keepMediaSelectedAgain: "StorageUsage"
            case .networkSegmentSelectedAgain: "NetworkUsage"
            case .folderTabSelectedAgain: "ChatFolders"
            case .themeSegmentSelectedAgain: "Appearance"
            case .usernameTypedAgain: "EditProfile"
            }
        }

        func gesture(_ screen: Screen) throws -> Gesture {
            let entries = ScreenEntries(screen)
            switch self {
            case .proxyModeSelectedAgain: return .tapRow(row: try #require(entries.stableID(of: "modeSocks5")))
            case .keepMediaSelectedAgain: return .tapRow(row: try #require(entries.stableID(of: "keepOneMonth")))
            case .networkSegmentSelectedAgain, .folderTabSelectedAgain: return .selectSegment(0)
            case .themeSegmentSelectedAgain: return .selectSegment(2)  // `automatic`, the default
            case .usernameTypedAgain:
                return .editText(row: try #require(entries.stableID(of: "usernameInput")), text: "anna_k")
            }
        }
    }

    @Test(arguments: UnchangedWrite.allCases)
    func anUnchangedStateIsNotReported(_ write: UnchangedWrite) throws {
        let driver = try ScreenDriver(write.screen)
        try driver.perform(try write.gesture(driver.screen), "a write of the current value")
        #expect(driver.state == ScreenState(defaultsOf: driver.screen), "the gesture was meant to change nothing")
        #expect(driver.controller.emissionCount == 1, "an unchanged state must not re-emit")
        #expect(driver.log.calls.isEmpty)
        expectNoSpuriousStateUpdates(driver)
    }
}
