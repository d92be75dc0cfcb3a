/// The status line: what the last key did that the screen itself cannot show — the app hook that would be called,
/// the screen pushed, or why nothing happened. It is cleared by the next key that reports nothing.
public struct PreviewStatus: Sendable, Equatable {
    /// What kind of event the status reports (the layout styles each differently).
    public enum Kind: Sendable, Equatable {
        /// An external action: the app's hook would be called (`→ saveProxy()`).
        case call
        /// A screen was pushed (`→ push StorageUsage`) or popped.
        case navigation
        /// The interaction did nothing: disabled, locked, no action, too long… (`· disabled`).
        case ignored
        /// Something that cannot work in the preview: a `push:` target that was not loaded.
        case problem
    }

    /// What kind of event this is.
    public var kind: Kind
    /// The line as shown, e.g. `→ saveProxy() · “Done” button`.
    public var message: String

    /// Creates a status.
    public init(kind: Kind, message: String) {
        self.kind = kind
        self.message = message
    }
}
