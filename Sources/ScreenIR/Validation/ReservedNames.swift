/// Names the generated Swift code already uses, so ids and action names cannot take them.
public enum ReservedNames {
    /// Members of the generated entry enum (`ItemListNodeEntry` requirements and helpers).
    public static let rowIDs: Set<String> = [
        "section", "stableId", "item", "tag", "anyId", "isLessThan", "isEqual", "sortKey", "StableId",
    ]
    /// Members of the generated section enum (`Int32` raw values).
    public static let sectionIDs: Set<String> = ["rawValue", "hashValue", "RawValue", "init"]
    /// Members of generated state enums (`CaseIterable`).
    public static let enumCases: Set<String> = ["allCases", "rawValue", "hashValue"]
    /// The generated controller factory's own argument labels and the locals of its body: a parameter becomes an
    /// argument of the factory, so it cannot take one of these names.
    public static let parameterNames: Set<String> = [
        "context", "data", "initialData", "initialState", "hooks", "focusOnItemTag", "stateUpdated", "parameters",
        "statePromise", "stateValue", "updateState", "arguments", "signal", "controller", "handle", "actionsDisposable",
        "pushControllerImpl", "presentControllerImpl", "dismissImpl", "dataSignal", "presentationData", "state",
        "entries", "listState", "controllerState", "previousState", "previousData", "previousEntryCount", "stateBefore",
        "dataBefore", "entryCountBefore", "animateChanges", "didHighlightFocusedItem",
    ]
    /// Names the generated entries function and `item(presentationData:arguments:)` already use, which the element
    /// variable of a repeated row would shadow.
    public static let elementNames: Set<String> = [
        "index", "entries", "state", "data", "parameters", "presentationData", "arguments",
    ]
    /// The types and functions the generated file uses from the modules it imports (ItemListUI, SwiftSignalKit,
    /// Display, AccountContext, TelegramPresentationData, PresentationDataUtils, UIKit, Foundation): a generated
    /// declaration with one of these names would hide it. A test keeps this list complete against the generated
    /// example screens.
    public static let importedNames: Set<String> = [
        // ItemListUI
        "ItemListController", "ItemListControllerState", "ItemListControllerTitle", "ItemListNavigationButton",
        "ItemListBackButton", "ItemListToolbarItem", "ItemListNodeState", "ItemListNodeEntry", "ItemListNode",
        "ItemListItemTag", "ItemListSectionId", "ItemListPresentationData", "ItemListTextEmptyStateItem", "ItemListItem",
        "ItemListActionItem", "ItemListActivityTextItem", "ItemListCheckboxItem", "ItemListDisclosureItem",
        "ItemListExpandableSwitchItem", "ItemListInfoItem", "ItemListMultilineInputItem",
        "ItemListMultilineInputItemTextLimit", "ItemListMultilineTextItem", "ItemListPlaceholderItem",
        "ItemListSectionHeaderAccessoryText", "ItemListSectionHeaderItem", "ItemListSingleLineInputItem",
        "ItemListSwitchItem", "ItemListTextItem", "ItemListTextWithLabelItem", "ListViewItem", "ItemListItemNode",
        "ItemListControllerEmptyStateItem", "ItemListLoadingIndicatorEmptyStateItem", "ItemListItemFocusableNode",
        // ItemListPeerActionItem, ItemListPeerItem, TelegramCore
        "ItemListPeerActionItem", "ItemListPeerItem", "ItemListPeerItemEditing", "ItemListPeerItemSwitch",
        "ItemListPeerItemRevealOptions", "ItemListPeerItemRevealOption", "EnginePeer",
        // SwiftSignalKit
        "Signal", "ValuePromise", "Promise", "DisposableSet", "Disposable", "Atomic", "NoError", "Queue",
        "combineLatest", "map", "then", "afterDisposed",
        // Display, AccountContext, TelegramPresentationData, PresentationDataUtils
        "ViewController", "NavigationController", "PresentationContextType", "AccountContext", "PresentationData", "PresentationTheme",
        "ListViewScrollToItem",
        "PresentationStrings", "PresentationResourcesSettings", "PresentationResourcesItemList",
        // TelegramStringFormatting
        "DataSizeStringFormatting",
        // UIKit, Foundation
        "NSAttributedString", "UIColor", "UIImage", "UIViewController",
    ]

    /// Standard library names the generated declarations use; a type nested in a generated struct (an enum made from
    /// a field, a list's element) with one of these names would hide it inside that struct.
    public static let standardNames: Set<String> = [
        "Any", "AnyHashable", "Array", "Bool", "CaseIterable", "Character", "Comparable", "Dictionary", "Double",
        "Equatable", "Error", "Hashable", "Identifiable", "Int", "Int32", "Int64", "Never", "Optional", "Sendable",
        "Set", "String", "Void", "WritableKeyPath",
    ]

    /// `importedNames` and `standardNames` together: what a nested generated type must not hide (besides the
    /// screen's own top-level names). Built once: every screen checks against it.
    public static let importedAndStandardNames: Set<String> = importedNames.union(standardNames)

    /// Members of the generated arguments class.
    public static let actionNames: Set<String> = ["updateState", "update", "toggle"]

    /// The pushed screen whose generated member an action name would be: `push<Screen>` (of the arguments class) or
    /// `make<Screen>Controller` (of the hooks), for one of the screens in `pushed` (those the screen pushes — a
    /// screen that pushes nothing has no such members, so `pushController` is free there). Nil when it is neither.
    public static func navigationMember(_ action: String, pushing pushed: [String]) -> String? {
        // Compared piece by piece: concatenating the two names for every pushed screen and every action allocates.
        let utf8 = action.utf8
        if utf8.starts(with: "push".utf8) {
            let rest = Substring(action).dropFirst(4)
            if let screen = pushed.first(where: { $0[...] == rest }) { return screen }
        }
        guard utf8.starts(with: "make".utf8), utf8.reversed().starts(with: "Controller".utf8.reversed()),
            utf8.count >= 14
        else { return nil }
        let screen = Substring(action).dropFirst(4).dropLast(10)
        return pushed.first { $0[...] == screen }
    }
}
