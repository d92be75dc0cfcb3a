import ScreenPreview
import ScreenRuntime
import Testing

@Suite struct FocusTests {
    /// ↓ visits exactly the focusable rows in display order: headers, footers, text and placeholders are skipped;
    /// it stops at the last row.
    @Test func movingSkipsNonFocusableRows() throws {
        var model = try exampleModel("EditProfile")
        var visited = [model.focusedRowID]
        for _ in 0..<15 {
            model.press(.down)
            if visited.last != model.focusedRowID { visited.append(model.focusedRowID) }
        }
        #expect(
            visited == [
                "firstNameInput", "lastNameInput", "bioInput", "usernameInput", "phoneRow", "logOutAction",
            ]
        )
        model.press(.character("g"))
        #expect(model.focusedRowID == "firstNameInput")
        model.press(.character("G"))
        #expect(model.focusedRowID == "logOutAction")
        model.press(.character("k"))
        #expect(model.focusedRowID == "phoneRow")
        model.press(.home)
        model.press(.up)
        #expect(model.focusedRowID == "firstNameInput")
    }

    @Test func tabCyclesNavigationBarListAndToolbar() throws {
        var model = try exampleModel("EditProfile")
        model.press(.down)
        var stops: [PreviewFocus?] = []
        for _ in 0..<6 {
            model.press(.tab)
            stops.append(model.focus)
        }
        let list = PreviewFocus.row(try #require(model.stableID("lastNameInput")))
        #expect(
            stops == [
                .toolbar(0), .toolbar(1), .navigation(.left), .navigation(.right), list, .toolbar(0),
            ]
        )
        model.press(.backTab, .backTab)
        #expect(model.focus == .navigation(.right))
        model.press(.left)
        #expect(model.focus == .navigation(.left))
        model.press(.left)
        #expect(model.focus == .navigation(.left))
        model.press(.down)
        #expect(model.focus == list)
    }

    @Test func arrowsMoveAlongTheToolbar() throws {
        var model = try exampleModel("ChatFolders")
        model.press(.tab, .right, .right, .right)
        #expect(model.focus == .toolbar(2))
        model.press(.left, .left, .left)
        #expect(model.focus == .toolbar(0))
        model.press(.up)
        #expect(model.focus?.zone == .list)
    }

    /// When the focused row disappears the focus moves to the nearest focusable row (closest stable id, the later
    /// one on a tie).
    @Test func focusMovesOffRowsThatDisappear() throws {
        var model = PreviewModel(screen: try screen(Fixtures.segmentedSections))
        try model.focusRow("a3")
        model.press(.character("]"))
        #expect(model.focusedRowID == "b1")
        model.press(.character("["))
        #expect(model.focusedRowID == "a3")  // stable id 2 is nearer to b1's 3 than c1's 5
        try model.focusRow("a1")
        model.press(.character("]"))
        #expect(model.focusedRowID == "b1")
    }

    @Test func focusGoesToTheNavigationBarWhenNoRowIsLeft() throws {
        let blocked = try exampleScreen("BlockedUsers")
        var state = ScreenState(defaultsOf: blocked)
        try state.set("isLoading", to: .bool(true))
        let model = PreviewModel(screen: blocked, initialState: state)
        #expect(model.page.rendered.rows.isEmpty)
        #expect(model.focus == .navigation(.secondaryRight))
    }

    @Test func pageDownMovesAboutAScreenful() throws {
        var model = try exampleModel("PrivacyAndSecurity")
        model.resize(width: 60, height: 16)
        model.press(.pageDown)
        let afterOnePage = model.focusedRowID
        #expect(afterOnePage != "blockedUsers")
        model.press(.pageDown, .pageDown, .pageDown, .pageDown, .pageDown)
        #expect(model.focusedRowID == "clearDrafts")
        model.press(.pageUp, .pageUp, .pageUp, .pageUp, .pageUp, .pageUp)
        #expect(model.focusedRowID == "blockedUsers")
    }

    /// The focused row is always on screen, however far the list scrolls.
    @Test func scrollingKeepsTheFocusVisible() throws {
        var model = try exampleModel("Notifications", strings: englishStrings)
        for _ in 0..<20 {
            model.press(.down)
            let frame = plainFrame(model, width: 40, height: 12)
            #expect(frame.contains("▸"), "\(model.focusedRowID ?? "-")")
        }
    }

    @Test func effects() throws {
        var model = try exampleModel("Notifications")
        #expect(model.handle(.character("z"), now: 0) == .none)
        #expect(model.handle(.down, now: 0) == .redraw)
        #expect(model.handle(.character("q"), now: 0) == .quit)
        #expect(model.handle(.control("c"), now: 0) == .quit)
    }
}
