import ScreenDiagnostics
import ScreenExpressions

/// One screen: everything a screen file says, typed, with source positions.
///
/// The IR is what every later stage reads: the code generator, the preview and the linter.
public struct Screen: Sendable, Equatable {
    /// The file the screen was read from, as the user named it.
    public var file: String
    /// The screen's Swift name (UpperCamelCase).
    public var name: Located<String>
    /// The title shown when no conditional title applies.
    public var title: ScreenTitle
    /// Titles shown while their condition holds, checked in order before `title`.
    public var conditionalTitles: [ConditionalTitle]
    public var style: ListStyle
    public var systemStyle: SystemStyle
    /// Values the caller fixes when it creates the screen.
    public var parameters: [Parameter]
    /// App data: values the app provides and keeps current; read-only to the screen.
    public var data: [DataField]
    /// UI-local state the screen keeps and its controls change.
    public var state: [StateField]
    /// Conditions defined once and used by name.
    public var conditions: [NamedCondition]
    public var sections: [Section]
    public var navigationBar: NavigationBar
    /// 1 to 3 toolbar actions, or empty for no toolbar.
    public var toolbar: [ToolbarAction]
    /// `ItemListNodeState(emptyStateItem:)`: the variants of `emptyState:`, in order (empty: none).
    public var emptyStates: [EmptyState]
    /// Presentation, animation, initial focus and lifecycle hooks.
    public var presentation: Presentation
    /// The app's types and functions the screen uses, and its reusable texts: its own `types:`, `functions:` and
    /// `texts:`, then those of the declarations files it imports.
    public var declarations: AppDeclarations

    public init(
        file: String, name: Located<String>, title: ScreenTitle, conditionalTitles: [ConditionalTitle] = [],
        style: ListStyle = .blocks, systemStyle: SystemStyle = .glass, parameters: [Parameter] = [],
        data: [DataField] = [], state: [StateField] = [], conditions: [NamedCondition] = [], sections: [Section] = [],
        navigationBar: NavigationBar = NavigationBar(), toolbar: [ToolbarAction] = [], emptyState: DisplayText? = nil,
        emptyStates: [EmptyState] = [], presentation: Presentation = Presentation(),
        declarations: AppDeclarations = AppDeclarations()
    ) {
        self.file = file
        self.name = name
        self.title = title
        self.conditionalTitles = conditionalTitles
        self.style = style
        self.systemStyle = systemStyle
        self.parameters = parameters
        self.data = data
        self.state = state
        self.conditions = conditions
        self.sections = sections
        self.navigationBar = navigationBar
        self.toolbar = toolbar
        self.emptyStates = emptyState.map { [EmptyState(content: .text($0), span: $0.span)] } ?? emptyStates
        self.presentation = presentation
        self.declarations = declarations
    }

    /// The state field with this name.
    public func field(named name: String) -> StateField? {
        state.first { $0.name.value == name }
    }

    /// The app data field with this name.
    public func dataField(named name: String) -> DataField? {
        data.first { $0.name.value == name }
    }

    /// The parameter with this name.
    public func parameter(named name: String) -> Parameter? {
        parameters.first { $0.name.value == name }
    }

    /// The named condition with this name.
    public func condition(named name: String) -> NamedCondition? {
        conditions.first { $0.name.value == name }
    }
}
