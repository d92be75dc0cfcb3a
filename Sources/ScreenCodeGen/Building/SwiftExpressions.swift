import ScreenDiagnostics
import ScreenExpressions
import ScreenIR

/// Swift source for IR values inside generated code.
struct SwiftExpressions {
    /// A displayed text: a string literal, or `presentationData.strings.<key>`.
    func text(_ text: DisplayText) -> String {
        switch text.source {
        case .literal(let value): SwiftStringLiteral.make(value)
        case .localized(let key): "presentationData.strings.\(key)"
        case .interpolated: SwiftStringLiteral.make(text.fallback)
        }
    }

    /// An optional text: the text or `nil`.
    func optionalText(_ text: DisplayText?) -> String {
        text.map(self.text) ?? "nil"
    }

    /// Named conditions of the screen.
    let conditions: ConditionProperties

    /// A condition over `state`, as Swift; `name` names its computed property when it needs one.
    func condition(_ expression: Expression, name: String) -> String {
        conditions.reference(expression, name: name)
    }

    /// A condition, or `true` when there is none.
    func condition(_ expression: Expression?, name: String) -> String {
        expression.map { condition($0, name: name) } ?? "true"
    }

    /// A state value as a Swift literal (`true`, `1080`, `"x"`, `.socks5`).
    static func value(_ value: ExpressionValue) -> String {
        switch value {
        case .bool(let bool): String(bool)
        case .int(let int): String(int)
        case .string(let string): SwiftStringLiteral.make(string)
        case .enumCase(let name): "." + name
        case .null: "nil"
        case .list, .record: preconditionFailure("state values are never lists or records")
        }
    }

    /// A theme colour or fixed RGB colour.
    func color(_ color: ItemColor) -> String {
        switch color {
        case .accent: "presentationData.theme.list.itemAccentColor"
        case .destructive: "presentationData.theme.list.itemDestructiveColor"
        case .constructive: "presentationData.theme.list.freeTextSuccessColor"
        case .secondary: "presentationData.theme.list.itemSecondaryTextColor"
        case .primary: "presentationData.theme.list.itemPrimaryTextColor"
        case .rgb(let rgb): "UIColor(rgb: \(SwiftLiteral.hexColor(rgb)))"
        }
    }
}
