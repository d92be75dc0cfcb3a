import ScreenDiagnostics
import ScreenExpressions
import Testing

@testable import ScreenIR

/// Navigation buttons and titles written as lists of variants with `when:`.
@Suite struct VariantDecodingTests {
    static let body = """
        state:
          saving: false
          editing: false
        sections:
          - id: main
            rows:
              - { id: s, item: switch, title: Saving, bind: saving }
              - { id: e, item: switch, title: Editing, bind: editing }

        """

    @Test func aButtonSlotHoldsVariants() throws {
        let read = ReadScreen(
            screen(
                """
                navigationBar:
                  right:
                    - when: saving
                      title: { key: Common_Done }
                      style: activity
                      action: save
                    - title: { key: Common_Done }
                      style: bold
                      enabled: "!editing"
                      action: save
                  left: { title: Cancel, when: "!saving", action: cancel }

                """ + Self.body))
        #expect(read.diagnostics.isEmpty, "\(read.located)")
        let bar = try #require(read.screen?.navigationBar)
        #expect(bar.right.map(\.style) == [.activity, .bold])
        #expect(bar.right.map { $0.when?.description } == ["saving", nil])
        #expect(bar.left.count == 1 && bar.left[0].when?.description == "!saving")
    }

    @Test func aVariantAfterOneWithoutWhenIsUnreachable() throws {
        let read = ReadScreen(
            screen(
                """
                navigationBar:
                  right:
                    - { title: Done, action: save }
                    - 1️⃣{ title: Wait, style: activity, when: saving, action: save }

                """ + Self.body))
        #expect(read.located == ["unreachable-variant@1️⃣"])
        #expect(read.diagnostics[0].severity == .warning)
        #expect(read.diagnostics[0].labels.first?.span.start.line == 5)
        #expect(read.screen?.navigationBar.right.count == 1)
    }

    @Test func titleVariants() throws {
        let read = ReadScreen(
            #"""
            screen: Demo
            title:
              - when: saving
                text: Saving…
              - when: editing
                key: Common_Edit
                subtitle: \(count) selected
              - key: BlockedUsers_Title
            state:
              saving: false
              editing: false
              count: 0
            sections:
              - id: main
                rows:
                  - { id: s, item: switch, title: Saving, bind: saving }
                  - { id: e, item: switch, title: Editing, bind: editing }

            """#)
        #expect(read.diagnostics.isEmpty, "\(read.located)")
        let screen = try #require(read.screen)
        let span = screen.title.texts[0].span
        #expect(screen.title == .text(DisplayText(.localized(key: "BlockedUsers_Title"), span: span, keySpan: span)))
        #expect(screen.conditionalTitles.map(\.when.description) == ["saving", "editing"])
        guard case .textWithSubtitle(let text, let subtitle) = screen.conditionalTitles[1].title else {
            Issue.record("expected a title with subtitle")
            return
        }
        #expect(text.source == .localized(key: "Common_Edit"))
        #expect(subtitle.expressions.map(\.description) == ["count"])
    }

    @Test func titleVariantMistakes() {
        let read = ReadScreen(
            screen(
                """
                title:
                  - when: saving
                    1️⃣segments: [A, B]
                    text: A
                  - { when: editing, text: B, 2️⃣key: C }
                  - { 3️⃣when: saving, subtitle: no text }
                  - 4️⃣when: editing
                    text: D

                """ + Self.body, title: nil))
        #expect(
            read.located == ["unknown-key@1️⃣", "conflicting-keys@2️⃣", "missing-key@3️⃣", "missing-key@4️⃣"])
        #expect(read.diagnostics[0].notes.first?.contains("only `text` and `subtitle` titles can have variants") == true)
        #expect(read.diagnostics[3].message == "the title needs a last variant without `when`, shown when no condition holds")
    }

    @Test func titleVariantAfterTheFallbackIsUnreachable() {
        let read = ReadScreen(
            screen(
                """
                title:
                  - text: Always
                  - 1️⃣{ when: saving, text: Never }

                """ + Self.body, title: nil))
        #expect(read.located == ["unreachable-variant@1️⃣"])
        #expect(read.screen?.conditionalTitles.isEmpty == true)
    }
}
