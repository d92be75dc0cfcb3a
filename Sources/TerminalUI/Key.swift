/// A key press (or a paste) decoded from the bytes a terminal sends; `KeyDecoder` makes them.
///
/// How bytes map to keys (xterm, VTE, iTerm2, kitty, tmux, screen and the Linux console all send these):
///
/// | bytes | key |
/// |---|---|
/// | printable ASCII and UTF-8 | `.character` (one per Unicode scalar, see below) |
/// | `CR` (0x0D) | `.enter` — what Return sends in raw mode |
/// | `LF` (0x0A) | `.control("j")` — Ctrl-J, the portable "new line" key |
/// | `HT` (0x09) | `.tab` |
/// | `DEL` (0x7F), `BS` (0x08, Ctrl-H) | `.backspace` |
/// | 0x01…0x1A otherwise | `.control("a")`…`.control("z")` (Ctrl-C is `.control("c")`) |
/// | 0x00, 0x1C…0x1F | `.control("@")`, `.control("\\")`, `.control("]")`, `.control("^")`, `.control("_")` |
/// | `ESC` alone (nothing follows within ~30 ms) | `.escape` |
/// | `ESC [ A/B/C/D`, `ESC O A/B/C/D` | `.up`, `.down`, `.right`, `.left` |
/// | `ESC [ H`, `ESC O H`, `ESC [ 1 ~`, `ESC [ 7 ~` | `.home` |
/// | `ESC [ F`, `ESC O F`, `ESC [ 4 ~`, `ESC [ 8 ~` | `.end` |
/// | `ESC [ 2 ~`, `ESC [ 3 ~`, `ESC [ 5 ~`, `ESC [ 6 ~` | `.insert`, `.delete`, `.pageUp`, `.pageDown` |
/// | `ESC [ Z` | `.backTab` (Shift-Tab) |
/// | `ESC O M` | `.enter` (keypad Enter) |
/// | `ESC O P…S`, `ESC [ 11…15 ~`, `ESC [ 17…21 ~`, `ESC [ 23/24 ~`, `ESC [ [ A…E` | `.function(1…12)` |
/// | `ESC [ 1 ; m X`, `ESC [ n ; m ~` | `.modified(key, modifiers)` with xterm's modifier parameter `m` |
/// | `ESC` + a key sent as one byte or character (`ESC x`, `ESC CR`, `ESC DEL`) | `.alt(key)` (Alt/Meta held) |
/// | `ESC` + an escape sequence (`ESC ESC [ A`) | `.modified(key, .alt)` |
/// | `ESC [ 200 ~` … `ESC [ 201 ~` | `.paste(text)` (bracketed paste) |
/// | anything else | `.unknown(bytes)` |
///
/// So every chord has exactly one spelling: keys that terminals send as escape sequences (arrows, Home/End,
/// Page Up/Down, Insert/Delete, function keys, Shift-Tab) carry modifiers in `.modified`; keys sent as a single
/// byte or character (letters, Enter, Tab, Backspace, Escape, Ctrl-letters) are wrapped in `.alt` when Alt is held.
/// Alt-Enter is `.alt(.enter)`.
///
/// Characters arrive one Unicode scalar at a time: a grapheme made of several scalars (an accent typed as a
/// combining mark, an emoji ZWJ sequence, a flag) is several `.character` keys, which compose again when appended
/// to a `String`. Pasted text arrives whole, in `.paste`.
public indirect enum Key: Sendable, Hashable {
    /// A printable character: one Unicode scalar (space included).
    case character(Character)
    /// ↑.
    case up
    /// ↓.
    case down
    /// ←.
    case left
    /// →.
    case right
    /// Home.
    case home
    /// End.
    case end
    /// Page Up.
    case pageUp
    /// Page Down.
    case pageDown
    /// Tab (HT, Ctrl-I).
    case tab
    /// Shift-Tab (`ESC [ Z`).
    case backTab
    /// Return (CR, Ctrl-M) or keypad Enter.
    case enter
    /// Escape pressed on its own.
    case escape
    /// Backspace (DEL or BS, Ctrl-H).
    case backspace
    /// Forward delete (`ESC [ 3 ~`).
    case delete
    /// Insert (`ESC [ 2 ~`).
    case insert
    /// F1…F12.
    case function(Int)
    /// A key typed with Ctrl held that has no case of its own: the lowercase letter (`"c"` for Ctrl-C, `"j"` for
    /// Ctrl-J / LF) or `@ \ ] ^ _`.
    case control(Character)
    /// A single-byte key or character typed with Alt (Meta) held: the terminal sent ESC before it.
    case alt(Key)
    /// A key sent as an escape sequence (arrow, Home/End, Page Up/Down, Insert/Delete, function key, Shift-Tab)
    /// with Shift, Alt or Ctrl held.
    case modified(Key, KeyModifiers)
    /// Text pasted in one go (bracketed paste), line breaks normalised to `\n`. The text is as the terminal sent it:
    /// it may hold control characters, so sanitise it before showing it.
    case paste(String)
    /// Bytes that are not a key this decoder knows (an unsupported or malformed escape sequence, invalid UTF-8).
    case unknown([UInt8])

    /// The key without the modifiers of `.modified` (Shift-↑ is ↑); any other key is returned as it is.
    public var unmodified: Key {
        if case .modified(let key, _) = self { return key }
        return self
    }
}

/// Modifier keys held with a key that terminals send as an escape sequence (xterm's `ESC [ 1 ; m A` form).
public struct KeyModifiers: OptionSet, Sendable, Hashable {
    /// The bits, as in xterm's modifier parameter minus one (Meta is folded into Alt).
    public let rawValue: UInt8

    /// Creates modifiers from their bits.
    public init(rawValue: UInt8) {
        self.rawValue = rawValue
    }

    /// Shift.
    public static let shift = KeyModifiers(rawValue: 1)
    /// Alt / Option / Meta.
    public static let alt = KeyModifiers(rawValue: 2)
    /// Ctrl.
    public static let control = KeyModifiers(rawValue: 4)

    /// The modifiers of xterm's parameter `m` in `ESC [ 1 ; m A` (`m` = 1 + shift·1 + alt·2 + ctrl·4 + meta·8);
    /// none for a missing or out-of-range parameter.
    init(xtermParameter parameter: Int?) {
        guard let parameter, (2...16).contains(parameter) else {
            self = []
            return
        }
        let bits = UInt8(parameter - 1)
        var modifiers: KeyModifiers = []
        if bits & 1 != 0 { modifiers.insert(.shift) }
        if bits & 2 != 0 || bits & 8 != 0 { modifiers.insert(.alt) }
        if bits & 4 != 0 { modifiers.insert(.control) }
        self = modifiers
    }
}
