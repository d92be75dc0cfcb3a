// SettingsUIItems: what the removable custom list rows of the test fixtures and example screens share (Test support
// only; never shipped). NOT from the reference: their nodes follow ItemListPeerItem's rules
// (ItemListPeerItemBehaviour.swift), and the harness drives them through this protocol, whatever the row's type.

/// A removable custom list row (`WebBrowserListItem`, `ProxyServerListItem`): swiping it open and closed, and
/// choosing Delete, each through the row's closures as its node would call them.
@_spi(Stubs) public protocol StubRemovableListItem: AnyObject {
    /// Swiping the row open: `setItemWithRevealedOptions(id, nil)`; false when refused.
    @discardableResult func simulateRevealOptions() -> Bool
    /// Swiping the options closed: `setItemWithRevealedOptions(nil, id)`; false when refused.
    @discardableResult func simulateCloseRevealedOptions() -> Bool
    /// Choosing Delete: `removeItem(id)`, then the options close; false when refused.
    @discardableResult func simulateDelete() -> Bool
}

@_spi(Stubs) extension WebBrowserListItem: StubRemovableListItem {}
