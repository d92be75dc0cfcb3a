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

    /// A text function that calls itself, two that call each other, a chain of functions each calling the next twice,
    /// and backticked names: read in time (a call inside a body being read is declared, not read again), and the
    /// file lints clean.
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
        // Forty levels of `f(n) = c ? f(n+1) : f(n+1)`: 2^40 reads if each body were read at each call.
        var doubling = fixture.replacingOccurrences(
            of: "label: autoPostDelayString(strings: presentationData.strings, minutes: minutes)",
            with: "label: level0(strings: presentationData.strings, on: minutes > 0)")
        for level in 0..<40 {
            doubling += "\nprivate func level\(level)(strings: PresentationStrings, on: Bool) -> String {\n    return on ? level\(level + 1)(strings: strings, on: on) : level\(level + 1)(strings: strings, on: !on)\n}\n"
        }
        doubling += "\nprivate func level40(strings: PresentationStrings, on: Bool) -> String {\n    return on ? strings.A : strings.B\n}\n"
        for (name, source) in [
            ("Recursive", recursive), ("Mutual", mutual), ("Doubling", doubling), ("Backticked", backticked),
        ] {
            let result = ScreenImporter.importControllers(source: source, path: "\(name).swift")
            let screen = try #require(result.screens.first, "\(name)")
            #expect(result.problems.isEmpty, "\(name)")
            #expect(lintFindings(screen.yaml) == [], "\(name)")
            #expect(!screen.yaml.contains("`default`") && !screen.yaml.contains("{ call: `"), "\(name)")
        }
    }
}
