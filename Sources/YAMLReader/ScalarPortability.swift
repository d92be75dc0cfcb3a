#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import ScreenDiagnostics

/// Plain (unquoted) scalars that the YAML tools a team runs beside screenc read differently from each other.
///
/// screenc reads YAML with libyaml and gives a plain scalar the meaning its place in the screen language asks for;
/// other tools type plain scalars themselves. YAML 1.1 tools (PyYAML's `yaml.safe_load`, and so yamllint and most
/// Python tools) and YAML 1.2 tools (the JavaScript `yaml` package, and so yaml-language-server) disagree on:
///
/// - booleans: `yes`, `no`, `on`, `off` are booleans only in YAML 1.1;
/// - numbers: `0755` is octal in YAML 1.1 and decimal in 1.2; `1:30` (base 60), `0b11`, `1_000` and `-0x1F` are
///   numbers only in 1.1; `1e3`, `0o17`, `+.5` only in 1.2; and JavaScript reads whole numbers beyond 2^53 inexactly;
/// - dates: `2024-01-31` is a date only in YAML 1.1;
/// - `=` and `<<`, which YAML 1.1 gives types of their own that PyYAML cannot load as values;
/// - syntax: PyYAML rejects a `?` anywhere in a plain scalar inside `[…]` or `{…}` (`{ type: String? }`) and a tab
///   inside a plain scalar, both of which libyaml and the JavaScript package read as text.
///
/// Each is found by looking at the scalar alone (its text and whether it is inside a flow collection); the patterns
/// are the resolvers of PyYAML and of the JavaScript package's core schema, matched by hand because this runs on
/// every plain scalar of every file. Tabs between tokens and line-separator characters are found in the file's text
/// (`SourcePortability`).
public enum ScalarPortability {
    /// Why a plain scalar is not portable.
    public enum Problem: Sendable, Hashable {
        /// `yes`, `No`, `ON`, `off`, …: a boolean in YAML 1.1 (`true` when `isTrue`), text in YAML 1.2.
        case yaml11Boolean(isTrue: Bool)
        /// `0755`, `09`: octal (or text) in YAML 1.1, decimal in YAML 1.2.
        case leadingZero
        /// `1:30`, `1:30.5`: a base-60 number in YAML 1.1, text in YAML 1.2.
        case sexagesimal
        /// `0b11`, `1_000`, `-0x1F`, `1.5_0`: a number in YAML 1.1, text in YAML 1.2.
        case yaml11Number
        /// `1e3`, `1.5e3`, `0o17`, `+.5`, `-.nan`: a number in YAML 1.2, text in YAML 1.1.
        case yaml12Number
        /// A whole number beyond ±2^53, which JavaScript tools read as the nearest floating-point number.
        case beyondDoublePrecision
        /// `2024-01-31`, `2024-01-31 10:00:00`: a date in YAML 1.1, text in YAML 1.2.
        case timestamp
        /// `=`: YAML 1.1's value key, which PyYAML cannot load.
        case valueKey
        /// `<<`: YAML 1.1's merge key, which PyYAML cannot load as a value.
        case mergeKey
        /// A `?` in a plain scalar inside `[…]` or `{…}`: PyYAML stops with a syntax error.
        case questionMarkInFlow
        /// A tab in a plain scalar: PyYAML stops with a syntax error.
        case tab

        /// The rule that reports it: `ambiguous-scalar` when tools read different values, `non-portable-yaml` when
        /// a tool cannot read the file at all.
        public var rule: Rule {
            switch self {
            case .questionMarkInFlow, .tab: .nonPortableYAML
            default: .ambiguousScalar
            }
        }

