/// Splits an expression's text into tokens.
///
/// The lexer recovers from the common mistakes people bring from other languages (`=`, `&`, `|`,
/// `===`, `<>`) by reporting them with a fix-it and producing the operator that was meant, so the
/// parser can go on and find more problems. Text it cannot make sense of becomes an `.invalid`
/// token after a diagnostic; the parser stops there without reporting it again.
struct Lexer {
    private let source: ExpressionSource
    private let scalars: [Unicode.Scalar]
    private var index = 0
    private(set) var tokens: [Token] = []
    private(set) var diagnostics: [LocatedDiagnostic] = []

    /// Lexes the whole text; the last token is always `.end`.
    static func tokenize(_ source: ExpressionSource) -> (tokens: [Token], diagnostics: [LocatedDiagnostic]) {
        var lexer = Lexer(source: source)
        lexer.run()
        return (lexer.tokens, lexer.diagnostics)
    }

    private init(source: ExpressionSource) {
        self.source = source
        self.scalars = Array(source.text.unicodeScalars)
    }

    private mutating func run() {
        while index < scalars.count {
            let scalar = scalars[index]
            if isWhitespace(scalar) {
                index += 1
                continue
            }
            lexToken(startingWith: scalar)
        }
        tokens.append(Token(kind: .end, offset: scalars.count, length: 0, text: ""))
    }

    // MARK: Helpers

    private func peek(_ distance: Int = 1) -> Unicode.Scalar? {
        index + distance < scalars.count ? scalars[index + distance] : nil
    }

    private func text(from start: Int, to end: Int) -> String {
        // Tokens are almost always ASCII: build those from bytes, which is far cheaper than appending scalars.
        let slice = scalars[start..<end]
        if slice.allSatisfy(\.isASCII) {
            return String(unsafeUninitializedCapacity: slice.count) { bytes in
                for (offset, scalar) in slice.enumerated() { bytes[offset] = UInt8(truncatingIfNeeded: scalar.value) }
                return slice.count
            }
        }
        var result = ""
        result.unicodeScalars.append(contentsOf: slice)
        return result
    }

    private mutating func add(_ kind: Token.Kind, length: Int) {
        tokens.append(Token(kind: kind, offset: index, length: length, text: text(from: index, to: index + length)))
        index += length
    }

    /// Adds an operator spelled wrongly: reports it with a fix-it and produces the operator meant.
    private mutating func addMisspelled(_ op: BinaryOperator, length: Int) {
        let written = text(from: index, to: index + length)
        diagnostics.append(
            source.diagnostic(
                "`\(written)` is not an operator; did you mean `\(op.rawValue)`?",
                offset: index, length: length,
                edit: TextEdit(offset: index, length: length, replacement: op.rawValue)
            ))
        add(.binaryOperator(op), length: length)
    }

    /// Reports unreadable text and produces an `.invalid` token for it.
    private mutating func addInvalid(length: Int, _ message: String, help: String? = nil) {
        diagnostics.append(source.diagnostic(message, offset: index, length: length, help: help))
        add(.invalid, length: length)
    }

    // MARK: Tokens

    private mutating func lexToken(startingWith scalar: Unicode.Scalar) {
        let next = peek()
        switch scalar {
        case "(": add(.leftParen, length: 1)
        case ")": add(.rightParen, length: 1)
        case ",": add(.comma, length: 1)
        case ":": add(.colon, length: 1)
        case ".":
            if let next, isDigit(next) {
                let end = scanDigits(from: index + 1)
                addInvalid(
                    length: end - index, "floating-point numbers are not supported; conditions only have integers")
            } else {
                add(.dot, length: 1)
            }
        case "|":
            if next == "|" { add(.binaryOperator(.or), length: 2) } else { addMisspelled(.or, length: 1) }
        case "&":
            if next == "&" { add(.binaryOperator(.and), length: 2) } else { addMisspelled(.and, length: 1) }
        case "=":
            switch next {
            case "=": peek(2) == "=" ? addMisspelled(.equal, length: 3) : add(.binaryOperator(.equal), length: 2)
            case "<": addMisspelled(.lessOrEqual, length: 2)
            case ">": addMisspelled(.greaterOrEqual, length: 2)
            default: addMisspelled(.equal, length: 1)
            }
        case "!":
            if next == "=" {
                peek(2) == "=" ? addMisspelled(.notEqual, length: 3) : add(.binaryOperator(.notEqual), length: 2)
            } else {
                add(.bang, length: 1)
            }
        case "<":
            switch next {
            case "=": add(.binaryOperator(.lessOrEqual), length: 2)
            case ">": addMisspelled(.notEqual, length: 2)
            default: add(.binaryOperator(.less), length: 1)
            }
        case ">":
            next == "=" ? add(.binaryOperator(.greaterOrEqual), length: 2) : add(.binaryOperator(.greater), length: 1)
        case "-": add(.minus, length: 1)
        case "+", "*", "/", "%":
            addInvalid(length: 1, "`\(scalar)` is not supported: conditions have no arithmetic")
        case "?":
            if next == "?" {
                add(.binaryOperator(.nilCoalescing), length: 2)
            } else if next == "." {
                add(.questionDot, length: 2)
            } else {
                addInvalid(length: 1, "the conditional operator `? :` is not supported in conditions")
            }
        case "\"", "'": lexString(quote: scalar)
        case "\u{201C}", "\u{201D}", "\u{2018}", "\u{2019}", "\u{201E}", "\u{00AB}", "\u{00BB}":
            addInvalid(
                length: 1, "`\(scalar)` is not a quote mark a condition accepts",
                help: "use straight quotes `\"` or `'`")
        default:
            if isDigit(scalar) {
                lexNumber()
            } else if isIdentifierStart(scalar) {
                let end = scanIdentifier(from: index)
                let name = text(from: index, to: end)
                switch name {
                case "true": add(.bool(true), length: end - index)
                case "false": add(.bool(false), length: end - index)
                default: add(.identifier(name), length: end - index)
                }
            } else {
                addInvalid(length: 1, "unexpected character `\(scalar.escaped(asASCII: false))`")
            }
        }
    }

