@_spi(Stubs) import ItemListUI
import ScreenIR
import ScreenRuntime

/// `ItemListControllerState` ↔ the rendered title and navigation bar.
func compareControllerState(
    _ state: ItemListControllerState,
    _ expected: RenderedScreen,
    _ context: RowContext,
    _ mismatches: inout Mismatches
) {
    let texts = context.expectations
    mismatches.scoped("controller state") { mismatches in
        compareTitle(state.title, expected.title, texts, &mismatches)
        let bar = expected.navigationBar
        compareButton("leftNavigationButton", state.leftNavigationButton, bar.left, texts, &mismatches)
        compareButton("rightNavigationButton", state.rightNavigationButton, bar.right, texts, &mismatches)
        compareButton(
            "secondaryRightNavigationButton",
            state.secondaryRightNavigationButton,
            bar.secondaryRight,
            texts,
            &mismatches
        )
        mismatches.checkText("backNavigationButton.title", state.backNavigationButton?.title, texts.text(bar.back))
        mismatches.check("animateChanges", state.animateChanges, expected.animatesNavigationBar)
        mismatches.check(
            "presentationData",
            state.presentationData,
            ItemListPresentationData(texts.presentationData)
        )
    }
}

/// `ItemListControllerTitle` ↔ `RenderedTitle`: the variant, every string and the selected index.
private func compareTitle(
    _ title: ItemListControllerTitle,
    _ expected: RenderedTitle,
    _ texts: Expectations,
    _ mismatches: inout Mismatches
) {
    func compareChoices(_ name: String, _ generated: [String], _ choices: [DisplayText]) {
        mismatches.check("title \(name).count", generated.count, choices.count)
        for (index, (segment, choice)) in zip(generated, choices).enumerated() {
            mismatches.checkText("title \(name)[\(index)]", segment, texts.text(choice))
        }
    }
    switch (title, expected) {
    case (.text(let text), .text(let expectedText)):
        mismatches.checkText("title .text", text, texts.text(expectedText))
    case (.textWithSubtitle(let text, let subtitle), .textWithSubtitle(let expectedText, let expectedSubtitle)):
        mismatches.checkText("title .textWithSubtitle text", text, texts.text(expectedText))
        mismatches.checkText("title .textWithSubtitle subtitle", subtitle, texts.text(expectedSubtitle))
    case (.sectionControl(let segments, let index), .sectionControl(let expectedSegments, let expectedIndex)):
        compareChoices("segments", segments, expectedSegments)
        mismatches.check("title selected segment", index, expectedIndex)
    case (
        .textWithTabs(let text, let tabs, let index),
        .textWithTabs(let expectedText, let expectedTabs, let expectedIndex)
    ):
        mismatches.checkText("title .textWithTabs text", text, texts.text(expectedText))
        compareChoices("tabs", tabs, expectedTabs)
        mismatches.check("title selected tab", index, expectedIndex)
    default:
        mismatches.record("title: generated \(title), IR \(expected)")
    }
}

/// `ItemListNavigationButton` ↔ `RenderedNavigationButton`: content, style, enabled.
private func compareButton(
    _ name: String,
    _ button: ItemListNavigationButton?,
    _ expected: RenderedNavigationButton?,
    _ texts: Expectations,
    _ mismatches: inout Mismatches
) {
    switch (button, expected) {
    case (nil, nil):
        return
    case (let button?, let expected?):
        switch (button.content, expected.content) {
        case (.text(let text), .text(let expectedText)):
            mismatches.checkText("\(name).content .text", text, texts.text(expectedText))
        case (.icon(let icon), .icon(let expectedIcon)):
            mismatches.check("\(name).content .icon", icon, expectedIcon.itemList)
        case (.none, .none):
            break
        default:
            mismatches.record("\(name).content: generated \(button.content), IR \(expected.content)")
        }
        mismatches.check("\(name).style", button.style, expected.style.itemList)
        mismatches.check("\(name).enabled", button.enabled, expected.enabled)
    default:
        mismatches.record(
            "\(name): generated \(button == nil ? "none" : "a button"), IR \(expected == nil ? "none" : "a button")"
        )
    }
}

/// `ItemListNodeState` ↔ the rendered list style, empty state and toolbar.
func compareNodeState(
    _ state: ItemListNodeState,
    _ expected: RenderedScreen,
    _ context: RowContext,
    _ mismatches: inout Mismatches
) {
    let texts = context.expectations
    mismatches.scoped("node state") { mismatches in
        mismatches.check("style", state.style, context.style)
        mismatches.check("presentationData", state.presentationData, ItemListPresentationData(texts.presentationData))
        mismatches.check("scrollEnabled", state.scrollEnabled, expected.scrollEnabled)
        switch (state.emptyStateItem, expected.emptyState) {
        case (nil, nil):
            if expected.showsLoadingIndicator {
                mismatches.record("emptyStateItem: generated none, IR the loading indicator")
            }
        case (let item?, nil) where expected.showsLoadingIndicator:
            if !(item is ItemListLoadingIndicatorEmptyStateItem) {
                mismatches.record("emptyStateItem: generated a \(type(of: item)), IR the loading indicator")
            }
        case (let item?, let text?):
            if let item = item as? ItemListTextEmptyStateItem {
                mismatches.checkText("emptyStateItem.text", item.text, texts.text(text))
            } else {
                mismatches.record("emptyStateItem: generated a \(type(of: item)), IR an ItemListTextEmptyStateItem")
            }
        case (let item?, nil):
            mismatches.record("emptyStateItem: generated a \(type(of: item)), IR none (rows are shown)")
        case (nil, let text?):
            mismatches.record("emptyStateItem: generated none, IR \(visible(texts.text(text)))")
        }
        compareToolbar(state.toolbarItem, expected.toolbar, texts, &mismatches)
    }
}

/// `ItemListToolbarItem` ↔ the rendered toolbar actions: titles, `isEnabled` and where each is placed.
private func compareToolbar(
    _ toolbar: ItemListToolbarItem?,
    _ expected: [RenderedToolbarAction],
    _ texts: Expectations,
    _ mismatches: inout Mismatches
) {
    guard let toolbar else {
        if !expected.isEmpty { mismatches.record("toolbarItem: generated none, IR \(expected.count) actions") }
        return
    }
    mismatches.check("toolbar actions.count", toolbar.actions.count, expected.count)
    for (index, (action, expectedAction)) in zip(toolbar.actions, expected).enumerated() {
        mismatches.checkText("toolbar actions[\(index)].title", action.title, texts.text(expectedAction.title))
        mismatches.check("toolbar actions[\(index)].isEnabled", action.isEnabled, expectedAction.enabled)
    }
    let placement = toolbar.placement
    let slots: [(ToolbarPlacement, ItemListToolbarItem.Action?)] = [
        (.left, placement.left), (.center, placement.middle), (.right, placement.right),
    ]
    for (slot, action) in slots {
        let expectedAction = expected.first { $0.placement == slot }
        mismatches.checkText(
            "toolbar \(slot.rawValue) slot title",
            action?.title,
            expectedAction.map { texts.text($0.title) }
        )
    }
}

extension NavigationButton.Icon {
    var itemList: ItemListNavigationButtonContentIcon {
        switch self {
        case .search: .search
        case .add: .add
        case .action: .action
        }
    }
}

extension NavigationButton.Style {
    var itemList: ItemListNavigationButtonStyle {
        switch self {
        case .regular: .regular
        case .bold: .bold
        case .activity: .activity
        }
    }
}
