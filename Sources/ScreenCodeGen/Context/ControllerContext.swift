/// The controller factory's decisions.
public struct ControllerContext: Sendable, Equatable, Encodable {
    /// The `title:` argument: `title: .text(presentationData.strings.SocksProxySetup_Title)`, laid out.
    public var title: String
    /// The title's segmented control or tabs write the selection here.
    public var titleSelection: TitleSelectionContext
    /// `left`, `right`, `secondaryRight` buttons that exist, as local constants.
    public var navigationButtons: [NavigationButtonContext]
    /// `leftNavigationButton:` value: a constant name or `nil`.
    public var leftNavigationButton: String
    public var rightNavigationButton: String
    public var secondaryRightNavigationButton: String
    /// Whether to pass `secondaryRightNavigationButton:` (it has a default).
    public var hasSecondaryRightNavigationButton: Bool
    /// `ItemListBackButton(title: …)` or `nil`.
    public var backNavigationButton: String
    /// `.blocks` or `.plain`.
    public var style: String
    /// Toolbar actions (empty: no toolbar).
    public var toolbarActions: [ToolbarActionContext]
    public var hasToolbar: Bool
    /// The `emptyStateItem:` argument (`entries.isEmpty ? ItemListTextEmptyStateItem(text: …) : nil`), or empty.
    public var emptyStateLine: String
    public var hasEmptyState: Bool
}

/// What `titleControlValueChanged` does.
public struct TitleSelectionContext: Sendable, Equatable, Encodable {
    public var hasSelection: Bool
    /// The state field the index selects.
    public var field: String
    /// Whether the field is an enum (else an Int index).
    public var isEnum: Bool
    /// The enum type, qualified: `AppearanceState.Theme`.
    public var enumType: String
}

/// A navigation button constant.
public struct NavigationButtonContext: Sendable, Equatable, Encodable {
    /// `rightNavigationButton`
    public var constant: String
    public var call: CallContext
}

/// One `ItemListToolbarItem.Action`.
public struct ToolbarActionContext: Sendable, Equatable, Encodable {
    public var call: CallContext
    public var isLast: Bool
    /// Whether a comma follows the action: every action of a multi-line list of two or more (swift-format adds
    /// a trailing comma after the last one).
    public var hasComma: Bool
}
