import Foundation
import ScreenImport
import Testing

/// Bad input never crashes and never gives a screen file that does not lint clean: the fixture cut short at many
/// points (unbalanced braces, half a call, half a string) imports to screens that lint clean, or to a problem.
@Suite struct BadInputTests {
    @Test func truncatedControllersImportToScreensThatLintClean() throws {
        let source = Array(try fixture("MediaAutoplayController.swift").utf8)
        var screens = 0
        for cut in stride(from: 0, to: source.count, by: 503) {
            let text = String(decoding: source[..<cut], as: UTF8.self)
            let result = ScreenImporter.importControllers(source: text, path: "Cut.swift")
            #expect(!result.screens.isEmpty || !result.problems.isEmpty, "cut at \(cut): neither a screen nor a problem")
            #expect(result.problems.allSatisfy { !$0.contains("does not lint clean") }, "cut at \(cut)")
            for screen in result.screens {
                screens += 1
                #expect(lintFindings(screen.yaml) == [], "cut at \(cut)")
            }
        }
        #expect(screens > 5)
    }

    /// Names and texts a user wrote reach the screen file only as YAML values or comments: line breaks, quotes and
    /// comment characters in them do not break the file.
    @Test func hostileTextsStayInsideTheirValuesAndComments() throws {
        let source = try fixture("MediaAutoplayController.swift")
            .replacingOccurrences(
                of: "presentationData.strings.MediaAutoplay_SavePath",
                with: #""Save: # to \"here\" \u{2028} [x]""#
            )
            .replacingOccurrences(of: "animateChanges: false", with: "animateChanges: false /* a\n# b: c\n*/")
        let result = ScreenImporter.importControllers(source: source, path: "Hostile.swift")
        let screen = try #require(result.screens.first)
        #expect(lintFindings(screen.yaml) == [])
        #expect(result.problems.isEmpty)
    }

    /// A text function that calls itself, two that call each other, and backticked names: read in time, each call
    /// written once (a function being read is declared where it calls itself again, not read again), and the file
    /// lints clean.
    @Test func recursiveTextFunctionsAndBacktickedNamesImportInTime() throws {
        let fixture = try fixture("ChannelAutoPostController.swift")
        let recursive = fixture.replacingOccurrences(
            of: "    switch interval {\n        case .hourly:\n            return strings.ChannelAutoPost_Hourly",
            with: "    switch interval {\n        case .hourly:\n            return autoPostIntervalString(strings: strings, interval: .daily)")
        #expect(recursive != fixture)
        let mutual = fixture.replacingOccurrences(
            of: "            return strings.ChannelAutoPost_Weekly",
            with: "            return autoPostOtherString(strings: strings, interval: interval)"
        ) + "\nprivate func autoPostOtherString(strings: PresentationStrings, interval: ChannelAutoPostInterval) -> String {\n    return autoPostIntervalString(strings: strings, interval: interval)\n}\n"
        let backticked = fixture.replacingOccurrences(of: "autoPostDelayString", with: "`autoPostDelayString`")
            .replacingOccurrences(of: "minutes: Int) -> String", with: "`default` minutes: Int) -> String")
        for (name, source) in [("Recursive", recursive), ("Mutual", mutual), ("Backticked", backticked)] {
            let result = ScreenImporter.importControllers(source: source, path: "\(name).swift")
            let screen = try #require(result.screens.first, "\(name)")
            #expect(result.problems.isEmpty, "\(name)")
            #expect(lintFindings(screen.yaml) == [], "\(name)")
            #expect(!screen.yaml.contains("`default`") && !screen.yaml.contains("{ call: `"), "\(name)")
        }
    }
}
