import Display
@_spi(Stubs) import ItemListUI
import ScreenIR
import ScreenRuntime
import StubTestSupport
import ScreencTestSupport
import Testing

@testable import GeneratedScreens

/// States no gesture reaches (fields nothing binds: `blockedCount`, `calculating`, `isPremium`, …), set through
/// the generated `initialState:` and mirrored in the IR state; then walked like the defaults.
@Suite struct InitialStateTests {
    enum Start: String, CaseIterable, Sendable, CustomStringConvertible {
        case blockedUsersNone, blockedUsersOne, blockedUsersTwo, blockedUsersMany
        case storageUsageMeasured
        case archivePremium, archivePremiumUnavailable
        case privacyPremium

        var description: String { rawValue }
    }

    /// The generated controller created with the start's `initialState:` (every hook recorded in `log`) and the
    /// same state in the IR.
    static func driver(_ start: Start) throws -> ScreenDriver {
        let context = TestAccountContext()
        let log = HookLog()
        let record: (HookCall) -> Void = { log.append($0) }
        let stateUpdated: (Any) -> Void = { _ in record(.stateUpdated) }
        let name: String
        let assignments: [String]
        let controller: ViewController
        switch start {
        case .blockedUsersNone, .blockedUsersOne, .blockedUsersTwo, .blockedUsersMany:
            let count = [Start.blockedUsersNone: 0, .blockedUsersOne: 1, .blockedUsersTwo: 2, .blockedUsersMany: 7][
                start
            ]!
            (name, assignments) = ("BlockedUsers", ["blockedCount=\(count)"])
            controller = blockedUsersController(
                context: context,
                initialState: BlockedUsersState(blockedCount: count),
                hooks: .recording(record),
                stateUpdated: stateUpdated
            )
        case .storageUsageMeasured:
            (name, assignments) = ("StorageUsage", ["calculating=false"])
            controller = storageUsageController(
                context: context,
                initialState: StorageUsageState(calculating: false),
                hooks: .recording(record),
                stateUpdated: stateUpdated
            )
        case .archivePremium, .archivePremiumUnavailable:
            let premium = start == .archivePremium
            (name, assignments) = ("ArchiveSettings", ["isPremium=\(premium)", "premiumEnabled=\(premium)"])
            controller = archiveSettingsController(
                context: context,
                initialState: ArchiveSettingsState(isPremium: premium, premiumEnabled: premium),
                hooks: .recording(record),
                stateUpdated: stateUpdated
            )
        case .privacyPremium:
            (name, assignments) = ("PrivacyAndSecurity", ["isPremium=true"])
            controller = privacyAndSecurityController(
                context: context,
                initialState: PrivacyAndSecurityState(isPremium: true),
                hooks: .recording(record),
                stateUpdated: stateUpdated
            )
        }
        let screen = try ScreenCatalog.screen(named: name)
        var state = ScreenState(defaultsOf: screen)
        for assignment in assignments {
            try state.assign(assignment)
        }
        let itemList = try #require(controller as? ItemListController)
        return ScreenDriver(screen: screen, state: state, context: context, controller: itemList, log: log)
    }

    @Test(arguments: Start.allCases)
    func walkFromAState(_ start: Start) throws {
        let driver = try Self.driver(start)
        guard driver.verify("\(start), initial state") else { return }
        var generator = SeededGenerator(seed: 11, salt: start.rawValue)
        for step in 1...100 {
            let gesture = RandomGestures.pick(on: driver.rendered, using: &generator)
            guard try driver.perform(gesture, "\(start), step \(step)") else { return }
        }
        expectLockedActionsCalled(driver)
        expectNoSpuriousStateUpdates(driver)
    }

    @Test(arguments: [
        (Start.blockedUsersNone, 0), (.blockedUsersOne, 1), (.blockedUsersTwo, 2), (.blockedUsersMany, 7),
    ])
    func blockedUsersShowsTheEmptyStateOnlyWithoutBlockedUsers(_ start: Start, count: Int) throws {
        let driver = try Self.driver(start)
        let controller = driver.controller
        driver.verify("blockedCount=\(count)")
        let emptyState = controller.currentNodeState?.emptyStateItem as? ItemListTextEmptyStateItem
        #expect(emptyState?.text == (count == 0 ? stubString("BlockedUsers_Empty") : nil))
        #expect(controller.currentItems.isEmpty == (count == 0))
        #expect(controller.items(ofType: ItemListDisclosureItem.self).count == min(count, 3))
        #expect(controller.currentControllerState?.secondaryRightNavigationButton?.enabled == (count > 0))

        try driver.perform(.tapNavigationButton(.secondaryRight), "tap search")
        try driver.perform(.tapNavigationButton(.right), "tap add")
        try driver.perform(.tapToolbarAction(0), "tap the toolbar action")
        let search: [HookCall] = count > 0 ? [.external("searchBlockedUsers")] : []
        #expect(driver.log.calls == search + [.external("blockUser"), .external("blockUser")])
    }
}
