@_spi(Stubs) import Display
@_spi(Stubs) import ItemListUI
import ScreenExpressions
import ScreenRuntime
import ScreencTestSupport
import SwiftSignalKit
import Testing

/// Live screens driven through the generic harness, one behaviour at a time: app data arriving as a sequence, writes
/// the app accepts or rejects, hooks changing local state through the handle, lifecycle hooks, and what releasing
/// the controller releases. Every step is also checked against the runtime by the driver.
@Suite struct LiveDataTests {
    /// The element ids of the shown instances of the repeated row `id`.
    static func elementIDs(_ driver: ScreenDriver, of id: String) -> [ExpressionValue] {
        driver.rendered.instances(of: id).compactMap { $0.stableID.element }
    }

    /// The generated entries' stable ids of the shown instances of the repeated row `id`, by element id.
    static func stableIDs(_ driver: ScreenDriver, of id: String) -> [ExpressionValue: AnyHashable] {
        let rows = driver.rendered.rows
        let entries = driver.controller.currentEntries
        var ids: [ExpressionValue: AnyHashable] = [:]
        for (row, entry) in zip(rows, entries) where row.rowID == id {
            if let element = row.stableID.element { ids[element] = entry.anyId }
        }
        return ids
    }

    static func peer(_ id: Int, _ name: String, kind: String = "user") -> ExpressionValue {
        .record([
            "id": .int(id), "name": .string(name), "status": .null, "kind": .enumCase(kind), "muted": .bool(false),
        ])
    }

    @Test func aDataSignalEmittingInsertsRemovalsAndMovesIsShownEntryForEntry() throws {
        let driver = try ScreenDriver("LiveScreen")
        #expect(driver.harnessed.dataSubscribers == 1)
        driver.verify("the sample data")
        #expect(Self.elementIDs(driver, of: "peer") == [.int(1), .int(2), .int(3)])
        let before = Self.stableIDs(driver, of: "peer")

        let steps: [(String, [DataEdit])] = [
            ("an insert", [.insert(Self.peer(4, "Dana"), into: "blockedPeers", at: 1)]),
            ("a removal", [.remove(from: "blockedPeers", at: 0)]),
            (
                "moves of several elements",
                [
                    .move(in: "blockedPeers", from: 2, to: 0), .move(in: "blockedPeers", from: 1, to: 2),
                ]
            ),
            (
                "a field of an element",
                [.setElementField("kind", ofElementAt: 0, in: "blockedPeers", to: .enumCase("bot"))]
            ),
            ("an optional set to nil", [.set("cacheSize", to: .null)]),
            ("the same data again", []),
        ]
        for (moment, edits) in steps {
            try #require(try driver.emitData(edits, moment))
        }
        #expect(Self.elementIDs(driver, of: "peer") == [.int(3), .int(2), .int(4)])
        let after = Self.stableIDs(driver, of: "peer")
        for id in [ExpressionValue.int(2), .int(3)] {
            #expect(after[id] == before[id], "element \(id) moved and must keep its stable id")
        }
        #expect(driver.controller.entryOrderViolations.isEmpty)

        try #require(try driver.emitData([.set("blockedPeers", to: .list([]))], "an empty list"))
        #expect(driver.rendered.section(id: "peers") == nil)
        try #require(try driver.emitData([.set("cacheSize", to: .string("3 GB"))], "the optional back"))
        #expect(driver.controller.emissionCount == 1 + steps.count + 2)
    }

