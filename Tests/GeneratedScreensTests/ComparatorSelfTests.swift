import ScreenIR
import ScreenRuntime
import StubTestSupport
import Testing

/// The comparison functions notice every property they claim to compare: each mutation below changes one
/// property of the IR rendering of a default screen, and comparing the untouched generated controller with it
/// must report a difference. (Guards against a comparison that silently checks nothing.)
@Suite struct ComparatorSelfTests {
    struct Mutation: Sendable, CustomStringConvertible {
        var screen: String
        var name: String
        var apply: @Sendable (inout RenderedScreen) -> Void

        var description: String { "\(screen): \(name)" }
    }

    // MARK: - Building mutations

    /// A literal that no screen uses.
    static func other(_ text: DisplayText) -> DisplayText {
        DisplayText(.literal("mutated ⟨\(text.fallback)⟩"), span: text.span)
    }

    static func row(
        _ screen: String,
        _ id: String,
        _ name: String,
        _ change: @escaping @Sendable (inout RenderedRow) -> Void
    ) -> Mutation {
        Mutation(screen: screen, name: "`\(id)` \(name)") { rendered in
            for s in rendered.sections.indices {
                for r in rendered.sections[s].rows.indices where rendered.sections[s].rows[r].rowID == id {
                    change(&rendered.sections[s].rows[r])
                }
            }
        }
    }

    static func content(
        _ screen: String,
        _ id: String,
        _ name: String,
        _ change: @escaping @Sendable (inout RenderedRow.Content) -> Void
    ) -> Mutation {
        row(screen, id, name) { change(&$0.content) }
    }

    static func switchRow(
        _ s: String,
        _ id: String,
        _ n: String,
        _ f: @escaping @Sendable (inout RenderedRow.Switch) -> Void
    ) -> Mutation {
        content(s, id, n) {
            if case .switch(var item) = $0 {
                f(&item)
                $0 = .switch(item)
            }
        }
    }

    static func expandable(
        _ s: String,
        _ id: String,
        _ n: String,
        _ f: @escaping @Sendable (inout RenderedRow.ExpandableSwitch) -> Void
    ) -> Mutation {
        content(s, id, n) {
            if case .expandableSwitch(var item) = $0 {
                f(&item)
                $0 = .expandableSwitch(item)
            }
        }
    }

    static func disclosure(
        _ s: String,
        _ id: String,
        _ n: String,
        _ f: @escaping @Sendable (inout RenderedRow.Disclosure) -> Void
    ) -> Mutation {
        content(s, id, n) {
            if case .disclosure(var item) = $0 {
                f(&item)
                $0 = .disclosure(item)
            }
        }
    }

    static func action(
        _ s: String,
        _ id: String,
        _ n: String,
        _ f: @escaping @Sendable (inout RenderedRow.Action) -> Void
    ) -> Mutation {
        content(s, id, n) {
            if case .action(var item) = $0 {
                f(&item)
                $0 = .action(item)
            }
        }
    }

    static func header(
        _ s: String,
        _ id: String,
        _ n: String,
        _ f: @escaping @Sendable (inout RenderedRow.SectionHeader) -> Void
    ) -> Mutation {
        content(s, id, n) {
            if case .sectionHeader(var item) = $0 {
                f(&item)
                $0 = .sectionHeader(item)
            }
        }
    }

    static func text(
        _ s: String,
        _ id: String,
        _ n: String,
        _ f: @escaping @Sendable (inout RenderedRow.Text) -> Void
    ) -> Mutation {
        content(s, id, n) {
            if case .text(var item) = $0 {
                f(&item)
                $0 = .text(item)
            }
        }
    }

    static func textWithLabel(
        _ s: String,
        _ id: String,
        _ n: String,
        _ f: @escaping @Sendable (inout RenderedRow.TextWithLabel) -> Void
    ) -> Mutation {
        content(s, id, n) {
            if case .textWithLabel(var item) = $0 {
                f(&item)
                $0 = .textWithLabel(item)
            }
        }
    }

