import ScreenDiagnostics
import ScreenExpressions
import ScreenIR

/// Swift source for IR values inside generated code, where `state`, `data`, `parameters` and (in a repeated row) the
/// element variable are in scope.
struct SwiftExpressions {
    /// The screen's condition members (named conditions, and every condition that is more than a field).
    let conditions: ConditionMembers
    /// The screen's names with their types, to tell a String interpolation from an Int one.
    let types: ExpressionTypes
    /// The `<Screen>Parameters` type of each screen some `push:` gives parameters (`with:`), by screen name: every
    /// push of it passes one.
    var pushedParameters: [String: String] = [:]
    /// The parameters of pushed screens in the order each declares them, by screen name: `<Screen>Parameters(…)`
    /// lists `with:`'s values in that order. A screen not in it (not among the files compiled) keeps the order written.
    var pushedParameterOrder: [String: [String]] = [:]

    /// Swift spellings of types, the app's declared ones included.
    var typeNames: SwiftTypeNames { conditions.app.types }

    /// A displayed text: a string literal, `presentationData.strings.<key>`, or for an interpolated text a string
    /// literal with `\(…)` (`"\(peer.name) · \(state.count)"`); a text that is a single String expression is that
    /// expression (`peer.name`).
    func text(_ text: DisplayText, element: ElementScope? = nil) -> String {
        switch text.source {
        case .literal(let value): return SwiftStringLiteral.make(value)
        case .localized(let key): return "presentationData.strings.\(key)"
        case .interpolated(let segments):
            if segments.count == 1, case .expression(let expression) = segments[0],
                types.checker(for: element).check(expression).0 == .string
            {
                return conditions.value(expression, element: element)
            }
            var literal = "\""
            for segment in segments {
                switch segment {
                case .literal(let part): literal += SwiftStringLiteral.make(part).dropFirst().dropLast()
                case .expression(let expression): literal += "\\(" + conditions.value(expression, element: element) + ")"
                case .number(let expression, let format):
                    literal += "\\(" + Self.number(conditions.value(expression, element: element), format) + ")"
                }
            }
            return literal + "\""
        case .formatted, .plural, .choice:
            return textChoice(text, element: element).expression?.singleLine ?? ""
        case .joined(let texts, let separator):
            var literal = "\""
            for (index, part) in texts.enumerated() {
                if index > 0 { literal += SwiftStringLiteral.make(separator).dropFirst().dropLast() }
                if case .literal(let written) = part.source {
                    literal += SwiftStringLiteral.make(written).dropFirst().dropLast()
                } else {
                    literal += "\\(" + self.text(part, element: element) + ")"
                }
            }
            return literal + "\""
        case .linkingBrackets(let inner):
            return self.text(inner, element: element) + Self.linkingBrackets
        }
    }

    /// The member Telegram's screens call on a localized string so that its `[…]` spans are links without a target.
    static let linkingBrackets = #".replacingOccurrences(of: "]", with: "]()")"#

    /// A displayed text with its `if` choices kept apart (see `TextChoice`): a place that has room writes it as one
    /// expression, another assigns it to a local first. A formatted key is `presentationData.strings.<Key>(…).string`,
    /// a plural key `presentationData.strings.<Key>(Int32(…))`, both calls the layout breaks like `swift format`.
    func textChoice(_ text: DisplayText, element: ElementScope? = nil) -> TextChoice {
        switch text.source {
        case .formatted(let key, let arguments):
            let values = arguments.map { SwiftValue.Element("", .atom(conditions.value($0, element: element))) }
            return .value(.member(.call("presentationData.strings.\(key)", values), "string"))
        case .plural(let key, let count):
            let value = "Int32(\(conditions.value(count, element: element)))"
            return .value(.call("presentationData.strings.\(key)", [.init("", .atom(value))]))
        case .choice(.condition(let condition, let then, let otherwise)):
            let flag = conditions.condition(condition, element: element)
            return .condition(flag, textChoice(then, element: element), textChoice(otherwise, element: element))
        case .choice(.unwrapping(_, _, _, let otherwise)):
            // Validation allows `if: let` texts only in rows.
            return textChoice(otherwise, element: element)
        case .choice(.cases(_, let cases, let fallback)):
            // Validation allows `switch` texts only in rows, whose `item(…)` computes them with statements.
            return textChoice(fallback ?? cases[0].text, element: element)
        case .linkingBrackets(let inner):
            guard case .value(let value) = textChoice(inner, element: element) else {
                return .value(.structured(self.text(text, element: element)))
            }
            return .value(.member(value, String(Self.linkingBrackets.dropFirst())))
        case .literal, .localized, .interpolated, .joined:
            // A call of the app's function or a reusable text is laid out as a call.
            return .value(.structured(self.text(text, element: element)))
        }
    }

