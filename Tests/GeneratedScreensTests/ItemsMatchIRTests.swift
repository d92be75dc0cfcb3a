import AccountContext
@_spi(Stubs) import Display
@_spi(Stubs) import ItemListUI
import ScreenIR
import ScreenRuntime
import StubTestSupport
import Testing

@testable import GeneratedScreens

/// The generated controllers show, item for item, what the IR renders for the default state.
@Suite struct ItemsMatchIRTests {
    @Test func everyGeneratedScreenHasItsIR() throws {
        let screens = try ScreenCatalog.screens.get()
        #expect(Set(screens.keys) == Set(ScreenCatalog.generatedScreenNames))
        #expect(Set(ScreenCatalog.generatedScreenNames).isSuperset(of: ["LiveScreen", "LiveList", "LiveNames"]))
        for name in ScreenCatalog.generatedScreenNames {
            let setup = GeneratedScreenSetup(ScreenState(defaultsOf: try ScreenCatalog.screen(named: name)))
            let created = try makeHarnessedScreen(
                named: name,
                context: TestAccountContext(),
                setup: setup,
                log: HookLog()
            )
            #expect(created?.controller is ItemListController, "\(name) has no generated ItemListController")
        }
        let setup = GeneratedScreenSetup(ScreenState(defaultsOf: try ScreenCatalog.screen(named: "Escaping")))
        #expect(
            try makeHarnessedScreen(named: "NoSuchScreen", context: TestAccountContext(), setup: setup, log: HookLog())
                == nil
        )
    }

    @Test(arguments: ScreenCatalog.generatedScreenNames)
    func defaultsMatchTheIR(screen name: String) throws {
        let driver = try ScreenDriver(name)
        driver.verify("default state")
        #expect(
            driver.controller.emissionCount == 1,
            "\(name) emitted \(driver.controller.emissionCount) states on creation"
        )
        #expect(driver.log.calls.isEmpty, "\(name) called \(driver.log.calls) while being created")
        #expect(driver.controller.pushedControllers.isEmpty)
        #expect(try driver.controller.validatedItems().count == driver.rendered.rows.count)
    }
}
