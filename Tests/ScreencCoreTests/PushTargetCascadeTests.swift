import ScreenDiagnostics
import ScreencCore
import Testing

/// A screen file that fails to parse does not make the screens that push to it report a false unknown push target.
@Suite struct PushTargetCascadeTests {
    static let pusher = """
        screen: List
        title: List
        sections:
          - id: s
            rows:
              - { id: open, item: disclosure, title: Open, push: Editor }
        """
    static let broken = "screen: Editor\ntitle: \"Editor\nsections: []\n"

    @Test func aBrokenFileNamedAfterTheTargetReportsOnlyItsOwnError() {
        let result = Linter.lint([
            SourceFile(path: "Screens/Editor.yaml", text: Self.broken), SourceFile(path: "Screens/List.yaml", text: Self.pusher),
        ])
        #expect(result.diagnostics.map(\.rule) == [.yamlSyntax])
        #expect(result.diagnostics.first?.span.file == "Screens/Editor.yaml")
    }

    /// `screen: Editor` is read before the syntax error: whatever the file's name, that is the screen it declares.
    @Test func aBrokenFileThatNamesTheTargetBeforeItsErrorReportsOnlyItsOwnError() {
        let result = Linter.lint([
            SourceFile(path: "Screens/Edit.yaml", text: Self.broken), SourceFile(path: "Screens/List.yaml", text: Self.pusher),
        ])
        #expect(result.diagnostics.map(\.rule) == [.yamlSyntax])
        #expect(result.unreadScreens == ["Screens/Edit.yaml": "Editor"])
    }

    /// When the error comes before `screen:`, the file's screen is unknown: the push is reported, with a note.
    @Test func aBrokenFileNamedOtherwiseIsNamedInANote() throws {
        let result = Linter.lint([
            SourceFile(path: "Screens/Edit.yaml", text: "title: [Editor\nscreen: Editor\n"),
            SourceFile(path: "Screens/List.yaml", text: Self.pusher),
        ])
        let unknown = try #require(result.diagnostics.first { $0.rule == .unknownPushTarget })
        #expect(
            unknown.notes.contains(
                "it may be declared in a file whose errors kept its screen from being read: Screens/Edit.yaml — fix those errors first"
            ))
    }

    @Test func withoutBrokenFilesAnUnknownTargetIsStillReported() {
        let result = Linter.lint([SourceFile(path: "Screens/List.yaml", text: Self.pusher)])
        #expect(result.diagnostics.map(\.rule) == [.unknownPushTarget])
        #expect(result.diagnostics.first?.notes == ["known screens: List"])
    }

    /// A file need not be named after its screen, so the help names the `screen:` to look for, not a file name.
    @Test func theHelpNamesTheScreenToDeclareNotAFile() {
        let result = Linter.lint([SourceFile(path: "Screens/List.yaml", text: Self.pusher)])
        #expect(
            result.diagnostics.first?.help
                == "lint the file that declares `screen: Editor` together with this one, e.g. by linting their folder")
    }
}
