// Formatted and plural keys of the stand-in PresentationStrings (itemlistui-api-2.md §6.1–§6.2): the runtime of the
// accessors PresentationStrings+Keys.swift declares. A formatted key is
// `func Key(_ _0: String, _ _1: Int, …) -> PresentationStrings.FormattedString` (one unlabelled parameter per
// `%@` / `%d`, in order of appearance), a plural key (`Key_1`, `Key_any`, …) `func Key(_ value: Int32) -> String`.
//
// Stub values, deterministic so a test can compute them independently (ScreenRuntime does): the format is the
// override for the key (or, for a plural form, for `Key_<form>`), else `stubFormats`, else "⟦Key⟧". Formatted:
// `%k$@`/`%k$d` take argument k, plain `%@`/`%d` the next one. Plural: English forms — `_1` for 1, `_any` for every
// other number — with the number written with `groupingSeparator` ("12,345") in place of the placeholder. Not in the
// reference: how the real runtime groups digits beyond "formatted with the grouping separator"; the stub uses groups
// of three.

import Foundation

/// `_FormattedString`: the filled-in text and the ranges of the substituted arguments.
public final class _FormattedString {
    public let string: String
    public let ranges: [_FormattedStringRange]

    init(string: String, ranges: [_FormattedStringRange]) {
        self.string = string
        self.ranges = ranges
    }
}

/// `_FormattedStringRange`: argument `index` (0-based) was inserted at `range` (UTF-16) of the string.
public final class _FormattedStringRange {
    public let index: Int
    public let range: NSRange

    init(index: Int, range: NSRange) {
        self.index = index
        self.range = range
    }
}

extension PresentationStrings {
    public typealias FormattedString = _FormattedString

    /// The formats of the stub's formatted and plural keys when not overridden (stub-only).
    @_spi(Stubs) public static let stubFormats: [String: String] = [
        "FileSize_B": "%@ B",
        "FileSize_KB": "%@ KB",
        "FileSize_MB": "%@ MB",
        "FileSize_GB": "%@ GB",
        "Username_UsernameIsAvailable": "\u{27E6}Username_UsernameIsAvailable\u{27E7} %@",
        "Notifications_CategoryExceptions_1": "%@ \u{27E6}Notifications_CategoryExceptions_1\u{27E7}",
        "Notifications_CategoryExceptions_any": "%@ \u{27E6}Notifications_CategoryExceptions_any\u{27E7}",
        "MessageTimer_Months_1": "%@ \u{27E6}MessageTimer_Months_1\u{27E7}",
        "MessageTimer_Months_any": "%@ \u{27E6}MessageTimer_Months_any\u{27E7}",
    ]

    /// The grouping separator plural numbers are written with (the real strings take it from the language).
    public var groupingSeparator: String { return "," }

    /// The format of `key`: its override, else its stub format, else "⟦key⟧" (stub-only).
    @_spi(Stubs) public func stubFormat(forKey key: String) -> String {
        if let value = self.overrides[key] {
            return value
        }
        return PresentationStrings.stubFormats[key] ?? PresentationStrings.stubValue(forKey: key)
    }

    /// A formatted key's accessor (PresentationStrings+Keys.swift): its format filled with `arguments` (an Int in
    /// decimal, as the generated Objective-C formats it).
    func stubFormatted(forKey key: String, _ arguments: [String]) -> FormattedString {
        let format = Array(self.stubFormat(forKey: key).unicodeScalars)
        var result = ""
        var ranges: [_FormattedStringRange] = []
        var next = 0
        var index = 0
        while index < format.count {
            if format[index] == "%" {
                var cursor = index + 1
                var position = 0
                while cursor < format.count, let digit = Int(String(format[cursor])) {
                    position = position * 10 + digit
                    cursor += 1
                }
                let positional = cursor > index + 1
                if positional, cursor < format.count, format[cursor] == "$" { cursor += 1 }
                if (!positional || format[cursor - 1] == "$"), cursor < format.count,
                    format[cursor] == "@" || format[cursor] == "d"
                {
                    let argument = positional ? position - 1 : next
                    if !positional { next += 1 }
                    if arguments.indices.contains(argument) {
                        let start = result.utf16.count
                        result += arguments[argument]
                        ranges.append(
                            _FormattedStringRange(
                                index: argument, range: NSRange(location: start, length: arguments[argument].utf16.count)))
                        index = cursor + 1
                        continue
                    }
                }
            }
            result.unicodeScalars.append(format[index])
            index += 1
        }
        return FormattedString(string: result, ranges: ranges)
    }

    /// A plural key's accessor (PresentationStrings+Keys.swift): the English form's format with the grouped number.
    func stubPlural(forKey key: String, _ value: Int32) -> String {
        let form = value == 1 ? "_1" : "_any"
        let number = presentationStringsFormattedNumber(value, self.groupingSeparator)
        return self.stubFormatted(forKey: key + form, [number]).string
    }
}

/// `presentationStringsFormattedNumber` (TelegramPresentationData): `count` with `groupingSeparator` between groups of
/// three digits. Not in the reference; the signature is the one Telegram's callers use.
public func presentationStringsFormattedNumber(_ count: Int32, _ groupingSeparator: String = "") -> String {
    let digits = String(count.magnitude)
    var grouped = ""
    for (offset, digit) in digits.enumerated() {
        if offset > 0 && (digits.count - offset) % 3 == 0 { grouped += groupingSeparator }
        grouped.append(digit)
    }
    return (count < 0 ? "-" : "") + grouped
}
