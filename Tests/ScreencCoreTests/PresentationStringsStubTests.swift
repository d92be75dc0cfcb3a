import Foundation
import ScreencCore
import ScreencTestSupport
import Testing

/// `screenc strings-stub`'s Swift: one declaration per accessor, as Telegram's generator makes it, that type-checks
/// — for hostile keys, and for Telegram's whole strings file — and rejects what the app's build would reject.
@Suite struct PresentationStringsStubTests {
    /// A `PresentationStrings` with the three methods the generated bodies call, and nothing else.
    static let host = """
        public final class _FormattedString {
            public let string: String
            init(_ string: String) { self.string = string }
        }

        public final class PresentationStrings {
            public typealias FormattedString = _FormattedString
            func stubText(forKey key: String) -> String { key }
            func stubFormatted(forKey key: String, _ arguments: [String]) -> FormattedString {
                FormattedString(key + arguments.joined())
            }
            func stubPlural(forKey key: String, _ value: Int32) -> String { key + String(value) }
        }

        """

    static func source(_ strings: String, path: String = "Localizable.strings") -> String {
        PresentationStringsStub.swiftSource(
            StringsFile(bytes: Array(strings.utf8), path: path), command: "screenc strings-stub \(path)")
    }

    @Test func eachKindOfKeyBecomesItsDeclaration() {
        let source = Self.source(
            """
            "Common.OK" = "OK";
            "LOCAL_MESSAGE_FWDS" = "%1$@ forwarded you %2$d messages";
            "Call.Seconds_1" = "%@ second";
            "Call.Seconds_any" = "%@ seconds";
            """)
        #expect(
            source.hasSuffix(
                """
                extension PresentationStrings {
                    public func Call_Seconds(_ value: Int32) -> String {
                        return self.stubPlural(forKey: "Call_Seconds", value)
                    }

                    public var Common_OK: String {
                        return self.stubText(forKey: "Common_OK")
                    }

                    public func LOCAL_MESSAGE_FWDS(_ _0: String, _ _1: Int) -> PresentationStrings.FormattedString {
                        return self.stubFormatted(forKey: "LOCAL_MESSAGE_FWDS", [_0, String(_1)])
                    }
                }

                """), "\(source)")
        #expect(source.hasPrefix("// PresentationStrings accessors, as Telegram's string generator"))
        #expect(source.contains("// Generated from Localizable.strings by\n//     screenc strings-stub Localizable.strings\n"))
    }

    /// A path or command with a line break (or a bidi control) cannot end the header comment.
    @Test func theHeaderStaysAComment() {
        let source = Self.source("\"A\" = \"a\";", path: "x\ny\u{202E}.strings")
        #expect(source.contains("// Generated from x\\u{A}y\\u{202E}.strings by\n"))
        for line in source.split(separator: "\n") where !line.hasPrefix("//") {
            #expect(line.isEmpty || line.hasPrefix(" ") || line == "extension PresentationStrings {" || line == "}")
        }
    }

    /// Keys a strings file may have that are not Swift names: left out or escaped, so the output always compiles;
    /// what it declares is what Swift would see of the generator's output, and nothing else.
    @Test func hostileKeysGiveSwiftThatTypeChecks() throws {
        let generated = Self.source(
            """
            "default" = "Default";
            "Type" = "%@";
            "class.Name" = "x";
            "a-b" = "x";
            "9lives" = "x";
            "Café" = "x";
            "_" = "x";
            "init" = "x";
            "self" = "x";
            "subscript" = "x";
            "K\\"ey" = "x";
            "Line\\nBreak*/" = "x";
            "Bidi\\U202E" = "x";
            "groupingSeparator" = "x";
            "stubFormatted" = "%@";
            "FormattedString" = "x";
            "Clash.Name" = "x";
            "Clash_Name" = "%@";
            "Same" = "x";
            "Same_1" = "%d";
            "Many" = "%1$@ %2$d %d %@ %3$@ %d";
            "P_3_10" = "%@";
            """)
        let usage = """
            func use(_ s: PresentationStrings) {
                let _: String = s.default
                let _: PresentationStrings.FormattedString = s.Type("a")
                let _: String = s.class_Name
                let _: String = s.Clash_Name
                let _: PresentationStrings.FormattedString = s.Same(1)
                let _: PresentationStrings.FormattedString = s.Many("a", 1, 2, "b", "c", 3)
                let _: String = s.P(Int32(3))
            }

            """
        let modules: URL? = nil
        let problems = try SwiftTypecheck.check(
            ["Host.swift": Self.host, "Keys.swift": generated, "Use.swift": usage], modules: modules,
            moduleName: "StandIn")
        #expect(problems.isEmpty, "\(problems)\n\(generated)")
    }

    /// The point of the stand-in: a key the file does not have, or one used as what it is not, does not compile.
    @Test func aMissingOrMisusedKeyDoesNotTypeCheck() throws {
        let generated = Self.source("\"Common.OK\" = \"OK\";\n\"Items.NOfM\" = \"%1$@ of %2$@\";\n\"Call.Seconds_any\" = \"%@ s\";")
        let usage = """
            func use(_ s: PresentationStrings) {
                _ = s.Common_Ok
                _ = s.Items_NOfM("1")
                let _: String = s.Call_Seconds
                _ = s.Common_OK(1)
            }

            """
        let problems = try SwiftTypecheck.check(
            ["Host.swift": Self.host, "Keys.swift": generated, "Use.swift": usage], modules: nil, moduleName: "StandIn")
        let lines = Set(problems.compactMap { $0.line.split(separator: ":").dropFirst().first.map(String.init) })
        #expect(lines == ["2", "3", "4", "5"], "\(problems)")
    }

    /// Telegram's own strings file: 6,328 accessors, every one declared (none is a name Swift cannot see), and the
    /// whole stand-in type-checks, with the reference's examples called as the app calls them.
    @Test(.enabled(if: TelegramStringsFile.exists, TelegramStringsFile.missing))
    func telegramsStringsFileGivesAStandInThatTypeChecks() throws {
        let bytes = [UInt8](try Data(contentsOf: TelegramStringsFile.url))
        let strings = StringsFile(bytes: bytes, path: "Localizable.strings")
        let generated = PresentationStringsStub.swiftSource(strings, command: "screenc strings-stub Localizable.strings")
        #expect(strings.table.allAccessors.count == 6328)
        #expect(!generated.contains("// Keys without an accessor:"))
        let usage = """
            func use(_ s: PresentationStrings, n: Int) {
                let _: String = s.Common_Cancel
                let _: String = s.NetworkUsageSettings_CellularUsageSince("date").string
                let _: String = s.Items_NOfM("1", "2").string
                let _: String = s.LOCAL_MESSAGE_FWDS("Ada", 5).string
                let _: String = s.PUSH_MESSAGE_CONTACT("Ada", "Bob").string
                let _: String = s.Call_Seconds(Int32(n))
                let _: String = s.PasscodeSettings_AutoLock_IfAwayFor_1minute
            }

            """
        let problems = try SwiftTypecheck.check(
            ["Host.swift": Self.host, "Keys.swift": generated, "Use.swift": usage], modules: nil, moduleName: "StandIn")
        #expect(problems.isEmpty, "\(problems.prefix(10))")
    }
}

/// Telegram's strings file next to the repository (`../shared/corpora/telegram-strings`).
enum TelegramStringsFile {
    static let url = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("../shared/corpora/telegram-strings/Localizable.strings").standardizedFileURL

    static var exists: Bool { FileManager.default.fileExists(atPath: url.path) }

    static let missing: Comment =
        "Telegram's strings file is missing: expected at \(url.path) (../shared/corpora/telegram-strings next to the repository)"
}