    /// A switch of a repeated row bound to its element's field flips under the finger; the app's next emission is the
    /// truth. Rejected (the data re-emitted unchanged) it flips back; accepted it stays. The driver also checks where
    /// the switch stands on screen after every step, which an item kept for an equal entry would get wrong.
    @Test func aWriteTheAppAcceptsIsShownAndARejectedOneFlipsTheSwitchBack() throws {
        let driver = try ScreenDriver("LiveAccounts")
        let account = try #require(driver.rendered.instances(of: "account").last?.stableID)  // ben, off
        let ben = try #require(driver.state.elements("accounts")?.last)

        try driver.perform(.toggleSwitch(row: account), "the app rejects", acceptsDataChange: false)
        #expect(driver.log.calls == [.hook("updateAccountNotify", payload: [ben, .bool(true)])])
        let switchItem = { try #require(driver.controller.items(ofType: ItemListSwitchItem.self).last) }
        #expect(try switchItem().value == false, "a rejected write: the data re-emitted flips the switch back")

        try driver.perform(.toggleSwitch(row: account), "the app accepts")
        #expect(try switchItem().value == true, "the app wrote the value and re-emitted")
        // Two flips, each followed by the app's emission.
        #expect(driver.log.calls.count == 2 && driver.controller.emissionCount == 5)
    }

    @Test func aHookThatUpdatesLocalStateThroughTheHandleChangesTheNextEntries() throws {
        let driver = try ScreenDriver("LiveScreen")
        let select = try #require(driver.rendered.instances(of: "select").last?.stableID)  // peer 3
        let peer = try #require(driver.state.elements("blockedPeers")?.last)
        let emissions = driver.controller.emissionCount

        try driver.perform(
            .tapRow(row: select),
            "select peer 3",
            handleChange: StateAssignment(field: "selectedPeer", value: .int(3))
        )
        #expect(driver.log.calls == [.hook("selectPeer", payload: [peer]), .stateUpdated])
        #expect(driver.controller.emissionCount == emissions + 1)
        let checked = driver.controller.items(ofType: ItemListCheckboxItem.self).filter(\.checked).map(\.title)
        #expect(checked.contains("王小明"), "the next entries show the state the hook set")
    }

    /// Every screen whose hooks get a handle with local state: the first hook a walk reaches changes a state field
    /// through the handle, and the screen shows it (the driver compares the next entries with the runtime). A walk
    /// that reaches no hook from the defaults starts again from a random state.
    @Test(arguments: ScreenCatalog.generatedScreenNames)
    func everyHandleChangesTheLocalState(screen name: String) throws {
        let screen = try ScreenCatalog.screen(named: name)
        let defaults = ScreenState(defaultsOf: screen)
        guard !screen.hookSignatures.isEmpty, defaults.fields.contains(where: { $0.origin == .state }) else { return }
        var generator = SeededGenerator(seed: 5, salt: name)
        var changed = false
        for attempt in 0..<8 where !changed {
            let values = attempt == 0 ? defaults : try RandomValues.choosingState(in: defaults, using: &generator)
            let driver = try ScreenDriver(name, values: values)
            for step in 1...100 where driver.outcomes["state changed through the handle"] == nil {
                let gesture = RandomGestures.pick(
                    on: driver.rendered,
                    isVisible: driver.controller.isStubVisible,
                    loadsMore: driver.screen.presentation.loadMore != nil,
                    using: &generator
                )
                let change = Self.differentAssignment(in: driver.state, using: &generator)
                guard try driver.perform(gesture, "start \(attempt), step \(step)", handleChange: change) else {
                    return
                }
            }
            changed = driver.outcomes["state changed through the handle"] == 1
        }
        #expect(changed, "no walk reached a hook")
    }

    /// A local state field and a value it does not have.
    static func differentAssignment(in state: ScreenState, using generator: inout SeededGenerator) -> StateAssignment? {
        while true {
            guard let assignment = RandomValues.stateAssignment(in: state, using: &generator) else { return nil }
            if state[assignment.field] != assignment.value { return assignment }
        }
    }

    /// Every screen with hooks: the handle a hook receives pushes onto the screen's navigation stack, presents from
    /// the controller and dismisses it (`pushControllerImpl` / `presentControllerImpl` / `dismissImpl`). A walk that
    /// reaches no hook from the defaults starts again from a random state.
    @Test(arguments: ScreenCatalog.generatedScreenNames)
    func everyHandleNavigatesThroughItsController(screen name: String) throws {
        let screen = try ScreenCatalog.screen(named: name)
        guard !screen.hookSignatures.isEmpty else { return }
        let defaults = ScreenState(defaultsOf: screen)
        var generator = SeededGenerator(seed: 3, salt: name)
        for attempt in 0..<8 {
            let values = attempt == 0 ? defaults : try RandomValues.choosingState(in: defaults, using: &generator)
            let driver = try ScreenDriver(name, values: values)
            var handle: AnyScreenHandle?
            driver.log.respond = { _, received in handle = handle ?? received }
            for step in 1...100 where handle == nil {
                let gesture = RandomGestures.pick(
                    on: driver.rendered,
                    isVisible: driver.controller.isStubVisible,
                    loadsMore: driver.screen.presentation.loadMore != nil,
                    using: &generator
                )
                guard try driver.perform(gesture, "start \(attempt), step \(step)") else { return }
            }
            guard let handle else { continue }
            let controller = driver.controller
            let pushed = ViewController(navigationBarPresentationData: nil)
            let pushes = controller.pushedControllers.count
            handle.push(pushed)
            #expect(controller.pushedControllers.count == pushes + 1 && controller.pushedControllers.last === pushed)
            #expect(driver.navigation.topViewController === pushed)
            driver.navigation.popViewController(animated: true)

            let presented = ViewController(navigationBarPresentationData: nil)
            handle.present(presented, .current, nil)
            #expect(controller.presentedControllers.last?.controller === presented)
            #expect(controller.presentedControllers.last.map { $0.context == .current } == true)

            handle.dismiss()
            #expect(controller.dismissCount == 1)
            #expect(!driver.navigation.viewControllers.contains { $0 === controller }, "dismissed from the stack")
            return
        }
        Issue.record("no walk reached a hook")
    }

    @Test func lifecycleHooksFollowTheAppearanceOfTheController() throws {
        let driver = try ScreenDriver("LiveScreen")
        try driver.perform(.appear(animated: true), "first appearance")
        try driver.perform(.disappear(animated: false), "pushed over")
        try driver.perform(.appear(animated: true), "back on top")
        try driver.perform(.pop(animated: true), "popped")
        try driver.perform(.appear(animated: false), "pushed again")
        try driver.perform(.disappear(animated: true), "pushed over again")
        #expect(
            driver.log.calls == [
                .hook("screenAppeared", payload: [.bool(true)]),
                .hook("saveDraft", payload: [.bool(false)]), .hook("persistChanges", payload: [.bool(false)]),
                .hook("screenAppeared", payload: [.bool(false)]),
                .hook("saveDraft", payload: [.bool(true)]), .hook("discardDraft", payload: [.bool(true)]),
                .hook("persistChanges", payload: [.bool(true)]), .hook("draftClosed", payload: [.bool(true)]),
                .hook("screenAppeared", payload: [.bool(false)]),
                .hook("saveDraft", payload: [.bool(true)]), .hook("persistChanges", payload: [.bool(true)]),
            ],
            "covered: willDisappear and didDisappear only; popped: willPop and didPop after each"
        )

        let accounts = try ScreenDriver("LiveAccounts")
        try accounts.perform(.appear(animated: true), "appears: no didAppear hook")
        try accounts.perform(.disappear(animated: true), "disappears")
        #expect(accounts.log.calls == [.hook("accountsClosed", payload: [.bool(true)])])
    }

