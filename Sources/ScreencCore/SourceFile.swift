/// One input file as the CLI read it: the path to show in diagnostics and its raw bytes.
public struct SourceFile: Sendable, Equatable {
    /// The path as it should appear in diagnostics (relative paths stay relative).
    public var path: String
    /// The file's raw contents.
    public var bytes: [UInt8]

    public init(path: String, bytes: [UInt8]) {
        self.path = path
        self.bytes = bytes
    }

    public init(path: String, text: String) {
        self.init(path: path, bytes: Array(text.utf8))
    }
}
