import ScreenDiagnostics
import YAMLReader

/// Parses UTF-8 text as the file `test.yaml`.
func parse(_ text: String, file: String = "test.yaml") -> YAMLDocument {
    YAMLParser.parse(Array(text.utf8), file: file)
}

/// A 1-based position.
func pos(_ line: Int, _ column: Int) -> SourcePosition {
    SourcePosition(line: line, column: column)
}

/// A span in `test.yaml`.
func span(_ start: SourcePosition, _ end: SourcePosition, file: String = "test.yaml") -> SourceSpan {
    SourceSpan(file: file, start: start, end: end)
}

extension YAMLNode {
    /// The value for a scalar key of a mapping node.
    subscript(key: String) -> YAMLNode? {
        mapping?.first { $0.key.scalar?.value == key }?.value
    }

    /// The key node for a scalar key of a mapping node.
    func keyNode(_ key: String) -> YAMLNode? {
        mapping?.first { $0.key.scalar?.value == key }?.key
    }

    /// The item at `index` of a sequence node.
    subscript(index: Int) -> YAMLNode? {
        guard let items = sequence, items.indices.contains(index) else { return nil }
        return items[index]
    }

    /// The keys of a mapping node, in order.
    var keys: [String] { mapping?.compactMap { $0.key.scalar?.value } ?? [] }
}

extension YAMLDocument {
    /// The diagnostics of one rule.
    func diagnostics(_ rule: Rule) -> [Diagnostic] { diagnostics.filter { $0.rule == rule } }
    /// The rules of all diagnostics, in order.
    var rules: [Rule] { diagnostics.map(\.rule) }
}
