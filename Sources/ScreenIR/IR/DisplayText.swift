import ScreenDiagnostics
import ScreenExpressions

/// A string the screen displays: written in the YAML, looked up by localization key (plain, formatted or plural),
/// interpolated, or chosen by a condition or an enum value.
public struct DisplayText: Sendable, Equatable {
    /// Where the text comes from.
    public indirect enum Source: Sendable, Equatable {
        /// Shown exactly as written.
        case literal(String)
        /// A key of the app's strings table, emitted as `presentationData.strings.<key>`.
        case localized(key: String)
        /// A literal with `\(expression)` parts: literal text and String or Int expressions, in order.
        case interpolated([TextSegment])
        /// A formatted key with its arguments (String or Int expressions, in the accessor's parameter order):
        /// `presentationData.strings.<key>(arguments…).string`.
        case formatted(key: String, arguments: [Expression])
        /// A plural key and the count that picks its form: `presentationData.strings.<key>(Int32(count))`.
        case plural(key: String, count: Expression)
        /// A text chosen by a condition or an enum value.
        case choice(TextChoice)
        /// Texts joined into one, with `separator` between them (`{ join: [A, " ", B] }`; a markdown link around a
        /// text, `{ link: A }`, is `[`, A and `]()` joined).
        case joined([DisplayText], separator: String)
        /// A text whose `[…]` spans become markdown links without a target: every `]` replaced by `]()`
        /// (`{ key: K, linkBrackets: true }`), as Telegram's screens write `.replacingOccurrences(of: "]", with: "]()")`
        /// on a localized string so that the item's link action fires for the bracketed words.
        case linkingBrackets(DisplayText)
    }

    /// The transform of `linkingBrackets`, on a resolved string: `[Learn more]` → `[Learn more]()`.
    public static func linkingBrackets(_ text: String) -> String {
        var result = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            result.append(scalar)
            if scalar == "]" { result.append(contentsOf: "()".unicodeScalars) }
        }
        return String(result)
    }

    /// Where the text comes from.
    public var source: Source
    /// Where the text was written.
    public var span: SourceSpan
    /// Where the localization key was written (the scalar after `key:`); nil for texts without a key of their own.
    public var keySpan: SourceSpan?

    public init(_ source: Source, span: SourceSpan, keySpan: SourceSpan? = nil) {
        self.source = source
        self.span = span
        self.keySpan = keySpan
    }

    /// The localization key of a localized, formatted or plural text (not of the texts a choice holds).
    public var key: String? {
        switch source {
        case .localized(let key), .formatted(let key, _), .plural(let key, _): key
        case .literal, .interpolated, .choice, .joined, .linkingBrackets: nil
        }
    }

    /// The literal string, or the key for a localized text (what a preview shows without a strings file); an
    /// interpolated text as written, with its expressions in `\(…)`; a formatted or plural key with its arguments
    /// (`Key(name)`); a choice as its first text.
    public var fallback: String {
        switch source {
        case .literal(let string): string
        case .localized(let key): key
        case .interpolated(let segments):
            segments.map {
                switch $0 {
                case .literal(let text): text
                case .expression(let expression): "\\(\(expression))"
                case .number(let expression, let format): "\\(\(expression), format: \(format.rawValue))"
                }
            }.joined()
        case .formatted(let key, let arguments): "\(key)(\(arguments.map(\.description).joined(separator: ", ")))"
        case .plural(let key, let count): "\(key)(\(count))"
        case .choice(let choice): choice.texts.first?.fallback ?? ""
        case .joined(let texts, let separator): texts.map(\.fallback).joined(separator: separator)
        case .linkingBrackets(let text): Self.linkingBrackets(text.fallback)
        }
    }

    /// The expressions the text reads, in order (a choice's selector or condition first, then its texts'); empty
    /// for literal and plain localized texts.
    public var expressions: [Expression] {
        switch source {
        case .literal, .localized: []
        case .interpolated(let segments): segments.compactMap(\.expression)
        case .formatted(_, let arguments): arguments
        case .plural(_, let count): [count]
        case .choice(let choice): [choice.selector] + choice.texts.flatMap(\.expressions)
        case .joined(let texts, _): texts.flatMap(\.expressions)
        case .linkingBrackets(let text): text.expressions
        }
    }

    /// This text and every text nested in it (a choice's texts, the parts of a joined text), depth first.
    public var allTexts: [DisplayText] {
        switch source {
        case .choice(let choice): [self] + choice.texts.flatMap(\.allTexts)
        case .joined(let texts, _): [self] + texts.flatMap(\.allTexts)
        case .linkingBrackets(let text): [self] + text.allTexts
        default: [self]
        }
    }

    /// Whether the text or a text nested in it calls a function or a reusable text.
    public var containsCall: Bool {
        expressions.contains(where: \.containsCall)
    }
}

