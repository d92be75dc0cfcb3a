// UIKit's view and gesture base classes, as types only: public signatures mention them
// (`ItemListPeerItem(openStories: ((UIView) -> Void)?)`, Display's `ContextGesture: UIGestureRecognizer`).
// There is no view hierarchy in the stubs. Test support only; never shipped.

open class UIView {
    public init() {
    }
}

open class UIGestureRecognizer {
    public init() {
    }
}
