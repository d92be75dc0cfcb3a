import ArgumentParser
import ScreencTestSupport
import Testing

@testable import screenc

/// A long command line's repeated arguments are set aside while swift-argument-parser parses the rest, whose time
/// grows with the square of the arguments (20,000 paths: 7 s; 20,000 `--set`: 23 s), and added back after.
@Suite struct RepeatedArgumentsTests {
    static func paths(_ count: Int) -> [String] { (0..<count).map { "Screens/S\($0).yaml" } }

    /// Parses as `screenc` does.
    static func parse(_ arguments: [String]) throws -> any ParsableCommand {
        guard let (kept, setAside) = RepeatedArguments.split(arguments) else { return try Screenc.parseAsRoot(arguments) }
        var command = try Screenc.parseAsRoot(kept)
        RepeatedArguments.restore(setAside, into: &command)
        return command
    }

    @Test func theParsedCommandIsTheSameAsParsingEverything() throws {
        let paths = Self.paths(300)
        let lintArguments = ["lint", "--format", "json"] + paths[..<100] + ["--strict", "--color=never"] + paths[100...]
        let lint = try #require(try Self.parse(lintArguments) as? LintCommand)
        let whole = try #require(try Screenc.parseAsRoot(lintArguments) as? LintCommand)
        #expect(lint.paths == whole.paths && lint.paths == paths)
        #expect(lint.diagnostics.format == .json && lint.diagnostics.strict == true && lint.diagnostics.color == .never)

        let templates = (0..<150).flatMap { ["--template", "t\($0).mustache"] }
        let compileArguments = ["compile", "-o", "Out"] + templates + ["--"] + paths + ["--dry-run"]
        let compile = try #require(try Self.parse(compileArguments) as? CompileCommand)
        let wholeCompile = try #require(try Screenc.parseAsRoot(compileArguments) as? CompileCommand)
        #expect(compile.paths == wholeCompile.paths && compile.paths.last == "--dry-run")
        #expect(compile.template == wholeCompile.template && compile.template.count == 150)
        #expect(compile.output == "Out" && !compile.dryRun)

        let sets = (0..<300).flatMap { $0 % 2 == 0 ? ["--set", "a=\($0)"] : ["--set=b=\($0)"] }
        let previewArguments = ["preview", "Screen.yaml", "--static"] + sets + ["--width", "40"]
        let preview = try #require(try Self.parse(previewArguments) as? PreviewCommand)
        let wholePreview = try #require(try Screenc.parseAsRoot(previewArguments) as? PreviewCommand)
        #expect(preview.assignments == wholePreview.assignments && preview.assignments.count == 300)
        #expect(preview.file == "Screen.yaml" && preview.width == 40 && preview.printStatic)
    }

    @Test func whatIsNotUnderstoodIsParsedWhole() {
        let paths = Self.paths(300)
        #expect(RepeatedArguments.split(["lint"] + paths[..<10]) == nil, "short")
        #expect(RepeatedArguments.split(["lint", "--nope"] + paths) == nil, "unknown option")
        #expect(RepeatedArguments.split(["lint", "-qx"] + paths) == nil, "grouped short flags")
        #expect(RepeatedArguments.split(["lint", "--format", "-x"] + paths) == nil, "a value like an option")
        #expect(RepeatedArguments.split(["schema"] + paths) == nil, "no repeated arguments")
        // An error swift-argument-parser reports is still reported.
        #expect(throws: (any Error).self) { try Self.parse(["lint", "--format", "yaml"] + paths) }
    }

    @Test func parsingManyPathsOrSetsIsLinear() throws {
        let ratio = try CPUTime.doublingRatio(
            small: { _ = try Self.parse(["lint"] + Self.paths(10_000)) },
            large: { _ = try Self.parse(["lint"] + Self.paths(20_000)) })
        #expect(ratio < 3, "doubling the paths multiplied the work by \(ratio)")
        func sets(_ count: Int) -> [String] { ["preview", "S.yaml"] + (0..<count).flatMap { ["--set", "f=\($0)"] } }
        let setRatio = try CPUTime.doublingRatio(small: { _ = try Self.parse(sets(10_000)) }, large: { _ = try Self.parse(sets(20_000)) })
        #expect(setRatio < 3, "doubling the --set multiplied the work by \(setRatio)")
    }
}
