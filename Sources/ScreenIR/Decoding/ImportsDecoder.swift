import ScreenDiagnostics
import YAMLReader

/// `imports:` of a screen file or a declarations file: a list of paths of declarations files, relative to the file
/// that writes them. Which files they name, and what those declare, is the caller's (`ImportResolver`).
struct ImportsDecoder {
    let values: ValueReader

    /// The paths, in order; a malformed entry is reported and left out, and so is a path written twice.
    func decode(_ node: YAMLNode) -> [Located<String>] {
        guard let items = node.sequence else {
            values.sink.report(
                .wrongType, "`imports` must be a list of paths of declarations files, not \(node.kindDescription)",
                at: node.span,
                help: node.scalar.map { "write `imports: [\($0.value)]`" } ?? "write `imports: [Shared/Privacy.yaml]`")
            return []
        }
        var paths = FirstOccurrences()
        var result: [Located<String>] = []
        for item in items {
            guard let scalar = values.scalar(item, what: "an imported path") else { continue }
            let path = Located(scalar.value, span: item.span)
            if let first = paths.insert(path) {
                values.sink.report(
                    .duplicateID, "`\(path.value)` is imported twice", at: path.span,
                    labels: [Diagnostic.Label(span: first, message: "first imported here")], help: "remove one")
                continue
            }
            result.append(path)
        }
        return result
    }
}