        /// One sentence saying what happens to `value` in which tools.
        public func message(for value: String) -> String {
            let written = "unquoted `\(value)`"
            switch self {
            case .yaml11Boolean(let isTrue):
                return "\(written) is the boolean \(isTrue) to YAML 1.1 tools (PyYAML, yamllint) and text to YAML 1.2 tools"
            case .leadingZero:
                return "\(written) is an octal number (or text) to YAML 1.1 tools and a decimal number to YAML 1.2 tools"
            case .sexagesimal:
                return "\(written) is a base-60 number to YAML 1.1 tools and text to YAML 1.2 tools"
            case .yaml11Number:
                return "\(written) is a number to YAML 1.1 tools (PyYAML, yamllint) and text to YAML 1.2 tools"
            case .yaml12Number:
                return "\(written) is a number to YAML 1.2 tools (yaml-language-server) and text to YAML 1.1 tools"
            case .beyondDoublePrecision:
                return "\(written) is beyond 2^53, so JavaScript YAML tools read a nearby number instead"
            case .timestamp:
                return "\(written) is a date to YAML 1.1 tools (PyYAML, yamllint) and text to YAML 1.2 tools"
            case .valueKey:
                return "\(written) is YAML 1.1's value key, which PyYAML cannot load"
            case .mergeKey:
                return "\(written) is YAML 1.1's merge key, which PyYAML cannot load as a value"
            case .questionMarkInFlow:
                return "PyYAML (and so yamllint) cannot read the `?` in \(written) inside brackets or braces"
            case .tab:
                return "PyYAML (and so yamllint) cannot read a tab in an unquoted value"
            }
        }

        /// A fact that explains the message.
        public var note: String {
            switch self {
            case .yaml11Boolean:
                "YAML 1.1 reads `yes`, `no`, `on` and `off` (also capitalised or in capitals) as booleans"
            case .leadingZero:
                "YAML 1.1 reads `0755` as the octal number 493 (and `09` as text); YAML 1.2 reads 755 and 9"
            case .sexagesimal:
                "YAML 1.1 reads `1:30` as 1 × 60 + 30 = 90"
            case .yaml11Number:
                "YAML 1.1 also reads binary `0b…`, digits with `_` and signed hexadecimal `-0x…` as numbers"
            case .yaml12Number:
                "YAML 1.2 also reads exponents without a `.` or a sign (`1e3`), octal `0o…` and signed `.5` as numbers"
            case .beyondDoublePrecision:
                "JavaScript numbers are exact only up to 2^53 = 9007199254740992"
            case .timestamp:
                "YAML 1.1 reads `yyyy-mm-dd` (with or without a time) as a date"
            case .valueKey, .mergeKey:
                "YAML 1.1 gives the plain scalars `=` and `<<` types of their own"
            case .questionMarkInFlow:
                "PyYAML takes a `?` inside `[…]` or `{…}` for the start of a complex key; libyaml and YAML 1.2 tools read text"
            case .tab:
                "PyYAML allows tabs only inside quoted and block scalars and comments"
            }
        }
    }

    /// Why the plain, untagged `scalar` is read differently by other YAML tools, or nil when it is portable (or quoted
    /// or tagged, which every tool reads alike). `inFlow`: the scalar is inside `[…]` or `{…}`.
    public static func problem(_ scalar: YAMLScalar, inFlow: Bool) -> Problem? {
        guard scalar.isPlainUntagged else { return nil }
        return problem(plain: scalar.value, inFlow: inFlow)
    }

    /// `problem(_:inFlow:)` of a plain scalar's text. `mayHoldTabOrQuestionMark` false says the scalar's file has
    /// neither (`holdsTabOrQuestionMark`), so its text is not searched for them.
    public static func problem(plain value: String, inFlow: Bool, mayHoldTabOrQuestionMark: Bool = true) -> Problem? {
        var text = value
        return text.withUTF8 { problem(utf8: $0, inFlow: inFlow, mayHoldTabOrQuestionMark: mayHoldTabOrQuestionMark) }
    }

    /// What `problem(plain:inFlow:)` finds in a plain scalar whatever its place: the problem it has outside `[…]`
    /// and `{…}`, and whether it holds a `?` (a problem only inside them). The reader finds it in libyaml's bytes,
    /// before the scalar is a string: this runs on every plain scalar of every file.
    public struct Findings: Sendable {
        /// The problem outside a flow collection.
        public var outsideFlow: Problem?
        /// Whether the scalar holds a `?` (always false when the file holds none).
        public var holdsQuestionMark: Bool

        /// The problem of the scalar, inside a flow collection or not.
        public func problem(inFlow: Bool) -> Problem? {
            // A `?` is the first thing PyYAML trips on in a flow collection; a boolean word, `=` or `<<` holds none.
            inFlow && holdsQuestionMark ? .questionMarkInFlow : outsideFlow
        }
    }

    /// The `Findings` of a plain scalar's UTF-8 bytes; `mayHoldTabOrQuestionMark` as for `problem(plain:inFlow:)`.
    public static func findings(utf8: UnsafeBufferPointer<UInt8>, mayHoldTabOrQuestionMark: Bool) -> Findings {
        Findings(
            outsideFlow: problem(utf8: utf8, inFlow: false, mayHoldTabOrQuestionMark: mayHoldTabOrQuestionMark),
            holdsQuestionMark: mayHoldTabOrQuestionMark && utf8.contains(UInt8(ascii: "?")))
    }

