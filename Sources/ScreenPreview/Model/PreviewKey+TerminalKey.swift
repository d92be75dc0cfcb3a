import TerminalUI

extension PreviewKey {
    /// The preview key for a decoded terminal key, or nil for keys the preview does not use (function keys, Insert,
    /// Alt with anything but Enter, unknown bytes).
    ///
    /// Modifiers on arrows and the like are dropped (Shift-↑ is ↑); Alt-Enter is `altEnter`; Ctrl-J (LF) stays
    /// `control("j")`, which inserts a line break in a multi-line input.
    public init?(_ key: Key) {
        switch key {
        case .character(let character): self = .character(character)
        case .up: self = .up
        case .down: self = .down
        case .left: self = .left
        case .right: self = .right
        case .home: self = .home
        case .end: self = .end
        case .pageUp: self = .pageUp
        case .pageDown: self = .pageDown
        case .tab: self = .tab
        case .backTab: self = .backTab
        case .enter: self = .enter
        case .escape: self = .escape
        case .backspace: self = .backspace
        case .delete: self = .delete
        case .control(let character): self = .control(character)
        case .paste(let text): self = .paste(text)
        case .alt(.enter): self = .altEnter
        case .modified(let base, _):
            guard let mapped = PreviewKey(base) else { return nil }
            self = mapped
        case .alt, .insert, .function, .unknown: return nil
        }
    }
}
