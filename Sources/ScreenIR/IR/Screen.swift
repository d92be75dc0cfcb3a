import ScreenDiagnostics

/// One screen: everything a screen file says, typed, with source positions.
///
/// The IR is what every later stage reads: the code generator, the preview and the linter.
public struct Screen: Sendable, Equatable {
    /// The file the screen was read from, as the user named it.
    public var file: String
    /// The screen's Swift name (UpperCamelCase).
    public var name: Located<String>
    public var title: ScreenTitle
    public var style: ListStyle
    public var systemStyle: SystemStyle
    public var state: [StateField]
    public var sections: [Section]
    public var navigationBar: NavigationBar
    /// 1 to 3 toolbar actions, or empty for no toolbar.
    public var toolbar: [ToolbarAction]
    /// `ItemListTextEmptyStateItem` text, shown when no row is visible.
    public var emptyState: DisplayText?

    public init(
        file: String, name: Located<String>, title: ScreenTitle, style: ListStyle = .blocks,
        systemStyle: SystemStyle = .glass, state: [StateField] = [], sections: [Section] = [],
        navigationBar: NavigationBar = NavigationBar(), toolbar: [ToolbarAction] = [], emptyState: DisplayText? = nil
    ) {
        self.file = file
        self.name = name
        self.title = title
        self.style = style
        self.systemStyle = systemStyle
        self.state = state
        self.sections = sections
        self.navigationBar = navigationBar
        self.toolbar = toolbar
        self.emptyState = emptyState
    }

    /// The state field with this name.
    public func field(named name: String) -> StateField? {
        state.first { $0.name.value == name }
    }
}
