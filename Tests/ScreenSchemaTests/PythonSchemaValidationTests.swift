import Foundation
import Testing

/// Runs `Tests/Schema/validate-schema.py` (Python's `jsonschema` over Screens/, the docs' examples and the rules' bad
/// examples). Skipped when `python3` with `jsonschema` and `yaml` is not installed; `.ci/run` installs them and runs
/// the script as its own step too.
@Suite struct PythonSchemaValidationTests {
    static func run(_ arguments: [String]) -> (status: Int32, output: String)? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        do { try process.run() } catch { return nil }
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    /// The first of `python3` (on PATH) and the system's `/usr/bin/python3` (where Debian's packages go) that has
    /// `jsonschema` and `yaml`.
    static let python: String? = ["python3", "/usr/bin/python3"].first {
        run([$0, "-c", "import jsonschema, yaml"])?.status == 0
    }

    @Test(
        .enabled(
            if: python != nil,
            "needs python3 with jsonschema and yaml (Debian: python3-jsonschema python3-yaml); .ci/run installs them"))
    func screensAndDocsExamplesValidate() throws {
        let script = Repository.url("Tests/Schema/validate-schema.py").path
        let python = try #require(Self.python)
        let result = try #require(Self.run([python, script, Repository.root.path]))
        #expect(result.status == 0, "\(result.output)")
    }
}
