// AccountContext's two protocols (submodules/AccountContext/Sources/AccountContext.swift), reduced to what settings
// screens and the app code that feeds them use (itemlistui-api-2.md §8.2): presentation data (a signal and its
// current value), the app-wide account manager (shared settings), the account (its peer id and database) and the
// engine (engine data). Concrete test contexts are in StubTestSupport (`TestAccountContext`).
// Test support only; never shipped.

import SwiftSignalKit
import TelegramPresentationData
import Postbox
import TelegramCore

public protocol SharedAccountContext: AnyObject {
    var accountManager: AccountManager<TelegramAccountManagerTypes> { get }
    var currentPresentationData: Atomic<PresentationData> { get }
    var presentationData: Signal<PresentationData, NoError> { get }
}

public protocol AccountContext: AnyObject {
    var sharedContext: SharedAccountContext { get }
    var account: Account { get }
    var engine: TelegramEngine { get }
}
