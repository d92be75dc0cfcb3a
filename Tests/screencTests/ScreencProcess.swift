import Foundation
import ScreencTestSupport

/// Runs the built `screenc` executable as a user would, in a given working directory (through `BuiltTool`, which
/// the importer's command tests use too).
enum ScreencProcess {
    typealias Output = BuiltTool.Output
    typealias Limits = BuiltTool.Limits

    static let tool = BuiltTool(named: "screenc")

    /// The `screenc` binary next to the test runner (Linux) or next to the `.xctest` bundle (macOS).
    static var executable: URL { tool.executable }

    /// Runs screenc (or `executable`, e.g. a wrapper that starts it) with `arguments` in `directory`.
    static func run(
        _ arguments: [String], in directory: URL, environment: [String: String] = [:], executable: URL? = nil
    ) throws -> Output {
        try tool.run(arguments, in: directory, environment: environment, limits: nil, executable: executable)
    }

    /// Runs screenc (or `executable`) within `limits`: a run that is killed for exceeding them has a nonzero status.
    static func run(
        _ arguments: [String], in directory: URL, environment: [String: String] = [:], limits: Limits?,
        executable: URL? = nil
    ) throws -> Output {
        try tool.run(arguments, in: directory, environment: environment, limits: limits, executable: executable)
    }
}

/// A temporary directory of files, removed when the test ends (named here for the files that do not import the
/// support module).
typealias Sandbox = ScreencTestSupport.Sandbox

/// A small valid screen.
func validScreen(_ name: String, extraRows: String = "", extraState: String = "") -> String {
    """
    screen: \(name)
    title: \(name)
    state:
      'on': true
    \(extraState)sections:
      - id: main
        rows:
          - { id: toggle, item: switch, title: Toggle, bind: 'on' }
    \(extraRows)
    """
}

/// The repository root, found from this file's path.
let repositoryRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()
