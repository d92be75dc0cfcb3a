import ScreenIR
import ScreenRuntime
import Testing

@testable import ScreenPreview

/// `initialScroll:`: the preview opens the screen scrolled so that the row is the first line of the list, with the
/// focus on it; a push whose parameters make `when` hold does the same on the pushed screen, and without them the
/// list starts at its top.
@Suite struct InitialScrollTests {
    static let category = """
        screen: Category
        title: Category
        parameters:
          showsExceptions: false
        initialScroll: { row: addException, when: showsExceptions }
        sections:
        \((1...12).map { "  - id: s\($0)\n    rows:\n      - { id: switch\($0), item: switch, title: Option \($0), bind: on\($0) }" }.joined(separator: "\n"))
          - id: exceptions
            rows:
              - { id: addException, item: action, title: Add Exceptions, action: addException }
        state:
        \((1...12).map { "  on\($0): false" }.joined(separator: "\n"))
        """

    static let parent = """
        screen: Parent
        title: Parent
        sections:
          - id: main
            rows:
              - { id: exceptions, item: disclosure, title: Exceptions, push: { screen: Category, with: { showsExceptions: true } } }
              - { id: plain, item: disclosure, title: Category, push: Category }
        """

    @Test func aPushThatAsksForTheExceptionsOpensScrolledToThem() throws {
        let screens = try screens([Self.parent, Self.category])
        var model = PreviewModel(screen: try #require(screens["Parent"]), loader: { screens[$0] })
        model.resize(width: 60, height: 16)
        model.press(.right)
        let add = try #require(model.page.rendered.row(id: "addException"))
        #expect(model.page.rendered.initialScroll == add.stableID)
        #expect(model.focus == .row(add.stableID))
        #expect(model.page.scrollTop > 0, "the list starts scrolled down to the row")
        let frame = plainFrame(model, width: 60, height: 16)
        #expect(frame.contains("Add Exceptions") && !frame.contains("Option 2"), "\(frame)")

        model.press(.escape)
        model.press(.down)
        model.press(.right)
        #expect(model.page.rendered.initialScroll == nil)
        #expect(model.page.scrollTop == 0)
    }
}
