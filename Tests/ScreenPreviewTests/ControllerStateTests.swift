import ScreenIR
import ScreenPreview
import ScreenRuntime
import Testing

/// What the preview shows of the controller's and the node's state: the row `focusOnItemTag` names flashing when the
/// screen opens (`--focus-on`), and change marks only when `animateChanges` (compared with the state before) says
/// the list animates.
@Suite struct ControllerStateTests {
    @Test func theRowFocusOnItemTagNamesFlashesWhenItsNodeDoes() throws {
        var model = try exampleModel("DataAndStorage")
        model.focusOnItemTag("useProxy", now: 2)
        let proxy = try #require(model.stableID("useProxy"))
        #expect(model.focus == .row(proxy))
        #expect(model.markedRows(now: 2.5) == [proxy])
        #expect(model.markedRows(now: 3.3).isEmpty, "the highlight lasts 1.2 s")
        #expect(model.status == PreviewStatus(kind: .navigation, message: "✦ focusOnItemTag useProxy: highlighted"))
        #expect(plainFrame(model, width: 60, height: 40, now: 2.5).contains("▌"))

        var unknown = try exampleModel("DataAndStorage")
        unknown.focusOnItemTag("nope", now: 0)
        #expect(unknown.status?.kind == .problem)
        #expect(unknown.markedRows(now: 0).isEmpty)
    }

    @Test func rowsThatDoNotFlashAreOnlyScrolledTo() throws {
        var model = try exampleModel("ProxyServerSettings")
        let first = try #require(model.page.rendered.rows.first { !model.page.rendered.highlights($0.stableID) })
        model.focusOnItemTag(first.rowID, now: 0)
        #expect(model.markedRows(now: 0).isEmpty)
        #expect(model.status?.kind == .ignored)
    }

    static let animated = """
        screen: Animated
        title: Animated
        animateChanges: { whenChanged: editing }
        state:
          editing: false
          showsNote: false
        sections:
          - id: main
            rows:
              - id: edit
                item: switch
                title: Editing
                bind: editing
              - id: showNote
                item: switch
                title: Show Note
                bind: showsNote
              - id: note
                item: text
                text: A note.
                visible: showsNote
              - id: editNote
                item: text
                text: Editing.
                visible: editing
        """

    @Test func changeMarksFollowTheComparisonWithThePreviousState() throws {
        var model = PreviewModel(screen: try screen(Self.animated))
        try model.focusRow("showNote")
        model.press(.character(" "), now: 1)
        #expect(model.row("note") != nil)
        #expect(!model.page.rendered.animateChanges, "`editing` did not change: no animation")
        #expect(model.markedRows(now: 1.1).isEmpty)
        try model.focusRow("edit")
        model.press(.character(" "), now: 2)
        #expect(model.page.rendered.animateChanges, "`editing` changed")
        #expect(model.markedRows(now: 2.1) == [try #require(model.stableID("editNote"))])
    }

    @Test func unlessShrinkingAnimatesGrowthOnly() throws {
        let yaml = Self.animated.replacingOccurrences(
            of: "animateChanges: { whenChanged: editing }", with: "animateChanges: { unlessShrinking: true }")
        var model = PreviewModel(screen: try screen(yaml))
        try model.focusRow("showNote")
        model.press(.character(" "), now: 1)
        #expect(model.page.rendered.animateChanges)
        #expect(model.markedRows(now: 1.1) == [try #require(model.stableID("note"))])
        model.press(.character(" "), now: 2)
        #expect(!model.page.rendered.animateChanges, "the list shrank")
    }
}
