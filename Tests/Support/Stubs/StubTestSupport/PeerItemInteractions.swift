// Driving ItemListPeerItem and ItemListPeerActionItem rows from tests: what swiping, tapping the delete control,
// choosing a reveal option, flipping the switch or long-pressing makes the real nodes call. The rules are in
// ItemListPeerItemBehaviour.swift (which options exist, when the delete control and reorder grip show).
// Test support only; never shipped. Taps on the row itself are `simulateTap()` (any `ListViewItem`).

import UIKit
import AsyncDisplayKit
import Display
@_spi(Stubs) import ItemListUI
@_spi(Stubs) import ItemListPeerItem

public extension ItemListPeerItem {
    /// Swiping the row open: `setPeerIdWithRevealedOptions(peer.id, nil)`. Refused when the row has no options or
    /// they are already shown (`editing.revealed == true`).
    @discardableResult
    func simulateRevealOptions() -> Bool {
        guard !self.stubRevealOptions.isEmpty, self.editing.revealed != true else {
            return false
        }
        self.setPeerIdWithRevealedOptions(self.peer.id, nil)
        return true
    }

    /// Swiping the options closed (or tapping elsewhere): `setPeerIdWithRevealedOptions(nil, peer.id)`. Refused when
    /// they are not shown (`editing.revealed != true`).
    @discardableResult
    func simulateCloseRevealedOptions() -> Bool {
        guard self.editing.revealed == true else {
            return false
        }
        self.setPeerIdWithRevealedOptions(nil, self.peer.id)
        return true
    }

    /// The red delete control of editing mode: opens the options (`setPeerIdWithRevealedOptions(peer.id, nil)`).
    /// Refused when the control is not shown (not editing, or not editable) or there are no options.
    @discardableResult
    func simulateDeleteControlTap() -> Bool {
        guard self.stubShowsDeleteControl, !self.stubRevealOptions.isEmpty else {
            return false
        }
        self.setPeerIdWithRevealedOptions(self.peer.id, nil)
        return true
    }

    /// Choosing reveal option `title` (after a swipe, or by swiping all the way): that option's `action()`, or
    /// `removePeer(peer.id)` for the default option of a row without `revealOptions`; then the options close
    /// (`setPeerIdWithRevealedOptions(nil, peer.id)`). Refused when there is no such option.
    @discardableResult
    func simulateRevealOptionTap(title: String) -> Bool {
        guard let option = self.stubRevealOptions.first(where: { $0.title == title }) else {
            return false
        }
        if let revealOptions = self.revealOptions {
            revealOptions.options[Int(option.key)].action()
        } else {
            self.removePeer(self.peer.id)
        }
        self.setPeerIdWithRevealedOptions(nil, self.peer.id)
        return true
    }

    /// Flipping the row's switch (`switchValue` with style `.standard`): `toggleUpdated?(!value)`. Refused when there
    /// is no standard switch, or it or the row is disabled. (The `.check` styles are drawn by the row; a tap on the
    /// row is `simulateTap()`.)
    @discardableResult
    func simulateToggle() -> Bool {
        guard let switchValue = self.switchValue, case .standard = switchValue.style, switchValue.isEnabled, self.enabled else {
            return false
        }
        self.toggleUpdated?(!switchValue.value)
        return true
    }

    /// A long press: `contextAction?(node, nil)`. Returns whether a context action is set.
    @discardableResult
    func simulateContextAction() -> Bool {
        guard let contextAction = self.contextAction else {
            return false
        }
        contextAction(ASDisplayNode(), nil)
        return true
    }

    /// A tap on the avatar's story ring: `openStories?(view)`, when the row has `storyStats`.
    @discardableResult
    func simulateOpenStories() -> Bool {
        guard self.storyStats != nil, let openStories = self.openStories else {
            return false
        }
        openStories(UIView())
        return true
    }
}
