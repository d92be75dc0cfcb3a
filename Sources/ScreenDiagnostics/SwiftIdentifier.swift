/// Facts about Swift identifiers, shared by every stage that turns YAML names into Swift names.
public enum SwiftIdentifier {
    /// Swift's reserved words: they cannot be used as plain identifiers without backticks. Contextual keywords
    /// (`open`, `some`, `async`, …) are valid identifiers and are not listed.
    public static let keywords: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init",
        "inout", "internal", "let", "operator", "private", "precedencegroup", "protocol", "public",
        "rethrows", "static", "struct", "subscript", "typealias", "var", "break", "case", "catch", "continue",
        "default", "defer", "do", "else", "fallthrough", "for", "guard", "if", "in", "repeat", "return",
        "throw", "switch", "where", "while", "Any", "as", "await", "false", "is", "nil", "self", "Self",
        "super", "throws", "true", "try", "Type", "Protocol", "_",
    ]

    /// The keywords Swift does not take as a member's name after a dot, even when the member is declared in
    /// backticks (SE-0071 lets every other keyword follow a dot: `.default`, `settings.public`).
    public static let keywordsNotAfterADot: Set<String> = ["self", "Self", "init", "Type", "Protocol", "_"]

    /// The keywords Swift does not take as an argument label (every other keyword can be one: `default:`).
    public static let keywordsNotLabels: Set<String> = ["inout", "var", "let", "_"]

    /// Words with a meaning in some positions only (declaration modifiers, accessors, `some`/`any` before a type,
    /// `in` after closure parameters): valid identifiers in most places, but not as a closure's parameter or where
    /// the generated code puts a name first. Generated local names avoid them.
    public static let contextualKeywords: Set<String> = [
        "actor", "any", "assignment", "associativity", "async", "borrowing", "consume", "consuming", "convenience",
        "copy", "didSet", "discard", "distributed", "dynamic", "each", "final", "get", "higherThan", "indirect",
        "infix", "isolated", "lazy", "left", "lowerThan", "macro", "modify", "mutating", "none", "nonisolated",
        "nonmutating", "open", "optional", "override", "package", "postfix", "precedence", "prefix", "read",
        "required", "right", "sending", "set", "some", "transferring", "unowned", "unsafe", "weak", "willSet",
        "yield", "then", "_modify", "_read",
    ]

    /// Whether `name` is a valid Swift identifier spelled with ASCII letters, digits and underscores,
    /// not starting with a digit. (screenc keeps generated names ASCII on purpose.)
    public static func isValid(_ name: String) -> Bool {
        // Every character allowed is ASCII, so the UTF-8 bytes can be checked one by one (in a plain loop: every
        // id, name and key is checked).
        // A native string's bytes are contiguous: a loop over the buffer costs a few instructions a byte, the
        // generic UTF-8 iterator about ten times that.
        if let valid = name.utf8.withContiguousStorageIfAvailable({ isValid($0) }) { return valid }
        return Array(name.utf8).withUnsafeBufferPointer { isValid($0) }
    }

    private static func isValid(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let first = bytes.first, first == UInt8(ascii: "_") || isASCIILetter(first) else { return false }
        for byte in bytes.dropFirst() {
            guard byte == UInt8(ascii: "_") || isASCIILetter(byte) || isASCIIDigit(byte) else { return false }
        }
        return true
    }

    /// `mode` → `Mode`: the name with its first character uppercased (generated type names derive from field names).
    public static func upperFirst(_ name: String) -> String {
        // An ASCII first character followed by ASCII (every identifier a screen names, in practice) is uppercased on
        // its byte; `upperFirstByCharacters` goes through `Character` and Unicode case mapping.
        let utf8 = name.utf8
        guard let first = utf8.first, first < 0x80, utf8.dropFirst().first.map({ $0 < 0x80 }) ?? true else {
            return upperFirstByCharacters(name)
        }
        guard first >= UInt8(ascii: "a"), first <= UInt8(ascii: "z") else { return name }
        // The bytes copied straight into the new string's storage (an intermediate array costs an allocation).
        var name = name
        return name.withUTF8 { bytes in
            String(unsafeUninitializedCapacity: bytes.count) { buffer in
                _ = buffer.initialize(from: bytes)
                buffer[0] = first - 0x20
                return bytes.count
            }
        }
    }

    /// `upperFirst` for any text, through `Character`.
    static func upperFirstByCharacters(_ name: String) -> String {
        name.prefix(1).uppercased() + name.dropFirst()
    }

    /// Whether `name` is a Swift keyword.
    public static func isKeyword(_ name: String) -> Bool {
        // Asked of every name a screen declares: the few keywords of the name's length are compared (short strings
        // compare in a few instructions), which costs a fraction of hashing the name into `keywords`.
        let length = name.utf8.count
        return length < keywordsByLength.count && keywordsByLength[length].contains(name)
    }

    /// `keywords`, grouped by their length in UTF-8 bytes (index 0 is empty).
    private static let keywordsByLength: [[String]] = {
        var table = Array(repeating: [String](), count: (keywords.map(\.utf8.count).max() ?? 0) + 1)
        for keyword in keywords.sorted() { table[keyword.utf8.count].append(keyword) }
        return table
    }()

    /// Whether `name` is a valid identifier that starts with an uppercase ASCII letter.
    public static func isUpperCamelCase(_ name: String) -> Bool {
        guard isValid(name), let first = name.unicodeScalars.first else { return false }
        return ("A"..."Z").contains(first) && !name.contains("_")
    }

    /// The identifier to suggest in "rename it to" help and fix-its: `sanitized(text)`, or nil when `text` has no
    /// ASCII letter or digit to build one from (an empty name, `-`, `🙂`), where `_` would be no name at all.
    public static func suggestion(for text: String, upperCamel: Bool = false) -> String? {
        let suggestion = sanitized(text, upperCamel: upperCamel)
        return suggestion == "_" ? nil : suggestion
    }

    /// What to write instead of a name that is not an identifier, for help: "rename it to `x`" (with "for example"
    /// when the name is one of several), or how an identifier is spelled when nothing in `text` suggests one.
    public static func renameHelp(for text: String, upperCamel: Bool = false, example: Bool = true) -> String {
        guard let suggestion = suggestion(for: text, upperCamel: upperCamel) else {
            return upperCamel
                ? "write an UpperCamelCase name: ASCII letters and digits, starting with an uppercase letter"
                : "write a name of ASCII letters, digits and `_` that does not start with a digit"
        }
        return "rename it\(example ? ", for example" : "") to `\(suggestion)`"
    }

    /// A best-effort identifier built from arbitrary text, used in "did you mean" help.
    public static func sanitized(_ text: String, upperCamel: Bool = false) -> String {
        var words: [String] = []
        var current = ""
        for scalar in text.unicodeScalars {
            if isASCIILetter(scalar) || ("0"..."9").contains(scalar) {
                current.unicodeScalars.append(scalar)
            } else if !current.isEmpty {
                words.append(current)
                current = ""
            }
        }
        if !current.isEmpty { words.append(current) }
        var result = ""
        for (index, word) in words.enumerated() {
            if index == 0 && !upperCamel {
                result += word.prefix(1).lowercased() + word.dropFirst()
            } else {
                result += word.prefix(1).uppercased() + word.dropFirst()
            }
        }
        if let first = result.unicodeScalars.first, ("0"..."9").contains(first) { result = "_" + result }
        return result.isEmpty ? "_" : result
    }

    private static func isASCIILetter(_ scalar: Unicode.Scalar) -> Bool {
        ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
    }

    private static func isASCIILetter(_ byte: UInt8) -> Bool {
        // `| 0x20` folds A–Z onto a–z.
        let lower = byte | 0x20
        return lower >= UInt8(ascii: "a") && lower <= UInt8(ascii: "z")
    }

    private static func isASCIIDigit(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
    }
}
