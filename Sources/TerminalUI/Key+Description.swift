extension Key: CustomStringConvertible {
    /// A short human-readable name: `a`, `space`, `up`, `ctrl-c`, `alt-x`, `shift-ctrl-left`, `F5`,
    /// `paste(12 characters)`, `unknown(1B 5B 39 39 7E)`.
    public var description: String {
        switch self {
        case .character(" "): "space"
        case .character(let character): String(character)
        case .up: "up"
        case .down: "down"
        case .left: "left"
        case .right: "right"
        case .home: "home"
        case .end: "end"
        case .pageUp: "page-up"
        case .pageDown: "page-down"
        case .tab: "tab"
        case .backTab: "shift-tab"
        case .enter: "enter"
        case .escape: "escape"
        case .backspace: "backspace"
        case .delete: "delete"
        case .insert: "insert"
        case .function(let number): "F\(number)"
        case .control(let character): "ctrl-\(character)"
        case .alt(let key): "alt-\(key)"
        case .modified(let key, let modifiers): "\(modifiers.prefix)\(key)"
        case .paste(let text): "paste(\(text.count) characters)"
        case .unknown(let bytes): "unknown(\(bytes.map(hex).joined(separator: " ")))"
        }
    }
}

extension KeyModifiers {
    /// `shift-`, `alt-`, `ctrl-`, in that order, for the modifiers present.
    fileprivate var prefix: String {
        (contains(.shift) ? "shift-" : "") + (contains(.alt) ? "alt-" : "") + (contains(.control) ? "ctrl-" : "")
    }
}

private func hex(_ byte: UInt8) -> String {
    let digits = String(byte, radix: 16, uppercase: true)
    return digits.count == 1 ? "0" + digits : digits
}
