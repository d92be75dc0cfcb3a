import Foundation
import ScreenExpressions
import ScreenIR
import ScreenRuntime
import ScreencCore
import ScreencTestSupport
import Testing

/// The repository root, found from this file's path.
let repositoryRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

struct LintFailure: Error, CustomStringConvertible {
    var description: String
}

/// Every example screen in `Screens/`, linted together (so `push:` targets resolve); fails on any diagnostic.
func exampleScreens() throws -> [Screen] {
    let directory = repositoryRoot.appendingPathComponent("Screens")
    let names = try FileManager.default.contentsOfDirectory(atPath: directory.path)
        .filter { $0.hasSuffix(".yaml") }.sorted()
    let files = try names.map { name in
        SourceFile(path: "Screens/\(name)", bytes: [UInt8](try Data(contentsOf: directory.appendingPathComponent(name))))
    }
    let result = Linter.lint(files)
    guard result.diagnostics.isEmpty else {
        throw LintFailure(description: result.diagnostics.map { "\($0.span.file): \($0.message)" }.joined(separator: "\n"))
    }
    return result.screens
}

/// One example screen by name.
func exampleScreen(_ name: String) throws -> Screen {
    guard let screen = try exampleScreens().first(where: { $0.name.value == name }) else {
        throw LintFailure(description: "no example screen \(name)")
    }
    return screen
}

/// A screen and a state that interactions advance.
struct Fixture {
    let screen: Screen
    var state: ScreenState

    init(_ name: String) throws {
        self.init(screen: try exampleScreen(name))
    }

    init(screen: Screen) {
        self.screen = screen
        state = ScreenState(defaultsOf: screen)
    }

    /// The screen rendered for the current state.
    var rendered: RenderedScreen { ScreenRenderer.render(screen, state: state) }

    /// The ids of the shown rows, in display order.
    var shownRowIDs: [String] { rendered.rows.map(\.rowID) }

    /// The ids of the shown sections, in order.
    var shownSectionIDs: [String] { rendered.sections.map(\.sectionID) }

    /// The stable id of a row.
    func id(_ row: String) throws -> RowID {
        try #require(ScreenEntries(screen).stableID(of: row), "no row \(row)")
    }

    /// The rendered content of a shown row.
    func content(_ row: String) throws -> RenderedRow.Content {
        try #require(rendered.row(id: row), "row \(row) is not shown").content
    }

    /// Sets fields from `field=value` texts.
    mutating func set(_ assignments: String...) throws {
        for assignment in assignments {
            try state.assign(assignment)
        }
    }

    /// Performs an interaction and keeps the resulting state.
    @discardableResult
    mutating func perform(_ interaction: Interaction) throws -> InteractionOutcome {
        let outcome = try InteractionHandler.perform(interaction, in: screen, state: state)
        state = outcome.state
        return outcome
    }
}

extension ActivationResult {
    /// A call of the required hook `name` with `payload`.
    static func hook(_ name: String, _ payload: ExpressionValue...) -> ActivationResult {
        .hook(HookActivation(name: name, payload: payload))
    }
}

extension ScreenAction {
    /// A call of the required hook `name`.
    static func hook(_ name: String) -> ScreenAction {
        .hook(ScreenHook(name))
    }
}
