@_spi(Stubs) import Display
@_spi(Stubs) import ItemListUI
import ScreenRuntime
import Testing

/// What the generated factory sets on the controller itself, for every screen, as the IR says:
/// `controller.enableInteractiveDismiss` (`enableInteractiveDismiss:`) and, on the first emission,
/// `ItemListControllerState(animateChanges:)` (`animateChanges: { navigationBar: }`).
@Suite struct ControllerFlagsTests {
    @Test(arguments: ScreenCatalog.generatedScreenNames)
    func theControllerIsSetUpAsTheIRSays(_ name: String) throws {
        let driver = try ScreenDriver(name)
        #expect(
            driver.controller.enableInteractiveDismiss == driver.screen.presentation.enablesInteractiveDismiss,
            "\(name): enableInteractiveDismiss")
        #expect(
            driver.controller.currentControllerState?.animateChanges == driver.rendered.animatesNavigationBar,
            "\(name): the controller state's animateChanges")
        driver.verify("created")
    }
}
