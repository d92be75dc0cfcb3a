import LocalizedStrings
import ScreenDiagnostics

/// The Swift of a `PresentationStrings` stand-in for a strings file (`screenc strings-stub`): an extension that
/// declares, per accessor of the file, what Telegram's string generator (`build-system/GenerateStrings/
/// GenerateStrings.py`) makes of it, so that type-checking code against the stand-in checks every key as the app's
/// build would:
///
/// - a plain key: `public var Name: String`;
/// - a formatted key: `public func Name(_ _0: String, _ _1: Int, …) -> PresentationStrings.FormattedString`, one
///   unlabelled parameter per placeholder in order of appearance (`%@` a String, `%d` an Int);
/// - a plural group: `public func Name(_ value: Int32) -> String`.
///
/// The bodies call three methods the module that declares `PresentationStrings` provides: `stubText(forKey:)`,
/// `stubFormatted(forKey:_:)` (the arguments as strings, an Int in decimal) and `stubPlural(forKey:_:)`, each given
/// the accessor-style key (`SocksProxySetup_Title`). screenc's `TelegramPresentationData` stub declares them.
///
/// A key whose accessor name Swift cannot see is left out, with the reason in a comment: the generator exports each
/// accessor under a `swift_name` that Clang ignores unless the name is an ASCII identifier other than `_` (and
/// `subscript` is a subscript, not a member); `init` and `self` would not be callable as members; and a name the type
/// itself declares (`groupingSeparator`, the stand-in's own `stubText`, …) would clash. Deterministic: accessors in
/// name order.
public enum PresentationStringsStub {
    /// Names a key's accessor cannot take: members of `PresentationStrings` itself — the real type's
    /// (`_PresentationStrings`'s properties, the `FormattedString` and `Component` type aliases) and those the
    /// stand-in declares for its runtime — and the names Swift cannot call as members.
    public static let reservedNames: Set<String> = [
        "lc", "primaryComponent", "secondaryComponent", "baseLanguageCode", "groupingSeparator", "FormattedString",
        "Component", "languageCode", "overrides", "value", "stubValue", "stubFormat", "stubFormats", "stubText",
        "stubFormatted", "stubPlural", "init", "self", "subscript", "_",
    ]

    /// Why Swift would not see `name` as a member of `PresentationStrings`; nil when it would.
    public static func whyNotDeclared(_ name: String) -> String? {
        // What Clang accepts as a `swift_name` base name (`isValidAsciiIdentifier`): `[A-Za-z_][A-Za-z0-9_]*`.
        if !SwiftIdentifier.isValid(name) {
            return "not an ASCII identifier: Clang ignores the generator's swift_name for it"
        }
        if name == "_" || name == "subscript" || name == "init" || name == "self" {
            return "`\(name)` cannot be a member Swift calls"
        }
        if reservedNames.contains(name) { return "`\(name)` is a member of PresentationStrings itself" }
        return nil
    }

    /// The Swift source for `file`'s accessors; `command` is the command line that regenerates it (for the header).
    public static func swiftSource(_ file: StringsFile, command: String) -> String {
        var lines: [String] = [
            "// PresentationStrings accessors, as Telegram's string generator (build-system/GenerateStrings/",
            "// GenerateStrings.py) declares them: a plain key is a String property, a formatted key a function of its",
            "// placeholders returning a FormattedString, a plural group a function of its count. The bodies call",
            "// stubText(forKey:), stubFormatted(forKey:_:) and stubPlural(forKey:_:), which the module that declares",
            "// PresentationStrings provides.",
            "//",
            "// Generated from \(commentSafe(file.paths.joined(separator: ", "))) by",
            "//     \(commentSafe(command))",
            "// Do not edit.",
            "",
            "extension PresentationStrings {",
        ]
        var leftOut: [String] = []
        var first = true
        for accessor in file.table.allAccessors {
            if let reason = whyNotDeclared(accessor.name) {
                leftOut.append("//   \(SwiftStringLiteral.make(accessor.key)): \(reason)")
                continue
            }
            if !first { lines.append("") }
            first = false
            lines += declaration(of: accessor)
        }
        lines.append("}")
        if !leftOut.isEmpty {
            lines += ["", "// Keys without an accessor:"] + leftOut
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The declaration of one accessor.
    static func declaration(of accessor: StringsTable.Accessor) -> [String] {
        let name = SwiftIdentifier.isKeyword(accessor.name) ? "`\(accessor.name)`" : accessor.name
        let key = SwiftStringLiteral.make(accessor.name)
        switch accessor.kind {
        case .plain:
            return [
                "    public var \(name): String {",
                "        return self.stubText(forKey: \(key))",
                "    }",
            ]
        case .formatted(let kinds):
            let parameters = kinds.enumerated().map { "_ _\($0.offset): \($0.element)" }.joined(separator: ", ")
            let arguments = kinds.enumerated().map { $0.element == .int ? "String(_\($0.offset))" : "_\($0.offset)" }
            return [
                "    public func \(name)(\(parameters)) -> PresentationStrings.FormattedString {",
                "        return self.stubFormatted(forKey: \(key), [\(arguments.joined(separator: ", "))])",
                "    }",
            ]
        case .plural:
            return [
                "    public func \(name)(_ value: Int32) -> String {",
                "        return self.stubPlural(forKey: \(key), value)",
                "    }",
            ]
        }
    }

    /// `text` safe in a `//` comment: control characters (a line break would end the comment), bidi controls and the
    /// other invisible characters string literals escape are written as `\u{…}`.
    static func commentSafe(_ text: String) -> String {
        var result = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            if SwiftStringLiteral.needsEscape(scalar) {
                result.append(contentsOf: "\\u{\(String(scalar.value, radix: 16, uppercase: true))}".unicodeScalars)
            } else {
                result.append(scalar)
            }
        }
        return String(result)
    }
}
