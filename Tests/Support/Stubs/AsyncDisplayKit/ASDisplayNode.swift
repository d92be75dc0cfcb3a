// A Linux stand-in for Texture's ASDisplayNode: only the type, because ItemListUI's public signatures mention it
// (`ItemListNavigationButtonContent.node(ASDisplayNode)`, the base classes of empty-state/search/header/footer nodes).
// Test support only; never shipped.

import Foundation

open class ASDisplayNode {
    public init() {
    }
}