    private mutating func lexNumber() {
        let digitsEnd = scanDigits(from: index)
        if digitsEnd + 1 < scalars.count, scalars[digitsEnd] == ".", isDigit(scalars[digitsEnd + 1]) {
            let end = scanDigits(from: digitsEnd + 1)
            addInvalid(length: end - index, "floating-point numbers are not supported; conditions only have integers")
        } else if digitsEnd < scalars.count, isIdentifierContinue(scalars[digitsEnd]) {
            let end = scanIdentifier(from: digitsEnd)
            addInvalid(
                length: end - index, "`\(text(from: index, to: end))` is not a valid number or field name",
                help: "numbers are written in decimal digits only, and field names cannot start with a digit")
        } else {
            add(.integer(text(from: index, to: digitsEnd)), length: digitsEnd - index)
        }
    }

    /// Lexes a string literal. Bad escapes and a missing closing quote are reported, and the token is
    /// still produced, so the parser can go on.
    private mutating func lexString(quote: Unicode.Scalar) {
        let start = index
        var position = index + 1
        var value = String.UnicodeScalarView()
        while true {
            guard position < scalars.count else {
                diagnostics.append(
                    source.diagnostic(
                        "unterminated string literal", offset: start, length: position - start,
                        help: "add a closing `\(quote)`",
                        edit: TextEdit(offset: position, length: 0, replacement: String(quote))))
                break
            }
            let scalar = scalars[position]
            if scalar == quote {
                position += 1
                break
            }
            guard scalar == "\\" else {
                value.append(scalar)
                position += 1
                continue
            }
            guard position + 1 < scalars.count else {
                // A lone backslash at the very end: the quote is missing (or escaped away).
                position += 1
                continue
            }
            let escaped = scalars[position + 1]
            switch escaped {
            case "\\", "\"", "'":
                value.append(escaped)
                position += 2
            case "n":
                value.append("\n")
                position += 2
            case "t":
                value.append("\t")
                position += 2
            case "r":
                value.append("\r")
                position += 2
            case "0":
                value.append("\0")
                position += 2
            case "u":
                position = lexUnicodeEscape(at: position, into: &value)
            default:
                diagnostics.append(
                    source.diagnostic(
                        "unknown escape sequence `\\\(escaped.escaped(asASCII: false))` in string literal",
                        offset: position, length: 2,
                        help: #"the escapes are \\, \", \', \n, \t, \r, \0 and \u{…}"#))
                value.append(escaped)
                position += 2
            }
        }
        tokens.append(
            Token(
                kind: .string(String(value)), offset: start, length: position - start,
                text: text(from: start, to: position)))
        index = position
    }

    /// Lexes `\u{1F600}` starting at the backslash; returns the position after it.
    private mutating func lexUnicodeEscape(at backslash: Int, into value: inout String.UnicodeScalarView) -> Int {
        var position = backslash + 2
        var digits = ""
        var closed = false
        if position < scalars.count, scalars[position] == "{" {
            position += 1
            while position < scalars.count, scalars[position].properties.isASCIIHexDigit, digits.count < 8 {
                digits.unicodeScalars.append(scalars[position])
                position += 1
            }
            if position < scalars.count, scalars[position] == "}" {
                position += 1
                closed = true
            }
        }
        if closed, !digits.isEmpty, let code = UInt32(digits, radix: 16), let scalar = Unicode.Scalar(code) {
            value.append(scalar)
        } else {
            diagnostics.append(
                source.diagnostic(
                    "invalid Unicode escape sequence in string literal", offset: backslash,
                    length: position - backslash,
                    help: "write `\\u{` and 1 to 8 hexadecimal digits of a Unicode scalar value, then `}`"))
        }
        return position
    }

    // MARK: Character classes

    private func scanDigits(from start: Int) -> Int {
        var end = start
        while end < scalars.count, isDigit(scalars[end]) { end += 1 }
        return end
    }

    private func scanIdentifier(from start: Int) -> Int {
        var end = start
        while end < scalars.count, isIdentifierContinue(scalars[end]) { end += 1 }
        return end
    }

    private func isDigit(_ scalar: Unicode.Scalar) -> Bool { ("0"..."9").contains(scalar) }

    // Conditions are almost always ASCII: answer for ASCII without looking up Unicode properties.

    private func isWhitespace(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.isASCII { return scalar == " " || ("\t"..."\r").contains(scalar) }
        return scalar.properties.isWhitespace
    }

    private func isIdentifierStart(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.isASCII { return scalar == "_" || isASCIILetter(scalar) }
        return scalar.properties.isXIDStart
    }

    private func isIdentifierContinue(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.isASCII { return scalar == "_" || isASCIILetter(scalar) || isDigit(scalar) }
        return scalar.properties.isXIDContinue
    }

    private func isASCIILetter(_ scalar: Unicode.Scalar) -> Bool {
        ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
    }
}
