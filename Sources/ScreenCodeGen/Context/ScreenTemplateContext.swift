/// Everything the templates render for one screen. Templates only lay it out: every name, literal, condition and
/// argument list is decided here, by `TemplateContextBuilder`. `docs/Templates.md` documents every field.
///
/// Every object has every key (no optionals), so a Mustache lookup never falls through to an enclosing context.
public struct ScreenTemplateContext: Sendable, Equatable, Encodable {
    /// The screen file, relative to the working directory (`Screens/DataAndStorage.yaml`).
    public var sourceFile: String
    /// Generated type and function names.
    public var names: SwiftNames
    /// Modules to import, sorted.
    public var imports: [String]
    /// The state struct.
    public var state: StateContext
    /// Named conditions: `fileprivate` computed properties of the state struct.
    public var conditions: [ConditionPropertyContext]
    public var hasConditions: Bool
    /// Screens this one pushes, sorted by name.
    public var pushes: [PushContext]
    public var hasPushes: Bool
    /// Stored closures of the public hooks struct: the hooks, then a factory per pushed screen.
    public var hookMembers: [HookMemberContext]
    public var hasHookMembers: Bool
    /// Whether the app must pass some hook member (else the factory's `hooks:` defaults to `<Screen>Hooks()`).
    public var hasRequiredHooks: Bool
    /// Whether the screen calls hooks, which receive a `<Screen>Handle`.
    public var hasHandle: Bool
    /// Whether the factory declares `pushControllerImpl` (the screen pushes screens, or hooks may push).
    public var hasPushControllerImpl: Bool
    /// Whether the factory declares `stateValue` and the atomic `updateState` (bound controls or the handle change
    /// the state).
    public var hasStateUpdates: Bool
    /// Members of the arguments class, in declaration order (`updateState` first when controls are bound).
    public var argumentMembers: [MemberContext]
    public var hasArgumentMembers: Bool
    /// The cases of `<Screen>EntryTag`: one per row written in the screen file.
    public var entryTags: [EntryTagContext]
    public var hasEntryTags: Bool
    /// Whether any item uses `arguments` (else `item(…)` does not cast it, to avoid an unused-value warning).
    public var itemsUseArguments: Bool
    /// Whether the screen has any entry.
    public var hasEntries: Bool
    /// Whether the arguments class needs `updateState` and `update(_:to:)` (some control is bound to state).
    public var hasBindings: Bool
    /// Whether the arguments class needs `toggle(_:)` for expandable-switch sub-items.
    public var hasSubItems: Bool
    /// Cases of the section enum, in order.
    public var sections: [SectionContext]
    /// Cases of the entry enum, in display order.
    public var entries: [EntryContext]
    /// The entries function: sections with their conditions and rows.
    public var entryGroups: [EntryGroupContext]
    /// The controller factory.
    public var controller: ControllerContext
}

/// The generated state struct.
public struct StateContext: Sendable, Equatable, Encodable {
    /// Fields in declaration order.
    public var fields: [StateFieldContext]
    /// Nested enum types, in field order.
    public var enums: [EnumContext]
    /// Whether there is at least one field.
    public var hasFields: Bool
}

/// A condition as a computed property of the state struct.
public struct ConditionPropertyContext: Sendable, Equatable, Encodable {
    /// `isShareProxyEnabled`
    public var name: String
    /// The Bool expression over the struct's fields, one line or split before top-level `&&`/`||`
    /// (continuation lines start with four spaces).
    public var lines: [String]
    public var isLast: Bool
}

/// One stored property of the state struct.
public struct StateFieldContext: Sendable, Equatable, Encodable {
    /// `host`
    public var name: String
    /// `String`, `Bool`, `Int` or a nested enum name such as `Mode`.
    public var type: String
    /// The default as Swift source: `""`, `true`, `1080`, `.socks5`.
    public var defaultValue: String
    /// Whether this is the last field (for separators).
    public var isLast: Bool
}

/// A nested enum of the state struct.
public struct EnumContext: Sendable, Equatable, Encodable {
    /// `Mode`
    public var name: String
    /// Case names in declaration order.
    public var cases: [NameContext]
}

/// A plain name, for lists.
public struct NameContext: Sendable, Equatable, Encodable {
    public var name: String
    public var isFirst: Bool
    public var isLast: Bool
}

/// A case of the section enum.
public struct SectionContext: Sendable, Equatable, Encodable {
    /// `connection`
    public var name: String
    /// Entry patterns of the rows in this section, for `var section`: `.server, .serverPort`.
    public var entryPatterns: [NameContext]
    /// Whether the section has any entry.
    public var hasEntries: Bool
}
