import ScreenExpressions

/// Something the user (or the navigation controller) does to a screen. Rows are addressed by stable id
/// (`RenderedRow.stableID`, `ScreenEntries.stableID(of:)`).
///
/// Each case models what the generated code's closures and ItemListUI do by themselves for that gesture; what it
/// does to the state and what it reports is documented on `InteractionHandler.perform(_:in:state:)`.
public enum Interaction: Sendable, Equatable {
    /// Flips a `switch` or the switch of an `expandableSwitch` (ItemListUI's `updated(!value)`).
    case toggleSwitch(row: RowID)
    /// Moves a `switch` or the switch of an `expandableSwitch` to a value.
    case setSwitch(row: RowID, to: Bool)
    /// Taps the row itself (ItemListUI's selection): disclosure, action, checkbox, text-with-label and
    /// multiline-text rows run their action or binding; an expandable switch expands or collapses.
    case tapRow(row: RowID)
    /// Replaces the whole text of a `singleLineInput` or `multilineInput` (`textUpdated:`).
    case editText(row: RowID, text: String)
    /// Presses the return key in a `singleLineInput` (`action:`).
    case submitInput(row: RowID)
    /// Taps the close button of an `info` row (`closeAction:`).
    case closeInfo(row: RowID)
    /// Taps a sub-item of an `expandableSwitch`, by the sub-item's id (`subAction:`).
    case toggleSubItem(row: RowID, subItem: String)
    /// Taps a markdown link of a `text` row, section footer, `info` or `activityText` row: the item calls
    /// `linkAction(.tap(target))`, `target` being the link's `(…)` part.
    case tapLink(row: RowID, target: String)
    /// Taps the `actionText` button of a section header (`action:`).
    case tapHeaderAction(row: RowID)
    /// Moves the control of a described item's `binding` key to a value (its setter: `updated(value)`).
    case setDescribedValue(row: RowID, key: String, to: ExpressionValue)
    /// A described item calls the closure of its `hook` key with a payload (`valueCommitted(value)`).
    case callDescribedHook(row: RowID, key: String, payload: [ExpressionValue])
    /// Swipes a removable `peer` row open (or taps its red delete control while editing): ItemListPeerItem calls
    /// `setPeerIdWithRevealedOptions(peer.id, nil)`, and the row's Delete option shows.
    case revealPeerOptions(row: RowID)
    /// Swipes a `peer` row's revealed options closed: `setPeerIdWithRevealedOptions(nil, peer.id)`.
    case closePeerOptions(row: RowID)
    /// Chooses a removable `peer` row's Delete option: `removePeer(peer.id)` (the `remove` hook, with the element).
    /// The node then reports the options closed (`closePeerOptions`, after the hook).
    case removePeer(row: RowID)
    /// Chooses option `index` (from 0) of a `peer` row's `revealOptions`: the option's `action` closure (its hook,
    /// with the element). The node then reports the options closed (`closePeerOptions`, after the hook).
    case chooseRevealOption(row: RowID, index: Int)
    /// Picks a segment of a `segments` title or a tab of a `tabs` title, by index.
    case selectTitleSegment(Int)
    /// Taps a navigation-bar button.
    case tapNavigationButton(NavigationButtonPosition)
    /// Taps a toolbar action, by index in the `toolbar` list.
    case tapToolbarAction(Int)
    /// The controller appeared (`ItemListController.didAppear`; `firstTime` on the first appearance).
    case didAppear(firstTime: Bool)
    /// The controller is about to disappear (`viewWillDisappear(animated)`).
    case willDisappear(animated: Bool)
    /// The controller disappeared (`viewDidDisappear(animated)`).
    case didDisappear(animated: Bool)
    /// The list is scrolled near its end (`visibleBottomContentOffsetChanged` with `.known(offset)`, `offset` under
    /// 40 points): the `loadMore` hook. The generated controller calls it once per emission of the app data; whoever
    /// performs this interaction decides when that holds (the preview and the fidelity harness keep track of it).
    case scrollNearEnd
    /// The controller is about to disappear and is no longer on the navigation stack it was shown on (popped,
    /// dismissed, replaced): the screen's `willPop`. Follows `willDisappear`.
    case willPop(animated: Bool)
    /// The controller disappeared and is no longer on its navigation stack: `didPop`. Follows `didDisappear`.
    case didPop(animated: Bool)
    /// The user starts dragging the list (`ItemListController.beganInteractiveDragging`).
    case beganInteractiveDragging
    /// Drags an instance of a repeated row with `reorder:` by its grip `offset` places within its list (negative:
    /// up): the generated `setReorderEntry` closure, which reports the row's `reorder` hook with the list's ids in
    /// their new order — or, for `reorder: { after: drop }`, shows the list in that order until the drag ends.
    case moveRow(row: RowID, by: Int)
    /// The user drops the row they dragged (`ItemListController.setReorderCompleted`) after moving it: a row with
    /// `reorder: { after: drop }` reports its hook once, with the order the list shows.
    case dropRow(row: RowID)

    /// The case's name, for messages.
    public var name: String {
        switch self {
        case .toggleSwitch: "toggleSwitch"
        case .setSwitch: "setSwitch"
        case .tapRow: "tapRow"
        case .editText: "editText"
        case .submitInput: "submitInput"
        case .closeInfo: "closeInfo"
        case .toggleSubItem: "toggleSubItem"
        case .tapLink: "tapLink"
        case .tapHeaderAction: "tapHeaderAction"
        case .setDescribedValue: "setDescribedValue"
        case .callDescribedHook: "callDescribedHook"
        case .revealPeerOptions: "revealPeerOptions"
        case .closePeerOptions: "closePeerOptions"
        case .removePeer: "removePeer"
        case .chooseRevealOption: "chooseRevealOption"
        case .selectTitleSegment: "selectTitleSegment"
        case .tapNavigationButton: "tapNavigationButton"
        case .tapToolbarAction: "tapToolbarAction"
        case .didAppear: "didAppear"
        case .willDisappear: "willDisappear"
        case .didDisappear: "didDisappear"
        case .scrollNearEnd: "scrollNearEnd"
        case .willPop: "willPop"
        case .didPop: "didPop"
        case .beganInteractiveDragging: "beganInteractiveDragging"
        case .moveRow: "moveRow"
        case .dropRow: "dropRow"
        }
    }

    /// The stable id of the row the interaction addresses; nil for title, navigation-bar, toolbar, lifecycle
    /// and scrolling interactions.
    public var rowStableID: RowID? {
        switch self {
        case .toggleSwitch(let row), .setSwitch(let row, _), .tapRow(let row), .editText(let row, _),
            .submitInput(let row), .closeInfo(let row), .toggleSubItem(let row, _), .tapLink(let row, _),
            .tapHeaderAction(let row), .setDescribedValue(let row, _, _), .callDescribedHook(let row, _, _),
            .revealPeerOptions(let row), .closePeerOptions(let row), .removePeer(let row),
            .chooseRevealOption(let row, _), .moveRow(let row, _), .dropRow(let row):
            row
        case .selectTitleSegment, .tapNavigationButton, .tapToolbarAction, .didAppear, .willDisappear, .didDisappear,
            .scrollNearEnd, .willPop, .didPop, .beganInteractiveDragging:
            nil
        }
    }
}