    /// A number as the app writes it: `dataSizeString` for bytes (TelegramStringFormatting), the grouped count for
    /// counts (TelegramPresentationData). `presentationData` may be a `PresentationData` or an
    /// `ItemListPresentationData`: both have `strings` and `dateTimeFormat`.
    static func number(_ value: String, _ format: NumberFormat, environment: SwiftEnvironment = .item) -> String {
        switch format {
        case .bytes:
            "dataSizeString(Int64(\(value)), formatting: DataSizeStringFormatting(strings: \(environment.strings), "
                + "decimalSeparator: \(environment.dateTimeFormat).decimalSeparator))"
        case .count:
            "presentationStringsFormattedNumber(Int32(\(value)), \(environment.dateTimeFormat).groupingSeparator)"
        }
    }

    /// An optional text: the text or `nil`.
    func optionalText(_ text: DisplayText?, element: ElementScope? = nil) -> String {
        text.map { self.text($0, element: element) } ?? "nil"
    }

    /// What a text reads (nothing for a literal or localized text).
    func owners(_ text: DisplayText, element: ElementScope?) -> Owners {
        text.expressions.reduce(into: Owners()) { $0.formUnion(conditions.owners($1, element: element)) }
    }

    /// A condition as Swift (a member named after what it tests when it needs one).
    func condition(_ expression: Expression, element: ElementScope? = nil) -> String {
        conditions.condition(expression, element: element)
    }

    /// A condition, or `true` when there is none.
    func condition(_ expression: Expression?, element: ElementScope? = nil) -> String {
        expression.map { condition($0, element: element) } ?? "true"
    }

    /// A value as a Swift literal (`true`, `1080`, `"x"`, `.socks5`, `nil`).
    static func value(_ value: ExpressionValue) -> String {
        switch value {
        case .bool(let bool): String(bool)
        case .int(let int): String(int)
        case .string(let string): SwiftStringLiteral.make(string)
        case .enumCase(let name): "." + name
        case .null: "nil"
        case .double(let double): String(double)
        case .caseWithValues: preconditionFailure("an enum case with values has no literal; see SwiftValue for samples")
        case .list, .record: preconditionFailure("lists and records have no literal; see SwiftValue for samples")
        }
    }

    /// A theme colour or fixed RGB colour.
    func color(_ color: ItemColor) -> String {
        if let member = color.themeMember { return "presentationData.theme.list.\(member)" }
        guard case .rgb(let rgb) = color else { preconditionFailure("a colour is a theme member or RGB") }
        return "UIColor(rgb: \(SwiftLiteral.hexColor(rgb)))"
    }
}

/// The type checker of a screen's names, built the first time an interpolated text needs it (most screens have none).
final class ExpressionTypes {
    private let screen: Screen
    private lazy var screenChecker = ExpressionTypeChecker(
        fields: screen.expressionTypes, interface: screen.declarations.interface)

    init(screen: Screen) {
        self.screen = screen
    }

    /// The checker for the screen's names, plus the repeated row's element when there is one.
    func checker(for element: ElementScope?) -> ExpressionTypeChecker {
        guard let element else { return screenChecker }
        return screenChecker.adding(element.variable, as: .record(element.list.recordType))
    }
}
