import ScreenRuntime

/// The input being edited: which row, and where the cursor is. The text itself is the bound state field, so every
/// edit goes through `InteractionHandler` (`editText`) and obeys the same rules as the generated code.
public struct InputEditor: Sendable, Equatable {
    /// The stable id of the `singleLineInput` or `multilineInput` row.
    public let row: RowID
    /// Whether the input is a `multilineInput` (Alt-Enter and Ctrl-J insert a line break; ↑↓ move between lines).
    public let isMultiline: Bool
    /// The cursor, as an offset in Characters from the start of the text (0…count).
    public internal(set) var cursor: Int

    /// Creates an editor with the cursor at `cursor`.
    public init(row: RowID, isMultiline: Bool, cursor: Int) {
        self.row = row
        self.isMultiline = isMultiline
        self.cursor = cursor
    }
}
