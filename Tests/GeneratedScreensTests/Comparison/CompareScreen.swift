import Display
@_spi(Stubs) import ItemListUI
import ScreenIR
import ScreenRuntime

/// What every row of a screen shares: how texts and colours resolve, and the screen's styles as ItemListUI values.
struct RowContext {
    let expectations: Expectations
    /// `ItemListNodeState(style:)` and each item's `style:`.
    let style: ItemListStyle
    /// Each item's `systemStyle:`, where the item has one.
    let systemStyle: ItemListSystemStyle

    init(_ screen: RenderedScreen, _ expectations: Expectations) {
        self.expectations = expectations
        style = screen.style.itemList
        systemStyle = screen.systemStyle.itemList
    }
}

extension ListStyle {
    var itemList: ItemListStyle {
        switch self {
        case .blocks: .blocks
        case .plain: .plain
        }
    }
}

extension SystemStyle {
    var itemList: ItemListSystemStyle {
        switch self {
        case .glass: .glass
        case .legacy: .legacy
        }
    }
}

/// Compares everything `controller` currently shows — controller state, node state and every item, in order —
/// with `expected`, the IR rendered for the same state. The items are `items` when given (the ones the list shows,
/// `ShownItems`), else those the latest entries build.
func compare(
    _ controller: ItemListController,
    with expected: RenderedScreen,
    _ expectations: Expectations,
    items shownItems: [ListViewItem]? = nil
)
    -> Mismatches
{
    var mismatches = Mismatches()
    guard let controllerState = controller.currentControllerState, let nodeState = controller.currentNodeState else {
        mismatches.record("the controller has not received a state")
        return mismatches
    }
    let context = RowContext(expected, expectations)
    compareControllerState(controllerState, expected, context, &mismatches)
    compareNodeState(nodeState, expected, context, &mismatches)
    if let violation = controller.entryOrderViolations.last {
        mismatches.record("entries out of order (\(controller.entryOrderViolations.count) violations): \(violation)")
    }

    let items = shownItems ?? controller.currentItems
    let rows = expected.rows
    mismatches.check("item count", items.count, rows.count)
    for (index, (item, row)) in zip(items, rows).enumerated() {
        mismatches.scoped("row \(index) `\(row.rowID)`") { mismatches in
            compareRow(item, row, context, &mismatches)
        }
    }
    comparePresentation(controller, nodeState, expected, items, &mismatches)
    return mismatches
}

/// Compares one item with one rendered row: the item class for the row kind, the section, then the kind's
/// parameters.
func compareRow(_ item: ListViewItem, _ row: RenderedRow, _ context: RowContext, _ mismatches: inout Mismatches) {
    if let item = item as? ItemListItem {
        mismatches.check("sectionId", item.sectionId, ItemListSectionId(row.sectionIndex))
    } else {
        mismatches.record("\(type(of: item)) is not an ItemListItem")
    }
    func wrongClass() {
        mismatches.record("is a \(type(of: item)), IR \(row.kind.itemListClass)")
    }
    switch row.content {
    case .switch(let expected):
        guard let item = item as? ItemListSwitchItem else { return wrongClass() }
        compareSwitch(item, expected, context, &mismatches)
    case .expandableSwitch(let expected):
        guard let item = item as? ItemListExpandableSwitchItem else { return wrongClass() }
        compareExpandableSwitch(item, expected, context, &mismatches)
    case .disclosure(let expected):
        guard let item = item as? ItemListDisclosureItem else { return wrongClass() }
        compareDisclosure(item, expected, context, &mismatches)
    case .action(let expected):
        guard let item = item as? ItemListActionItem else { return wrongClass() }
        compareAction(item, expected, context, &mismatches)
    case .sectionHeader(let expected):
        guard let item = item as? ItemListSectionHeaderItem else { return wrongClass() }
        compareSectionHeader(item, expected, context, &mismatches)
    case .text(let expected):
        guard let item = item as? ItemListTextItem else { return wrongClass() }
        compareText(item, expected, context, &mismatches)
    case .textWithLabel(let expected):
        guard let item = item as? ItemListTextWithLabelItem else { return wrongClass() }
        compareTextWithLabel(item, expected, context, &mismatches)
    case .singleLineInput(let expected):
        guard let item = item as? ItemListSingleLineInputItem else { return wrongClass() }
        compareSingleLineInput(item, expected, context, &mismatches)
    case .multilineInput(let expected):
        guard let item = item as? ItemListMultilineInputItem else { return wrongClass() }
        compareMultilineInput(item, expected, context, &mismatches)
    case .multilineText(let expected):
        guard let item = item as? ItemListMultilineTextItem else { return wrongClass() }
        compareMultilineText(item, expected, context, &mismatches)
    case .checkbox(let expected):
        guard let item = item as? ItemListCheckboxItem else { return wrongClass() }
        compareCheckbox(item, expected, context, &mismatches)
    case .info(let expected):
        guard let item = item as? ItemListInfoItem else { return wrongClass() }
        compareInfo(item, expected, context, &mismatches)
    case .activityText(let expected):
        guard let item = item as? ItemListActivityTextItem else { return wrongClass() }
        compareActivityText(item, expected, context, &mismatches)
    case .placeholder(let expected):
        guard let item = item as? ItemListPlaceholderItem else { return wrongClass() }
        comparePlaceholder(item, expected, context, &mismatches)
    case .described(let expected):
        guard String(describing: type(of: item)) == expected.description.swiftName else {
            return mismatches.record("is a \(type(of: item)), IR \(expected.description.swiftName)")
        }
        compareDescribed(item, expected, context, &mismatches)
    }
}
