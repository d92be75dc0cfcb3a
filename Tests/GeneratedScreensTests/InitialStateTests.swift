import Display
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
        case .blockedUsersLoading, .blockedUsersNone, .blockedUsersOne, .blockedUsersTwo, .blockedUsersMany:
            let isLoading = start == .blockedUsersLoading
            let peers = Self.blockedPeers(Self.blockedCount(start))
            (name, assignments) = ("BlockedUsers", ["isLoading=\(isLoading)"])
            controller = blockedUsersController(
                context: context,
                data: .single(BlockedUsersData(isLoading: isLoading, blockedPeers: peers.data)),
                hooks: .recording(record),
                stateUpdated: stateUpdated
            )
            let screen = try ScreenCatalog.screen(named: name)
            var state = ScreenState(defaultsOf: screen)
            try state.set("blockedPeers", to: .list(peers.ir))
            return try Self.driver(screen: screen, state: state, assignments: assignments, context, controller, log)
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
                data: .single(PrivacyAndSecurityData(blockedCount: 3, hasTwoStepAuth: true)),
                initialState: PrivacyAndSecurityState(isPremium: true),
                hooks: .recording(record),
                stateUpdated: stateUpdated
            )
        }
        let screen = try ScreenCatalog.screen(named: name)
        return try Self.driver(
            screen: screen, state: ScreenState(defaultsOf: screen), assignments: assignments, context, controller, log
        )
    }

    private static func driver(
        screen: Screen,
        state: ScreenState,
        assignments: [String],
        _ context: TestAccountContext,
        _ controller: ViewController,
        _ log: HookLog
    ) throws -> ScreenDriver {
        var state = state
        for assignment in assignments {
            try state.assign(assignment)
        }
        let itemList = try #require(controller as? ItemListController)
        return ScreenDriver(screen: screen, state: state, context: context, controller: itemList, log: log)
    }

    static func blockedCount(_ start: Start) -> Int {
        [Start.blockedUsersLoading: 0, .blockedUsersNone: 0, .blockedUsersOne: 1, .blockedUsersTwo: 2,
         .blockedUsersMany: 7][start] ?? 0
    }

    /// `count` blocked peers (every other one without a status), for the generated screen and for the IR.
    static func blockedPeers(_ count: Int) -> (data: [BlockedUsersData.BlockedPeer], ir: [ExpressionValue]) {
        let peers = (0..<count).map { index in
            BlockedUsersData.BlockedPeer(
                id: 100 + index, name: "Peer \(index)", status: index.isMultiple(of: 2) ? "online" : nil
            )
        }
        let ir = peers.map { peer -> ExpressionValue in
            let status: ExpressionValue = peer.status.map { .string($0) } ?? .null
            return .record(["id": .int(peer.id), "name": .string(peer.name), "status": status])
        }
        return (peers, ir)
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
        #expect(controller.items(ofType: ItemListActivityTextItem.self).count == (isLoading ? 1 : 0))
        #expect(controller.items(ofType: ItemListDisclosureItem.self).map(\.title) == (0..<count).map { "Peer \($0)" })
        #expect(controller.currentControllerState?.secondaryRightNavigationButton?.enabled == !isLoading)
        #expect(
            controller.currentControllerState?.rightNavigationButton?.content
                == (count > 0 ? .text(stubString("Common_Edit")) : nil)
        )

        try driver.perform(.tapNavigationButton(.secondaryRight), "tap +")
        if count > 0 {
            try driver.perform(.tapNavigationButton(.right), "tap Edit")
        }
        try driver.perform(.tapToolbarAction(0), "tap the toolbar action")
        let add: [HookCall] = isLoading ? [] : [.external("blockUser")]
        let edit: [HookCall] = count > 0 ? [.external("startEditing")] : []
        #expect(driver.log.calls == add + edit + [.external("blockUser")])
    }
}