    /// `problem(plain:inFlow:mayHoldTabOrQuestionMark:)` of a plain scalar's UTF-8 bytes.
    private static func problem(utf8: UnsafeBufferPointer<UInt8>, inFlow: Bool, mayHoldTabOrQuestionMark: Bool) -> Problem? {
        guard let first = utf8.first else { return nil }
        // The cheap tests come first.
        if inFlow || utf8.count <= 3 || first == UInt8(ascii: "=") || first == UInt8(ascii: "<") || isDigit(first)
            || first == UInt8(ascii: "+") || first == UInt8(ascii: "-") || first == UInt8(ascii: ".")
        {
            // Every YAML 1.1 boolean word starts with y, o or n; the rest is looked up only then.
            let lowered = first | 0x20
            if utf8.count <= 3, lowered == UInt8(ascii: "y") || lowered == UInt8(ascii: "o") || lowered == UInt8(ascii: "n"),
                let isTrue = booleanWords[String(decoding: utf8, as: UTF8.self)]
            {
                return .yaml11Boolean(isTrue: isTrue)
            }
            if first == UInt8(ascii: "="), utf8.count == 1 { return .valueKey }
            if first == UInt8(ascii: "<"), utf8.count == 2, utf8[1] == UInt8(ascii: "<") { return .mergeKey }
            if inFlow, mayHoldTabOrQuestionMark, utf8.contains(UInt8(ascii: "?")) { return .questionMarkInFlow }
            if isDigit(first) || first == UInt8(ascii: "+") || first == UInt8(ascii: "-") || first == UInt8(ascii: ".") {
                if let problem = numberProblem(ASCIIText(utf8)) { return problem }
            }
        }
        if mayHoldTabOrQuestionMark, utf8.contains(UInt8(ascii: "\t")) { return .tab }
        return nil
    }

