import ScreenDiagnostics

/// What decoding left out of a screen because of a problem it has reported, so that validation does not report the
/// consequences as problems of their own: a key written misspelt (`selcts:`, reported as unknown with "did you mean
/// `selects`?") is not also missing, and a declaration or row that failed to decode is not also unknown where it is
/// used.
///
/// Filled only on the way to reporting an error, so a file without errors costs nothing here.
struct DecodingGaps: Sendable {
    /// For each mapping with an unknown key that misspells one of its keys (by where the mapping starts), the keys
    /// misspelt.
    private var misspelt: [SourcePosition: Set<String>] = [:]
    /// Names under `state:`, `data:`, `parameters:` and `conditions:` whose declarations failed to decode.
    private(set) var failedNames: Set<String> = []
    /// The ids of rows that failed to decode.
    private(set) var failedRows: Set<String> = []
    /// The names of custom items whose declarations failed to decode: a row of such a kind is not also an unknown
    /// kind.
    private(set) var failedItems: Set<String> = []

    /// Notes that the mapping at `span` has an unknown key that is a misspelling of `key`.
    mutating func noteMisspelling(of key: String, in span: SourceSpan) {
        misspelt[span.start, default: []].insert(key)
    }

    /// Whether the mapping at `span` has an unknown key that is a misspelling of `key`.
    func misspells(_ key: String, in span: SourceSpan) -> Bool {
        misspelt[span.start]?.contains(key) ?? false
    }

    /// Notes that the declaration of `name` failed to decode.
    mutating func noteFailedDeclaration(_ name: String) { failedNames.insert(name) }

    /// Notes that the custom item `name` failed to decode.
    mutating func noteFailedItem(_ name: String) { failedItems.insert(name) }

    /// Notes that the row with id `id` failed to decode.
    mutating func noteFailedRow(_ id: String) { failedRows.insert(id) }
}
