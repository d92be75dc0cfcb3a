import ScreenExpressions
import ScreenIR
import ScreenRuntime
import Testing

/// Named conditions, navigation-bar and title variants, interpolated screen texts, and what the node and controller
/// state get (`animateChanges`, `focus`, `navigationPresentation`).
@Suite struct VariantTests {
    private func text(_ text: DisplayText?) -> String? {
        text.map { resolve($0, strings: { _ in nil }) }
    }

    private func title(_ button: RenderedNavigationButton?) -> String? {
        if case .text(let title)? = button?.content { text(title) } else { nil }
    }

    @Test func namedConditionsAreEvaluatedWhereTheyAreReadIncludingThroughOthers() throws {
        var live = Fixture.live
        // `canEdit` = `hasPeers && !saving`, `hasPeers` = `!blockedPeers.isEmpty` (declared after it).
        #expect(live.rendered.toolbar.map(\.enabled) == [true])
        try live.set("saving=true")
        #expect(live.rendered.toolbar.map(\.enabled) == [false])
        try live.set("saving=false")
        try live.state.set("blockedPeers", to: .list([]))
        #expect(live.rendered.toolbar.map(\.enabled) == [false])
        #expect(live.rendered.section(id: "peers") == nil)
        // Never stored: the state has no value for a condition.
        #expect(live.state["canEdit"] == nil)
        let context = ConditionContext(screen: live.screen, state: live.state)
        #expect(context.value(of: IR.expression("canEdit || hasPeers")) == .bool(false))
    }

    @Test func theFirstButtonWhoseWhenHoldsIsShown() throws {
        var live = Fixture.live
        #expect(title(live.rendered.navigationBar.right) == "Edit")
        #expect(live.rendered.navigationBar.right?.style == .bold)
        #expect(live.rendered.navigationBar.right?.action == .hook("toggleEditing"))
        try live.set("saving=true")
        #expect(title(live.rendered.navigationBar.right) == "Done")
        #expect(live.rendered.navigationBar.right?.style == .activity)
        #expect(try live.perform(.tapNavigationButton(.right)).ignored == .showsActivity)
        try live.set("saving=false")
        try live.state.set("blockedPeers", to: .list([]))
        #expect(live.rendered.navigationBar.right == nil, "no variant holds: no button")
        #expect(throws: InteractionError.noNavigationButton(.right)) { try live.perform(.tapNavigationButton(.right)) }
    }

    @Test func theFirstConditionalTitleWhoseWhenHoldsIsShownElseTheTitle() throws {
        var live = Fixture.live
        #expect(live.rendered.title == .text(DisplayText(.literal("Groups · 3"), span: IR.span)))
        try live.state.removeElement(at: 0, from: "blockedPeers")
        #expect(live.rendered.title == .text(DisplayText(.literal("Groups · 2"), span: IR.span)))
        try live.set("category=channels")
        #expect(live.rendered.title == .text(IR.text("Blocked Users")))
        #expect(throws: InteractionError.titleHasNoSelection) { try live.perform(.selectTitleSegment(0)) }
    }

    @Test func screenTextsInterpolateDataAndParameters() throws {
        var live = Fixture.live
        #expect(text(live.rendered.navigationBar.back) == "3 peers")
        #expect(live.rendered.toolbar.map { text($0.title) } == ["Unblock 3"])
        guard case .sectionHeader(let header)? = live.rendered.row(id: "peersHeader")?.content,
            case .text(let total)? = live.rendered.row(id: "total")?.content,
            case .disclosure(let cache)? = live.rendered.row(id: "cache")?.content
        else {
            Issue.record("rows missing")
            return
        }
        #expect(text(header.text) == "3 blocked")
        #expect(text(total.text) == "3 of 10")
        #expect(text(cache.label) == "1.2 GB")
        try live.set("cacheSize=nil", "limit=-7")
        guard case .disclosure(let unknown)? = live.rendered.row(id: "cache")?.content,
            case .text(let negative)? = live.rendered.row(id: "total")?.content
        else { return }
        #expect(text(unknown.label) == "…")
        #expect(text(negative.text) == "3 of -7", "an Int as Swift's interpolation writes it")
    }

    @Test func theEmptyStateInterpolatesToo() throws {
        let empty = IR.screen(
            parameters: [IR.parameter("limit", .int, default: nil, sample: .int(42))],
            sections: [IR.section("only", [IR.row("row", IR.plainText("x"), visible: "false")])],
            emptyState: IR.text("Nothing at \\(limit)")
        )
        let rendered = ScreenRenderer.render(empty, state: ScreenState(defaultsOf: empty))
        #expect(text(rendered.emptyState) == "Nothing at 42")
    }

    @Test func presentationFocusAndAnimation() throws {
        var live = Fixture.live
        #expect(live.rendered.navigationPresentation == .modal)
        #expect(live.rendered.animateChanges)
        #expect(live.rendered.focus == RowID(position: LiveScreen.position("nameInput")))
        try live.set("saving=true")
        #expect(!live.rendered.animateChanges, "`animateChanges: !saving`")

        let plain = try Fixture("Notifications").rendered
        #expect(plain.navigationPresentation == .default)
        #expect(plain.animateChanges)
        #expect(plain.focus == nil)

        let proxy = try Fixture("ProxyServerSettings")
        #expect(proxy.rendered.navigationPresentation == .modal)
        // `focus: { row: server, after: appear }`: focused by the first `didAppear`, not the node state.
        #expect(proxy.rendered.focus == nil)
        #expect(proxy.rendered.focusAfterAppearing == (try proxy.id("server")))
        #expect(try !Fixture("DataAndStorage").rendered.animateChanges, "`animateChanges: false`")
    }

    @Test func aFocusedRowThatIsHiddenIsNotFocused() {
        let screen = IR.screen(
            state: [IR.state("shown", .bool, .bool(false)), IR.state("name", .string, .string(""))],
            sections: [IR.section("s", [IR.row("nameInput", IR.input("name"), visible: "shown")])],
            presentation: Presentation(focus: IR.located("nameInput"))
        )
        var state = ScreenState(defaultsOf: screen)
        #expect(ScreenRenderer.render(screen, state: state).focus == nil)
        try? state.set("shown", to: true)
        #expect(ScreenRenderer.render(screen, state: state).focus == 0)
    }

    @Test func resolveEvaluatesInterpolationsInAContext() throws {
        let live = Fixture.live
        let context = ConditionContext(screen: live.screen, state: live.state)
        let sam = RenderedRow.ListElement(
            variable: "peer",
            list: "blockedPeers",
            index: 2,
            id: .int(3),
            value: LiveScreen.samplePeers[2]
        )
        let text = IR.text("\\(peer.name): \\(peer.status ?? \"-\") · \\(limit)", records: ["peer"])
        #expect(resolve(text, in: context.binding(sam), strings: { _ in nil }) == "Sam: online · 10")
        #expect(resolve(IR.key("Common_Done"), in: context, strings: { $0 == "Common_Done" ? "Done" : nil }) == "Done")
        // Without a context an interpolated text shows as written.
        #expect(resolve(IR.text("\\(limit) left"), strings: { _ in nil }) == "\\(limit) left")
        #expect(ConditionContext.interpolation(of: .int(-12)) == "-12")
        #expect(ConditionContext.interpolation(of: .string("Zoë")) == "Zoë")
    }
}
