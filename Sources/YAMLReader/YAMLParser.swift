import CYAML
import ScreenDiagnostics

/// Reads YAML text into a `YAMLDocument` with libyaml's event API.
public enum YAMLParser {
    /// Parses `bytes` (the raw contents of `file`) into a node tree.
    ///
    /// Never throws and never crashes on bad input: every problem becomes a diagnostic.
    public static func parse(_ bytes: [UInt8], file: String) -> YAMLDocument {
        // TODO(helper): implement with libyaml events.
        YAMLDocument(root: nil, diagnostics: [])
    }
}
