// SettingsUIItems: a custom item of the test fixtures (Tests/GeneratedScreens/Fixtures/TypedCustomItems.yaml), declared
// under `items:` with typed parameters. Test support only; never shipped.
//
// NOT from the reference: it models the shape of Telegram's storage usage header (the theme and strings of the
// environment, a 64-bit byte count, a share, an optional preset of an app enum, a tap) with the smallest API that
// shows those parameters reaching the item typed, not as decimal `String`s.

import UIKit
import Display
import TelegramPresentationData
import ItemListUI

public final class StorageUsageSummaryItem: ListViewItem, ItemListItem {
    @_spi(Stubs) public let theme: PresentationTheme
    @_spi(Stubs) public let strings: PresentationStrings
    @_spi(Stubs) public let title: String
    @_spi(Stubs) public let totalBytes: Int64
    @_spi(Stubs) public let mediaShare: Double
    @_spi(Stubs) public let preset: AutoremoveTimeoutPreset?
    public let sectionId: ItemListSectionId
    @_spi(Stubs) public let action: (() -> Void)?

    public init(theme: PresentationTheme, strings: PresentationStrings, title: String, totalBytes: Int64, mediaShare: Double, preset: AutoremoveTimeoutPreset?, sectionId: ItemListSectionId, action: (() -> Void)?) {
        self.theme = theme
        self.strings = strings
        self.title = title
        self.totalBytes = totalBytes
        self.mediaShare = mediaShare
        self.preset = preset
        self.sectionId = sectionId
        self.action = action
    }

    public var selectable: Bool {
        return self.action != nil
    }

    public func selected(listView: ListView) {
        self.action?()
    }
}