    /// Whether `bytes` (a whole file) hold a tab or a `?`, which a plain scalar of the file can then hold.
    public static func holdsTabOrQuestionMark(_ bytes: [UInt8]) -> Bool {
        bytes.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return false }
            return memchr(base, 0x09, buffer.count) != nil || memchr(base, 0x3F, buffer.count) != nil
        }
    }

    /// Whether screenc's own number readers may take `value` as a number (a whole number, or any text Swift reads as
    /// a finite `Double`): such a value is judged where screenc knows whether it reads a number or a text.
    public static func mayBeNumber(_ value: String) -> Bool {
        guard let first = value.utf8.first,
            isDigit(first) || first == UInt8(ascii: "+") || first == UInt8(ascii: "-") || first == UInt8(ascii: ".")
        else { return false }
        return Double(value)?.isFinite ?? false
    }

    /// Whether `value` is a whole number with a leading zero (`007`, `-0755`, `0_1`), which YAML 1.1 reads as octal.
    public static func isLeadingZeroNumber(_ value: String) -> Bool {
        var text = value
        return text.withUTF8 { isLeadingZero(ASCIIText($0)) }
    }

    /// What a portability warning's fix-it writes instead of the scalar.
    public enum Fix: Sendable {
        /// The scalar in double quotes: every tool reads the text screenc reads.
        case quote
        /// The number screenc reads, spelt so that every tool reads it (`010` → `10`).
        case number(String)
        /// No fix-it: there is no spelling every tool reads as what screenc reads.
        case none
    }

    /// The `ambiguous-scalar` or `non-portable-yaml` warning for a plain scalar `value` at `span`, with a fix-it.
    public static func diagnostic(_ problem: Problem, value: String, at span: SourceSpan, fix: Fix = .quote) -> Diagnostic {
        let replacement: String?
        let help: String?
        switch fix {
        case .quote:
            replacement = YAMLQuoting.quoted(value)
            help = "quote it, so that every YAML tool reads the text: \(replacement!)"
        case .number(let number):
            replacement = number
            help = "write the number as `\(number)`, which every YAML tool reads alike"
        case .none:
            replacement = nil
            help = nil
        }
        return Diagnostic(
            problem.rule, problem.message(for: value), at: span, notes: [problem.note], help: help,
            fixIt: replacement.map { Diagnostic.FixIt(span: span, replacement: $0) })
    }

    // MARK: Patterns

    /// YAML 1.1's booleans that YAML 1.2 reads as text, with their value.
    /// (YAML 1.1's specification also lists `y` and `n`, but PyYAML and yamllint read them as text, like YAML 1.2.)
    static let booleanWords: [String: Bool] = [
        "yes": true, "Yes": true, "YES": true, "on": true, "On": true, "ON": true,
        "no": false, "No": false, "NO": false, "off": false, "Off": false, "OFF": false,
    ]

    /// The problem of a scalar that starts like a number or a date.
    private static func numberProblem(_ text: ASCIIText) -> Problem? {
        if isTimestamp(text) { return .timestamp }
        let yaml11 = isYAML11Int(text) || isYAML11Float(text)
        let yaml12 = isYAML12Number(text)
        guard yaml11 || yaml12 else { return nil }
        if isPortableNumber(text) {
            return isBeyondDoublePrecision(text) ? .beyondDoublePrecision : nil
        }
        if isLeadingZero(text) { return .leadingZero }
        if yaml11 && !yaml12 { return isSexagesimal(text) ? .sexagesimal : .yaml11Number }
        if yaml12 && !yaml11 { return .yaml12Number }
        return .yaml11Number  // both, with different values (no such spelling is known besides the leading zero)
    }

    /// Spellings that both YAML versions read as the same number: `[-+]?(0|[1-9][0-9]*)`, `0x[0-9a-fA-F]+`,
    /// `[-+]?[0-9]+\.[0-9]*([eE][-+][0-9]+)?`, `\.[0-9]+([eE][-+][0-9]+)?`, `[-+]?\.(inf|Inf|INF)`, `\.(nan|NaN|NAN)`.
    private static func isPortableNumber(_ text: ASCIIText) -> Bool {
        var cursor = text.cursor
        if cursor.take("0"), cursor.take("x") { return cursor.skip(while: isHexDigit) > 0 && cursor.atEnd }
        cursor = text.cursor
        let signed = cursor.takeSign()
        if cursor.take(".") {
            if cursor.takeWord(["inf", "Inf", "INF"]) { return cursor.atEnd }
            if !signed, cursor.takeWord(["nan", "NaN", "NAN"]) { return cursor.atEnd }
            guard !signed, cursor.skip(while: isDigit) > 0 else { return false }
            return cursor.atEnd || (cursor.takeExponent(signRequired: true) && cursor.atEnd)
        }
        let start = cursor.index
        let digits = cursor.skip(while: isDigit)
        guard digits > 0 else { return false }
        if cursor.atEnd { return digits == 1 || text[start] != UInt8(ascii: "0") }
        guard cursor.take(".") else { return false }
        cursor.skip(while: isDigit)
        return cursor.atEnd || (cursor.takeExponent(signRequired: true) && cursor.atEnd)
    }

    /// PyYAML's `int`: `[-+]?0b[0-1_]+ | [-+]?0[0-7_]+ | [-+]?(0|[1-9][0-9_]*) | [-+]?0x[0-9a-fA-F_]+ |
    /// [-+]?[1-9][0-9_]*(:[0-5]?[0-9])+`.
    private static func isYAML11Int(_ text: ASCIIText) -> Bool {
        var cursor = text.cursor
        cursor.takeSign()
        if cursor.take("0") {
            if cursor.atEnd { return true }
            if cursor.take("b") { return cursor.skip { $0 == 0x30 || $0 == 0x31 || $0 == 0x5F } > 0 && cursor.atEnd }
            if cursor.take("x") { return cursor.skip { isHexDigit($0) || $0 == 0x5F } > 0 && cursor.atEnd }
            return cursor.skip { (0x30...0x37).contains($0) || $0 == 0x5F } > 0 && cursor.atEnd
        }
        guard let first = cursor.peek, (0x31...0x39).contains(first) else { return false }
        cursor.skip(while: isDigitOrUnderscore)
        if cursor.atEnd { return true }
        return cursor.takeSexagesimalParts() && cursor.atEnd
    }

    /// PyYAML's `float`: `[-+]?[0-9][0-9_]*\.[0-9_]*([eE][-+][0-9]+)? | \.[0-9][0-9_]*([eE][-+][0-9]+)? |
    /// [-+]?[0-9][0-9_]*(:[0-5]?[0-9])+\.[0-9_]* | [-+]?\.(inf|Inf|INF) | \.(nan|NaN|NAN)`.
    private static func isYAML11Float(_ text: ASCIIText) -> Bool {
        var cursor = text.cursor
        let signed = cursor.takeSign()
        if cursor.take(".") {
            if cursor.takeWord(["inf", "Inf", "INF"]) { return cursor.atEnd }
            guard !signed else { return false }
            if cursor.takeWord(["nan", "NaN", "NAN"]) { return cursor.atEnd }
            guard let first = cursor.peek, isDigit(first) else { return false }
            cursor.skip(while: isDigitOrUnderscore)
            return cursor.atEnd || (cursor.takeExponent(signRequired: true) && cursor.atEnd)
        }
        guard let first = cursor.peek, isDigit(first) else { return false }
        cursor.skip(while: isDigitOrUnderscore)
        if cursor.peek == UInt8(ascii: ":") {
            guard cursor.takeSexagesimalParts(), cursor.take(".") else { return false }
            cursor.skip(while: isDigitOrUnderscore)
            return cursor.atEnd
        }
        guard cursor.take(".") else { return false }
        cursor.skip(while: isDigitOrUnderscore)
        return cursor.atEnd || (cursor.takeExponent(signRequired: true) && cursor.atEnd)
    }

    /// The core schema of the JavaScript `yaml` package: `0o[0-7]+ | [-+]?[0-9]+ | 0x[0-9a-fA-F]+ |
    /// [-+]?\.(inf|Inf|INF|nan|NaN|NAN) | [-+]?(\.[0-9]+|[0-9]+(\.[0-9]*)?)[eE][-+]?[0-9]+ | [-+]?(\.[0-9]+|[0-9]+\.[0-9]*)`.
    private static func isYAML12Number(_ text: ASCIIText) -> Bool {
        var cursor = text.cursor
        if cursor.take("0") {
            if cursor.take("o") { return cursor.skip { (0x30...0x37).contains($0) } > 0 && cursor.atEnd }
            if cursor.take("x") { return cursor.skip(while: isHexDigit) > 0 && cursor.atEnd }
        }
        cursor = text.cursor
        cursor.takeSign()
        if cursor.take(".") {
            if cursor.takeWord(["inf", "Inf", "INF", "nan", "NaN", "NAN"]) { return cursor.atEnd }
            guard cursor.skip(while: isDigit) > 0 else { return false }
        } else {
            guard cursor.skip(while: isDigit) > 0 else { return false }
            if cursor.take(".") { cursor.skip(while: isDigit) }
        }
        return cursor.atEnd || (cursor.takeExponent(signRequired: false) && cursor.atEnd)
    }

    /// `[-+]?0[0-9_]+` with at least one digit after the zero.
    private static func isLeadingZero(_ text: ASCIIText) -> Bool {
        var cursor = text.cursor
        cursor.takeSign()
        guard cursor.take("0") else { return false }
        var digits = 0
        let count = cursor.skip { byte in
            if isDigit(byte) { digits += 1 }
            return isDigitOrUnderscore(byte)
        }
        return count > 0 && digits > 0 && cursor.atEnd
    }

    /// A number with a `:` (YAML 1.1's base 60).
    private static func isSexagesimal(_ text: ASCIIText) -> Bool {
        text.bytes.contains(UInt8(ascii: ":"))
    }

    /// A portable whole number that a JavaScript number cannot hold exactly: beyond ±2^53 and not a multiple of
    /// the power of two the double's spacing has there (`9007199254740993`; `-9223372036854775808` is exact), or
    /// beyond 64 bits.
    private static func isBeyondDoublePrecision(_ text: ASCIIText) -> Bool {
        var cursor = text.cursor
        let negative = cursor.peek == UInt8(ascii: "-")
        cursor.takeSign()
        let start = cursor.index
        guard cursor.skip(while: isDigit) > 0, cursor.atEnd else { return false }
        var magnitude: UInt64 = 0
        for byte in text.bytes[start...] {
            let (times10, overflowTimes) = magnitude.multipliedReportingOverflow(by: 10)
            let (sum, overflowSum) = times10.addingReportingOverflow(UInt64(byte - 0x30))
            if overflowTimes || overflowSum { return true }
            magnitude = sum
        }
        guard magnitude > 1 << 53 else { return false }
        if negative && magnitude == 1 << 63 { return false }  // Int64.min = -2^63, exact
        return UInt64(exactly: Double(magnitude)) != magnitude
    }

    /// YAML 1.1's `timestamp`: `yyyy-mm-dd`, or `yyyy-m-d` with a time `(T|t|[ \t]+)h:mm:ss(.fraction)?` and an
    /// optional zone `[ \t]*(Z|[-+]h(:mm)?)`.
    private static func isTimestamp(_ text: ASCIIText) -> Bool {
        var cursor = text.cursor
        guard cursor.skip(while: isDigit) == 4, cursor.take("-") else { return false }
        let month = cursor.skip(while: isDigit)
        guard (1...2).contains(month), cursor.take("-") else { return false }
        let day = cursor.skip(while: isDigit)
        guard (1...2).contains(day) else { return false }
        if cursor.atEnd { return month == 2 && day == 2 }
        if !(cursor.take("T") || cursor.take("t")) {
            guard cursor.skip(while: { $0 == 0x20 || $0 == 0x09 }) > 0 else { return false }
        }
        guard (1...2).contains(cursor.skip(while: isDigit)), cursor.take(":"), cursor.skip(while: isDigit) == 2,
            cursor.take(":"), cursor.skip(while: isDigit) == 2
        else { return false }
        if cursor.take(".") { cursor.skip(while: isDigit) }
        cursor.skip { $0 == 0x20 || $0 == 0x09 }
        if cursor.atEnd || (cursor.take("Z") && cursor.atEnd) { return true }
        guard cursor.takeSign(), (1...2).contains(cursor.skip(while: isDigit)) else { return false }
        if cursor.take(":") { guard cursor.skip(while: isDigit) == 2 else { return false } }
        return cursor.atEnd
    }

    static func isDigit(_ byte: UInt8) -> Bool { (0x30...0x39).contains(byte) }
    private static func isDigitOrUnderscore(_ byte: UInt8) -> Bool { isDigit(byte) || byte == 0x5F }
    private static func isHexDigit(_ byte: UInt8) -> Bool {
        isDigit(byte) || (0x41...0x46).contains(byte) || (0x61...0x66).contains(byte)
    }
}

