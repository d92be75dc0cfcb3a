import SwiftSyntax

/// Values of the app's types passed to functions (`soundName(strings:sound:soundList:)` given `data.sound` and
/// `data.soundList`, `privacyText(strings:settings:)` given `privacySettings?.voiceCalls`): the screen declares the
/// type and passes the data field, element field or member path as it is.
extension RowReader {
    /// The path `expression` reads when it is a value of the app type `type` (`PeerMessageSound`, or
    /// `NotificationSoundList?`, which also takes a value of the type it wraps), or nil. A member read through an
    /// app type's path is declared of that type here.
    mutating func appTypedArgument(_ expression: ExprSyntax, type: String) -> String? {
        let optional = type.hasSuffix("?")
        let wrapped = optional ? String(type.dropLast()) : type
        guard let first = wrapped.first, first.isUppercase, wrapped.allSatisfy({ $0.isLetter || $0.isNumber }),
            let value = conditions.translate(expression, expecting: wrapped),
            let valueType = conditions.type(of: value), valueType.appTypeName == wrapped,
            optional || !valueType.isOptionalApp
        else { return nil }
        functionAppTypes.insert(wrapped)
        return value
    }
}
