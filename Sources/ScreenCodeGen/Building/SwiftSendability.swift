import ScreenIR

/// Which generated value types may be declared `Sendable`: the one rule for the state, the parameters, the app data
/// and the list elements. A struct is declared `Sendable` only when the type of every stored property is known to be
/// `Sendable`; a conformance that does not hold is a warning in Swift 5 mode and an error under
/// `-warnings-as-errors` or in Swift 6 mode, in the app's build as in screenc's own.
enum SwiftSendability {
    /// Whether a value of the type is known to be `Sendable`: `Bool`, `Int`, `String`, a generated enum (declared
    /// `Sendable`, its cases carry nothing), an optional or a list of such a type, a list's element when all its
    /// fields are. Telegram's `EnginePeer` and `EnginePeer.Id` (`PeerId`) are not: TelegramCore and Postbox do not
    /// declare them `Sendable`.
    /// An app type the screen declares (`types:`) is `Sendable` when its declaration says so (`sendable: true`).
    static func isSendable(_ type: ValueType, in declarations: AppDeclarations = AppDeclarations()) -> Bool {
        switch type {
        case .bool, .int, .string, .enumeration, .int32, .int64, .double: true
        case .optional(let wrapped), .array(let wrapped): isSendable(wrapped, in: declarations)
        case .dictionary(let key, let value): isSendable(key, in: declarations) && isSendable(value, in: declarations)
        case .list(let list): isSendable(list, in: declarations)
        case .peer, .peerId: false
        case .app(let appType):
            appType.declaredName.flatMap(declarations.type(named:))?.isSendable ?? false
        }
    }

    /// Whether a list's element struct may be declared `Sendable`: when every one of its fields is.
    static func isSendable(_ list: ListType, in declarations: AppDeclarations = AppDeclarations()) -> Bool {
        list.fields.allSatisfy { isSendable($0.type, in: declarations) }
    }

    /// Whether a struct with fields of these types may be declared `Sendable`.
    static func isSendable(_ types: [ValueType], in declarations: AppDeclarations = AppDeclarations()) -> Bool {
        types.allSatisfy { isSendable($0, in: declarations) }
    }
}