/// A scalar's UTF-8 bytes, for the hand-written patterns of `ScalarPortability`.
private struct ASCIIText {
    let bytes: UnsafeBufferPointer<UInt8>

    init(_ bytes: UnsafeBufferPointer<UInt8>) { self.bytes = bytes }

    subscript(index: Int) -> UInt8 { bytes[index] }
    var cursor: Cursor { Cursor(bytes: bytes) }

    /// A position in the bytes that patterns move forward.
    struct Cursor {
        let bytes: UnsafeBufferPointer<UInt8>
        var index = 0

        var atEnd: Bool { index == bytes.count }
        var peek: UInt8? { index < bytes.count ? bytes[index] : nil }

        /// Takes `character` if it is next.
        mutating func take(_ character: Unicode.Scalar) -> Bool {
            guard peek == UInt8(ascii: character) else { return false }
            index += 1
            return true
        }

        /// Takes a `+` or `-` if one is next.
        @discardableResult
        mutating func takeSign() -> Bool { take("+") || take("-") }

        /// Takes the first of `words` that comes next.
        mutating func takeWord(_ words: [StaticString]) -> Bool {
            for word in words {
                let length = word.utf8CodeUnitCount
                guard index + length <= bytes.count else { continue }
                let matches = (0..<length).allSatisfy { bytes[index + $0] == word.utf8Start[$0] }
                if matches {
                    index += length
                    return true
                }
            }
            return false
        }

        /// Takes bytes while `predicate` holds; returns how many.
        @discardableResult
        mutating func skip(while predicate: (UInt8) -> Bool) -> Int {
            let start = index
            while index < bytes.count, predicate(bytes[index]) { index += 1 }
            return index - start
        }

        /// `[eE]` then a sign (required or optional) and digits.
        mutating func takeExponent(signRequired: Bool) -> Bool {
            guard take("e") || take("E") else { return false }
            if !takeSign(), signRequired { return false }
            return skip(while: ScalarPortability.isDigit) > 0
        }

        /// `(:[0-5]?[0-9])+`.
        mutating func takeSexagesimalParts() -> Bool {
            var parts = 0
            while take(":") {
                let start = index
                let digits = skip(while: ScalarPortability.isDigit)
                guard digits == 1 || (digits == 2 && bytes[start] <= UInt8(ascii: "5")) else { return false }
                parts += 1
            }
            return parts > 0
        }
    }
}
