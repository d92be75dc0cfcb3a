// The row structs of the inputs are generated (`IR/Generated/GeneratedInputsRows.swift`).

extension SingleLineInputRow {
    /// Whether the input hides what is typed.
    public var isSecure: Bool { type == .password }
}
