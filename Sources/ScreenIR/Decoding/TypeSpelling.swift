/// A type as a screen file spells it: `Bool`, `Int32?`, `[PeerId]`, `[PeerId: SelectivePrivacyPeer]`, a declared
/// app type's name (`AccountPrivacySettings`, dotted for a nested one), in Swift's syntax.
indirect enum TypeSpelling: Equatable, CustomStringConvertible {
    case named(String)
    case optional(TypeSpelling)
    case array(TypeSpelling)
    case dictionary(TypeSpelling, TypeSpelling)

    /// Parses a spelling; nil when the text is not one.
    static func parse(_ text: String) -> TypeSpelling? {
        var parser = Parser(scalars: Array(text.unicodeScalars))
        guard let type = parser.type(), parser.atEnd else { return nil }
        return type
    }

    var description: String {
        switch self {
        case .named(let name): name
        case .optional(let wrapped): wrapped.description + "?"
        case .array(let element): "[\(element)]"
        case .dictionary(let key, let value): "[\(key): \(value)]"
        }
    }

    /// Every name the spelling mentions, in order.
    var names: [String] {
        switch self {
        case .named(let name): [name]
        case .optional(let wrapped), .array(let wrapped): wrapped.names
        case .dictionary(let key, let value): key.names + value.names
        }
    }

    private struct Parser {
        let scalars: [Unicode.Scalar]
        var index = 0
        var depth = 0

        var atEnd: Bool {
            var end = index
            while end < scalars.count, scalars[end] == " " { end += 1 }
            return end == scalars.count
        }

        mutating func spaces() {
            while index < scalars.count, scalars[index] == " " { index += 1 }
        }

        mutating func type() -> TypeSpelling? {
            depth += 1
            defer { depth -= 1 }
            // Deeper than anyone writes: not a type (and no recursion runs away).
            guard depth < 32 else { return nil }
            spaces()
            guard index < scalars.count else { return nil }
            var result: TypeSpelling
            if scalars[index] == "[" {
                index += 1
                guard let first = type() else { return nil }
                spaces()
                guard index < scalars.count else { return nil }
                if scalars[index] == ":" {
                    index += 1
                    guard let value = type() else { return nil }
                    result = .dictionary(first, value)
                } else {
                    result = .array(first)
                }
                spaces()
                guard index < scalars.count, scalars[index] == "]" else { return nil }
                index += 1
            } else {
                guard let name = dottedName() else { return nil }
                result = .named(name)
            }
            while index < scalars.count, scalars[index] == "?" {
                index += 1
                result = .optional(result)
            }
            spaces()
            return result
        }

        mutating func dottedName() -> String? {
            var name = ""
            while true {
                let start = index
                while index < scalars.count, isIdentifier(scalars[index], first: index == start) { index += 1 }
                guard index > start else { return nil }
                // A scalar at a time: `UnicodeScalarView.append(contentsOf:)` copies the name so far on every call.
                for scalar in scalars[start..<index] { name.unicodeScalars.append(scalar) }
                guard index < scalars.count, scalars[index] == "." else { return name }
                index += 1
                name += "."
            }
        }

        func isIdentifier(_ scalar: Unicode.Scalar, first: Bool) -> Bool {
            if scalar == "_" { return true }
            if scalar.isASCII {
                return ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || (!first && ("0"..."9").contains(scalar))
            }
            return first ? scalar.properties.isXIDStart : scalar.properties.isXIDContinue
        }
    }
}
