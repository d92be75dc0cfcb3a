import ScreenDiagnostics

/// The `sarif` format: SARIF 2.1.0 (OASIS), for GitHub code scanning and other SARIF viewers.
///
/// One run whose `tool.driver` lists every rule of the catalogue (sorted by id, so `ruleIndex` is
/// stable), the checked files as `artifacts`, and one `result` per diagnostic:
/// - `level` is the diagnostic's severity (`error`, `warning`, `note`);
/// - `message.text` is the message, then `note: …` lines and a `help: …` line;
/// - the location's `artifactLocation` is the path as a relative URI reference (RFC 3986
///   percent-encoding, forward slashes) against `uriBaseId` `%SRCROOT%`, the root the CLI was run
///   from; an absolute path becomes a `file://` URI without a base;
/// - `region` has 1-based `startLine`/`startColumn` and exclusive `endLine`/`endColumn`, counted in
///   Unicode code points (`columnKind: "unicodeCodePoints"` on the run), which is how screenc counts;
/// - labels are `relatedLocations` with their message; a fix-it is a `fixes` entry with one
///   replacement (`deletedRegion` + `insertedContent`).
///
/// Text is not altered: JSON escaping is enough for a data format.
enum SARIFRenderer {
    static let schema = "https://json.schemastore.org/sarif-2.1.0.json"
    static let uriBaseID = "%SRCROOT%"

    static func render(_ report: DiagnosticReport, options: RenderOptions) -> String {
        let rules = Rule.allCases.sorted { $0.rawValue < $1.rawValue }
        var ruleIndex: [Rule: Int] = [:]
        for (index, rule) in rules.enumerated() { ruleIndex[rule] = index }

        // Every checked file, then any other file a diagnostic mentions, so every location has an artifact.
        var artifacts = report.files
        var artifactIndex: [String: Int] = [:]
        for (index, file) in artifacts.enumerated() where artifactIndex[file] == nil { artifactIndex[file] = index }
        var mentioned: [String] = []
        for diagnostic in report.diagnostics {
            mentioned.append(diagnostic.span.file)
            mentioned += diagnostic.labels.map(\.span.file)
            if let fix = diagnostic.fixIt { mentioned.append(fix.span.file) }
        }
        for file in Set(mentioned).sorted() where artifactIndex[file] == nil {
            artifactIndex[file] = artifacts.count
            artifacts.append(file)
        }
        let helpBase = options.informationURI.map { base in
            (base.hasSuffix("/") ? String(base.dropLast()) : base) + "/blob/main/docs/Rules.md#"
        }

        /// An `artifactLocation`; `index` points into `artifacts` (left out inside `artifacts` itself).
        func artifactLocation(_ file: String, withIndex: Bool = true) -> JSONValue {
            let uri = artifactURI(file)
            return .object(dropping: [
                ("uri", .string(uri.uri)),
                ("uriBaseId", uri.isRelative ? .string(uriBaseID) : nil),
                ("index", withIndex ? artifactIndex[file].map { .int($0) } : nil),
            ])
        }

        func physicalLocation(_ span: SourceSpan) -> JSONValue {
            .object([
                "artifactLocation": artifactLocation(span.file),
                "region": region(span),
            ])
        }

        let driver = JSONValue.object(dropping: [
            ("name", .string(options.toolName)),
            ("version", .string(options.toolVersion)),
            ("informationUri", options.informationURI.map { .string($0) }),
            ("rules", .array(rules.map { rule in
                .object(dropping: [
                    ("id", .string(rule.rawValue)),
                    ("name", .string(upperCamelCase(rule.rawValue))),
                    ("shortDescription", .object(["text": .string(rule.summary)])),
                    ("defaultConfiguration", .object(["level": .string(level(rule.severity))])),
                    ("helpUri", helpBase.map { .string($0 + rule.rawValue) }),
                    ("properties", .object(["tags": .array([.string(rule.category)])])),
                ])
            })),
        ])

        let results = report.diagnostics.map { diagnostic -> JSONValue in
            let text = ([diagnostic.message] + DiagnosticWording.trailer(of: diagnostic, fixWithoutHelp: false))
                .joined(separator: "\n")
            let related = diagnostic.labels.enumerated().map { index, label -> JSONValue in
                .object([
                    "id": .int(index),
                    "physicalLocation": physicalLocation(label.span),
                    "message": .object(["text": .string(label.message)]),
                ])
            }
            let fixes = diagnostic.fixIt.map { fix -> JSONValue in
                .array([
                    .object([
                        "description": .object(["text": .string(DiagnosticWording.fix(fix, of: diagnostic))]),
                        "artifactChanges": .array([
                            .object([
                                "artifactLocation": artifactLocation(fix.span.file),
                                "replacements": .array([
                                    .object(dropping: [
                                        ("deletedRegion", region(fix.span)),
                                        ("insertedContent", fix.replacement.isEmpty ? nil : .object(["text": .string(fix.replacement)])),
                                    ])
                                ]),
                            ])
                        ]),
                    ])
                ])
            }
            return .object(dropping: [
                ("ruleId", .string(diagnostic.rule.rawValue)),
                ("ruleIndex", ruleIndex[diagnostic.rule].map { .int($0) }),
                ("level", .string(level(diagnostic.severity))),
                ("message", .object(["text": .string(text)])),
                ("locations", .array([.object(["physicalLocation": physicalLocation(diagnostic.span)])])),
                ("relatedLocations", related.isEmpty ? nil : .array(related)),
                ("fixes", fixes),
            ])
        }

        let run = JSONValue.object([
            "tool": .object(["driver": driver]),
            "columnKind": .string("unicodeCodePoints"),
            "artifacts": .array(artifacts.map { .object(["location": artifactLocation($0, withIndex: false)]) }),
            "results": .array(results),
        ])
        return JSONValue.object([
            "$schema": .string(schema),
            "version": .string("2.1.0"),
            "runs": .array([run]),
        ]).document
    }

