// What ItemListPeerItem's node shows for an item, as far as a test can observe it (`@_spi(Stubs)`). The
// StubTestSupport `simulate…` drivers act on this. Test support only; never shipped.
//
// From the reference (§2.1): choosing a reveal option calls that option's `action`; with `revealOptions == nil` the
// one option calls `removePeer(peer.id)`; opening the options calls `setPeerIdWithRevealedOptions(peer.id, nil)`,
// closing them `(nil, peer.id)`; in editing mode the red delete control opens them and `canBeReordered` shows the
// reorder grip. Not in the reference, modelled after the real node: options exist only when
// `editing.editable && enabled`; the default option is titled `strings.Common_Delete` in the destructive colours;
// option colours follow `theme.list.itemDisclosureActions` (neutral → neutral1); choosing an option closes the options.

import UIKit
import TelegramPresentationData
@_spi(Stubs) import ItemListUI

public extension ItemListPeerItem {
    /// The options a swipe reveals (keys are positions).
    @_spi(Stubs) var stubRevealOptions: [ItemListRevealOption] {
        guard self.editing.editable && self.enabled else {
            return []
        }
        let actions = self.presentationData.theme.list.itemDisclosureActions
        guard let revealOptions = self.revealOptions else {
            return [ItemListRevealOption(key: 0, title: self.presentationData.strings.Common_Delete, icon: .none, color: actions.destructive.fillColor, textColor: actions.destructive.foregroundColor)]
        }
        return revealOptions.options.enumerated().map { index, option in
            let colors: PresentationThemeFillForeground
            switch option.type {
            case .neutral:
                colors = actions.neutral1
            case .warning:
                colors = actions.warning
            case .destructive:
                colors = actions.destructive
            case .accent:
                colors = actions.accent
            }
            return ItemListRevealOption(key: Int32(index), title: option.title, icon: .none, color: colors.fillColor, textColor: colors.foregroundColor)
        }
    }

    /// Whether the red "minus" delete control is shown (editing mode of an editable row).
    @_spi(Stubs) var stubShowsDeleteControl: Bool {
        return self.editing.editing && self.editing.editable
    }
}

@_spi(Stubs) extension ItemListPeerItem: ItemListStubReorderableItem {
    /// The reorder grip shows in editing mode when the row `canBeReordered`.
    public var stubIsReorderable: Bool {
        return self.editing.editing && self.editing.canBeReordered
    }
}
