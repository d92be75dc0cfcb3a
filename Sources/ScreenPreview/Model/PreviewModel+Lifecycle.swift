import ScreenExpressions
import ScreenRuntime

extension PreviewModel {
    /// The hooks the shown screen's controller would call for `events` (`didAppear`, `willDisappear`,
    /// `didDisappear`), written as the status line shows calls (`screenAppeared(true)`, `saveDraft?(true)`); events
    /// the screen has no hook for are left out.
    ///
    /// The preview calls them as UIKit would: `didAppear(true)` when a screen is first shown (the root at start,
    /// a pushed screen when pushed); `willDisappear(true)` and `didDisappear(true)` on the screen that is covered by
    /// a push or popped, and on a popped screen `willPop(true)` and `didPop(true)` after each; `didAppear(false)` on
    /// the screen shown again after a pop.
    func lifecycleCalls(_ events: [Interaction]) -> [String] {
        events.compactMap { event in
            guard let outcome = try? InteractionHandler.perform(event, in: page.screen, state: page.state),
                let hook = outcome.activation.hook
            else { return nil }
            return Self.callText(hook, record: nil)
        }
    }

    /// `focus: { row:, after: appear }`: on the first `didAppear` of the shown screen its controller gives the row's
    /// node the keyboard; the preview moves the focus there and returns what the status line says (`focus server`),
    /// nil when the screen focuses nothing then (or the row is not shown).
    mutating func focusAfterAppearing() -> String? {
        guard page.screen.presentation.focusesAfterAppearing, let id = page.rendered.focusAfterAppearing,
            page.listTargets.contains(.row(id))
        else { return nil }
        setFocus(.row(id))
        return "focus \(page.rendered.row(stableID: id)?.rowID ?? id.description)"
    }

    /// A hook call as Swift would write it: `openPeer(BlockedPeer #2 “Zoë Laurent”)`, `shareProxyLink?()` for an
    /// optional hook; `record` is the element type of the row the call came from.
    static func callText(_ hook: HookActivation, record: RecordType?) -> String {
        (hook.isOptional ? hook.name + "?" : hook.name) + "(" + ValueText.payload(hook.payload, record: record) + ")"
    }

    /// Page Up / Page Down stand for dragging the list: the screen's `beganInteractiveDragging` hook, if any, is
    /// called and the status line says so.
    mutating func beginDragging() {
        let calls = lifecycleCalls([.beganInteractiveDragging])
        guard !calls.isEmpty else { return }
        status = PreviewStatus(kind: .call, message: "→ \(calls.joined(separator: ", ")) · beganInteractiveDragging")
    }

    /// The events of a screen covered by a push.
    static let disappearing: [Interaction] = [.willDisappear(animated: true), .didDisappear(animated: true)]

    /// The events of a popped screen, in the order the generated controller calls their hooks.
    static let popped: [Interaction] = [
        .willDisappear(animated: true), .willPop(animated: true), .didDisappear(animated: true), .didPop(animated: true),
    ]
}