/// One part of an interpolated text.
public enum TextSegment: Sendable, Equatable {
    /// Text shown as written.
    case literal(String)
    /// `\(expression)`: a String or Int expression whose value is shown.
    case expression(Expression)
    /// `\(expression, format: bytes)`: an Int shown as the app formats numbers of that kind.
    case number(Expression, format: NumberFormat)

    /// The expression the segment shows; nil for literal text.
    public var expression: Expression? {
        switch self {
        case .literal: nil
        case .expression(let expression), .number(let expression, _): expression
        }
    }
}

/// How an interpolated number is written, as the app writes it.
public enum NumberFormat: String, Sendable, Equatable, CaseIterable {
    /// A size in bytes: `dataSizeString(Int64(n), formatting: …)` → `1.2 GB`.
    case bytes
    /// A count with grouping separators: `presentationStringsFormattedNumber(Int32(n), groupingSeparator)` → `12,345`.
    case count
}

/// A text chosen by a condition (`{ if:, then:, else: }`) or by an enum value (`{ switch:, cases:, default: }`).
public enum TextChoice: Sendable, Equatable {
    /// `then` when the condition holds, else `otherwise`.
    case condition(Expression, then: DisplayText, otherwise: DisplayText)
    /// The text of the selector's case; `fallback` for the cases not listed (nil when every case is listed).
    case cases(Expression, [TextCase], fallback: DisplayText?)
    /// `{ if: let x, then: …, else: … }`: `then` while every one of the optionals `names` has a value, reading them
    /// unwrapped (Swift's `if let x { … }`), else `otherwise`. `condition` is the test as a condition,
    /// `x != nil && …`.
    case unwrapping([Located<String>], condition: Expression, then: DisplayText, otherwise: DisplayText)

    /// The condition or the selector.
    public var selector: Expression {
        switch self {
        case .condition(let condition, _, _): condition
        case .cases(let selector, _, _): selector
        case .unwrapping(_, let condition, _, _): condition
        }
    }

    /// The texts it chooses from, in the order written.
    public var texts: [DisplayText] {
        switch self {
        case .condition(_, let then, let otherwise), .unwrapping(_, _, let then, let otherwise): [then, otherwise]
        case .cases(_, let cases, let fallback): cases.map(\.text) + (fallback.map { [$0] } ?? [])
        }
    }
}

/// One case of a `switch` text: an enum case (or several, `a, b`) and the text shown for it.
public struct TextCase: Sendable, Equatable {
    /// The enum case, where it was written (the first, when the text is shown for several).
    public var name: Located<String>
    /// The other cases the text is shown for (`enableContacts, disableEveryone: …`), in the order written.
    public var alternatives: [Located<String>]
    public var text: DisplayText

    public init(name: Located<String>, alternatives: [Located<String>] = [], text: DisplayText) {
        self.name = name
        self.alternatives = alternatives
        self.text = text
    }

    /// Every case the text is shown for.
    public var names: [Located<String>] { [name] + alternatives }
}

/// Whether a text is plain or markdown (ItemListTextItemText `.plain` / `.markdown`).
public enum TextFormat: String, Sendable, Equatable, CaseIterable {
    case plain, markdown
}
