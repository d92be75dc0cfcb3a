// Display's context-menu gesture (long press / force touch that opens a context menu). A type only: public
// signatures mention it (`ItemListPeerItem(contextAction: ((ASDisplayNode, ContextGesture?) -> Void)?)`).
// The reference does not name its module; Display is where Telegram's context-source nodes live.
// Test support only; never shipped.

import UIKit

public final class ContextGesture: UIGestureRecognizer {
    @_spi(Stubs) public override init() {
        super.init()
    }
}