    static func input(
        _ s: String,
        _ id: String,
        _ n: String,
        _ f: @escaping @Sendable (inout RenderedRow.SingleLineInput) -> Void
    ) -> Mutation {
        content(s, id, n) {
            if case .singleLineInput(var item) = $0 {
                f(&item)
                $0 = .singleLineInput(item)
            }
        }
    }

    static func multilineInput(
        _ s: String,
        _ id: String,
        _ n: String,
        _ f: @escaping @Sendable (inout RenderedRow.MultilineInput) -> Void
    ) -> Mutation {
        content(s, id, n) {
            if case .multilineInput(var item) = $0 {
                f(&item)
                $0 = .multilineInput(item)
            }
        }
    }

    static func multilineText(
        _ s: String,
        _ id: String,
        _ n: String,
        _ f: @escaping @Sendable (inout RenderedRow.MultilineText) -> Void
    ) -> Mutation {
        content(s, id, n) {
            if case .multilineText(var item) = $0 {
                f(&item)
                $0 = .multilineText(item)
            }
        }
    }

    static func checkbox(
        _ s: String,
        _ id: String,
        _ n: String,
        _ f: @escaping @Sendable (inout RenderedRow.Checkbox) -> Void
    ) -> Mutation {
        content(s, id, n) {
            if case .checkbox(var item) = $0 {
                f(&item)
                $0 = .checkbox(item)
            }
        }
    }

    static func info(
        _ s: String,
        _ id: String,
        _ n: String,
        _ f: @escaping @Sendable (inout RenderedRow.Info) -> Void
    ) -> Mutation {
        content(s, id, n) {
            if case .info(var item) = $0 {
                f(&item)
                $0 = .info(item)
            }
        }
    }

    static func activity(
        _ s: String,
        _ id: String,
        _ n: String,
        _ f: @escaping @Sendable (inout RenderedRow.ActivityText) -> Void
    ) -> Mutation {
        content(s, id, n) {
            if case .activityText(var item) = $0 {
                f(&item)
                $0 = .activityText(item)
            }
        }
    }

    static func placeholder(
        _ s: String,
        _ id: String,
        _ n: String,
        _ f: @escaping @Sendable (inout RenderedRow.Placeholder) -> Void
    ) -> Mutation {
        content(s, id, n) {
            if case .placeholder(var item) = $0 {
                f(&item)
                $0 = .placeholder(item)
            }
        }
    }

    static func screen(_ s: String, _ n: String, _ f: @escaping @Sendable (inout RenderedScreen) -> Void) -> Mutation {
        Mutation(screen: s, name: n, apply: f)
    }

    static let layout = "LayoutStressTestScreenWithAVeryLongName"

