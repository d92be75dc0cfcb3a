@_spi(Stubs) import Display
import Foundation
@_spi(Stubs) import ItemListUI
@_spi(Stubs) import ItemListPeerItem
@_spi(Stubs) import SettingsUIItems
import ScreenIR
import StubTestSupport
import ScreenRuntime

extension ScreenDriver {
    /// Performs `gesture` on the generated controller as ItemListUI would: on the items the list shows
    /// (`ShownItems`: an unchanged row keeps its earlier item), through the stubs' `simulate…` helpers, which call
    /// the item's closures only when ItemListUI's item node would (`enabled`, `displayLocked`, `selectable`,
    /// sub-item `isEnabled`). Text edits call `textUpdated` only when the runtime accepts the edit: ItemListUI's text
    /// fields enforce `maxLength` themselves, so the closure never sees a longer text. Appearance goes through the
    /// stubs' appearance simulation (`simulateAppear` / `simulateDisappear`).
    func performGenerated(
        _ gesture: Gesture,
        before: RenderedScreen,
        runtimeAccepted: Bool,
        problems: inout [String]
    ) {
        func item(_ row: RowID) -> ListViewItem? {
            guard let index = before.rows.firstIndex(where: { $0.stableID == row }) else {
                problems.append("row \(row) is not shown, so it cannot be used")
                return nil
            }
            let items = self.items
            guard items.indices.contains(index) else {
                problems.append("the generated screen has no item \(index) for row \(row)")
                return nil
            }
            return items[index]
        }
        func wrongItem(_ item: ListViewItem, _ what: String) {
            problems.append("\(gesture) needs \(what), the generated item is a \(type(of: item))")
        }

        switch gesture {
        case .toggleSwitch(let row):
            guard let item = item(row), let index = before.rows.firstIndex(where: { $0.stableID == row }) else { return }
            // An interactive switch flips under the finger before its node calls `updated`.
            if let item = item as? ItemListSwitchItem {
                if item.enableInteractiveChanges && item.enabled { flipSwitch(at: index, to: !item.value) }
                item.simulateToggle()
            } else if let item = item as? ItemListExpandableSwitchItem {
                if item.enableInteractiveChanges && item.enabled { flipSwitch(at: index, to: !item.value) }
                item.simulateToggle()
            } else {
                wrongItem(item, "a switch")
            }
        case .tapRow(let row):
            item(row)?.simulateTap()
        case .tapSubItem(let row, let index):
            guard let item = item(row) else { return }
            guard let item = item as? ItemListExpandableSwitchItem else {
                return wrongItem(item, "an expandable switch")
            }
            guard item.subItems.indices.contains(index) else {
                return problems.append("the generated expandable switch has no sub-item \(index)")
            }
            item.simulateSubItemTap(id: item.subItems[index].id)
        case .editText(let row, let text):
            guard let item = item(row) else { return }
            if let item = item as? ItemListSingleLineInputItem {
                if runtimeAccepted { item.textUpdated(text) }
            } else if let item = item as? ItemListMultilineInputItem {
                if runtimeAccepted { item.textUpdated(text) }
            } else {
                wrongItem(item, "a text input")
            }
        case .submitInput(let row):
            guard let item = item(row) else { return }
            guard let item = item as? ItemListSingleLineInputItem else { return wrongItem(item, "a single-line input") }
            item.simulateReturnKey()
        case .closeInfo(let row):
            guard let item = item(row) else { return }
            guard let item = item as? InfoListItem else { return wrongItem(item, "an info item") }
            item.simulateClose()
        case .tapLink(let row, let target):
            guard let item = item(row) else { return }
            if let item = item as? ItemListTextItem {
                item.simulateLinkTap(target)
            } else if let item = item as? InfoListItem {
                item.simulateLinkTap(target)
            } else if let item = item as? ItemListActivityTextItem {
                item.simulateLinkTap(target)
            } else {
                wrongItem(item, "a text with links")
            }
        case .tapHeaderAction(let row):
            guard let item = item(row) else { return }
            guard let item = item as? ItemListSectionHeaderItem else { return wrongItem(item, "a section header") }
            item.simulateActionTap()
        case .setDescribedValue(let row, let key, let value):
            guard let item = item(row) else { return }
            guard case .described(let expected)? = before.row(stableID: row)?.content else { return wrongItem(item, "a described item") }
            let label = expected.description.parameters.first { $0.source == ItemParameter.Source.setter(of: key) }?.label ?? key
            // Like a text field's maxLength, the item itself refuses a change while disabled.
            if runtimeAccepted, !DescribedClosures.call(label, of: item, with: [value]) {
                problems.append("\(type(of: item)) has no closure `\(label)` taking \(value)")
            }
        case .callDescribedHook(let row, let key, let payload):
            guard let item = item(row) else { return }
            guard case .described(let expected)? = before.row(stableID: row)?.content else { return wrongItem(item, "a described item") }
            let label = expected.description.parameters.first { $0.source == ItemParameter.Source.key(key) }?.label ?? key
            if runtimeAccepted, !DescribedClosures.call(label, of: item, with: payload) {
                problems.append("\(type(of: item)) has no closure `\(label)` taking \(payload)")
            }
        case .chooseRevealOption(let row, let index):
            guard let item = item(row) else { return }
            guard let peerItem = item as? ItemListPeerItem else { return wrongItem(item, "a peer item") }
            guard let options = peerItem.revealOptions?.options, options.indices.contains(index) else {
                return problems.append("the generated peer item has no reveal option \(index)")
            }
            // The node refuses an option it does not show (a disabled row), as the runtime does.
            peerItem.simulateRevealOptionTap(title: options[index].title)
        case .revealPeerOptions(let row), .closePeerOptions(let row), .removePeer(let row):
            guard let item = item(row) else { return }
            if let removable = item as? StubRemovableListItem {
                // A removable custom item: its node follows ItemListPeerItem's rules.
                switch gesture {
                case .revealPeerOptions: removable.simulateRevealOptions()
                case .closePeerOptions: removable.simulateCloseRevealedOptions()
                default: removable.simulateDelete()
                }
                return
            }
            guard let peerItem = item as? ItemListPeerItem else { return wrongItem(item, "a removable item") }
            // The node refuses a swipe without options (not removable, or disabled), as the runtime does.
            switch gesture {
            case .revealPeerOptions: peerItem.simulateRevealOptions()
            case .closePeerOptions: peerItem.simulateCloseRevealedOptions()
            default: peerItem.simulateRevealOptionTap(title: peerItem.presentationData.strings.Common_Delete)
            }
        case .selectSegment(let index):
            guard let change = controller.titleControlValueChanged else {
                return problems.append("the generated controller has no titleControlValueChanged")
            }
            change(index)
        case .tapNavigationButton(let position):
            let state = controller.currentControllerState
            let button: ItemListNavigationButton? =
                switch position {
                case .left: state?.leftNavigationButton
                case .secondaryRight: state?.secondaryRightNavigationButton
                case .right: state?.rightNavigationButton
                }
            guard let button else { return problems.append("the generated controller has no \(position) button") }
            button.simulateTap()
        case .tapToolbarAction(let index):
            guard let toolbar = controller.currentNodeState?.toolbarItem else {
                return problems.append("the generated controller has no toolbar")
            }
            toolbar.simulateTap(actionAt: index)
        case .appear(let animated):
            if !controller.simulateAppear(animated: animated) {
                problems.append("the controller is already visible, it cannot appear")
            }
        case .disappear(let animated):
            if !controller.simulateDisappear(animated: animated) {
                problems.append("the controller is not visible, it cannot disappear")
            }
        case .scroll(let offset):
            controller.simulateScroll(visibleBottomContentOffset: .known(CGFloat(offset)))
        case .beginDragging:
            controller.simulateBeganInteractiveDragging()
        case .moveRow(let row, let offset):
            guard let index = before.rows.firstIndex(where: { $0.stableID == row }) else {
                return problems.append("row \(row) is not shown, so it cannot be dragged")
            }
            // The list asks the handler only for a row whose node shows the grip, with indices into the entries;
            // the handler accepts (true) exactly the moves the runtime makes.
            let accepted = controller.simulateReorder(from: index, to: index + offset)
            if (accepted == true) != runtimeAccepted {
                let answer = accepted.map { String($0) } ?? "nothing (no grip, or no handler)"
                let runtime = runtimeAccepted ? "moves the row" : "refuses the move"
                problems.append("the controller's reorder handler answered \(answer), the runtime \(runtime)")
            }
        case .dropRow:
            controller.simulateReorderCompleted()
        case .pop(let animated):
            guard navigation.popViewController(animated: animated) === controller else {
                return problems.append("the controller is not on top of its navigation stack, it cannot be popped")
            }
            if !controller.simulateDisappear(animated: animated) {
                problems.append("the controller is not visible, it cannot disappear")
            }
            navigation.pushViewController(controller, animated: false, completion: {})
        }
    }
}
