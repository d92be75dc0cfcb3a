import Foundation
import ScreenRuntime
@_spi(Stubs) import TelegramPresentationData
import ScreencTestSupport
import Testing

/// Seeded random walks: at every step a random gesture on what the screen shows, performed on the generated
/// controller and on the IR; hooks, pushes, emissions and the whole screen must agree after each one. Now and
/// then the app's presentation data changes (night theme and translated strings, and back).
@Suite struct RandomWalkTests {
    static let seeds: [UInt64] = [1, 2, 3]
    static let steps = 200

    @Test(arguments: ScreenCatalog.generatedScreenNames, seeds)
    func randomWalk(screen name: String, seed: UInt64) throws {
        let driver = try ScreenDriver(name)
        var generator = SeededGenerator(seed: seed, salt: name)
        let translated = PresentationDataTests.translated(driver.screen)
        guard driver.verify("seed \(seed), default state") else { return }
        for step in 1...Self.steps {
            if Int.random(in: 0..<40, using: &generator) == 0 {
                let isDefault = driver.expectations.presentationData === PresentationData.testDefault
                driver.updatePresentationData(isDefault ? translated : .testDefault)
                guard driver.verify("seed \(seed), step \(step): new presentation data") else { return }
            }
            let gesture = RandomGestures.pick(on: driver.rendered, using: &generator)
            guard try driver.perform(gesture, "seed \(seed), step \(step)") else { return }
        }
        #expect(
            driver.outcomes.keys.contains { !$0.hasPrefix("ignored") },
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
