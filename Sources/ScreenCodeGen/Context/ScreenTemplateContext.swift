import ScreenDiagnostics

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
    /// The same modules, each with the app's declarations the file uses from it (the `import` lines).
    public var importLines: [ImportLineContext]
    /// The state struct.
    public var state: RecordContext
    /// The app data struct (`hasData`).
    public var data: DataContext
    public var hasData: Bool
    /// The parameters struct (`hasParameters`).
    public var parameters: RecordContext
    public var hasParameters: Bool
    /// The condition members, by the type they extend (state, data, parameters, list elements).
    public var conditionExtensions: [ConditionExtensionContext]
    public var hasConditions: Bool
    /// The screen's reusable texts (`texts:`), each a private function of the file, in declaration order.
    public var reusableTexts: [ReusableTextContext]
    public var hasReusableTexts: Bool
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
    /// Whether a control bound to state names a `change` hook: the arguments class needs `update(_:to:changed:)`.
    public var hasChangeHooks: Bool
    /// Some removable peer row reports swipes: the arguments' `setPeerIdWithRevealedOptions(_:_:)`.
    public var revealsPeerOptions: Bool
    /// Some switch bound to app data flips under the finger, or some list shows its dragged order until the drag ends:
    /// the factory keeps the data as the screen shows it (`shownData`, `updateShownData`); for a switch the arguments
    /// class has `updateShownData` too.
    public var showsDataChanges: Bool
    /// The removable custom rows that report swipes: one arguments method and state field each.
    public var revealedOptions: [RevealedOptionsContext]
    /// Whether the arguments class needs `toggle(_:)` for expandable-switch sub-items.
    public var hasSubItems: Bool
    /// Cases of the section enum, in order.
    public var sections: [SectionContext]
    /// Cases of the entry enum, in display order.
    public var entries: [EntryContext]
    /// Whether a row repeats over a list: `stableId` is then a `StableId` and `<` compares `sortKey`.
    public var hasRepeatedRows: Bool
    /// The cases of the entry's `StableId` enum (`row(Int32)`, `peer(Int)`); empty without repeated rows.
    public var stableIdCases: [NameContext]
    /// The entries function's parameters: `state:`, then `data:` and `parameters:` when the screen has them.
    public var entriesParameters: [ParameterContext]
    /// The entries function: sections with their conditions and rows.
    public var entryGroups: [EntryGroupContext]
    /// The controller factory.
    public var controller: ControllerContext
    /// Lines whose length grows with the screen's name, laid out as `swift format` lays them out: the handle's
    /// `public func updateState(_ f: (inout EditNameState) -> Void) {` (after `    `), the entry tag's
    /// `if let other = other as? EditNameEntryTag, self == other {` (after `        `), and `item(…)`'s
    /// `let arguments = arguments as! EditNameControllerArguments` (after `        `).
    public var updateStateDeclaration = ""
    public var isEqualCondition = ""
    public var argumentsCast = ""
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
    /// `return ConnectionSection.connection.rawValue`, laid out after `            ` (`var section`'s `return`).
    public var returnStatement: String
}

/// One `import` line: the module, and the Swift names of the app's declared types and functions the file uses from it
/// (`import TelegramCore  // AutoDownloadSettings, AutoDownloadCategory`), which says which declaration is whose.
public struct ImportLineContext: Sendable, Equatable, Encodable {
    /// `TelegramCore`
    public var module: String
    /// `AutoDownloadSettings, AutoDownloadCategory`: the declared types (in the order the file reaches them from its
    /// data, parameters and texts) and then the functions it calls; empty for a module no declaration names. A list
    /// that would take the line past 120 columns goes on in `//` lines below it, each line but the last ending with
    /// a comma.
    public var uses: String
    public var hasUses: Bool

    /// `uses` keeps only dotted Swift identifiers (`EnginePeer.Presence`): nothing else can reach the comment, which
    /// ends at the line's end.
    init(module: String, uses: [String]) {
        let names = uses.filter { name in
            name.split(separator: ".", omittingEmptySubsequences: false).allSatisfy { SwiftIdentifier.isValid(String($0)) }
        }
        self.module = module
        self.uses = Self.wrapped(names, after: "import \(module)  // ".count)
        self.hasUses = !names.isEmpty
    }

    /// `names` joined by `, `, broken into `//` lines so that none passes the line length (the first line starts at
    /// column `start`).
    private static func wrapped(_ names: [String], after start: Int) -> String {
        var text = ""
        var column = start
        for (index, name) in names.enumerated() {
            let isLast = index == names.count - 1
            let width = name.count + (isLast ? 0 : 1)
            if index > 0 {
                if column + 1 + width > SwiftLayout.lineLength {
                    text += "\n// "
                    column = 3
                } else {
                    text += " "
                    column += 1
                }
            }
            text += name + (isLast ? "" : ",")
            column += width
        }
        return text
    }
}
