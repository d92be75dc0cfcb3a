import Foundation
import ScreenIR
import ScreenPreview
import ScreenRuntime
import ScreencCore
import TerminalUI
import Testing

/// The repository root, found from this file's path.
let repositoryRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

struct LintFailure: Error, CustomStringConvertible {
    var description: String
}

/// Every example screen in `Screens/`, linted together (so `push:` targets resolve); fails on any diagnostic.
func exampleScreens() throws -> [Screen] {
    let directory = repositoryRoot.appendingPathComponent("Screens")
    let names = try FileManager.default.contentsOfDirectory(atPath: directory.path)
        .filter { $0.hasSuffix(".yaml") }.sorted()
    let files = try names.map { name in
        SourceFile(
            path: "Screens/\(name)",
            bytes: [UInt8](try Data(contentsOf: directory.appendingPathComponent(name)))
        )
    }
    return try lintClean(files)
}

/// One example screen by name.
func exampleScreen(_ name: String) throws -> Screen {
    guard let screen = try exampleScreens().first(where: { $0.name.value == name }) else {
        throw LintFailure(description: "no example screen \(name)")
    }
    return screen
}

/// A screen from YAML text (linted alone, so it must not push).
func screen(_ yaml: String) throws -> Screen {
    let screens = try lintClean([SourceFile(path: "Test.yaml", text: yaml)])
    guard let screen = screens.first else { throw LintFailure(description: "no screen") }
    return screen
}

/// Screens from YAML texts linted together (so they can push each other), by name.
func screens(_ yamls: [String]) throws -> [String: Screen] {
    let files = yamls.enumerated().map { SourceFile(path: "Test\($0.offset).yaml", text: $0.element) }
    return Dictionary(uniqueKeysWithValues: try lintClean(files).map { ($0.name.value, $0) })
}

/// A model of the live fixture (`Fixtures.liveBlockedUsers`).
func liveModel() throws -> PreviewModel {
    PreviewModel(screen: try screen(Fixtures.liveBlockedUsers))
}

private func lintClean(_ files: [SourceFile]) throws -> [Screen] {
    let result = Linter.lint(files)
    let errors = result.diagnostics.filter { $0.severity == .error }
    guard errors.isEmpty else {
        throw LintFailure(description: errors.map { "\($0.span.file): \($0.message)" }.joined(separator: "\n"))
    }
    return result.screens
}

/// A model of an example screen whose pushes load the other example screens.
func exampleModel(_ name: String, strings: [String: String] = [:]) throws -> PreviewModel {
    let screens = try exampleScreens()
    guard let root = screens.first(where: { $0.name.value == name }) else {
        throw LintFailure(description: "no example screen \(name)")
    }
    return PreviewModel(screen: root, loader: { target in screens.first { $0.name.value == target } }, strings: strings)
}

extension PreviewModel {
    /// Handles keys in order at time `now`.
    mutating func press(_ keys: PreviewKey..., now: Double = 0) {
        for key in keys { _ = handle(key, now: now) }
    }

    /// Types text one character at a time.
    mutating func type(_ text: String, now: Double = 0) {
        for character in text { _ = handle(.character(character), now: now) }
    }

    /// The rendered row with this YAML id on the shown screen.
    func row(_ id: String) -> RenderedRow? { page.rendered.row(id: id) }

    /// Presses keys given as a `--keys` script (`"d j j space"`).
    mutating func press(script: String, now: Double = 0) throws {
        for key in try PreviewKeyScript.parse(script) { _ = handle(key, now: now) }
    }

    /// The stable id of the row with this YAML id.
    func stableID(_ id: String) -> RowID? { ScreenEntries(page.screen).stableID(of: id) }

    /// The YAML id of the focused row, if the focus is on a row.
    var focusedRowID: String? {
        guard case .row(let id)? = focus else { return nil }
        return page.rendered.row(stableID: id)?.rowID
    }

    /// Moves the focus to the row with this YAML id by pressing ↓ / ↑ from the top.
    mutating func focusRow(_ id: String) throws {
        press(.home)
        var steps = 0
        while focusedRowID != id {
            press(.down)
            steps += 1
            if steps > 200 { throw LintFailure(description: "cannot focus \(id)") }
        }
    }
}

/// The plain text of a frame of `model`.
func plainFrame(_ model: PreviewModel, width: Int, height: Int, now: Double = 0) -> String {
    var model = model
    model.resize(width: width, height: height)
    return FrameTranscript.plain(
        PreviewLayout.render(model, width: width, height: height, now: now, color: false, animated: false)
    )
}

/// The styled markup of a frame of `model`.
func styledFrame(_ model: PreviewModel, width: Int, height: Int, now: Double = 0, color: Bool = true) -> String {
    var model = model
    model.resize(width: width, height: height)
    return FrameTranscript.styled(
        PreviewLayout.render(model, width: width, height: height, now: now, color: color, animated: false)
    )
}

/// A titled block for multi-frame snapshots.
func section(_ title: String, _ body: String) -> String {
    "=== \(title)\n" + body
}
