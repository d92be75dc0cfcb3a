// Concrete AccountContext / SharedAccountContext for tests, and default presentation data.
// Test support only; never shipped.

@_spi(Stubs) import TelegramPresentationData
import SwiftSignalKit
import AccountContext

public extension PresentationData {
    /// Day theme, `defaultPresentationStrings` ("⟦key⟧" values), regular font size, first-last names.
    /// One shared instance, so `ItemListPresentationData` built from it compares equal across calls.
    static let testDefault = PresentationData()

    /// The same with the night theme: a different theme identity and different list colours.
    static let testNight = PresentationData(theme: PresentationTheme.stubNight)

    /// Presentation data whose strings return `overrides[key]` for the given keys ("⟦key⟧" otherwise).
    static func test(strings overrides: [String: String], theme: PresentationTheme = defaultPresentationTheme, listsFontSize: PresentationFontSize = .regular) -> PresentationData {
        return PresentationData(strings: PresentationStrings(overrides: overrides), theme: theme, listsFontSize: listsFontSize)
    }
}

/// "⟦key⟧": what `presentationData.strings.<key>` returns in the stubs when the key has no override.
public func stubString(_ key: String) -> String {
    return PresentationStrings.stubValue(forKey: key)
}

/// The shared context: presentation data as a current value plus a signal that re-emits on every update.
public final class TestSharedAccountContext: SharedAccountContext {
    private let presentationDataPromise: Promise<PresentationData>
    public let currentPresentationData: Atomic<PresentationData>

    public init(presentationData: PresentationData = .testDefault) {
        self.presentationDataPromise = Promise(presentationData)
        self.currentPresentationData = Atomic(value: presentationData)
    }

    public var presentationData: Signal<PresentationData, NoError> {
        return self.presentationDataPromise.get()
    }

    /// Changes the app's presentation data (theme, language, font size): every subscriber of `presentationData`,
    /// and so every ItemListController built from this context, receives it synchronously.
    public func updatePresentationData(_ presentationData: PresentationData) {
        let _ = self.currentPresentationData.swap(presentationData)
        self.presentationDataPromise.set(.single(presentationData))
    }
}

public final class TestAccountContext: AccountContext {
    public let testSharedContext: TestSharedAccountContext

    public init(presentationData: PresentationData = .testDefault) {
        self.testSharedContext = TestSharedAccountContext(presentationData: presentationData)
    }

    public init(sharedContext: TestSharedAccountContext) {
        self.testSharedContext = sharedContext
    }

    public var sharedContext: SharedAccountContext {
        return self.testSharedContext
    }

    /// Shorthand for `testSharedContext.updatePresentationData(_:)`.
    public func updatePresentationData(_ presentationData: PresentationData) {
        self.testSharedContext.updatePresentationData(presentationData)
    }
}
