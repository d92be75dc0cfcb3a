// A custom item of the module the generated screens are compiled into, as SettingsUI's own items are of SettingsUI:
// the fixture TypedCustomItems.yaml declares it without `module:`, so its generated file imports no module for it.
// Test support only; never shipped.
//
// NOT from the reference: it models the shape of Telegram's keep-media duration picker (a preset chosen among a few,
// written through `updated`) with the smallest API that shows a value bound to app data reaching an item typed.

import Display
import ItemListUI
import SettingsUIItems

final class KeepMediaPresetPickerItem: ListViewItem, ItemListItem {
    let presentationData: ItemListPresentationData
    let value: AutoremoveTimeoutPreset
    let maximumSize: Int32
    let sectionId: ItemListSectionId
    let updated: (AutoremoveTimeoutPreset) -> Void

    init(presentationData: ItemListPresentationData, value: AutoremoveTimeoutPreset, maximumSize: Int32, sectionId: ItemListSectionId, updated: @escaping (AutoremoveTimeoutPreset) -> Void) {
        self.presentationData = presentationData
        self.value = value
        self.maximumSize = maximumSize
        self.sectionId = sectionId
        self.updated = updated
    }

    /// Picking `preset`: `updated(preset)` when it is not the one shown.
    func simulatePick(_ preset: AutoremoveTimeoutPreset) {
        if preset != self.value {
            self.updated(preset)
        }
    }
}
