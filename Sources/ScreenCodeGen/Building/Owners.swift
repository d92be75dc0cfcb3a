import ScreenExpressions
import ScreenIR

/// What a piece of generated Swift reads: the local state, the app data, the parameters, a repeated row's element.
struct Owners: OptionSet, Hashable {
    let rawValue: UInt8

    static let state = Owners(rawValue: 1)
    static let data = Owners(rawValue: 2)
    static let parameters = Owners(rawValue: 4)
    static let element = Owners(rawValue: 8)
}

/// A repeated row's element as generated code sees it: the variable the row binds and its record type.
struct ElementScope: Equatable {
    /// `peer`: the name in the screen file, also the Swift variable (loop variable, payload label, argument label).
    var variable: String
    /// The list data field: `blockedPeers`.
    var listField: String
    /// The element's record type.
    var list: ListType

    /// The element of `row`'s `forEach`, when the row repeats over a list data field.
    init?(_ row: Row, in screen: Screen) {
        guard let repetition = row.repetition, let list = screen.list(of: repetition) else { return nil }
        self.variable = repetition.element.value
        self.listField = repetition.list.value
        self.list = list
    }
}

/// The names a condition or text can read, by what they are: one dictionary built per screen.
struct Declarations {
    enum Kind {
        case state
        case data
        case parameter
        case condition(NamedCondition)
    }

    /// Names that are not state fields; nil when the screen declares nothing but state (most screens), where every
    /// name a validated condition reads is a state field.
    private let others: [String: Kind]?
    private let stateFields: Set<String>

    init(_ screen: Screen) {
        guard !screen.data.isEmpty || !screen.parameters.isEmpty || !screen.conditions.isEmpty else {
            others = nil
            stateFields = []
            return
        }
        var kinds: [String: Kind] = [:]
        // The first declaration of a name wins, as in `Screen.declaration(named:)`.
        for condition in screen.conditions.reversed() { kinds[condition.name.value] = .condition(condition) }
        for parameter in screen.parameters.reversed() { kinds[parameter.name.value] = .parameter }
        for field in screen.data.reversed() { kinds[field.name.value] = .data }
        others = kinds
        stateFields = Set(screen.state.map(\.name.value))
    }

    func kind(of name: String) -> Kind? {
        guard let others, !stateFields.contains(name) else { return .state }
        return others[name]
    }
}
