import Foundation
import Testing

/// Issue 20, bug 15: a 261-character screen name linted with only a `long-name` warning, but `compile` failed with
/// "File name too long" — its file, `<screen name>.swift`, cannot exist. Lint and compile now agree: an error at the
/// screen name.
@Suite struct ScreenNameLengthTests {
    static func screen(named name: String) -> String { validScreen(name) }

    @Test func aScreenNameTooLongForAFileNameIsAnErrorInLintAndCompile() throws {
        let name = "A" + String(repeating: "b", count: 260)
        let sandbox = try Sandbox(["long.yaml": Self.screen(named: name)])
        let lint = try ScreencProcess.run(["lint", "long.yaml", "--format", "xcode"], in: sandbox.url)
        #expect(lint.status == 1)
        #expect(lint.stdout.contains("long.yaml:1:9: error: screen name `Abbbbbbb"), "\(lint.stdout)")
        #expect(lint.stdout.contains("is 261 bytes long: too long for the name of its generated file"))
        #expect(lint.stdout.contains("[invalid-screen-name]"))
        #expect(!lint.stdout.contains("[long-name]"), "one diagnostic, not a warning as well")
        let compile = try ScreencProcess.run(["compile", "long.yaml", "-o", "out", "--format", "xcode"], in: sandbox.url)
        #expect(compile.status == 1)
        #expect(compile.stderr.contains("long.yaml:1:9: error: screen name"), "\(compile.stderr)")
        #expect(!compile.stderr.contains("too long\n") && !compile.stderr.contains("File name too long"))
        #expect(!FileManager.default.fileExists(atPath: sandbox.url.appendingPathComponent("out").path))
    }

    /// The longest name whose file fits (249 bytes + `.swift` = 255) compiles, with the `long-name` warning.
    @Test func theLongestNameThatFitsCompiles() throws {
        let name = "A" + String(repeating: "b", count: 248)
        let sandbox = try Sandbox(["long.yaml": Self.screen(named: name)])
        let compile = try ScreencProcess.run(["compile", "long.yaml", "-o", "out", "--format", "xcode"], in: sandbox.url)
        #expect(compile.status == 0, "\(compile.stderr)")
        #expect(compile.stderr.contains("warning:") && compile.stderr.contains("[long-name]"))
        #expect(FileManager.default.fileExists(atPath: sandbox.url.appendingPathComponent("out/\(name).swift").path))
    }
}
