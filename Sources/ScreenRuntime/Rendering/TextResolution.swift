import LocalizedStrings
import ScreenExpressions
import ScreenIR

/// Looks a localized string up by accessor-style key (`SocksProxySetup_Title`; a plural form as `<Name>_<form>`), as
/// `StringsTable.value(forAccessor:)` does; nil for a key it does not have.
public typealias StringsLookup = @Sendable (String) -> String?

/// The string a text shows in `context`: a literal as written, an interpolated text with its `\(expression)` parts
/// evaluated in `context` (the state, and inside a repeated row its element), a choice as the text it chooses, and
/// localized texts looked up with `strings` (see `resolve(_:strings:)`).
public func resolve(_ text: DisplayText, in context: ConditionContext, strings: (String) -> String?) -> String {
    resolve(context.text(text), strings: strings)
}

/// The string a text of a `RenderedScreen` shows. `strings` looks a value up by accessor-style key (the key with `.`
/// replaced by `_`; a plural form as `<Name>_<form>`), as `StringsTable.value(forAccessor:)` does.
///
/// - a literal as written; a plain key as `strings(key)`;
/// - a formatted key as its value with the arguments filled in (`%@`, `%d`, `%1$@`);
/// - a plural key as its English form for the count (`_1` for 1, else `_any`), the number grouped (`12,345`);
/// - `\(n, format: bytes)` as `dataSizeString` writes it (`1.2 GB`, units from `FileSize_*` or English), and
///   `\(n, format: count)` grouped;
/// - a key `strings` has no value for as the key itself (what the preview shows without a strings file).
///
/// Rendering has already evaluated every expression, so rendered texts need no context; a text that was not
/// rendered shows as written (`\(peer.name)`) — use `resolve(_:in:strings:)` for those.
public func resolve(_ text: DisplayText, strings: (String) -> String?) -> String {
    switch text.source {
    case .literal(let string):
        return string
    case .localized(let key):
        return strings(key) ?? key
    case .interpolated(let segments):
        var result = ""
        for segment in segments {
            switch segment {
            case .literal(let part):
                result += part
            case .expression(let expression):
                guard let value = literalValue(expression) else { return text.fallback }
                result += value.text
            case .number(let expression, let format):
                guard case .int(let number)? = literalValue(expression) else { return text.fallback }
                result += formatted(number, as: format, strings: strings)
            }
        }
        return result
    case .formatted(let key, let arguments):
        let values = arguments.compactMap(literalValue)
        guard values.count == arguments.count else { return text.fallback }
        guard let format = strings(key) else { return key }
        return StringFormat.fill(format, with: values)
    case .plural(let key, let count):
        guard case .int(let number)? = literalValue(count) else { return text.fallback }
        return PluralForms.text(key, count: number, lookup: strings) ?? key
    case .choice:
        return text.fallback
    case .joined(let texts, let separator):
        return texts.map { resolve($0, strings: strings) }.joined(separator: separator)
    case .linkingBrackets(let inner):
        return DisplayText.linkingBrackets(resolve(inner, strings: strings))
    }
}

/// The localization keys of a rendered text that `strings` has no value for (for a plural key: no form), in order.
public func missingLocalizationKeys(in text: DisplayText, strings: (String) -> String?) -> [String] {
    switch text.source {
    case .localized(let key), .formatted(let key, _):
        return strings(key) == nil ? [key] : []
    case .plural(let key, _):
        return PluralForms.suffixes.contains { strings(key + "_" + $0) != nil } ? [] : [key]
    case .choice(let choice):
        return choice.texts.flatMap { missingLocalizationKeys(in: $0, strings: strings) }
    case .joined(let texts, _):
        return texts.flatMap { missingLocalizationKeys(in: $0, strings: strings) }
    case .linkingBrackets(let inner):
        return missingLocalizationKeys(in: inner, strings: strings)
    case .literal, .interpolated:
        return []
    }
}

/// A number as `format` writes it: `bytes` as a data size, `count` grouped.
func formatted(_ number: Int, as format: NumberFormat, strings: (String) -> String?) -> String {
    switch format {
    case .bytes: DataSizeFormat.text(Int64(number), lookup: strings)
    case .count: StringFormat.groupedNumber(number)
    }
}

/// The value of a literal expression (what rendering leaves in a text); nil for any other expression.
private func literalValue(_ expression: Expression) -> FormatArgument? {
    switch expression.kind {
    case .intLiteral(let number): .int(number)
    case .stringLiteral(let string): .string(string)
    default: nil
    }
}
