/// Turns the bytes read from a terminal in raw mode into keys. Pure: no I/O, no clock.
///
/// Bytes can arrive in any chunks: an escape sequence or a UTF-8 character split across reads is kept until the rest
/// arrives, so feeding bytes in pieces gives the same keys as feeding them at once. The only thing that depends on
/// timing is what a pending prefix means when nothing more comes: a lone ESC is the Escape key, but ESC followed by
/// `[A` is ↑. The event loop settles that by calling `flush()` once no byte has arrived for about 30 ms
/// (`hasPending` says whether it needs to); ESC, a pause, then `[A` therefore decodes as Escape, `[`, `A`, while
/// ESC `[A` in quick succession is ↑.
///
/// A bracketed paste (`ESC [200~` … `ESC [201~`) becomes one `.paste` however many reads it spans; its content is
/// never decoded as keys — until `endPaste()` ends a paste that never ends by itself. Malformed and unsupported sequences become `.unknown` without swallowing the keys after
/// them, and no input makes the decoder crash or hold more than a few bytes of an unfinished sequence. The mapping
/// from bytes to keys is documented on `Key`.
public struct KeyDecoder: Sendable {
    /// Bytes received and not yet decoded: the beginning of an unfinished sequence or character.
    private var pending: [UInt8] = []
    /// The content of the bracketed paste being received, or nil outside a paste.
    private var paste: [UInt8]?

    /// A decoder with nothing pending.
    public init() {}

    /// Whether bytes are waiting for more input, so that `flush()` after a pause would produce keys (a lone ESC, an
    /// unfinished sequence or character, part of a paste).
    public var hasPending: Bool {
        if let paste { return BracketedPaste.flushableCount(paste) > 0 }
        return !pending.isEmpty
    }

    /// Whether a bracketed paste has started and not ended yet.
    public var isPasting: Bool { paste != nil }

    /// Decodes `bytes` after those fed before and returns the keys completed; an unfinished sequence or character at
    /// the end is kept for the next call.
    public mutating func feed(_ bytes: [UInt8]) -> [Key] {
        pending.append(contentsOf: bytes)
        return drain(atEnd: false)
    }

    /// Decodes what is pending as if no more bytes will follow it: called after ~30 ms of silence. A lone ESC is
    /// `.escape`, ESC ESC is two, ESC `[` or ESC `O` is Alt-`[` or Alt-`O`, an unfinished sequence or UTF-8
    /// character is `.unknown`. Inside a paste, the text received so far is returned as a `.paste` and the paste
    /// goes on (a large paste can pause mid-way; the rest comes as further `.paste` keys).
    public mutating func flush() -> [Key] {
        drain(atEnd: true)
    }

    /// Ends a bracketed paste whose end marker never came (a stray `ESC [200~`, or a terminal that stopped halfway):
    /// the text received and not yet handed out is returned as a last `.paste`, and what follows is decoded as keys
    /// again — so Ctrl-C works. The event loop calls it once the input has been silent for
    /// `TerminalSession.pasteTimeout` during a paste. Does nothing outside a paste.
    public mutating func endPaste() -> [Key] {
        guard let text = paste else { return [] }
        paste = nil
        var keys: [Key] = text.isEmpty ? [] : [.paste(BracketedPaste.text(text))]
        keys += drain(atEnd: false)
        return keys
    }

    private mutating func drain(atEnd: Bool) -> [Key] {
        var keys: [Key] = []
        var start = 0
        while true {
            if paste != nil {
                guard let end = BracketedPaste.endMarker(in: pending, from: start) else {
                    let kept = BracketedPaste.markerPrefixLength(atEndOf: pending, from: start)
                    paste?.append(contentsOf: pending[start..<(pending.count - kept)])
                    start = pending.count - kept
                    if atEnd, let flushed = flushPaste() { keys.append(flushed) }
                    break
                }
                paste?.append(contentsOf: pending[start..<end])
                if let text = paste, !text.isEmpty { keys.append(.paste(BracketedPaste.text(text))) }
                paste = nil
                start = end + BracketedPaste.end.count
                continue
            }
            guard start < pending.count else { break }
            switch KeyParser.parse(pending, at: start, atEnd: atEnd) {
            case .key(let key, let length):
                keys.append(key)
                start += length
            case .pasteStart(let length):
                paste = []
                start += length
            case .incomplete:
                pending.removeFirst(start)
                return keys
            }
        }
        pending.removeFirst(start)
        return keys
    }

    /// The paste text received so far, minus a tail that may still change meaning (an unfinished UTF-8 character,
    /// a CR that may be half of CR LF).
    private mutating func flushPaste() -> Key? {
        guard let text = paste else { return nil }
        let count = BracketedPaste.flushableCount(text)
        guard count > 0 else { return nil }
        paste = Array(text[count...])
        return .paste(BracketedPaste.text(text[..<count]))
    }
}
