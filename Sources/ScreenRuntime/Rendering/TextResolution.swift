import ScreenIR

/// The string a text shows: a literal as written, a localized text as `strings(key)`, or the key itself when
/// `strings` has no value for it (what the preview shows without a strings file).
public func resolve(_ text: DisplayText, strings: (String) -> String?) -> String {
    switch text.source {
    case .literal(let string): string
    case .localized(let key): strings(key) ?? key
    case .interpolated: text.fallback
    }
}
