import ScreenIR

/// The string a text shows in `context`: a literal as written, an interpolated text with its `\(expression)` parts
/// evaluated in `context` (the state, and inside a repeated row its element), a localized text as `strings(key)`, or
/// the key itself when `strings` has no value for it (what the preview shows without a strings file).
public func resolve(_ text: DisplayText, in context: ConditionContext, strings: (String) -> String?) -> String {
    resolve(context.text(text), strings: strings)
}

/// The string a text of a `RenderedScreen` shows: a literal as written, a localized text as `strings(key)`, or the
/// key itself when `strings` has no value for it. Rendering has already evaluated every interpolation, so rendered
/// texts need no context; an interpolated text that was not rendered shows as written (`\(peer.name)`) — use
/// `resolve(_:in:strings:)` for those.
public func resolve(_ text: DisplayText, strings: (String) -> String?) -> String {
    switch text.source {
    case .literal(let string): string
    case .localized(let key): strings(key) ?? key
    case .interpolated: text.fallback
    }
}