    /// Releasing a screen releases everything it holds: popped from the navigation stack and with every reference
    /// dropped, the controller is deallocated — a weak reference to it becomes nil — which disposes its data
    /// subscription (the signal the harness feeds has no subscriber left) and the handle's `disposables` (the work
    /// the hooks tied to the screen). This is how the absence of retain cycles through the hooks is tested: every
    /// hook the walk called received the handle (and a hook here keeps one), so a hook, the handle, the arguments or
    /// the data signal that kept the controller alive would leave the weak reference set. A walk that reaches no hook
    /// from the defaults starts again from a random state.
    @Test(arguments: ScreenCatalog.generatedScreenNames)
    func releasingTheControllerReleasesItsSubscriptionAndTheHandlesWork(screen name: String) throws {
        let screen = try ScreenCatalog.screen(named: name)
        let defaults = ScreenState(defaultsOf: screen)
        var generator = SeededGenerator(seed: 9, salt: name)
        var hooksCalled = 0
        for attempt in 0..<8 where attempt == 0 || (hooksCalled == 0 && !screen.hookSignatures.isEmpty) {
            let values = attempt == 0 ? defaults : try RandomValues.choosingState(in: defaults, using: &generator)
            hooksCalled = try Self.walkAndRelease(name, values: values, using: &generator)
        }
        if !screen.hookSignatures.isEmpty {
            #expect(hooksCalled > 0, "no walk called a hook")
        }
    }

    /// Walks a screen created from `values`, pops it and drops it; checks what its release released. Returns how many
    /// hooks the walk called.
    static func walkAndRelease(
        _ name: String,
        values: ScreenState,
        using generator: inout SeededGenerator
    ) throws
        -> Int
    {
        weak var released: ItemListController?
        var subscribers: () -> Int = { -1 }
        var added = 0
        var disposed = 0
        var keptHandle: AnyScreenHandle?
        do {
            let driver = try ScreenDriver(name, values: values)
            released = driver.controller
            subscribers = driver.harnessed.countDataSubscribers
            #expect(subscribers() == (driver.harnessed.hasData ? 1 : 0))
            driver.log.respond = { _, handle in
                added += 1
                keptHandle = handle
                handle.disposables.add(ActionDisposable { disposed += 1 })
            }
            for step in 1...60 {
                if driver.harnessed.hasData && Int.random(in: 0..<4, using: &generator) == 0 {
                    let edits = RandomDataEdits.pick(in: driver.state, using: &generator)
                    guard try driver.emitData(edits, "step \(step)") else { return added }
                    continue
                }
                let gesture = RandomGestures.pick(
                    on: driver.rendered,
                    isVisible: driver.controller.isStubVisible,
                    loadsMore: driver.screen.presentation.loadMore != nil,
                    using: &generator
                )
                guard try driver.perform(gesture, "step \(step)") else { return added }
            }
            #expect(disposed == 0, "nothing is disposed while the screen lives")
            _ = driver.controller.simulateDisappear()
            #expect(driver.navigation.popViewController(animated: true) === driver.controller)
        }
        #expect(released == nil, "the hooks, the handle, the arguments or the data signal keep the controller alive")
        #expect(subscribers() == 0, "the data subscription outlives the controller")
        #expect(disposed == added, "the handle's disposables outlive the controller")
        // A handle that outlives its screen is harmless.
        keptHandle?.push(ViewController(navigationBarPresentationData: nil))
        keptHandle?.dismiss()
        return added
    }
}
