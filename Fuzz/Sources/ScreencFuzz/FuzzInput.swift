/// One fuzz input split into the files it stands for: a screen file, optionally followed by a `Localizable.strings`
/// file after a line `#fuzz:strings`, and by the bytes typed into the preview after a line `#fuzz:keys`:
///
///     screen: Example            ← the screen file (Fuzz.yaml)
///     …
///     #fuzz:strings
///     "Example.Title" = "Hi";    ← Localizable.strings (lint --strings, and the preview's texts)
///     #fuzz:keys
///     \e[Bj d                    ← raw terminal input, decoded as the interactive preview decodes it
///
/// Each marker is a whole line (at the start of the input or after a line feed). The first `#fuzz:keys` ends the
/// rest; before it, the first `#fuzz:strings` ends the screen. Without markers the whole input is the screen file.
struct FuzzInput {
    /// The name the screen file is linted, compiled and reported as.
    static let screenPath = "Fuzz.yaml"
    /// The name the strings file is reported as.
    static let stringsPath = "Localizable.strings"
    static let stringsMarker = Array("#fuzz:strings\n".utf8)
    static let keysMarker = Array("#fuzz:keys\n".utf8)

    /// The screen file's bytes.
    var screen: [UInt8]
    /// The strings file's bytes, when the input has a `#fuzz:strings` line.
    var strings: [UInt8]?
    /// The terminal input for the preview, when the input has a `#fuzz:keys` line.
    var keys: [UInt8]?

    init(_ bytes: [UInt8]) {
        var rest = bytes[...]
        if let marker = Self.line(Self.keysMarker, in: rest) {
            keys = Array(rest[marker.upperBound...])
            rest = rest[..<marker.lowerBound]
        }
        if let marker = Self.line(Self.stringsMarker, in: rest) {
            strings = Array(rest[marker.upperBound...])
            rest = rest[..<marker.lowerBound]
        }
        screen = Array(rest)
    }

    /// The first occurrence of `marker` (which ends in a line feed) that starts a line of `bytes`.
    static func line(_ marker: [UInt8], in bytes: ArraySlice<UInt8>) -> Range<Int>? {
        var start = bytes.startIndex
        while start + marker.count <= bytes.endIndex {
            if bytes[start..<start + marker.count].elementsEqual(marker) { return start..<start + marker.count }
            guard let newline = bytes[start...].firstIndex(of: UInt8(ascii: "\n")) else { return nil }
            start = newline + 1
        }
        return nil
    }
}