    /// SARIF's `level` for a severity.
    static func level(_ severity: Severity) -> String {
        switch severity {
        case .error: "error"
        case .warning: "warning"
        case .note: "note"
        }
    }

    /// A `region`: 1-based start, exclusive end, in code points.
    static func region(_ span: SourceSpan) -> JSONValue {
        .object([
            "startLine": .int(span.start.line),
            "startColumn": .int(span.start.column),
            "endLine": .int(span.end.line),
            "endColumn": .int(span.end.column),
        ])
    }

    /// `unknown-key` → `UnknownKey`.
    static func upperCamelCase(_ id: String) -> String {
        id.split(separator: "-").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    }

    /// The URI for a path: a relative reference for a relative path (backslashes become `/`, leading
    /// `./` is dropped), a `file:` URI for an absolute one; percent-encoded per RFC 3986, keeping only
    /// unreserved characters and `/` as they are.
    static func artifactURI(_ path: String) -> (uri: String, isRelative: Bool) {
        var path = path.replacingBackslashes()
        let isWindowsDrive: Bool = {
            let scalars = Array(path.unicodeScalars.prefix(3))
            guard scalars.count == 3, scalars[1] == ":", scalars[2] == "/" else { return false }
            return ("a"..."z").contains(scalars[0]) || ("A"..."Z").contains(scalars[0])
        }()
        if isWindowsDrive {
            let drive = String(path.prefix(2))
            return ("file:///" + drive + percentEncode(String(path.dropFirst(2))), false)
        }
        if path.hasPrefix("/") {
            return ("file://" + percentEncode(path), false)
        }
        while path.hasPrefix("./") { path.removeFirst(2) }
        return (percentEncode(path), true)
    }

    /// Percent-encodes the UTF-8 bytes of everything but RFC 3986 unreserved characters and `/`.
    static func percentEncode(_ text: String) -> String {
        var result = ""
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
                UInt8(ascii: "0")...UInt8(ascii: "9"),
                UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"), UInt8(ascii: "/"):
                result.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                let hex = String(byte, radix: 16, uppercase: true)
                result += "%" + (hex.count == 1 ? "0" + hex : hex)
            }
        }
        return result
    }
}

extension String {
    fileprivate func replacingBackslashes() -> String {
        String(String.UnicodeScalarView(unicodeScalars.map { $0 == "\\" ? "/" : $0 }))
    }
}
