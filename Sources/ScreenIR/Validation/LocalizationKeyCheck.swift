import LocalizedStrings
import ScreenDiagnostics
import ScreenExpressions

/// `lint --strings`: checks every localization key a screen uses against the app's `Localizable.strings`, as
/// `PresentationStrings` will declare it (Telegram's generator rules): the key exists, and the screen uses it as
/// what it is — a plain key as `{ key: }`, a formatted key with one argument of the right kind per placeholder, a
/// plural key with `count`. Each problem is reported at the key.
public enum LocalizationKeyCheck {
    /// The problems of `screen`'s keys in `table` (type-checked screens: argument kinds come from `screen`'s names).
    public static func check(_ screen: Screen, against table: StringsTable) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        var checker: ExpressionTypeChecker?
        let interface = screen.declarations.isEmpty ? AppInterface.empty : screen.declarations.interface
        screen.forEachText { text in
            for nested in text.allTexts {
                guard let key = nested.key else { continue }
                check(nested, key: key, table: table, into: &diagnostics) { expression in
                    if checker == nil {
                        checker = ExpressionTypeChecker(fields: screen.expressionTypes, interface: interface)
                    }
                    return checker!.check(expression).0
                }
            }
        }
        // The keys of the screen's reusable texts, whose arguments read the texts' parameters.
        for reusable in screen.declarations.texts {
            var fields: [String: ExpressionType] = [:]
            for parameter in reusable.parameters {
                fields[parameter.name.value] = parameter.type.expressionType(enumName: reusable.name.value)
            }
            let textChecker = ExpressionTypeChecker(fields: fields, interface: interface)
            for nested in reusable.text.allTexts {
                guard let key = nested.key else { continue }
                check(nested, key: key, table: table, into: &diagnostics) { textChecker.check($0).0 }
            }
        }
        return diagnostics
    }

    private static func check(
        _ text: DisplayText, key: String, table: StringsTable, into diagnostics: inout [Diagnostic],
        type: (Expression) -> ExpressionType?
    ) {
        let span = text.keySpan ?? text.span
        guard let accessor = table.accessor(key) else {
            diagnostics.append(
                Diagnostic(
                    .unknownLocalizationKey, "`\(key)` is not a key of the strings file", at: span,
                    notes: ["`presentationData.strings.\(key)` would not compile against the app's PresentationStrings"],
                    help: Suggestion.didYouMean(key, in: table.accessorNames)
                        ?? "add the key to the strings file (Telegram writes `.` where the accessor has `_`)"))
            return
        }
        let declared = "declared at line \(accessor.line) of the strings file"
        switch (text.source, accessor.kind) {
        case (.localized, .plain), (.plural, .plural):
            return
        case (.localized, .formatted(let kinds)):
            misuse(
                "`\(key)` is a formatted key with \(describe(kinds)): it needs `args`", at: span,
                notes: [declared], help: "write `{ key: \(key), args: [\(placeholders(kinds))] }`", into: &diagnostics)
        case (.localized, .plural), (.formatted, .plural):
            misuse(
                "`\(key)` is a plural key: it needs `count`", at: span, notes: [declared],
                help: "write `{ key: \(key), count: n }` with the Int that picks the form", into: &diagnostics)
        case (.formatted, .plain), (.plural, .plain):
            misuse(
                "`\(key)` is a plain key: it takes no \(text.isPlural ? "`count`" : "`args`")", at: span, notes: [declared],
                help: "write `{ key: \(key) }`, or use a key whose text has placeholders", into: &diagnostics)
        case (.plural, .formatted(let kinds)):
            misuse(
                "`\(key)` is a formatted key with \(describe(kinds)), not a plural key", at: span, notes: [declared],
                help: "write `{ key: \(key), args: [\(placeholders(kinds))] }`", into: &diagnostics)
        case (.formatted(_, let arguments), .formatted(let kinds)):
            guard arguments.count == kinds.count else {
                misuse(
                    "`\(key)` takes \(describe(kinds)), but \(arguments.count) "
                        + (arguments.count == 1 ? "is" : "are") + " given",
                    at: span, notes: [declared], help: "give one value per placeholder, in order: a String for `%@`, an Int for `%d`",
                    into: &diagnostics)
                return
            }
            for (index, (argument, kind)) in zip(arguments, kinds).enumerated() {
                guard let argumentType = type(argument) else { continue }
                let expected: ExpressionType = kind == .string ? .string : .int
                guard argumentType != expected else { continue }
                misuse(
                    "argument \(index + 1) of `\(key)` must be \(kind == .string ? "a String (`%@`)" : "an Int (`%d`)"), "
                        + "but `\(argument)` is \(argumentType)",
                    at: argument.span, notes: [declared],
                    help: kind == .string && argumentType == .int
                        ? "show the number as text: `\"\\(\(argument))\"`" : nil,
                    into: &diagnostics)
            }
        default:
            return
        }
    }

    private static func misuse(
        _ message: String, at span: SourceSpan, notes: [String], help: String?, into diagnostics: inout [Diagnostic]
    ) {
        diagnostics.append(Diagnostic(.localizationKeyMisuse, message, at: span, notes: notes, help: help))
    }

    /// "1 argument (String)", "2 arguments (String, Int)".
    private static func describe(_ kinds: [FormatArgumentKind]) -> String {
        "\(kinds.count) argument\(kinds.count == 1 ? "" : "s") (\(kinds.map(\.description).joined(separator: ", ")))"
    }

    private static func placeholders(_ kinds: [FormatArgumentKind]) -> String {
        kinds.map { $0 == .string ? "name" : "number" }.joined(separator: ", ")
    }
}

extension DisplayText {
    fileprivate var isPlural: Bool {
        if case .plural = source { true } else { false }
    }
}
