import Display
@_spi(Stubs) import ItemListUI
import ScreenIR
import ScreenRuntime
import ScreencTestSupport
import StubTestSupport
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

        /// The screen and the fields the start sets over the defaults.
        var assignments: (screen: String, fields: [String]) {
            switch self {
            case .blockedUsersNone: ("BlockedUsers", ["blockedCount=0"])
            case .blockedUsersOne: ("BlockedUsers", ["blockedCount=1"])
            case .blockedUsersTwo: ("BlockedUsers", ["blockedCount=2"])
            case .blockedUsersMany: ("BlockedUsers", ["blockedCount=7"])
            case .storageUsageMeasured: ("StorageUsage", ["calculating=false"])
            case .archivePremium: ("ArchiveSettings", ["isPremium=true", "premiumEnabled=true"])
            case .archivePremiumUnavailable: ("ArchiveSettings", ["isPremium=false", "premiumEnabled=false"])
            case .privacyPremium: ("PrivacyAndSecurity", ["isPremium=true"])
            }
        }
    }

    /// The generated controller created with the start's state (through the generated `initialState:`), every hook
    /// recorded, and the same state in the IR.
    static func driver(_ start: Start) throws -> ScreenDriver {
        let (name, assignments) = start.assignments
        var state = ScreenState(defaultsOf: try ScreenCatalog.screen(named: name))
        for assignment in assignments {
            try state.assign(assignment)
        }
        return try ScreenDriver(name, values: state)
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
        let search: [HookCall] = count > 0 ? [.hook("searchBlockedUsers")] : []
        #expect(driver.log.calls == search + [.hook("blockUser"), .hook("blockUser")])
    }
}
