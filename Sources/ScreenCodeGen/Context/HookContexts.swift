/// A screen pushed from this one.
public struct PushContext: Sendable, Equatable, Encodable {
    /// `StorageUsage`
    public var screen: String
    /// The hooks-struct property that creates it: `makeStorageUsageController`.
    public var makeProperty: String
    /// The target's generated factory: `storageUsageController`.
    public var factory: String
    /// The arguments-class closure that pushes it: `pushStorageUsage`.
    public var pushMember: String
    /// The pushed screen's `<Screen>Parameters` when some `push:` gives parameters (`with:`): the factory closure and
    /// the push member receive one; else empty.
    public var parametersType: String
    public var hasParameters: Bool
    public var isLast: Bool
}

/// A stored closure of the public hooks struct: a hook, or the factory of a pushed screen.
public struct HookMemberContext: Sendable, Equatable, Encodable {
    /// `saveProxy`, `makeStorageUsageController`
    public var name: String
    /// The closure type on one line: `(ProxyServerSettingsHandle) -> Void`, `((BlockedUsersHandle) -> Void)?`,
    /// `(AccountContext) -> ViewController`.
    public var type: String
    /// `name: type`, laid out after `    public var ` (may span lines).
    public var declaration: String
    /// The `init` parameter, `name: @escaping type` or `name: type = nil`, laid out for column 8 and followed by `,`
    /// unless it is the last (may span lines).
    public var parameter: String
    /// The `init`'s `self.saveProxy = saveProxy`, laid out for column 8 (may span lines).
    public var assignment: String
    /// The doc comment's text.
    public var documentation: String
    /// Whether the app may leave the hook out (`name?` in the screen file).
    public var isOptional: Bool
    public var isLast: Bool
}

/// A stored closure of the arguments class: what an item calls.
public struct MemberContext: Sendable, Equatable, Encodable {
    /// `cancel`
    public var name: String
    /// The closure type on one line: `() -> Void`, `(Bool) -> Void`.
    public var type: String
    /// `name: type`, laid out after `    let ` (may span lines).
    public var declaration: String
    /// The `init` parameter `name: @escaping type`, laid out for column 8 and followed by `,` unless it is the last.
    public var parameter: String
    /// The value the factory passes, on one line: `{ hooks.cancel(handle) }`, `updateState`.
    public var value: String
    /// `name: value`, the factory's argument, laid out for column 8 and followed by `,` unless it is the last.
    public var argument: String
    /// The `init`'s `self.cancel = cancel`, laid out for column 8 (may span lines).
    public var assignment: String
    public var isLast: Bool
}

/// A case of `<Screen>EntryTag`.
public struct EntryTagContext: Sendable, Equatable, Encodable {
    /// The row id: `server`.
    public var name: String
    /// The case declaration without `case`: `server`.
    public var declaration: String
}

/// A removable custom row's revealed options: the state field that keeps the value whose options are revealed and
/// the arguments-class method the row's swipe closure calls (`browserWithRevealedOptions`,
/// `setBrowserWithRevealedOptions`).
public struct RevealedOptionsContext: Sendable, Equatable, Encodable {
    /// The state field: `browserWithRevealedOptions`.
    public var field: String
    /// The arguments-class method: `setBrowserWithRevealedOptions`.
    public var method: String
    /// The Swift type of the identifying value (the field is its optional): `String`.
    public var type: String
    public var isLast: Bool
}
