extension ItemDescription {
    /// The header of an item's key table in `docs/Language.md`.
    public static let docsTableHeader = [
        "| key | type | default | required | ItemListUI parameter |", "|---|---|---|---|---|",
    ]

    /// The item's key table for `docs/Language.md`, one line per documented key, header included. Generated from the
    /// keys: a test keeps the page equal to it.
    public var docsTable: [String] {
        Self.docsTableHeader + keys.compactMap(\.docsRow)
    }
}

extension ItemKey {
    /// The key's line of the docs table; nil for a key documented in another key's line.
    public var docsRow: String? {
        guard let doc else { return nil }
        let defaultColumn = doc.defaultText ?? (isRequired ? "" : defaultValue?.docText ?? "—")
        let columns = [
            doc.heading ?? "`\(name)`", doc.type ?? docType, defaultColumn,
            doc.required ?? (isRequired ? "yes" : ""), doc.parameter,
        ]
        return "|" + columns.map { $0.isEmpty ? " " : " \($0) " }.joined(separator: "|") + "|"
    }
}

extension ItemDescription {
    /// What the generated call of a described kind passes, for `docs/Language.md` (under the kind's heading; a test
    /// keeps the page equal to it): every parameter in the initializer's order, with when it is left out or what
    /// it is without its key. "The call passes `presentationData`, `style` (left out when `.blocks`), …".
    public var docsCallSentence: String {
        let phrases = parameters.map { parameter -> String in
            let label = "`\(parameter.label)`"
            switch parameter.source {
            case .swift(let swift): return "`\(parameter.label): \(swift)`"
            case .accountContext: return "`\(parameter.label): arguments.context`"
            case .template(let template, let given, let absent, let fallback):
                let shown = String(template.map { $0 == "{" ? "<" : $0 == "}" ? ">" : $0 })
                let otherwise = fallback.map { "`\($0.swift)` with `\($0.key)` and " } ?? ""
                return "`\(parameter.label): \(shown)` (\(otherwise)`\(absent)` without `\(given)`)"
            case .peerEditing(_, let editing, let remove):
                return "\(label) (from `\(editing)` and `\(remove)`)"
            case .revealedOptionsSetter(let remove), .revealedOptions(_, let remove):
                return "\(label) (a no-op without `\(remove)`)"
            case .environment(let value): return "`\(parameter.label)`: the environment's `\(value.rawValue)`"
            case .optionsEditing(let type, _, let editing, let remove, _):
                return "\(label) (`\(type)` from `\(editing)` and `\(remove)`)"
            case .hookIgnoringArguments(let hook, _): return "\(label) (calls `\(hook)`; a no-op without it)"
            case .setter(let key): return "\(label) (writes `\(key)`)"
            case .key(let key):
                if let defaultValue = parameter.defaultValue { return "\(label) (left out when `\(defaultValue)`)" }
                if let absent = parameter.absent { return "\(label) (`\(absent)` without `\(key)`)" }
                let isAlwaysGiven = keys.first { $0.name == key }.map { $0.isRequired || $0.defaultValue != nil } ?? true
                return isAlwaysGiven || parameter.hasDefault ? label : "\(label) (`nil` without `\(key)`)"
            case .presentationData, .sectionId, .style, .systemStyle, .tag, .builtIn:
                return parameter.defaultValue.map { "\(label) (left out when `\($0)`)" } ?? label
            }
        }
        return "The call passes \(phrases.dropLast().joined(separator: ", ")) and \(phrases.last ?? "")."
    }
}
