import ScreenDiagnostics
import ScreenExpressions
import ScreenIR
import ScreenRuntime

/// What changed between two states of a screen, as far as re-rendering cares: fields whose value changed as a
/// whole, and list fields of which only some elements changed (the ids of the elements whose value is new — added
/// ones included; removed and moved elements need none, their rows read nothing new).
struct StateChange: Sendable, Equatable {
    /// Fields whose value changed (a list here changed in a way nobody described: every instance is re-rendered).
    var fields: Set<String> = []
    /// List fields whose elements changed as described, by name: the ids of the elements whose value is new.
    var elements: [String: Set<ExpressionValue>] = [:]

    /// The change from `old` to `new` (states of the same screen): every field whose value differs, except the
    /// lists `described` says how they changed.
    init(from old: ScreenState, to new: ScreenState, described: [String: Set<ExpressionValue>] = [:]) {
        for field in new.fields where old[field.name] != new[field.name] {
            if let ids = described[field.name] {
                elements[field.name] = ids
            } else {
                fields.insert(field.name)
            }
        }
    }

    /// Whether nothing changed.
    var isEmpty: Bool { fields.isEmpty && elements.isEmpty }
}

/// The rows a change leaves as they were, by position: asked once per row while rendering, so a verdict is an
/// array lookup (and, for the instances of a list of which some elements changed, a comparison with their ids).
struct UnchangedRows {
    /// What the change means for the row (or all the instances of the repeated row) at a position.
    enum Verdict {
        /// Reads something that changed.
        case changed
        /// Reads nothing that changed.
        case unchanged
        /// A repeated row whose instances for these elements changed; the others did not.
        case unchangedExcept([ExpressionValue])
    }

    /// The verdicts, by position.
    let verdicts: [Verdict]

    /// Whether the row or instance `id` reads nothing that changed.
    func contains(_ id: RowID) -> Bool {
        guard verdicts.indices.contains(id.position) else { return false }
        switch verdicts[id.position] {
        case .changed: return false
        case .unchanged: return true
        case .unchangedExcept(let ids):
            guard let element = id.element else { return false }
            return !ids.contains(element)
        }
    }
}

/// Which names each row of a screen reads, so that a state change re-renders only the rows it can affect
/// (`ScreenRenderer.render(_:state:reusing:unchanged:)`).
///
/// The names are collected from everything a row is made of — its conditions, interpolated texts, bindings and
/// whatever else it holds — by walking its IR generically, and named conditions are replaced by the names they read
/// (transitively). Walking everything over-approximates (an id that happens to equal a field name counts as a read,
/// which only costs a re-render) and keeps the analysis right when rows gain new keys.
struct RowDependencies: Sendable, Equatable {
    /// The state, data and parameter names the row at each position reads, the list of a repeated row excluded.
    private let names: [Set<String>]
    /// The list a repeated row repeats over, by position; nil for a fixed row.
    private let lists: [String?]

    /// The dependencies of every row of `screen`.
    init(_ screen: Screen) {
        let declared = Set(
            screen.state.map(\.name.value) + screen.data.map(\.name.value) + screen.parameters.map(\.name.value)
        )
        var conditions: [String: Set<String>] = [:]
        for condition in screen.conditions {
            conditions[condition.name.value] = Set(condition.expression.fieldReferences)
        }
        var expanded: [String: Set<String>] = [:]
        /// The declared names `name` stands for: itself, or what a named condition reads (transitively).
        func resolve(_ name: String, visiting: Set<String> = []) -> Set<String> {
            if declared.contains(name) { return [name] }
            guard let references = conditions[name], !visiting.contains(name) else { return [] }
            if let known = expanded[name] { return known }
            var result: Set<String> = []
            for reference in references { result.formUnion(resolve(reference, visiting: visiting.union([name]))) }
            expanded[name] = result
            return result
        }
        var names: [Set<String>] = []
        var lists: [String?] = []
        for entry in ScreenEntries(screen).entries {
            var read: Set<String> = []
            Self.collect(entry.row, into: &read)
            // A removable row reads the revealed-options state, which no expression of the row names.
            if case .described(let item) = entry.row.item {
                if item.revealsOptions { read.insert(StateField.revealedPeerOptions) }
                if item.revealedOptionsKey != nil { read.insert(StateField.revealedOptions(of: entry.row.id.value)) }
            }
            var resolved: Set<String> = []
            for name in read { resolved.formUnion(resolve(name)) }
            let list = entry.row.repetition?.list.value
            if let list { resolved.remove(list) }
            names.append(resolved)
            lists.append(list)
        }
        self.names = names
        self.lists = lists
    }

    /// Which rows read nothing `change` changed: a fixed row when none of its names changed (a list it reads, e.g.
    /// for `.count`, counts as changed when any element did); an instance of a repeated row when none of its other
    /// names changed, its list did not change as a whole and its element is not one of the changed ones.
    func unchangedRows(by change: StateChange) -> UnchangedRows {
        UnchangedRows(
            verdicts: names.indices.map { position in
                let read = names[position]
                if !read.isDisjoint(with: change.fields) { return .changed }
                if !change.elements.isEmpty, read.contains(where: { change.elements[$0] != nil }) { return .changed }
                guard let list = lists[position] else { return .unchanged }
                if change.fields.contains(list) { return .changed }
                guard let ids = change.elements[list], !ids.isEmpty else { return .unchanged }
                return .unchangedExcept(Array(ids))
            }
        )
    }

    /// Adds every name `value` may read (see `visitNames`).
    private static func collect(_ value: Any, into names: inout Set<String>) {
        visitNames(in: value) { names.insert($0) }
    }

    /// Calls `visit` with every name `value` may read, once per place it is read: the references of its conditions
    /// and interpolated texts, and every string it holds (bindings such as `peer.muted` count by their first part).
    /// Source positions are skipped.
    static func visitNames(in value: Any, _ visit: (String) -> Void) {
        switch value {
        case let expression as Expression:
            for name in Set(expression.fieldReferences) { visit(name) }
        case let text as DisplayText:
            for expression in text.expressions {
                for name in Set(expression.fieldReferences) { visit(name) }
            }
        case let located as Located<String>:
            visit(firstComponent(located.value))
        case let string as String:
            visit(firstComponent(string))
        case is SourceSpan, is Bool, is Int:
            break
        default:
            for child in Mirror(reflecting: value).children { visitNames(in: child.value, visit) }
        }
    }

    private static func firstComponent(_ string: String) -> String {
        string.firstIndex(of: ".").map { String(string[..<$0]) } ?? string
    }
}