    static let mutations: [Mutation] = [
        // switch
        switchRow("DataAndStorage", "downloadOverCellular", "value") { $0.value.toggle() },
        switchRow("DataAndStorage", "downloadOverCellular", "enabled") { $0.enabled.toggle() },
        switchRow("DataAndStorage", "downloadOverCellular", "displayLocked") { $0.displayLocked.toggle() },
        switchRow("DataAndStorage", "downloadOverCellular", "title") { $0.title = other($0.title) },
        switchRow("DataAndStorage", "downloadOverCellular", "text") { $0.text = other($0.title) },
        switchRow("DataAndStorage", "downloadOverCellular", "textColor") { $0.textColor = .accent },
        // expandable switch
        expandable(layout, "theLongExpandableSwitchRowIdentifier", "value") { $0.value.toggle() },
        expandable(layout, "theLongExpandableSwitchRowIdentifier", "isExpanded") { $0.isExpanded.toggle() },
        expandable(layout, "theLongExpandableSwitchRowIdentifier", "enabled") { $0.enabled.toggle() },
        expandable(layout, "theLongExpandableSwitchRowIdentifier", "displayLocked") { $0.displayLocked.toggle() },
        expandable(layout, "theLongExpandableSwitchRowIdentifier", "title") { $0.title = other($0.title) },
        expandable(layout, "theLongExpandableSwitchRowIdentifier", "sub-item isSelected") {
            $0.subItems[1].isSelected.toggle()
        },
        expandable(layout, "theLongExpandableSwitchRowIdentifier", "sub-item isEnabled") {
            $0.subItems[0].isEnabled.toggle()
        },
        expandable(layout, "theLongExpandableSwitchRowIdentifier", "sub-item title") {
            $0.subItems[1].title = other($0.subItems[1].title)
        },
        expandable(layout, "theLongExpandableSwitchRowIdentifier", "sub-item count") { $0.subItems.removeLast() },
        // disclosure
        disclosure(layout, "aDisclosureRowWithALongIdentifier", "title") { $0.title = other($0.title) },
        disclosure(layout, "aDisclosureRowWithALongIdentifier", "label") { $0.label = nil },
        disclosure(layout, "aDisclosureRowWithALongIdentifier", "label colour") {
            $0.labelStyle = .coloredText(.rgb(0xFF9501))
        },
        disclosure(layout, "aDisclosureRowWithALongIdentifier", "labelStyle") { $0.labelStyle = .detailText },
        disclosure(layout, "aDisclosureRowWithALongIdentifier", "disclosureStyle") { $0.disclosureStyle = .none },
        disclosure(layout, "aDisclosureRowWithALongIdentifier", "titleColor") { $0.titleColor = .accent },
        disclosure(layout, "aDisclosureRowWithALongIdentifier", "titleBadge") { $0.titleBadge = $0.title },
        disclosure(layout, "aDisclosureRowWithALongIdentifier", "enabled") { $0.enabled.toggle() },
        disclosure(layout, "aDisclosureRowWithALongIdentifier", "action") { $0.action = nil },
        disclosure("PrivacyAndSecurity", "blockedUsers", "badge colour") { $0.labelStyle = .badge(.accent) },
        // action
        action(layout, "anActionRowWithLongIdentifier", "kind") { $0.kind = .destructive },
        action(layout, "anActionRowWithLongIdentifier", "alignment") { $0.alignment = .natural },
        action(layout, "anActionRowWithLongIdentifier", "title") { $0.title = other($0.title) },
        // section header
        header(layout, "aSectionWithAVeryLongIdentifierNameHeader", "text") { $0.text = other($0.text) },
        header(layout, "aSectionWithAVeryLongIdentifierNameHeader", "badge") { $0.badge = nil },
        header(layout, "aSectionWithAVeryLongIdentifierNameHeader", "accessory colour") {
            $0.accessory?.color = .generic
        },
        header(layout, "aSectionWithAVeryLongIdentifierNameHeader", "accessory text") { $0.accessory = nil },
        header("ChatFolders", "tagsHeader", "multiline") { $0.multiline.toggle() },
        // text
        text(layout, "aSectionWithAVeryLongIdentifierNameFooter", "format") { $0.format = .markdown },
        text(layout, "aSectionWithAVeryLongIdentifierNameFooter", "text") { $0.text = other($0.text) },
        text(layout, "aSectionWithAVeryLongIdentifierNameFooter", "alignment") { $0.alignment = .center },
        text(layout, "aSectionWithAVeryLongIdentifierNameFooter", "size") { $0.size = .larger },
        // text with label
        textWithLabel(layout, "aTextWithLabelRow", "label") { $0.label = other($0.label) },
        textWithLabel(layout, "aTextWithLabelRow", "text") { $0.text = other($0.text) },
        textWithLabel(layout, "aTextWithLabelRow", "multiline") { $0.multiline.toggle() },
        textWithLabel(layout, "aTextWithLabelRow", "labelColor") { $0.labelColor = .accent },
        textWithLabel(layout, "aTextWithLabelRow", "textColor") { $0.textColor = .highlighted },
        textWithLabel(layout, "aTextWithLabelRow", "action") { $0.action = .hook(ScreenHook("mutated")) },
        // single-line input
        input(layout, "aLongTextInputRowIdentifier", "text") { $0.text = "mutated" },
        input(layout, "aLongTextInputRowIdentifier", "title") { $0.title = nil },
        input(layout, "aLongTextInputRowIdentifier", "placeholder") { $0.placeholder = nil },
        input(layout, "aLongTextInputRowIdentifier", "maxLength") { $0.maxLength = 63 },
        input(layout, "aLongTextInputRowIdentifier", "enabled") { $0.enabled.toggle() },
        input(layout, "aLongTextInputRowIdentifier", "type") { $0.type = .password },
        input(layout, "aLongTextInputRowIdentifier", "capitalization") { $0.capitalization.toggle() },
        input(layout, "aLongTextInputRowIdentifier", "clearType") { $0.clearType = .always },
        input(layout, "aLongTextInputRowIdentifier", "alignment") { $0.alignment = .right },
        input("EditProfile", "usernameInput", "type") { $0.type = .regular },
        // multi-line input
        multilineInput(layout, "aMultilineInputRowIdentifier", "text") { $0.text = "mutated" },
        multilineInput(layout, "aMultilineInputRowIdentifier", "placeholder") { $0.placeholder = nil },
        multilineInput(layout, "aMultilineInputRowIdentifier", "maxLength") { $0.maxLength = 71 },
        multilineInput(layout, "aMultilineInputRowIdentifier", "displayLimit") { $0.displayLimit.toggle() },
        multilineInput(layout, "aMultilineInputRowIdentifier", "capitalization") { $0.capitalization.toggle() },
        multilineInput(layout, "aMultilineInputRowIdentifier", "autocorrection") { $0.autocorrection.toggle() },
        multilineInput(layout, "aMultilineInputRowIdentifier", "minimalHeight") { $0.minimalHeight = nil },
        // multi-line text
        multilineText(layout, "aMultilineTextRow", "text") { $0.text = other($0.text) },
        multilineText(layout, "aMultilineTextRow", "font") { $0.font = .default },
        multilineText(layout, "aMultilineTextRow", "action") { $0.action = .hook(ScreenHook("mutated")) },
        // checkbox
        checkbox(layout, "aCheckboxRowWithLongIdentifier", "checked") { $0.checked.toggle() },
        checkbox(layout, "aCheckboxRowWithLongIdentifier", "enabled") { $0.enabled.toggle() },
        checkbox(layout, "aCheckboxRowWithLongIdentifier", "style") { $0.style = .left },
        checkbox(layout, "aCheckboxRowWithLongIdentifier", "color") { $0.color = .accent },
        checkbox(layout, "aCheckboxRowWithLongIdentifier", "title") { $0.title = other($0.title) },
        checkbox(layout, "aCheckboxRowWithLongIdentifier", "subtitle") { $0.subtitle = $0.title },
        // info
        info(layout, "anInfoRow", "title") { $0.title = other($0.title) },
        info(layout, "anInfoRow", "text") { $0.text = other($0.text) },
        info(layout, "anInfoRow", "format") { $0.format = .plain },
        info(layout, "anInfoRow", "closeAction") { $0.closeAction = nil },
        // activity text
        activity(layout, "anActivityRow", "displayActivity") { $0.displayActivity.toggle() },
        activity(layout, "anActivityRow", "color") { $0.color = .generic },
        activity(layout, "anActivityRow", "text") { $0.text = other($0.text) },
        // placeholder
        placeholder(layout, "aPlaceholderRow", "text") { $0.text = other($0.text) },
        // rows and sections
        row(layout, "aPlaceholderRow", "section index") { $0.sectionIndex += 1 },
        row(layout, "aPlaceholderRow", "kind") { row in
            if case .placeholder(let item) = row.content {
                row.content = .text(.init(text: item.text, format: .plain, alignment: .natural, size: .generic))
            }
        },
        screen(layout, "a row removed") { $0.sections[0].rows.removeLast() },
        screen(layout, "two rows swapped") { $0.sections[0].rows.swapAt(1, 2) },
        // screen
        screen(layout, "selected segment") {
            $0 = $0.with(title: .sectionControl(segments: $0.title.choices, selectedIndex: 1))
        },
        screen(layout, "segment text") {
            $0 = $0.with(title: .sectionControl(segments: $0.title.choices.reversed(), selectedIndex: 0))
        },
        screen("ChatFolders", "selected tab") {
            if case .textWithTabs(let text, let tabs, _) = $0.title {
                $0.title = .textWithTabs(text, tabs: tabs, selectedIndex: 2)
            }
        },
        screen("EditProfile", "subtitle") {
            if case .textWithSubtitle(let text, _) = $0.title {
                $0.title = .textWithSubtitle(text, subtitle: other(text))
            }
        },
        screen(layout, "right button enabled") { $0.navigationBar.right?.enabled.toggle() },
        screen(layout, "right button style") { $0.navigationBar.right?.style = .regular },
        screen(layout, "right button content") { $0.navigationBar.right?.content = .icon(.add) },
        screen(layout, "left button added") { $0.navigationBar.left = $0.navigationBar.right },
        screen("BlockedUsers", "secondary right icon") { $0.navigationBar.secondaryRight?.content = .icon(.search) },
        screen(layout, "back title") { $0.navigationBar.back = nil },
        screen(layout, "toolbar enabled") { $0.toolbar[0].enabled.toggle() },
        screen(layout, "toolbar title") { $0.toolbar[0].title = other($0.toolbar[0].title) },
        screen(layout, "toolbar placement") { $0.toolbar[0].placement = .left },
        screen(layout, "toolbar removed") { $0.toolbar = [] },
        screen(layout, "empty state shown") { $0.emptyState = $0.toolbar[0].title },
        screen(layout, "list style") { $0.style = .blocks },
        screen(layout, "system style") { $0.systemStyle = .glass },
    ]

