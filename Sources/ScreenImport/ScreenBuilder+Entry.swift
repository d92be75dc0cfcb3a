/// What the builder reads each entry into.
extension ScreenBuilder {
    /// An entry read: where it goes and what it says.
    struct Entry {
        var id: String
        var section: String
        /// The translated `if` conditions around the entry, outermost first.
        var conditionParts: [String] = []
        /// How many of `conditionParts` are outside its `for` loop: only those can be its section's.
        var shareableParts = 0
        var condition: String? { ScreenBuilder.joined(conditionParts[...]) }
        /// `forEach:` of a row repeated by a `for` loop (`peer in blockedPeers`).
        var forEach: String?
        var reading: RowReading?
        /// Comment lines (without `# `) for what was not mapped.
        var notes: [String]
        /// Left entirely: only the comment is written.
        var left: Bool
        var quote: [String]
    }
}
