import Display
@_spi(Stubs) import ItemListPeerItem
@_spi(Stubs) import TelegramCore
@_spi(Stubs) import ItemListUI
import ScreenExpressions
import ScreenIR
import ScreenRuntime
import StubTestSupport
import ScreencTestSupport
import Testing

@testable import GeneratedScreens

/// States no gesture reaches — fields nothing binds (`calculating`, `isPremium`, …) set through the generated
/// `initialState:`, and app data other than the samples (a blocked-users list still loading, empty, or of several
/// lengths) passed as the `data:` signal — mirrored in the IR state; then walked like the defaults.
@Suite struct InitialStateTests {
    enum Start: String, CaseIterable, Sendable, CustomStringConvertible {
        case blockedUsersLoading, blockedUsersNone, blockedUsersOne, blockedUsersTwo, blockedUsersMany
        case storageUsageMeasured
        case archivePremium, archivePremiumUnavailable
        case privacyPremium

        var description: String { rawValue }

        /// The screen and the fields the start sets over the defaults.
        var assignments: (screen: String, fields: [String]) {
            switch self {
            case .blockedUsersLoading: ("BlockedUsers", ["isLoading=true"])
            case .blockedUsersNone, .blockedUsersOne, .blockedUsersTwo, .blockedUsersMany:
                ("BlockedUsers", ["isLoading=false"])
            case .storageUsageMeasured: ("StorageUsage", ["calculating=false"])
            case .archivePremium: ("ArchiveSettings", ["isPremium=true", "premiumEnabled=true"])
            case .archivePremiumUnavailable: ("ArchiveSettings", ["isPremium=false", "premiumEnabled=false"])
            case .privacyPremium: ("PrivacyAndSecurity", ["isPremium=true"])
            }
        }
    }

    /// The generated controller created from the start's values (state through `initialState:`, app data through
    /// the data signal), every hook recorded, and the same values in the IR.
    static func driver(_ start: Start) throws -> ScreenDriver {
        let (name, assignments) = start.assignments
        var state = ScreenState(defaultsOf: try ScreenCatalog.screen(named: name))
        for assignment in assignments {
            try state.assign(assignment)
        }
        if name == "BlockedUsers" {
            try state.set("blockedPeers", to: .list(blockedPeers(blockedCount(start))))
        }
        return try ScreenDriver(name, values: state)
    }

    static func blockedCount(_ start: Start) -> Int {
        [Start.blockedUsersLoading: 0, .blockedUsersNone: 0, .blockedUsersOne: 1, .blockedUsersTwo: 2,
         .blockedUsersMany: 7][start] ?? 0
    }

    /// `count` blocked peers, each element's id its peer's id.
    static func blockedPeers(_ count: Int) -> [ExpressionValue] {
        (0..<count).map { index in
            .record(["id": .int(100 + index), "peer": PeerSample.value(id: 100 + index, name: "Peer \(index)")])
        }
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
        Start.blockedUsersLoading, .blockedUsersNone, .blockedUsersOne, .blockedUsersTwo, .blockedUsersMany,
    ])
    func blockedUsersShowsTheEmptyStateOnlyOnceLoadedWithoutBlockedUsers(_ start: Start) throws {
        let count = Self.blockedCount(start)
        let isLoading = start == .blockedUsersLoading
        let driver = try Self.driver(start)
        let controller = driver.controller
        driver.verify("\(start)")
        let emptyState = controller.currentNodeState?.emptyStateItem as? ItemListTextEmptyStateItem
        #expect(emptyState?.text == (count == 0 && !isLoading ? stubString("BlockedUsers_Empty") : nil))
        let loadingIndicator = controller.currentNodeState?.emptyStateItem as? ItemListLoadingIndicatorEmptyStateItem
        #expect((loadingIndicator != nil) == isLoading)
        #expect(controller.currentNodeState?.scrollEnabled == (count > 0 && !isLoading))
        let peers = controller.items(ofType: ItemListPeerItem.self).map(\.peer.stubDisplayName)
        #expect(peers == (0..<count).map { "Peer \($0)" })
        #expect(controller.currentControllerState?.secondaryRightNavigationButton?.enabled == !isLoading)
        #expect(
            controller.currentControllerState?.rightNavigationButton?.content
                == (count > 0 ? .text(stubString("Common_Edit")) : nil)
        )

        try driver.perform(.tapNavigationButton(.secondaryRight), "tap +")
        if count > 0 {
            try driver.perform(.tapNavigationButton(.right), "tap Edit")
            #expect(controller.currentControllerState?.rightNavigationButton?.content == .text(stubString("Common_Done")))
        }
        try driver.perform(.tapToolbarAction(0), "tap the toolbar action")
        let add: [HookCall] = isLoading ? [] : [.hook("blockUser")]
        // Edit writes `editing` itself (`set:`): one state update and no hook; the toolbar action is then disabled.
        let rest: [HookCall] = count > 0 ? [.stateUpdated] : [.hook("blockUser")]
        #expect(driver.log.calls == add + rest)
    }
}