    @Test(arguments: mutations)
    func aChangedPropertyIsNoticed(_ mutation: Mutation) throws {
        let driver = try ScreenDriver(mutation.screen)
        let original = driver.rendered
        #expect(compare(driver.controller, with: original, driver.expectations).isEmpty)
        var mutated = original
        mutation.apply(&mutated)
        try #require(mutated != original, "the mutation changed nothing: is `\(mutation.name)` shown by default?")
        #expect(!compare(driver.controller, with: mutated, driver.expectations).isEmpty)
    }

    @Test func anotherPresentationDataIsNoticed() throws {
        let driver = try ScreenDriver("PrivacyAndSecurity")
        let night = Expectations(presentationData: PresentationDataTests.translated(driver.screen))
        let mismatches = compare(driver.controller, with: driver.rendered, night)
        #expect(mismatches.lines.contains { $0.contains("presentationData") })
        #expect(mismatches.lines.contains { $0.contains("title") })
        #expect(mismatches.lines.contains { $0.contains("labelStyle") })  // the secondary-colour badge
    }
}

extension RenderedScreen {
    func with(title: RenderedTitle) -> RenderedScreen {
        var copy = self
        copy.title = title
        return copy
    }
}

extension ComparatorSelfTests {
    @Test func defaultExpectationsResolveKeysLikeTheStubs() {
        #expect(Expectations.standard.localized("SocksProxySetup_Title") == stubString("SocksProxySetup_Title"))
        #expect(Expectations.standard.localized("Common_Back") == "\u{27E6}Common_Back\u{27E7}")
    }
}
