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
            doc.heading ?? "`\(name)`", doc.type ?? kind.docType, defaultColumn,
            doc.required ?? (isRequired ? "yes" : ""), doc.parameter,
        ]
        return "|" + columns.map { $0.isEmpty ? " " : " \($0) " }.joined(separator: "|") + "|"
    }
}
