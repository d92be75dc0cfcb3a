import ScreenExpressions
import ScreenRuntime

/// One user gesture, performed both on the generated controller (through the item's closures, as ItemListUI calls
/// them) and on the IR (through `InteractionHandler`). Rows are addressed by stable id.
enum Gesture: Sendable, CustomStringConvertible {
    /// A tap on the switch of a `switch` or `expandableSwitch` row.
    case toggleSwitch(row: RowID)
    /// A tap on the row itself (ItemListUI's selection).
    case tapRow(row: RowID)
    /// A tap on sub-item `index` of an `expandableSwitch`.
    case tapSubItem(row: RowID, index: Int)
    /// The text of an input becoming `text`.
    case editText(row: RowID, text: String)
    /// The return key of a `singleLineInput`.
    case submitInput(row: RowID)
    /// The close button of an `info` row.
    case closeInfo(row: RowID)
    /// A tap on a markdown link of a text, info or activity-text row (or footer), passing `target`.
    case tapLink(row: RowID, target: String)
    /// A tap on a section header's `actionText` button.
    case tapHeaderAction(row: RowID)
    /// A described item's control moving its `binding` key to a value (the item calls its setter).
    case setDescribedValue(row: RowID, key: String, to: ExpressionValue)
    /// A described item calling the closure of its `hook` key with a payload.
    case callDescribedHook(row: RowID, key: String, payload: [ExpressionValue])
    /// Swiping a removable peer row open (or its delete control while editing).
    case revealPeerOptions(row: RowID)
    /// Swiping a peer row's revealed options closed.
    case closePeerOptions(row: RowID)
    /// Choosing a removable peer row's Delete option.
    case removePeer(row: RowID)
    /// Choosing option `index` of a peer row's own reveal options.
    case chooseRevealOption(row: RowID, index: Int)
    /// Picking segment or tab `index` of the title.
    case selectSegment(Int)
    /// A tap on a navigation-bar button.
    case tapNavigationButton(NavigationButtonPosition)
    /// A tap on toolbar action `index`.
    case tapToolbarAction(Int)
    /// The controller comes on screen (`viewWillAppear`, `viewDidAppear`: `didAppear(firstTime)`).
    case appear(animated: Bool)
    /// The controller leaves the screen, covered by a pushed screen (`viewWillDisappear`, `viewDidDisappear`).
    case disappear(animated: Bool)
    /// The list is scrolled to `offset` points above its end (`visibleBottomContentOffsetChanged(.known(offset))`).
    case scroll(offset: Double)
    /// The controller is popped off its navigation stack, then leaves the screen (`viewWillDisappear`,
    /// `viewDidDisappear`); the harness puts it back on the stack, unseen, for the next gestures.
    case pop(animated: Bool)
    /// The user starts dragging the list (`beganInteractiveDragging`).
    case beginDragging
    /// Dragging a reorderable row by its grip `offset` places (negative: up): the controller's `setReorderEntry`
    /// handler, asked with the row's index in the entries and that index plus `offset`.
    case moveRow(row: RowID, by: Int)
    /// Dropping the row dragged (`setReorderCompleted`): a row with `reorder: { after: drop }` then calls its hook
    /// once, when a move was accepted since the last drop.
    case dropRow(row: RowID)

    var description: String {
        switch self {
        case .toggleSwitch(let row): "toggleSwitch(row \(row))"
        case .tapRow(let row): "tapRow(row \(row))"
        case .tapSubItem(let row, let index): "tapSubItem(row \(row), sub-item \(index))"
        case .editText(let row, let text): "editText(row \(row), \(visible(text)) [\(text.count) characters])"
        case .submitInput(let row): "submitInput(row \(row))"
        case .closeInfo(let row): "closeInfo(row \(row))"
        case .tapLink(let row, let target): "tapLink(row \(row), \(visible(target)))"
        case .tapHeaderAction(let row): "tapHeaderAction(row \(row))"
        case .setDescribedValue(let row, let key, let value): "setDescribedValue(row \(row), \(key), \(value))"
        case .callDescribedHook(let row, let key, let payload): "callDescribedHook(row \(row), \(key), \(payload))"
        case .revealPeerOptions(let row): "revealPeerOptions(row \(row))"
        case .closePeerOptions(let row): "closePeerOptions(row \(row))"
        case .removePeer(let row): "removePeer(row \(row))"
        case .chooseRevealOption(let row, let index): "chooseRevealOption(row \(row), option \(index))"
        case .selectSegment(let index): "selectSegment(\(index))"
        case .tapNavigationButton(let position): "tapNavigationButton(\(position.rawValue))"
        case .tapToolbarAction(let index): "tapToolbarAction(\(index))"
        case .appear(let animated): "appear(animated: \(animated))"
        case .disappear(let animated): "disappear(animated: \(animated))"
        case .scroll(let offset): "scroll(offset: \(offset))"
        case .pop(let animated): "pop(animated: \(animated))"
        case .beginDragging: "beginDragging"
        case .moveRow(let row, let offset): "moveRow(row \(row), by \(offset))"
        case .dropRow(let row): "dropRow(row \(row))"
        }
    }
}
