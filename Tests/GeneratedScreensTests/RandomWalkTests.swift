@_spi(Stubs) import Display
import Foundation
import ScreenRuntime
import ScreencTestSupport
@_spi(Stubs) import TelegramPresentationData
import Testing

/// Seeded random walks over every generated screen. The screen is created with the runtime's values (seed 1: the
/// samples and defaults; seeds 2 and 3: parameters the caller chose at random; seed 3 passes the first data as
/// `initialData:`). At every step, on the generated controller and on the IR alike:
/// - a random gesture on what the screen shows (the controller also appears and disappears, calling its lifecycle
///   hooks); one time in three the hook it calls changes a random local state field through the screen's handle; a
///   write a data-bound control asks for is accepted by the app (written and re-emitted) two times in three, else
///   rejected;
/// - for a screen with app data, one step in four is a data emission instead: random list edits (inserts, removals,
///   moves of one or several elements, element fields and ids changed, the list emptied or replaced), fields set,
///   optionals set to nil and back;
/// - now and then the app's presentation data changes (night theme and translated strings, and back).
/// Hooks and their payloads, pushes, emissions, the whole screen and the rows' stable identities must agree after
/// each step.
@Suite struct RandomWalkTests {
    static let seeds: [UInt64] = [1, 2, 3]
    static let steps = 200

    @Test(arguments: ScreenCatalog.generatedScreenNames, seeds)
    func randomWalk(screen name: String, seed: UInt64) throws {
        var generator = SeededGenerator(seed: seed, salt: name)
        let screen = try ScreenCatalog.screen(named: name)
        let defaults = ScreenState(defaultsOf: screen)
        let values =
            seed == 1 ? defaults : try RandomValues.choosingParameters(in: defaults, using: &generator)
        let driver = try ScreenDriver(name, values: values, passesInitialData: seed == 3)
        let translated = PresentationDataTests.translated(screen)
        guard driver.verify("seed \(seed), created") else { return }
        for step in 1...Self.steps {
            let moment = "seed \(seed), step \(step)"
            if Int.random(in: 0..<40, using: &generator) == 0 {
                let isDefault = driver.expectations.presentationData === PresentationData.testDefault
                driver.updatePresentationData(isDefault ? translated : .testDefault)
                guard driver.verify("\(moment): new presentation data") else { return }
            }
            if driver.harnessed.hasData && Int.random(in: 0..<4, using: &generator) == 0 {
                guard try driver.emitData(RandomDataEdits.pick(in: driver.state, using: &generator), moment) else {
                    return
                }
                continue
            }
            let gesture = RandomGestures.pick(
                on: driver.rendered,
                isVisible: driver.controller.isStubVisible,
                loadsMore: driver.screen.presentation.loadMore != nil,
                using: &generator
            )
            let handleChange =
                Int.random(in: 0..<3, using: &generator) == 0
                ? RandomValues.stateAssignment(in: driver.state, using: &generator) : nil
            let accepts = Int.random(in: 0..<3, using: &generator) != 0
            guard try driver.perform(gesture, moment, handleChange: handleChange, acceptsDataChange: accepts) else {
                return
            }
        }
        #expect(
            driver.outcomes.keys.contains { !$0.hasPrefix("ignored") && $0 != "data emission" },
            "the walk neither changed the state nor triggered an action: \(driver.outcomes)"
        )
        if ProcessInfo.processInfo.environment["WALK_STATS"] != nil {
            print(
                "WALK \(name) seed \(seed): \(driver.visitedStates.count) states, outcomes \(driver.outcomes.sorted { $0.key < $1.key })"
            )
        }
        expectLockedActionsCalled(driver)
        expectNoSpuriousStateUpdates(driver)
    }
}
