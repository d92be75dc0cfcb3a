import ScreenExpressions

/// A screen's declarations by name, for passes that look a name up per row or per binding: the same answers as
/// `Screen.declaration(named:)`, through a scan when the screen declares a handful of names (most screens, where the
/// scan is faster than hashing) and a dictionary beyond that, so a screen with thousands of fields stays linear.
struct DeclarationIndex {
    private let screen: Screen
    private let byName: [String: Declaration]?

    private static let dictionaryThreshold = 16

    init(_ screen: Screen) {
        self.screen = screen
        let count = screen.state.count + screen.data.count + screen.parameters.count + screen.conditions.count
        guard count > Self.dictionaryThreshold else {
            byName = nil
            return
        }
        var byName: [String: Declaration] = [:]
        byName.reserveCapacity(count)
        // Later kinds and later duplicates never replace an earlier declaration, as in `Screen.declaration(named:)`.
        for field in screen.state where byName[field.name.value] == nil { byName[field.name.value] = .state(field) }
        for field in screen.data where byName[field.name.value] == nil { byName[field.name.value] = .data(field) }
        for parameter in screen.parameters where byName[parameter.name.value] == nil {
            byName[parameter.name.value] = .parameter(parameter)
        }
        for condition in screen.conditions where byName[condition.name.value] == nil {
            byName[condition.name.value] = .condition(condition)
        }
        self.byName = byName
    }

    /// The declaration of `name` (the first, if a name is declared twice).
    func declaration(named name: String) -> Declaration? {
        guard let byName else { return screen.declaration(named: name) }
        return byName[name]
    }

    /// The list a repeated row's element comes from; nil for a `forEach` that names no list data field.
    func list(of repetition: Repetition) -> ListType? {
        guard let byName else { return screen.list(of: repetition) }
        if case .data(let field)? = byName[repetition.list.value] { return field.listType }
        // A name declared as state first and as data later: the data field, as `Screen.list(of:)` finds it.
        return byName[repetition.list.value] == nil ? nil : screen.list(of: repetition)
    }
}
