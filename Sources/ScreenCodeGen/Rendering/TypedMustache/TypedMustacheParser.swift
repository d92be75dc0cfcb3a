/// Parses Mustache source into `TypedMustacheTemplate` nodes, following swift-mustache's parser
/// (`MustacheTemplate.parse`) step for step so that whitespace comes out byte for byte the same: text is read up to
/// a newline or a tag; a section, inverted section, comment, pragma or partial tag alone on its line ("standalone")
/// removes that line; a standalone partial keeps its leading whitespace as indentation.
///
/// Works on `Character`s like swift-mustache (so `\r\n` is one newline); it runs once per template, not per screen,
/// but every `compile` parses all the built-in templates, so each character is classified once (`codes`) and the
/// reading tests that byte rather than hashing or comparing `Character`s.
struct TypedMustacheParser {
    /// The source's characters; empty when the source is ASCII without `\r` (then each byte is one character, and
    /// `codes` says everything).
    private let characters: [Character]
    /// For each character: its byte when it is one ASCII scalar, else one of the `Code` markers.
    private let codes: [UInt8]
    private var position = 0

    /// The markers of `codes` for characters that are not one ASCII scalar.
    private enum Code {
        /// `\r\n`, one character.
        static let crlf: UInt8 = 0x80
        /// Another newline (U+0085, U+2028, U+2029).
        static let otherNewline: UInt8 = 0x81
        /// Anything else.
        static let other: UInt8 = 0x82
    }

    init(_ source: String) {
        // The built-in templates are ASCII with `\n` line ends: their bytes are their characters.
        if source.utf8.allSatisfy({ $0 < 0x80 && $0 != UInt8(ascii: "\r") }) {
            characters = []
            codes = Array(source.utf8)
            return
        }
        characters = Array(source)
        codes = characters.map { character in
            if character == "\r\n" { return Code.crlf }
            if character.utf8.count == 1, let byte = character.utf8.first { return byte }
            return character.isNewline ? Code.otherNewline : Code.other
        }
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
                whiteSpaceBefore = read(while: { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") })
            }
            let text = readUntilTagOrNewline()
            if isNewline(at: position) {
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
                skipWhitespace()
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

    private var reachedEnd: Bool { position == codes.count }

    /// The current character, or NUL at the end (as in swift-mustache).
    private var current: Character {
        if reachedEnd { return "\0" }
        if codes[position] < 0x80 { return Character(Unicode.Scalar(codes[position])) }
        return characters[position]
    }

    /// Reads the characters whose codes satisfy `predicate` (which never accepts a marker unless it means to).
    private mutating func read(while predicate: (UInt8) -> Bool) -> String {
        let start = position
        var isASCII = true
        while !reachedEnd, predicate(codes[position]) {
            isASCII = isASCII && codes[position] < 0x80
            position += 1
        }
        if isASCII { return String(decoding: codes[start..<position], as: UTF8.self) }
        return String(characters[start..<position])
    }

    /// Skips `Character.isWhitespace` characters.
    private mutating func skipWhitespace() {
        while !reachedEnd, isWhitespace(at: position) { position += 1 }
    }

    /// Reads `text` (ASCII) when it comes next.
    private mutating func read(_ text: StaticString) -> Bool {
        let count = text.utf8CodeUnitCount
        guard codes.count - position >= count else { return false }
        for offset in 0..<count where codes[position + offset] != text.utf8Start[offset] { return false }
        position += count
        return true
    }

    private func isNewline(at index: Int) -> Bool {
        guard index < codes.count else { return false }
        let code = codes[index]
        return (0x0A...0x0D).contains(code) || code == Code.crlf || code == Code.otherNewline
    }

    private func isWhitespace(at index: Int) -> Bool {
        let code = codes[index]
        if code < 0x80 { return code == 0x20 || (0x09...0x0D).contains(code) }
        return code == Code.crlf || characters[index].isWhitespace
    }

    /// Reads text up to `{{` (consumed) or a newline (`\n` or `\r\n`, not consumed), or the end.
    private mutating func readUntilTagOrNewline() -> String {
        var text = ""
        while !reachedEnd {
            text += read(while: { $0 != UInt8(ascii: "\n") && $0 != Code.crlf && $0 != UInt8(ascii: "{") })
            if isNewline(at: position) { break }
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
        skipWhitespace()
        let name = read(while: { $0 < 0x80 && Self.nameCharacters[Int($0)] })
        skipWhitespace()
        guard read("}}") else { throw unsupported("a tag name that is not closed by `}}`") }
        // Bytes, not `contains("(")`: with Foundation in the module that is a substring search, hundreds of times
        // slower.
        guard !name.utf8.contains(where: { $0 == UInt8(ascii: "(") || $0 == UInt8(ascii: ")") }) else {
            throw unsupported("transforms (`\(name)`)")
        }
        return name
    }

    private mutating func readPartialName() throws(TypedMustacheUnsupported) -> String {
        skipWhitespace()
        let name = read(while: { $0 < 0x80 && Self.partialNameCharacters[Int($0)] })
        skipWhitespace()
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
        skipWhitespace()
        let variable = read(while: { $0 < 0x80 && Self.pragmaCharacters[Int($0)] })
        skipWhitespace()
        guard read(":") else { throw unsupported("a pragma without `:`") }
        skipWhitespace()
        let value = read(while: { $0 < 0x80 && Self.pragmaCharacters[Int($0)] })
        skipWhitespace()
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
        while end < codes.count, codes[end] == UInt8(ascii: " ") || codes[end] == UInt8(ascii: "\t") { end += 1 }
        guard isNewline(at: end) else { return false }
        position = end + 1
        return true
    }

    private func unsupported(_ reason: String) -> TypedMustacheUnsupported {
        TypedMustacheUnsupported(reason: reason)
    }

    private static let nameCharacters = asciiTable(
        "0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ.-_?()*")
    private static let partialNameCharacters = asciiTable(
        "0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ.-_?()*/")
    private static let pragmaCharacters = asciiTable(
        "0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ.-_?*")

    /// Whether each ASCII byte is one of `characters`.
    private static func asciiTable(_ characters: String) -> [Bool] {
        var table = Array(repeating: false, count: 128)
        for byte in characters.utf8 { table[Int(byte)] = true }
        return table
    }
}
