import ScreencCore

/// One fuzz input split into the files it stands for: a screen file, optionally followed by sections that each start
/// with a marker line — a `Localizable.strings` file, a samples file for `preview --data`, the bytes typed into
/// the preview, a declarations file, custom templates (`compile --template`), a project configuration
/// (`.screenc.yml`) and `preview --set` arguments:
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
///     #fuzz:template
///     {{> state}}…               ← screen.mustache (text before the first `#template` line)
///     #template state
///     struct {{typeName}} {}     ← state.mustache: a partial (each `#template NAME` line starts one)
///     #fuzz:config
///     rules: { empty-section: off }  ← .screenc.yml
///     #fuzz:set
///     count=3                    ← one `preview --set` argument a line, applied after the samples
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
    /// The name the project configuration is reported as.
    static let configurationPath = ".screenc.yml"
    /// The line that starts a template of the `#fuzz:template` section, followed by the template's name.
    static let templateMarker = "#template "

    /// The sections after the screen file, by their marker lines (without the line feed).
    enum Section: String, CaseIterable {
        case strings = "#fuzz:strings"
        case data = "#fuzz:data"
        case keys = "#fuzz:keys"
        case declarations = "#fuzz:declarations"
        case template = "#fuzz:template"
        case config = "#fuzz:config"
        case set = "#fuzz:set"
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
    /// The custom templates' section, when the input has a `#fuzz:template` line (see `templates`).
    var templateSection: [UInt8]?
    /// The project configuration's bytes, when the input has a `#fuzz:config` line.
    var configuration: [UInt8]?
    /// The `--set` arguments' section, when the input has a `#fuzz:set` line (see `assignments`).
    var setSection: [UInt8]?

    /// The custom templates by name, as `compile --template NAME.mustache` reads them: the text before the first
    /// `#template NAME` line replaces `screen` (unless it is empty), and each `#template NAME` line starts the template
    /// `NAME`, up to the next such line (a later template of the same name replaces an earlier one, as a later
    /// `--template` does). Nil without a `#fuzz:template` line.
    var templates: [String: String]? {
        guard let section = templateSection else { return nil }
        var templates: [String: String] = [:]
        var name = "screen"
        var text: [UInt8] = []
        func finish() {
            if !(name == "screen" && text.isEmpty && templates.isEmpty) {
                templates[name] = String(decoding: text, as: UTF8.self)
            }
        }
        for line in Self.lines(section) {
            if line.starts(with: Self.templateMarker.utf8) {
                finish()
                name = String(decoding: line.dropFirst(Self.templateMarker.utf8.count).filter { $0 != 0x0A }, as: UTF8.self)
                text = []
            } else {
                text.append(contentsOf: line)
            }
        }
        finish()
        return templates
    }

    /// The `preview --set` arguments, one a line (without its line feed), in order. Nil without a `#fuzz:set` line.
    var assignments: [String]? {
        setSection.map { section in
            Self.lines(section).map { String(decoding: $0.last == 0x0A ? $0.dropLast() : $0, as: UTF8.self) }
        }
    }

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
        for line in Self.lines(bytes) {
            if let section = Section.allCases.first(where: { isMarker(line, $0) }), self[section] == nil {
                current = section
                self[section] = []
            } else if let current {
                self[current]!.append(contentsOf: line)
            } else {
                screen.append(contentsOf: line)
            }
        }
    }

    /// The lines of `bytes`, each with its line feed (the last one may have none).
    private static func lines(_ bytes: [UInt8]) -> [ArraySlice<UInt8>] {
        var lines: [ArraySlice<UInt8>] = []
        var lineStart = 0
        while lineStart < bytes.count {
            let lineEnd = bytes[lineStart...].firstIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? bytes.count
            lines.append(bytes[lineStart..<lineEnd])
            lineStart = lineEnd
        }
        return lines
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
            case .template: templateSection
            case .config: configuration
            case .set: setSection
            }
        }
        set {
            switch section {
            case .strings: strings = newValue
            case .data: samples = newValue
            case .keys: keys = newValue
            case .declarations: declarations = newValue
            case .template: templateSection = newValue
            case .config: configuration = newValue
            case .set: setSection = newValue
            }
        }
    }
}
