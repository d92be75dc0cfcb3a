import ScreencCore
import Testing

/// The screens the preview can show and push to: those whose files lint without errors.
@Suite struct ScreensWithoutErrorsTests {
    static let good = """
        screen: List
        title: List
        state: { on: false }
        sections:
          - id: s
            rows:
              - { id: open, item: switch, title: Open, bind: on }
        """
    /// Decodes to a screen, but binds a field that does not exist (an error).
    static let bad = """
        screen: Editor
        title: Editor
        sections:
          - id: s
            rows:
              - { id: open, item: switch, title: Open, bind: missing }
        """

    @Test func aScreenWithAnErrorIsLeftOutAndTheOthersAreKept() {
        let result = Linter.lint([
            SourceFile(path: "Editor.yaml", text: Self.bad), SourceFile(path: "List.yaml", text: Self.good),
        ])
        #expect(result.screens.map(\.name.value) == ["Editor", "List"])
        #expect(result.screensWithoutErrors.map(\.name.value) == ["List"])
    }

    /// Found by the fuzz target: the screen had no error of its own, but the declarations file it imports had a case
    /// whose value's type does not parse, so the sample of a data field of that type had no value, and
    /// `screenc preview` crashed (`no value for `lastSeen``) showing the row that reads it. No screen is shown then;
    /// the preview shows the declarations file's error.
    @Test func aDeclarationsFileWithAnErrorLeavesOutTheScreensThatSeeIt() {
        let screen = """
            screen: PrivacyTimers
            title: Privacy
            imports: [Shared.yaml]
            data:
              lastSeen: { type: "SelectivePrivacySettings?", sample: enableContacts }
            sections:
              - id: privacy
                rows:
                  - id: lastSeenRow
                    item: disclosure
                    title: Last Seen
                    label: { call: privacyLabel, args: { settings: lastSeen } }
                    action: openLastSeen
            """
        let declarations = """
            declarations: PrivacyModel
            types:
              SelectivePrivacySettings:
                module: TelegramCore
                cases:
                  enableEveryone: { disableFor: "[PeerId: SelectivePrivacyPeer]" }
                  enableContacts: { enableFor: "[PeerId: SelectivePrivacyPeer]", disableFor: "[PeerId: SelectivePrivacyPeer!" }
              SelectivePrivacyPeer:
                module: TelegramCore
            texts:
              privacyLabel:
                parameters: { settings: "SelectivePrivacySettings?" }
                text:
                  if: let settings
                  then: { switch: settings, cases: { enableEveryone: Everybody, enableContacts: My Contacts } }
                  else: Loading…
            """
        let result = Linter.lint(
            [SourceFile(path: "PrivacyTimers.yaml", text: screen)],
            imports: [SourceFile(path: "Shared.yaml", text: declarations)])
        #expect(result.diagnostics.filter { $0.severity == .error }.map(\.span.file) == ["Shared.yaml"])
        #expect(result.screens.map(\.name.value) == ["PrivacyTimers"])
        #expect(result.screensWithoutErrors.isEmpty)
        // Fixed, it is shown.
        let fixed = declarations.replacingOccurrences(of: "SelectivePrivacyPeer!", with: "SelectivePrivacyPeer]")
        let good = Linter.lint(
            [SourceFile(path: "PrivacyTimers.yaml", text: screen)], imports: [SourceFile(path: "Shared.yaml", text: fixed)])
        #expect(!good.fails(strict: false))
        #expect(good.screensWithoutErrors.map(\.name.value) == ["PrivacyTimers"])
    }

    /// A declarations file with errors that a screen does not import leaves that screen shown: only the screens
    /// that see what it declares are left out.
    @Test func aDeclarationsFileWithAnErrorKeepsTheScreensThatDoNotSeeIt() {
        let importing = """
            screen: Privacy
            title: Privacy
            imports: [Shared.yaml]
            data:
              mode: { type: Mode, sample: everybody }
            sections:
              - id: s
                rows:
                  - { id: who, item: text, text: Who }
            """
        let broken = """
            declarations: Shared
            types:
              Mode:
                module: TelegramCore
                cases: [everybody, nobody]
              Broken:
                members: { x: NoSuchType }
            """
        let screens = [SourceFile(path: "List.yaml", text: Self.good), SourceFile(path: "Privacy.yaml", text: importing)]
        let result = Linter.lint(screens, imports: [SourceFile(path: "Shared.yaml", text: broken)])
        #expect(result.diagnostics.filter { $0.severity == .error }.map(\.span.file) == ["Shared.yaml"])
        #expect(result.screens.map(\.name.value) == ["List", "Privacy"])
        #expect(result.screensWithoutErrors.map(\.name.value) == ["List"])
        // The same file without its broken type: both are shown.
        let fixed = broken.replacingOccurrences(of: "  Broken:\n    members: { x: NoSuchType }", with: "")
        let good = Linter.lint(screens, imports: [SourceFile(path: "Shared.yaml", text: fixed)])
        #expect(!good.fails(strict: false))
        #expect(good.screensWithoutErrors.map(\.name.value) == ["List", "Privacy"])
    }

    @Test func warningsDoNotLeaveAScreenOut() {
        let warned = Self.good + "\n  - id: empty\n    rows: []\n"
        let result = Linter.lint([SourceFile(path: "List.yaml", text: warned)])
        #expect(!result.diagnostics.isEmpty && !result.fails(strict: false))
        #expect(result.screensWithoutErrors.map(\.name.value) == ["List"])
    }
}
