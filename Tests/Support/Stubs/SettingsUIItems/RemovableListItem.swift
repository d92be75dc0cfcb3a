// SettingsUIItems: what the removable custom list rows of the test fixtures and example screens share (Test support
// only; never shipped). NOT from the reference: their nodes follow ItemListPeerItem's rules
// (ItemListPeerItemBehaviour.swift), and the harness drives them through this protocol, whatever the row's type.

/// A removable custom list row (`WebBrowserListItem`, `ProxyServerListItem`, `ChatFolderListItem`): swiping it open
/// and closed, and choosing Delete, each through the row's closures as its node would call them. Options exist only
/// when the row is editable; opening them reports `(id, nil)`, closing `(nil, id)`; Delete calls `removeItem(id)` and
/// then closes them.
@_spi(Stubs) public protocol StubRemovableListItem: AnyObject {
    /// The id the row passes back to its closures.
    var id: String { get }
    /// Whether the row can be removed (its editing value's `editable`).
    var stubIsEditable: Bool { get }
    /// Whether its options are shown (its editing value's `revealed`).
    var stubIsRevealed: Bool { get }
    var setItemWithRevealedOptions: (String?, String?) -> Void { get }
    var removeItem: (String) -> Void { get }
}

@_spi(Stubs) extension StubRemovableListItem {
    /// Swiping the row open: `setItemWithRevealedOptions(id, nil)`. Refused when the row cannot be removed or its
    /// options are shown already.
    @discardableResult
    public func simulateRevealOptions() -> Bool {
        guard self.stubIsEditable, !self.stubIsRevealed else {
            return false
        }
        self.setItemWithRevealedOptions(self.id, nil)
        return true
    }

    /// Swiping the options closed: `setItemWithRevealedOptions(nil, id)`. Refused when they are not shown.
    @discardableResult
    public func simulateCloseRevealedOptions() -> Bool {
        guard self.stubIsRevealed else {
            return false
        }
        self.setItemWithRevealedOptions(nil, self.id)
        return true
    }

    /// Choosing Delete: `removeItem(id)`, then the options close (`setItemWithRevealedOptions(nil, id)`). Refused
    /// when the row cannot be removed.
    @discardableResult
    public func simulateDelete() -> Bool {
        guard self.stubIsEditable else {
            return false
        }
        self.removeItem(self.id)
        self.setItemWithRevealedOptions(nil, self.id)
        return true
    }
}

@_spi(Stubs) extension WebBrowserListItem: StubRemovableListItem {
    public var stubIsEditable: Bool { self.editing.editable }
    public var stubIsRevealed: Bool { self.editing.revealed }
}

@_spi(Stubs) extension ProxyServerListItem: StubRemovableListItem {
    public var stubIsEditable: Bool { self.editing.editable }
    public var stubIsRevealed: Bool { self.editing.revealed }
}
