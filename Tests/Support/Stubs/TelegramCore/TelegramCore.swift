// The TelegramCore types ItemListUI's public signatures mention
// (`ItemListDisclosureItem(iconPeer: EnginePeer? = nil)`). Test support only; never shipped.
//
// `EnginePeer` is deliberately uninhabited: the stubs model no peers, so the only value a call site can pass
// is `nil` (the default). A generated settings screen never needs a peer for ItemListUI's own items.

public enum EnginePeer: Equatable, Sendable {
}
