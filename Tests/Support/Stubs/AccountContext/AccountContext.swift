// AccountContext's two protocols, reduced to what settings screens read: the presentation data, as a signal and
// as its current value. Concrete test contexts are in StubTestSupport (`TestAccountContext`).
// Test support only; never shipped.

import SwiftSignalKit
import TelegramPresentationData

public protocol SharedAccountContext: AnyObject {
    var presentationData: Signal<PresentationData, NoError> { get }
    var currentPresentationData: Atomic<PresentationData> { get }
}

public protocol AccountContext: AnyObject {
    var sharedContext: SharedAccountContext { get }
}
