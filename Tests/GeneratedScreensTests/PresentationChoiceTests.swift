@_spi(Stubs) import Display
@_spi(Stubs) import ItemListUI
import ScreenExpressions
import ScreenIR
import ScreenRuntime
import Testing

/// `presentation: { if:, then:, else: }` is chosen from the parameters the app passes when it creates the screen: for
/// every combination of the parameters the choice reads, the generated factory sets the controller's
/// `navigationPresentation` to what the runtime resolves (`verify` compares them), and each word of the choice is
/// reached by some combination.
@Suite struct PresentationChoiceTests {
    /// LiveScreen: a sheet, unless it shows the archive (then a flat sheet for channels, else a page); ChatFolders: a
    /// sheet when opened from the chat list; WordSwitch: chosen by `switch` over how it was opened.
    static let cases: [(screen: String, parameters: [String: ExpressionValue], expected: Presentation.NavigationPresentation)] = [
        ("LiveScreen", ["showsArchive": .bool(false), "category": .enumCase("groups")], .modal),
        ("LiveScreen", ["showsArchive": .bool(false), "category": .enumCase("channels")], .modal),
        ("LiveScreen", ["showsArchive": .bool(true), "category": .enumCase("channels")], .flatModal),
        ("LiveScreen", ["showsArchive": .bool(true), "category": .enumCase("groups")], .default),
        ("ChatFolders", ["openedFrom": .enumCase("chatList")], .modal),
        ("ChatFolders", ["openedFrom": .enumCase("settings")], .default),
        // WordSwitch: `{ switch: openedFrom, cases: { chatList: modal, link: flatModal }, default: default }`.
        ("WordSwitch", ["openedFrom": .enumCase("chatList")], .modal),
        ("WordSwitch", ["openedFrom": .enumCase("link")], .flatModal),
        ("WordSwitch", ["openedFrom": .enumCase("settings")], .default),
    ]

    @Test(arguments: cases.indices)
    func theControllerIsPresentedAsItsParametersChoose(_ index: Int) throws {
        let (name, parameters, expected) = Self.cases[index]
        var values = ScreenState(defaultsOf: try ScreenCatalog.screen(named: name))
        for (parameter, value) in parameters.sorted(by: { $0.key < $1.key }) {
            try values.set(parameter, to: value)
        }
        let driver = try ScreenDriver(name, values: values)
        #expect(driver.rendered.navigationPresentation == expected, "\(name) \(parameters): the runtime's choice")
        #expect("\(driver.controller.navigationPresentation)" == expected.rawValue, "\(name) \(parameters)")
        driver.verify("created with \(parameters)")
    }
}
