import ScreenDiagnostics

/// One YAML comment: where its `#` is and the text after it.
public struct YAMLComment: Sendable, Equatable {
    /// The position of the `#` (1-based line; column in Unicode scalars, as every span).
    public var position: SourcePosition
    /// The text after the `#`, up to the end of the line (without the line break).
    public var text: String

    public init(position: SourcePosition, text: String) {
        self.position = position
        self.text = text
    }
}

/// Finds the comments of a YAML file, which libyaml drops.
///
/// A `#` starts a comment when it is the first character of a line or follows a space or tab — and is not part of a
/// scalar. The second condition is what a plain text scan cannot know (`title: "a # b"`, a `# heading` line inside a
/// `|` block scalar), so the scan takes the document's node tree and skips the span of every scalar, keys included.
/// The header line of a block scalar (`text: | # comment`) is not part of its text, so a comment there counts.
public enum YAMLComments {
    /// The comments of `bytes`, in source order; `root` is the document `YAMLParser.parse` read from the same bytes
    /// (nil for an empty document). Only meaningful for a file that parsed without a syntax error.
    public static func find(in bytes: [UInt8], root: YAMLNode?) -> [YAMLComment] {
        var scalars: [(start: SourcePosition, end: SourcePosition)] = []
        if let root { collectScalarSpans(root, into: &scalars) }
        scalars.sort { $0.start < $1.start }
        var comments: [YAMLComment] = []
        var next = 0  // the first scalar that does not end before the current position
        var line = 1
        var column = 1
        var previous: Unicode.Scalar = "\n"
        var commentStart: SourcePosition?
        var commentText = String.UnicodeScalarView()
        for scalar in String(decoding: bytes, as: UTF8.self).unicodeScalars {
            if scalar == "\n" {
                if let start = commentStart {
                    comments.append(YAMLComment(position: start, text: String(trimmingCarriageReturn(commentText))))
                    commentStart = nil
                    commentText = String.UnicodeScalarView()
                }
                line += 1
                column = 1
                previous = scalar
                continue
            }
            if commentStart != nil {
                commentText.append(scalar)
            } else if scalar == "#", previous == "\n" || previous == " " || previous == "\t" {
                let position = SourcePosition(line: line, column: column)
                while next < scalars.count, scalars[next].end <= position { next += 1 }
                let insideScalar = next < scalars.count && scalars[next].start <= position
                if !insideScalar { commentStart = position }
            }
            previous = scalar
            column += 1
        }
        if let start = commentStart {
            comments.append(YAMLComment(position: start, text: String(trimmingCarriageReturn(commentText))))
        }
        return comments
    }

    private static func trimmingCarriageReturn(_ text: String.UnicodeScalarView) -> String.UnicodeScalarView {
        text.last == "\r" ? String.UnicodeScalarView(text.dropLast()) : text
    }

    /// The span of every scalar under `node`; a block scalar's span starts on the line after its `|` or `>` header.
    private static func collectScalarSpans(
        _ node: YAMLNode, into spans: inout [(start: SourcePosition, end: SourcePosition)]
    ) {
        switch node.content {
        case .scalar(let scalar):
            var start = node.span.start
            if scalar.style == .literal || scalar.style == .folded {
                start = SourcePosition(line: start.line + 1, column: 1)
            }
            if start < node.span.end { spans.append((start, node.span.end)) }
        case .sequence(let items):
            for item in items { collectScalarSpans(item, into: &spans) }
        case .mapping(let pairs):
            for pair in pairs {
                collectScalarSpans(pair.key, into: &spans)
                collectScalarSpans(pair.value, into: &spans)
            }
        }
    }
}
