/// The keys each row kind accepts, besides `id`, `item`, `visible` and `forEach` which every row has: derived from
/// the kinds' descriptions (`ItemDescription.keys`), which also generate the tables of `docs/Language.md`.
enum RowKeys {
    static let common = ScreenLanguage.rowCommon.names
    /// Keys every row accepts after its kind's own (listed last in messages).
    static let repetition = ScreenLanguage.rowRepetition.names

    /// Every key a row of `description`'s kind accepts: `common`, the kind's own, then `repetition`.
    static func allowed(_ description: ItemDescription) -> [String] {
        common + description.keyNames + repetition
    }

    /// Every key a row of a built-in `kind` accepts. Built once per kind: every row asks.
    static func allowed(_ kind: RowKind) -> [String] { builtInAllowed[kind]! }

    private static let builtInAllowed: [RowKind: [String]] = Dictionary(
        uniqueKeysWithValues: RowKind.builtIns.map { ($0, allowed($0.itemDescription)) })

    /// The keys of a row whose kind is unknown.
    static let commonAndRepetition = common + repetition

    /// The row kinds among `descriptions` that accept `key`, as a phrase ("a switch row or a checkbox row"), or nil
    /// if none does.
    static func kindsAccepting(_ key: String, among descriptions: [ItemDescription]) -> String? {
        let kinds = descriptions.filter { $0.key(named: key) != nil }
        guard !kinds.isEmpty else { return nil }
        if kinds.count > 3 { return "\(kinds.prefix(3).map(\.phrase).joined(separator: ", ")) and others" }
        return kinds.map(\.phrase).joined(separator: " or ")
    }

    /// `kindsAccepting(_:among:)` over the built-in kinds.
    static func kindsAccepting(_ key: String) -> String? {
        kindsAccepting(key, among: BuiltinItems.all)
    }
}
