import ScreenExpressions
import ScreenRuntime
import Testing

@testable import ScreenPreview

/// A `set:` in the preview: the state changes as for a bound control (rows that appear or change are marked, the row
/// acted on is not), and the status line says what was written, then the hook called after it.
@Suite struct SetStateStatusTests {
    static let source = """
        screen: Drafts
        title: Drafts

        state:
          editing: false
          selected: { type: Int?, default: null }

        navigationBar:
          right:
            - when: editing
              title: Done
              style: bold
              set: { editing: false, selected: null }
              action: saveDrafts
            - title: Edit
              set: { editing: true }

        sections:
          - id: drafts
            rows:
              - id: first
                item: action
                title: First draft
                set: { selected: 1 }
              - id: toggle
                item: action
                title: Toggle editing
                set: { editing: "!editing" }
              - id: selection
                item: text
                text: Draft \\(selected ?? 0) selected
                visible: selected != nil
              - id: delete
                item: action
                title: Delete
                kind: destructive
                visible: editing
                action: deleteDrafts

        """

    @Test func aRowThatSetsStateMarksWhatChanged() throws {
        var model = PreviewModel(screen: try screen(Self.source))
        try model.focusRow("first")
        model.press(.enter, now: 5)
        #expect(model.status == PreviewStatus(kind: .call, message: "→ set selected = 1 · row first"))
        #expect(model.page.state["selected"] == .int(1))
        let selection = try #require(model.stableID("selection"))
        #expect(model.markedRows(now: 5.1) == [selection])
    }

    @Test func theStatusNamesTheButtonTappedAndTheHookAfterTheWrite() throws {
        var model = PreviewModel(screen: try screen(Self.source))
        model.press(.backTab)
        #expect(model.focus == .navigation(.right))
        model.press(.enter, now: 1)
        #expect(model.status?.message == "→ set editing = true · “Edit” button")
        let delete = try #require(model.stableID("delete"))
        // A row whose `set:` reads `editing` looks the same: only the row that appeared is marked.
        #expect(model.markedRows(now: 1.1) == [delete])
        model.press(.enter, now: 2)
        #expect(model.status?.message == "→ set editing = false, selected = nil, then saveDrafts() · “Done” button")
        #expect(model.page.state.bool("editing") == false)
        #expect(model.row("delete") == nil)
    }
}
