import ScreencCore

/// One fuzz input split into the files it stands for: a screen file, optionally followed by sections that each start
/// with a marker line — a `Localizable.strings` file, a samples file for `preview --data`, the bytes typed into
/// the preview, and a declarations file:
///
///     screen: Example            ← the screen file (Fuzz.yaml)
///     …
///     #fuzz:declarations
///     declarations: Shared       ← Shared.yaml: the project's declarations file, which the screen may also import
///     #fuzz:strings
///     "Example.Title" = "Hi";    ← Localizable.strings (lint --strings, and the preview's texts)
///     #fuzz:data
///     count: 3                   ← Samples.yaml (preview --data)
///     #fuzz:keys
///     \e[Bj d                    ← raw terminal input, decoded as the interactive preview decodes it
///
/// A marker is a whole line (at the start of the input or after a line feed); the sections may come in any order,
/// and only the first line of each marker starts its section (a repeated one is content). Without markers the whole
/// input is the screen file.
struct FuzzInput {
    /// The name the screen file is linted, compiled and reported as.
    static let screenPath = "Fuzz.yaml"
    /// The name the strings file is reported as.
    static let stringsPath = "Localizable.strings"
    /// The name the samples file is reported as.
    static let samplesPath = "Samples.yaml"
    /// The name of the declarations file (every screen sees it; `imports: [Shared.yaml]` names it too).
    static let declarationsPath = "Shared.yaml"

    /// The sections after the screen file, by their marker lines (without the line feed).
    enum Section: String, CaseIterable {
        case strings = "#fuzz:strings"
        case data = "#fuzz:data"
        case keys = "#fuzz:keys"
        case declarations = "#fuzz:declarations"
    }

    /// The screen file's bytes.
    var screen: [UInt8] = []
    /// The strings file's bytes, when the input has a `#fuzz:strings` line.
    var strings: [UInt8]?
    /// The samples file's bytes, when the input has a `#fuzz:data` line.
    var samples: [UInt8]?
    /// The terminal input for the preview, when the input has a `#fuzz:keys` line.
    var keys: [UInt8]?
    /// The declarations file's bytes, when the input has a `#fuzz:declarations` line.
    var declarations: [UInt8]?

    /// The project's declarations files of a run on this input: the declarations file, when there is one.
    var projectDeclarations: [String] { declarations == nil ? [] : [Self.declarationsPath] }

    /// Reads the input's files by name, as the commands read files: any other path cannot be read.
    var read: @Sendable (String) throws(UnreadableFile) -> [UInt8] {
        let (screen, declarations) = (screen, declarations)
        return { (path) throws(UnreadableFile) in
            if path == Self.screenPath { return screen }
            if path == Self.declarationsPath, let declarations { return declarations }
            throw UnreadableFile(path: path, reason: "No such file or directory")
        }
    }

    init(_ bytes: [UInt8]) {
        var current: Section?
        var lineStart = 0
        while lineStart < bytes.count {
            let lineEnd = bytes[lineStart...].firstIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? bytes.count
            let line = bytes[lineStart..<lineEnd]
            if let section = Section.allCases.first(where: { isMarker(line, $0) }), self[section] == nil {
                current = section
                self[section] = []
            } else if let current {
                self[current]!.append(contentsOf: line)
            } else {
                screen.append(contentsOf: line)
            }
            lineStart = lineEnd
        }
    }

    /// Whether `line` (with its line feed) is exactly the marker of `section`.
    private func isMarker(_ line: ArraySlice<UInt8>, _ section: Section) -> Bool {
        line.count == section.rawValue.utf8.count + 1 && line.last == UInt8(ascii: "\n")
            && line.dropLast().elementsEqual(section.rawValue.utf8)
    }

    private subscript(section: Section) -> [UInt8]? {
        get {
            switch section {
            case .strings: strings
            case .data: samples
            case .keys: keys
            case .declarations: declarations
            }
        }
        set {
            switch section {
            case .strings: strings = newValue
            case .data: samples = newValue
            case .keys: keys = newValue
            case .declarations: declarations = newValue
            }
        }
    }
}
