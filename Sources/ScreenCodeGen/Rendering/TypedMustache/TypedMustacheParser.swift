/// Parses Mustache source into `TypedMustacheTemplate` nodes, following swift-mustache's parser
/// (`MustacheTemplate.parse`) step for step so that whitespace comes out byte for byte the same: text is read up to
/// a newline or a tag; a section, inverted section, comment, pragma or partial tag alone on its line ("standalone")
/// removes that line; a standalone partial keeps its leading whitespace as indentation.
///
/// Works on `Character`s like swift-mustache (so `\r\n` is one newline); it runs once per template, not per screen.
struct TypedMustacheParser {
    private let characters: [Character]
    private var position = 0

    init(_ source: String) {
        characters = Array(source)
    }

    /// Parses up to the end of the section named `sectionName` (or of the source, when nil).
    mutating func parse(sectionName: String?, newLine: Bool) throws(TypedMustacheUnsupported) -> TypedMustacheTemplate {
        var nodes: [TypedMustacheTemplate.Node] = []
        var newLine = newLine
        var whiteSpaceBefore = ""

        func flushWhiteSpace() {
            if !whiteSpaceBefore.isEmpty {
                nodes.append(.text(whiteSpaceBefore))
                whiteSpaceBefore = ""
            }
        }

        while !reachedEnd {
            if newLine {
                whiteSpaceBefore = read(while: { $0 == " " || $0 == "\t" })
            }
            let text = readUntilTagOrNewline()
            if current.isNewline {
                nodes.append(.text(whiteSpaceBefore + text + String(current)))
                newLine = true
                position += 1
                continue
            }
            if !text.isEmpty {
                nodes.append(.text(whiteSpaceBefore + text))
                whiteSpaceBefore = ""
                newLine = false
            }
            if reachedEnd { break }
            var standalone = false
            switch current {
            case "#", "^":
                let inverted = current == "^"
                position += 1
                let name = try readName()
                if isStandalone(newLine) {
                    standalone = true
                } else {
                    flushWhiteSpace()
                }
                let body = try parse(sectionName: name, newLine: newLine && standalone)
                nodes.append(.section(TemplateName(name), body, inverted: inverted))
            case "/":
                position += 1
                let name = try readName()
                guard name == sectionName else { throw unsupported("`{{/\(name)}}` closes no open section") }
                if !isStandalone(newLine) { flushWhiteSpace() }
                return TypedMustacheTemplate(nodes: nodes)
            case "!":
                position += 1
                try skipComment()
                standalone = isStandalone(newLine)
            case "{":
                flushWhiteSpace()
                position += 1
                let name = try readName()
                guard !reachedEnd, current == "}" else { throw unsupported("`{{{` without `}}}`") }
                position += 1
                nodes.append(.variable(TemplateName(name), escaped: false))
            case "&":
                flushWhiteSpace()
                position += 1
                nodes.append(.variable(TemplateName(try readName()), escaped: false))
            case ">":
                position += 1
                _ = read(while: \.isWhitespace)
                guard current != "*" else { throw unsupported("dynamic partials") }
                let name = try readPartialName()
                if !whiteSpaceBefore.isEmpty { nodes.append(.text(whiteSpaceBefore)) }
                if isStandalone(newLine) {
                    standalone = true
                    nodes.append(.partial(name, indentation: whiteSpaceBefore))
                } else {
                    nodes.append(.partial(name, indentation: nil))
                }
                whiteSpaceBefore = ""
            case "%":
                position += 1
                nodes.append(try readContentType())
                standalone = isStandalone(newLine)
            case "<", "$":
                throw unsupported("template inheritance")
            case "=":
                throw unsupported("set delimiters")
            default:
                flushWhiteSpace()
                nodes.append(.variable(TemplateName(try readName()), escaped: true))
            }
            newLine = standalone
        }
        guard sectionName == nil else { throw unsupported("section `\(sectionName!)` is not closed") }
        return TypedMustacheTemplate(nodes: nodes)
    }

