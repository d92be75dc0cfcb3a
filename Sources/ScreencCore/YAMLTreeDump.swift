import DiagnosticFormats
import ScreenDiagnostics
import YAMLReader

/// The node tree screenc reads from YAML files, as JSON (`screenc dump-yaml`, hidden): what the portability test
/// (`Tests/Portability/compare-yaml-tools.py`) compares with what PyYAML and the JavaScript `yaml` package load.
///
/// One object per file, in the order given: `file`, `tree` (null when the file holds no document or is not
/// well-formed YAML) and `errors`, the rule ids of the reader's errors (a syntax error, a duplicate key, an anchor, …)
/// in source order. In the tree a plain scalar is `{"plain": text}` (other tools type it: `true`, `10`, `null`), any
/// other scalar is its text, a list an array and a mapping `{"map": [[key, value], …]}` in source order.
public enum YAMLTreeDump {
    public static func json(_ files: [SourceFile]) -> String {
        JSONValue.array(files.map { file in
            let document = YAMLParser.parse(file.bytes, file: file.path)
            let errors = document.diagnostics.filter { $0.severity == .error }.map { JSONValue.string($0.rule.rawValue) }
            return .object([
                "file": .string(file.path),
                "tree": document.root.map(node) ?? .null,
                "errors": .array(errors),
            ])
        }).document
    }

    private static func node(_ node: YAMLNode) -> JSONValue {
        switch node.content {
        case .scalar(let scalar):
            scalar.isPlainUntagged ? .object(["plain": .string(scalar.value)]) : .string(scalar.value)
        case .sequence(let items):
            .array(items.map(Self.node))
        case .mapping(let pairs):
            .object(["map": .array(pairs.map { .array([Self.node($0.key), Self.node($0.value)]) })])
        }
    }
}
