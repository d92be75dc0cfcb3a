/// How a built-in kind is held in the IR: a typed struct (`SwitchRow`) with a property per key (`KeyStorage`), the
/// payload of its `RowItem` case. `ItemCodeGeneration` generates the struct, its decoder (`RowDecoder.decodeSwitch`)
/// and its call builder (`EntryBuilder.switchItem`) from the kind's description.
public struct BuiltinRow: Sendable, Equatable {
    /// The struct's name (`SwitchRow`).
    public var typeName: String
    /// The struct's doc comment, one paragraph.
    public var doc: String
    /// Whether the struct is written by hand and the whole row read by `SectionDecoder` (`SectionHeader`, which a
    /// section's `header:` shares): then only the call builder is generated.
    public var isHandWritten: Bool

    public init(_ typeName: String, doc: String, isHandWritten: Bool = false) {
        self.typeName = typeName
        self.doc = doc
        self.isHandWritten = isHandWritten
    }
}