    // MARK: - Reading

    private var reachedEnd: Bool { position == characters.count }

    /// The current character, or NUL at the end (as in swift-mustache).
    private var current: Character { reachedEnd ? "\0" : characters[position] }

    private mutating func read(while predicate: (Character) -> Bool) -> String {
        let start = position
        while !reachedEnd, predicate(characters[position]) { position += 1 }
        return String(characters[start..<position])
    }

    private mutating func read(_ text: String) -> Bool {
        let expected = Array(text)
        guard characters.count - position >= expected.count,
            Array(characters[position..<position + expected.count]) == expected
        else { return false }
        position += expected.count
        return true
    }

    /// Reads text up to `{{` (consumed) or a newline (`\n` or `\r\n`, not consumed), or the end.
    private mutating func readUntilTagOrNewline() -> String {
        var text = ""
        while !reachedEnd {
            text += read(while: { $0 != "\n" && $0 != "\r\n" && $0 != "{" })
            if current.isNewline { break }
            if current == "{" {
                if read("{{") { break }
                text.append("{")
                position += 1
            }
        }
        return text
    }

    /// Reads a tag name and the closing `}}`.
    private mutating func readName() throws(TypedMustacheUnsupported) -> String {
        _ = read(while: \.isWhitespace)
        let name = read(while: { Self.nameCharacters.contains($0) })
        _ = read(while: \.isWhitespace)
        guard read("}}") else { throw unsupported("a tag name that is not closed by `}}`") }
        guard !name.contains("(") && !name.contains(")") else { throw unsupported("transforms (`\(name)`)") }
        return name
    }

    private mutating func readPartialName() throws(TypedMustacheUnsupported) -> String {
        _ = read(while: \.isWhitespace)
        let name = read(while: { Self.partialNameCharacters.contains($0) })
        _ = read(while: \.isWhitespace)
        guard read("}}") else { throw unsupported("a partial name that is not closed by `}}`") }
        return name
    }

    private mutating func skipComment() throws(TypedMustacheUnsupported) {
        while !reachedEnd {
            if read("}}") { return }
            position += 1
        }
        throw unsupported("a comment that is not closed by `}}`")
    }

    /// `{{% CONTENT_TYPE: TEXT}}` or `HTML`, the only pragma swift-mustache knows.
    private mutating func readContentType() throws(TypedMustacheUnsupported) -> TypedMustacheTemplate.Node {
        _ = read(while: \.isWhitespace)
        let variable = read(while: { Self.pragmaCharacters.contains($0) })
        _ = read(while: \.isWhitespace)
        guard read(":") else { throw unsupported("a pragma without `:`") }
        _ = read(while: \.isWhitespace)
        let value = read(while: { Self.pragmaCharacters.contains($0) })
        _ = read(while: \.isWhitespace)
        guard read("}}"), variable == "CONTENT_TYPE", value == "TEXT" || value == "HTML" else {
            throw unsupported("the pragma `\(variable): \(value)`")
        }
        return .contentType(isHTML: value == "HTML")
    }

    /// Whether the tag just read is alone on its line; if so, the rest of the line and its newline are consumed.
    private mutating func isStandalone(_ newLine: Bool) -> Bool {
        guard newLine else { return false }
        if reachedEnd { return true }
        var end = position
        while end < characters.count, characters[end] == " " || characters[end] == "\t" { end += 1 }
        guard end < characters.count, characters[end].isNewline else { return false }
        position = end + 1
        return true
    }

    private func unsupported(_ reason: String) -> TypedMustacheUnsupported {
        TypedMustacheUnsupported(reason: reason)
    }

    private static let nameCharacters = Set<Character>(
        "0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ.-_?()*")
    private static let partialNameCharacters = Set<Character>(
        "0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ.-_?()*/")
    private static let pragmaCharacters = Set<Character>(
        "0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ.-_?*")
}
