import ScreenDiagnostics

@testable import DiagnosticFormats

/// A fixed report with realistic diagnostics that exercises every part of every format.
enum Fixtures {
    static let privacyPath = "Screens/Privacy.yaml"
    static let accountPath = "Screens/Account Settings.yaml"
    static let emptyPath = "Screens/Empty.yaml"

    static let privacy = """
        screen: PrivacySettings
        title: Privacy
        state:
          lastSeen: { type: bool, default: true }
          nickname: { type: string, default: no }
        sections:
          - id: visibility
            rows:
              - switch: lastSeen
                id: lastSeen
                titel: Last Seen
              - { title: "🙂 最後に見た", visible: lastSen }
              - switch: lastSeen
                id: lastSeen
          - id: empty
            rows: []

        """

    /// Holds an ANSI escape and a bidi override in line 2 and a tab in line 7.
    static let account = """
        screen: PrivacySettings
        title: "Account\u{1B}[2J \u{202E}sgnitteS"
        sections:
          - id: main
            rows:
              - link: Details
                icon:\teye.fill%, x

        """

    /// The span of the `occurrence`th `needle` on 1-based `line` of `source`, in Unicode-scalar columns.
    static func span(_ needle: String, line: Int, of source: String, file: String, occurrence: Int = 1) -> SourceSpan {
        let text = Array(source.split(separator: "\n", omittingEmptySubsequences: false)[line - 1].unicodeScalars)
        let pattern = Array(needle.unicodeScalars)
        var found = 0
        for start in 0...(text.count - pattern.count) where Array(text[start..<start + pattern.count]) == pattern {
            found += 1
            if found == occurrence {
                return SourceSpan(
                    file: file,
                    start: SourcePosition(line: line, column: start + 1),
                    end: SourcePosition(line: line, column: start + 1 + pattern.count))
            }
        }
        fatalError("\(needle) not found on line \(line)")
    }

    static func privacySpan(_ needle: String, line: Int, occurrence: Int = 1) -> SourceSpan {
        span(needle, line: line, of: privacy, file: privacyPath, occurrence: occurrence)
    }

    static func accountSpan(_ needle: String, line: Int) -> SourceSpan {
        span(needle, line: line, of: account, file: accountPath)
    }

    static let diagnostics: [Diagnostic] = [
        Diagnostic(
            .ambiguousScalar, "unquoted `no` is a boolean in YAML 1.1, but `nickname` is a string",
            at: privacySpan("no", line: 5),
            fixIt: .init(span: privacySpan("no", line: 5), replacement: "\"no\"")),
        Diagnostic(
            .unusedStateField, "state field `nickname` is never read or bound",
            at: privacySpan("nickname", line: 5), severity: .note),
        Diagnostic(
            .unknownKey, "unknown key `titel` in a switch row",
            at: privacySpan("titel", line: 11),
            labels: [
                .init(span: privacySpan("titel", line: 11), message: "not part of a switch row"),
                .init(span: privacySpan("switch", line: 9), message: "the switch row starts here"),
            ],
            notes: ["a switch row has the keys `switch`, `id`, `title` and `visible`"],
            help: "did you mean `title`?",
            fixIt: .init(span: privacySpan("titel", line: 11), replacement: "title")),
        Diagnostic(
            .unknownStateField, "unknown state field `lastSen`",
            at: privacySpan("lastSen", line: 12),
            labels: [
                .init(span: privacySpan("lastSen", line: 12), message: "not declared under `state`"),
                .init(span: privacySpan("lastSeen", line: 4), message: "a similar field is declared here"),
            ],
            help: "did you mean `lastSeen`?",
            fixIt: .init(span: privacySpan("lastSen", line: 12), replacement: "lastSeen")),
        Diagnostic(
            .duplicateID, "duplicate id `lastSeen` in section `visibility`",
            at: privacySpan("lastSeen", line: 14),
            labels: [.init(span: privacySpan("lastSeen", line: 10), message: "first used here")],
            help: "give every row of a screen its own id"),
        Diagnostic(
            .emptySection, "section `empty` has no rows",
            at: SourceSpan(
                file: privacyPath, start: SourcePosition(line: 15, column: 5), end: SourcePosition(line: 16, column: 13)),
            notes: ["an empty section shows as a blank gap in the list"]),
        Diagnostic(
            .duplicateScreen, "screen `PrivacySettings` is defined twice",
            at: accountSpan("PrivacySettings", line: 1),
            labels: [.init(span: privacySpan("PrivacySettings", line: 1), message: "first defined here")],
            help: "rename one of the screens"),
        Diagnostic(
            .invalidValue, "a title cannot contain control characters",
            at: accountSpan("\u{1B}[2J", line: 2),
            labels: [.init(span: accountSpan("\u{1B}[2J", line: 2), message: "ESC starts a terminal escape sequence")]),
        Diagnostic(
            .invalidValue,
            "icon `eye.fill%, x` is not an SF Symbol: 100% sure,\nsee https://developer.apple.com/sf-symbols \u{1B}[31mred",
            at: accountSpan("eye.fill%, x", line: 7),
            labels: [.init(span: accountSpan("eye.fill%, x", line: 7), message: "not a symbol name")],
            help: "use a name from the SF Symbols app"),
        Diagnostic(
            .emptyFile, "the file holds no screen",
            at: .wholeFile(emptyPath),
            help: "add a `screen:` key and at least one section",
            fixIt: .init(span: .wholeFile(emptyPath), replacement: "screen: NewScreen\nsections: []\n")),
    ].sorted()

    static let report = DiagnosticReport(
        diagnostics: diagnostics,
        files: [accountPath, emptyPath, privacyPath],
        sources: [privacyPath: privacy, accountPath: account])

    static let options = RenderOptions(
        color: false, toolName: "screenc", toolVersion: "0.1.0", informationURI: "https://github.com/example/screenc")
}
