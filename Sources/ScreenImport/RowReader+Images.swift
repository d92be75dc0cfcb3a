import ScreenIR
import ScreenItems
import SwiftSyntax

/// Colours and icons read back: a theme colour's name or `"#RRGGBB"`, and an icon from the places Telegram's screens
/// take them.
extension RowReader {
    /// `presentationData.theme.list.<member>` → the colour's name, from the table the code generator writes from.
    private static let themedColors: [String: String] = Dictionary(
        uniqueKeysWithValues: ItemColor.namedColors.compactMap { name, color in
            color.themeMember.map { ("presentationData.theme.list.\($0)", name) }
        })

    /// A colour as the screen language writes it: a theme colour's name, or `"#RRGGBB"` for `UIColor(rgb: 0xRRGGBB)`.
    static func color(_ expression: ExprSyntax) -> String? {
        if let name = themedColors[expression.trimmedDescription] { return name }
        guard let call = expression.as(FunctionCallExprSyntax.self), call.calledExpression.trimmedDescription == "UIColor",
            call.arguments.count == 1, call.arguments.first?.label?.text == "rgb",
            let literal = call.arguments.first?.expression.as(IntegerLiteralExprSyntax.self)?.literal.text,
            literal.hasPrefix("0x"), let value = Int(literal.dropFirst(2), radix: 16), value <= 0xFFFFFF
        else { return nil }
        let hex = String(value, radix: 16, uppercase: true)
        return "\"#\(String(repeating: "0", count: 6 - hex.count) + hex)\""
    }

    /// An icon from one of the three places Telegram's screens take them: `PresentationResourcesSettings.x`,
    /// `PresentationResourcesItemList.x(presentationData.theme)`, `UIImage(bundleImageName: "a/b")`, with
    /// `?.precomposed()` → `precomposed: true`. Nil for anything else (tints and choices are not read back yet).
    static func icon(_ expression: ExprSyntax) -> String? {
        var image = expression
        var precomposed = ""
        if let call = expression.as(FunctionCallExprSyntax.self), call.arguments.isEmpty,
            let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "precomposed",
            let base = member.base?.as(OptionalChainingExprSyntax.self)?.expression
        {
            image = base
            precomposed = ", precomposed: true"
        }
        // `generateTintedImage(image: <image>, color: presentationData.theme.list.<member>)` → `tint:`.
        var tint = ""
        if let call = image.as(FunctionCallExprSyntax.self), call.calledExpression.trimmedDescription == "generateTintedImage",
            call.arguments.count == 2, call.arguments.first?.label?.text == "image",
            call.arguments.last?.label?.text == "color",
            let color = call.arguments.last?.expression.trimmedDescription,
            let name = IconTint.allCases.first(where: { "presentationData.theme.list.\($0.themeMember)" == color })
        {
            image = call.arguments.first!.expression
            tint = ", tint: \(name.rawValue)"
        }
        let prepared = tint + precomposed
        if let member = image.as(MemberAccessExprSyntax.self), member.base?.trimmedDescription == "PresentationResourcesSettings" {
            return "{ settings: \(member.declName.baseName.text)\(prepared) }"
        }
        guard let call = image.as(FunctionCallExprSyntax.self), call.arguments.count == 1 else { return nil }
        if let member = call.calledExpression.as(MemberAccessExprSyntax.self),
            member.base?.trimmedDescription == "PresentationResourcesItemList",
            call.arguments.first?.expression.trimmedDescription == "presentationData.theme"
        {
            return "{ itemList: \(member.declName.baseName.text)\(prepared) }"
        }
        if call.calledExpression.trimmedDescription == "UIImage", call.arguments.first?.label?.text == "bundleImageName",
            let name = TextTranslator.translate(call.arguments.first!.expression), name.hasPrefix("\"")
        {
            return "{ bundle: \(name)\(prepared) }"
        }
        return nil
    }
}
