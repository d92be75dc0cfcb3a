/// What one template's tags say about nesting and inclusion, read in one pass over its text without building a tree:
/// the facts `TemplateCheck` needs before a parser that recurses per section (swift-mustache's, the typed one) or a
/// renderer that expands partials sees the template.
///
/// Tags are found as swift-mustache finds them: the current delimiters (`{{` `}}` until a set-delimiter tag such as
/// `{{=<% %>=}}` changes them), the tag's kind from the character after the opening delimiter, and the tag's end at
/// the next closing delimiter. Where the text stops making sense (a tag that is never closed, a malformed
/// set-delimiter tag) reading stops: swift-mustache stops there too, with a parse error.
struct TemplateOutline: Sendable {
    /// A place in the template, 1-based; columns count Characters, as swift-mustache's parse errors do.
    struct Position: Sendable, Equatable {
        var line: Int
        var column: Int
    }

    /// A `{{> name}}` or `{{< name}}` tag.
    struct Inclusion: Sendable {
        var name: String
        /// Whether the name is looked up in the context at render time (`{{>*name}}`).
        var isDynamic: Bool
        /// The sections (and inheritance blocks) open around the tag.
        var depth: Int
        var position: Position
    }

    /// Every inclusion, in order.
    private(set) var inclusions: [Inclusion] = []
    /// `openings[k]` is where the nesting first reaches `k + 1` levels: the tag that opens that level.
    private(set) var openings: [Position] = []
    /// The template's length in Characters.
    private(set) var length = 0
    /// How often swift-mustache's parser compares the text with a delimiter: at each tag and at each other character
    /// that starts like the opening delimiter. Each comparison measures the rest of the text (see
    /// `ScreenRenderer.maxSwiftMustacheParseCost`).
    private(set) var delimiterComparisons = 0

    /// The deepest nesting of sections and blocks.
    var depth: Int { openings.count }

    init(_ source: String) {
        let characters = Array(source)
        length = characters.count
        var opening: [Character] = ["{", "{"]
        var closing: [Character] = ["}", "}"]
        var depth = 0
        var lines = LineCounter()
        var index = 0

        func matches(_ delimiter: [Character], at start: Int) -> Bool {
            guard start + delimiter.count <= characters.count else { return false }
            for offset in delimiter.indices where characters[start + offset] != delimiter[offset] { return false }
            return true
        }
        func find(_ delimiter: [Character], from start: Int) -> Int? {
            var index = start
            while index < characters.count {
                if characters[index] == delimiter[0] && matches(delimiter, at: index) { return index }
                index += 1
            }
            return nil
        }

        scan: while index < characters.count {
            guard characters[index] == opening[0] else {
                index += 1
                continue
            }
            delimiterComparisons += 1
            guard matches(opening, at: index) else {
                index += 1
                continue
            }
            let tagStart = index
            let kindIndex = index + opening.count
            // A tag that is never closed: no later tag can be closed either.
            guard kindIndex < characters.count, let end = find(closing, from: kindIndex) else { break scan }
            let kind = characters[kindIndex]
            let content = String(characters[(kindIndex + 1)..<max(kindIndex + 1, end)])
            var next = end + closing.count
            let position = lines.position(of: tagStart, in: characters)
            switch kind {
            case "#", "^", "$", "<":
                if kind == "<" { inclusions.append(Self.inclusion(content, depth: depth, at: position)) }
                depth += 1
                if depth > openings.count { openings.append(position) }
            case "/":
                depth = max(0, depth - 1)
            case ">":
                inclusions.append(Self.inclusion(content, depth: depth, at: position))
            case "=":
                // `{{=<% %>=}}`: the new delimiters, separated by whitespace, then `=`.
                let parts = content.split(whereSeparator: \.isWhitespace)
                guard parts.count == 2 || (parts.count == 3 && parts[2] == "="), let last = parts.last else { break scan }
                let end = parts.count == 3 ? parts[1] : last.dropLast()
                guard last.hasSuffix("="), !end.isEmpty else { break scan }
                opening = Array(parts[0])
                closing = Array(end)
            case "{":
                if next < characters.count, characters[next] == "}" { next += 1 }
            default:
                break
            }
            delimiterComparisons += 1
            index = next
        }
    }

    private static func inclusion(_ content: String, depth: Int, at position: Position) -> Inclusion {
        var name = Substring(content).drop { $0.isWhitespace }
        let isDynamic = name.first == "*"
        if isDynamic { name = name.dropFirst().drop { $0.isWhitespace } }
        let trimmed = String(name.reversed().drop { $0.isWhitespace }.reversed())
        return Inclusion(name: trimmed, isDynamic: isDynamic, depth: depth, position: position)
    }

    /// Line and column of ever later indices, counted once over the text. Lines end at a line feed, a carriage return
    /// or both (one `Character`), as editors count them: not at the other characters Swift calls newlines (a
    /// vertical tab, a form feed, U+0085, U+2028, U+2029), which a template may hold as text.
    struct LineCounter {
        var counted = 0
        var line = 1
        var lineStart = 0

        mutating func position(of index: Int, in characters: [Character]) -> Position {
            while counted < index {
                if Self.endsLine(characters[counted]) {
                    line += 1
                    lineStart = counted + 1
                }
                counted += 1
            }
            return Position(line: line, column: index - lineStart + 1)
        }

        static func endsLine(_ character: Character) -> Bool {
            character == "\n" || character == "\r\n" || character == "\r"
        }
    }

    /// The place of a swift-mustache parse error, as screenc counts lines (`LineCounter`). swift-mustache numbers the
    /// line by every `Character` Swift calls a newline (a vertical tab too) and the column from the last `"\n"`
    /// `Character` (a `"\r\n"` is not one); both describe one index, found here, then counted again.
    static func position(ofSwiftMustacheLine line: Int, column: Int, in source: String) -> Position {
        let characters = Array(source)
        var newlines = 0
        var lastLineFeed = 0  // the index after the last "\n"
        for index in 0...characters.count {
            if newlines == line - 1 && index - lastLineFeed == column - 1 {
                var counter = LineCounter()
                return counter.position(of: index, in: characters)
            }
            guard index < characters.count else { break }
            if characters[index].isNewline { newlines += 1 }
            if characters[index] == "\n" { lastLineFeed = index + 1 }
        }
        return Position(line: line, column: column)
    }
}
