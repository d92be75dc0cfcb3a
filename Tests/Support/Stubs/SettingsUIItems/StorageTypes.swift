// SettingsUIItems: app-side types the custom items of the test fixtures take, declared to screenc under `types:`
// (Tests/GeneratedScreens/Fixtures/TypedCustomItems.yaml). Test support only; never shipped.
//
// NOT from the reference: they model the shape of Telegram's storage settings — a preset of the keep-media timeout
// (an enum without values) and the cache's usage (a struct with a 64-bit byte count and a share) — with the smallest
// API a custom item's typed parameters need: `Equatable` (an entry carries them) and `Sendable`.

public enum AutoremoveTimeoutPreset: Equatable, Sendable, CaseIterable {
    case day
    case week
    case month
    case never
}

public struct CacheUsage: Equatable, Sendable {
    /// Bytes the cache takes on the device.
    public var totalBytes: Int64
    /// The share of it that is media, `0...1`.
    public var mediaShare: Double

    public init(totalBytes: Int64, mediaShare: Double) {
        self.totalBytes = totalBytes
        self.mediaShare = mediaShare
    }
}
