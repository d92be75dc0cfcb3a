/// The kind of a positional argument of a formatted string: `%@` (a String) or `%d` (an Int).
public enum FormatArgumentKind: String, Sendable, Equatable, CustomStringConvertible {
    case string, int

    /// `String` / `Int`, as the generated accessor declares the parameter.
    public var description: String { self == .string ? "String" : "Int" }
}

/// A value passed to a formatted string.
public enum FormatArgument: Sendable, Equatable {
    case string(String)
    case int(Int)

    /// The text the value becomes in the string: a String as it is, an Int in decimal (as `%d` writes it).
    public var text: String {
        switch self {
        case .string(let string): string
        case .int(let number): String(number)
        }
    }
}

/// The positional placeholders of Telegram's strings (`%@`, `%d`, `%1$@`, `%2$d`), as its string generator
/// (`GenerateStrings.py`) reads and fills them.
public enum StringFormat {
    /// One placeholder in a format.
    struct Placeholder {
        /// Its scalar range in the format.
        var range: Range<Int>
        /// `k` of `%k$…` (1-based), or nil for a plain `%@` / `%d`. A `k` too large for an `Int` is `Int.max`: no
        /// argument has that position.
        var position: Int?
        var kind: FormatArgumentKind
    }

    /// The placeholders of `format`, in order of appearance.
    static func placeholders(in scalars: [Unicode.Scalar]) -> [Placeholder] {
        var result: [Placeholder] = []
        var index = 0
        while index < scalars.count {
            guard scalars[index] == "%" else {
                index += 1
                continue
            }
            var cursor = index + 1
            var digits = 0
            var position = 0
            while cursor < scalars.count, let digit = scalars[cursor].properties.numericType != nil
                ? Int(String(scalars[cursor])) : nil
            {
                // Saturating: a huge position names no argument (wrapping would make it name one, or `Int.min`).
                let (times10, overflow) = position.multipliedReportingOverflow(by: 10)
                let (sum, overflowAgain) = times10.addingReportingOverflow(digit)
                position = overflow || overflowAgain ? Int.max : sum
                digits += 1
                cursor += 1
            }
            var hasPosition = false
            if digits > 0 {
                guard cursor < scalars.count, scalars[cursor] == "$" else {
                    index += 1
                    continue
                }
                hasPosition = true
                cursor += 1
            }
            guard cursor < scalars.count, scalars[cursor] == "@" || scalars[cursor] == "d" else {
                index += 1
                continue
            }
            let kind: FormatArgumentKind = scalars[cursor] == "@" ? .string : .int
            result.append(Placeholder(range: index..<(cursor + 1), position: hasPosition ? position : nil, kind: kind))
            index = cursor + 1
        }
        return result
    }

    /// The parameters of the accessor generated for `format`: one per placeholder, in order of appearance.
    public static func argumentKinds(of format: String) -> [FormatArgumentKind] {
        placeholders(in: Array(format.unicodeScalars)).map(\.kind)
    }

    /// `format` with its placeholders replaced: `%k$…` by argument `k` (1-based), a plain `%@` / `%d` by the next
    /// argument in order. A placeholder without an argument is left as written.
    public static func fill(_ format: String, with arguments: [FormatArgument]) -> String {
        let scalars = Array(format.unicodeScalars)
        let placeholders = placeholders(in: scalars)
        guard !placeholders.isEmpty else { return format }
        // Appended to a `String` a scalar or a piece at a time: `UnicodeScalarView.append(contentsOf:)` copies
        // everything appended before, which made a value with many placeholders quadratic.
        var result = ""
        func copy(_ part: ArraySlice<Unicode.Scalar>) {
            for scalar in part { result.unicodeScalars.append(scalar) }
        }
        var next = 0
        var copied = 0
        for placeholder in placeholders {
            copy(scalars[copied..<placeholder.range.lowerBound])
            copied = placeholder.range.upperBound
            let number: Int
            if let position = placeholder.position {
                number = position - 1
            } else {
                number = next
                next += 1
            }
            if arguments.indices.contains(number) {
                result += arguments[number].text
            } else {
                copy(scalars[placeholder.range])
            }
        }
        copy(scalars[copied...])
        return result
    }

    /// `number` in decimal with `separator` between groups of three digits (`12,345`), as plural strings and the
    /// `count` format show numbers.
    public static func groupedNumber(_ number: Int, separator: String = ",") -> String {
        let digits = String(number.magnitude)
        guard digits.count > 3, !separator.isEmpty else { return number < 0 ? "-" + digits : digits }
        var result = ""
        for (offset, digit) in digits.enumerated() {
            if offset > 0 && (digits.count - offset) % 3 == 0 { result += separator }
            result.append(digit)
        }
        return number < 0 ? "-" + result : result
    }
}
