import ScreenDiagnostics
import ScreenExpressions
import YAMLReader

/// Texts: literals (with `\(…)` interpolation), localization keys (plain, formatted with `args`, plural with
/// `count`), and texts chosen by a condition (`if`/`then`/`else`) or an enum value (`switch`/`cases`/`default`).
extension ValueReader {
    /// The keys that start each mapping form of a text, and the keys each form allows.
    static let textForms: [(head: String, keys: [String])] = ScreenLanguage.textForms.map { ($0.names[0], $0.names) }

    /// A displayed text: a literal scalar (possibly interpolating), or one of the mapping forms.
    func text(_ node: YAMLNode, what: @autoclosure () -> String) -> DisplayText? {
        if let pairs = node.mapping {
            guard
                let form = Self.textForms.first(where: { form in pairs.contains { $0.key.hasScalarValue(form.head) } })
                    ?? Self.misspeltTextForm(pairs)
            else {
                sink.report(
                    .missingKey, "\(what()) written as a mapping needs `key`, `if`, `switch`, `call`, `join` or `link`",
                    at: node.span,
                    help: "write `{ key: Name }` for a localized text, `{ if: condition, then: …, else: … }` or "
                        + "`{ switch: field, cases: { … } }` to choose a text, `{ call: name, args: { … } }` for a "
                        + "function's text, or the text itself")
                return nil
            }
            let place = { (key: String) -> String? in
                Self.textForms.first { $0.head != form.head && $0.keys.contains(key) }.map {
                    "a text written with `\($0.head):` (a text has one of `key`, `if`, `switch`, `call`, `join` or `link`)"
                }
            }
            guard let reader = MappingReader(node, what: what(), allowed: form.keys, sink: sink) else { return nil }
            defer { reader.finish(elsewhere: place) }
            switch form.head {
            case "key": return keyText(reader)
            case "if": return conditionText(reader, what: what())
            case "call": return callText(reader)
            case "join": return joinText(reader, what: what())
            case "link": return linkText(reader, what: what())
            default: return switchText(reader, what: what())
            }
        }
        guard let scalar = node.scalar else {
            sink.report(
                .wrongType, "\(what()) must be a text or `{ key: LocalizationKey }`, not \(node.kindDescription)",
                at: node.span)
            return nil
        }
        warnIfAmbiguous(scalar, at: node.span)
        if scalar.isNull && scalar.tag == nil { return DisplayText(.literal(""), span: node.span) }
        if TextInterpolation.mayInterpolate(scalar.value) {
            let interpolation = TextInterpolation(
                text: scalar.value, span: node.span, textColumnOffset: Self.textColumnOffset(of: scalar, at: node.span),
                recordVariables: recordVariables, memberNames: memberNames)
            let (source, diagnostics) = interpolation.parse()
            sink.report(contentsOf: diagnostics)
            return DisplayText(source, span: node.span)
        }
        return DisplayText(.literal(scalar.value), span: node.span)
    }

    /// The form whose first key an unknown key of `pairs` misspells (`kye:` for `key:`, `fi:` for `if:`): the text is
    /// read as that form, so the misspelt key is reported as unknown with "did you mean" and not also as a text that
    /// lacks `key`, `if` or `switch`.
    static func misspeltTextForm(_ pairs: [YAMLPair]) -> (head: String, keys: [String])? {
        let heads = textForms.map(\.head)
        for pair in pairs {
            guard let key = pair.key.scalar?.value, !textForms.contains(where: { $0.keys.contains(key) }),
                let head = Suggestion.closest(to: key, in: heads)
            else { continue }
            return textForms.first { $0.head == head }
        }
        return nil
    }

    /// A localized text from the value of a `key:` (a key of the app's strings table); `span` is the whole text's.
    func localizedText(_ keyNode: YAMLNode, span: SourceSpan) -> DisplayText? {
        guard let key = localizationKey(keyNode) else { return nil }
        return DisplayText(.localized(key: key.value), span: span, keySpan: key.span)
    }

    /// `{ key: Name }`, `{ key: Name, args: [a, b] }` or `{ key: Name, count: n }`; with `linkBrackets: true`, its
    /// `[…]` spans made links without a target (`DisplayText.Source.linkingBrackets`).
    private func keyText(_ reader: MappingReader) -> DisplayText? {
        let linksBrackets = reader.value("linkBrackets").flatMap { bool($0, what: "`linkBrackets`") } ?? false
        guard let text = localizedKeyText(reader) else { return nil }
        return linksBrackets ? DisplayText(.linkingBrackets(text), span: reader.span) : text
    }

    /// The key of `{ key: … }` with its `args` or `count`.
    private func localizedKeyText(_ reader: MappingReader) -> DisplayText? {
        let key = reader.value("key").flatMap(localizationKey)
        let argsNode = reader.value("args")
        let countNode = reader.value("count")
        if let argsNode, countNode != nil, let countKey = reader.keyNode("count") {
            sink.report(
                .conflictingKeys, "a localized text cannot have both `args` and `count`", at: countKey.span,
                labels: [Diagnostic.Label(span: argsNode.span, message: "`args` given here")],
                help: "a plural key takes its number with `count`; a formatted key takes its values with `args`")
            return nil
        }
        if let countNode {
            let count = expression(countNode, what: "`count`")
            guard let key, let count else { return nil }
            return DisplayText(.plural(key: key.value, count: count), span: reader.span, keySpan: key.span)
        }
        if let argsNode {
            guard let items = argsNode.sequence else {
                sink.report(
                    .wrongType, "`args` must be a list of values, not \(argsNode.kindDescription)", at: argsNode.span,
                    help: "write `args: [name]`, one String or Int expression per `%@` / `%d` of the key")
                return nil
            }
            guard !items.isEmpty else {
                sink.report(
                    .invalidValue, "`args` is empty", at: argsNode.span,
                    help: "remove `args` for a key without arguments, or list one value per `%@` / `%d`")
                return nil
            }
            let arguments = items.map { expression($0, what: "an argument") }
            guard let key else { return nil }
            let parsed = arguments.compactMap { $0 }
            guard parsed.count == arguments.count else { return nil }
            return DisplayText(.formatted(key: key.value, arguments: parsed), span: reader.span, keySpan: key.span)
        }
        guard let key else {
            if !reader.has("key") { reader.reportMissing(["key"], "a localized text needs `key`") }
            return nil
        }
        return DisplayText(.localized(key: key.value), span: reader.span, keySpan: key.span)
    }

    /// `{ if: condition, then: Text, else: Text }`, or `{ if: let name, then: Text, else: Text }` (`then` reads the
    /// optional `name` unwrapped).
    private func conditionText(_ reader: MappingReader, what: @autoclosure () -> String) -> DisplayText? {
        if let ifNode = reader.value("if"), let written = ifNode.scalar?.value, written.hasPrefix("let ") {
            let names = unwrappedNames(written, at: ifNode.span)
            let then = reader.require("then", help: "write the text shown when the optional has a value").flatMap {
                text($0, what: "`then`")
            }
            let otherwise = reader.require("else", help: "write the text shown when it is nil").flatMap {
                text($0, what: "`else`")
            }
            guard let names, let then, let otherwise else { return nil }
            let tests = names.map { name in
                Expression(
                    .binary(.notEqual, Expression(.field(name.value), span: name.span), Expression(.nilLiteral, span: name.span)),
                    span: name.span)
            }
            let condition = tests.dropFirst().reduce(tests[0]) {
                Expression(.binary(.and, $0, $1), span: ifNode.span)
            }
            return DisplayText(
                .choice(.unwrapping(names, condition: condition, then: then, otherwise: otherwise)), span: reader.span)
        }
        let condition = reader.value("if").flatMap { self.condition($0, what: "`if`") }
        let then = reader.require("then", help: "write the text shown when the condition holds").flatMap {
            text($0, what: "`then`")
        }
        let otherwise = reader.require("else", help: "write the text shown when the condition does not hold").flatMap {
            text($0, what: "`else`")
        }
        guard let condition, let then, let otherwise else { return nil }
        return DisplayText(.choice(.condition(condition, then: then, otherwise: otherwise)), span: reader.span)
    }

    /// The names of `let a, let b` (an `if` that unwraps optionals), each a Swift identifier.
    private func unwrappedNames(_ written: String, at span: SourceSpan) -> [Located<String>]? {
        var names: [Located<String>] = []
        for part in written.split(separator: ",") {
            let words = part.split(separator: " ")
            guard words.count == 2, words[0] == "let", SwiftIdentifier.isValid(String(words[1])),
                !SwiftIdentifier.isKeyword(String(words[1]))
            else {
                sink.report(
                    .expressionSyntax, "`\(written)` is not an unwrapping: write `let name` or `let a, let b`",
                    at: span, help: "name the optional fields, parameters or elements to read unwrapped")
                return nil
            }
            names.append(Located(String(words[1]), span: span))
        }
        return names.isEmpty ? nil : names
    }

    /// `{ switch: value, cases: { a: Text, … }, default: Text }`.
    private func switchText(_ reader: MappingReader, what: @autoclosure () -> String) -> DisplayText? {
        let selector = reader.value("switch").flatMap { expression($0, what: "`switch`") }
        let fallback = reader.value("default").flatMap { text($0, what: "`default`") }
        guard
            let casesNode = reader.require(
                "cases", help: "list a text per enum case: `cases: { everybody: …, nobody: … }`")
        else { return nil }
        guard let pairs = casesNode.mapping, !pairs.isEmpty else {
            sink.report(
                .wrongType, "`cases` must be a mapping of enum cases to texts, not \(casesNode.kindDescription)",
                at: casesNode.span, help: "write `cases: { everybody: …, nobody: … }`")
            return nil
        }
        var cases: [TextCase] = []
        for pair in pairs {
            guard let written = pair.key.scalar?.value else { continue }
            guard let text = text(pair.value, what: "the text of case `\(written)`") else { continue }
            // `a, b: Text` shows one text for several cases, as Swift's `case .a, .b:`.
            let names = Self.caseNames(written, at: pair.key.span)
            cases.append(TextCase(name: names[0], alternatives: Array(names.dropFirst()), text: text))
        }
        guard let selector, cases.count == pairs.count, reader.value("default") == nil || fallback != nil else {
            return nil
        }
        return DisplayText(.choice(.cases(selector, cases, fallback: fallback)), span: reader.span)
    }

    /// The cases a `switch` text's key names: one, or several separated by commas (`enableContacts, disableEveryone`),
    /// each located in the key when the key is written on one line as itself.
    static func caseNames(_ written: String, at span: SourceSpan) -> [Located<String>] {
        guard written.contains(",") else { return [Located(written, span: span)] }
        var names: [Located<String>] = []
        var offset = 0
        for part in written.split(separator: ",", omittingEmptySubsequences: false) {
            let leading = part.prefix(while: { $0 == " " }).count
            let afterLeading = part.dropFirst(leading)
            let trailing = afterLeading.reversed().prefix(while: { $0 == " " }).count
            let name = String(afterLeading.dropLast(trailing))
            let exact = span.start.line == span.end.line && span.end.column - span.start.column == written.unicodeScalars.count
            let start = SourcePosition(line: span.start.line, column: span.start.column + offset + leading)
            let end = SourcePosition(line: span.start.line, column: start.column + name.unicodeScalars.count)
            let located = exact ? SourceSpan(fileID: span.fileID, start: start, end: end) : span
            names.append(Located(name, span: located))
            offset += part.unicodeScalars.count + 1
        }
        return names
    }

    /// `{ call: name, args: { label: value, … } }`: the text an app function or a reusable text gives, as the
    /// interpolation of one call (`\(name(label: value))`).
    private func callText(_ reader: MappingReader) -> DisplayText? {
        guard let nameNode = reader.value("call"), let name = identifier(nameNode, what: "the function called") else {
            return nil
        }
        var arguments: [CallArgument] = []
        if let argsNode = reader.value("args") {
            guard let pairs = argsNode.mapping else {
                sink.report(
                    .wrongType, "the `args` of a call are a mapping: label → value, not \(argsNode.kindDescription)",
                    at: argsNode.span, help: "write `args: { settings: privacy.presence }`")
                return nil
            }
            for pair in pairs {
                guard let label = pair.key.scalar?.value, let value = expression(pair.value, what: "an argument") else {
                    return nil
                }
                arguments.append(
                    CallArgument(label: label == "_" ? nil : label, labelSpan: pair.key.span, value: value))
            }
        }
        let call = Expression(.call(name.value, arguments), span: reader.span)
        return DisplayText(.interpolated([.expression(call)]), span: reader.span)
    }

    /// `{ join: [Text, …], separator: " " }`.
    private func joinText(_ reader: MappingReader, what: @autoclosure () -> String) -> DisplayText? {
        guard let list = reader.value("join") else { return nil }
        guard let items = list.sequence, !items.isEmpty else {
            sink.report(
                .wrongType, "`join` takes a list of texts, not \(list.kindDescription)", at: list.span,
                help: "write `join: [{ key: A }, \" · \", { key: B }]`")
            return nil
        }
        let separator = reader.value("separator").map { $0.scalar?.value ?? "" } ?? ""
        let parts = items.map { text($0, what: "a joined text") }
        let texts = parts.compactMap { $0 }
        guard texts.count == parts.count else { return nil }
        return DisplayText(.joined(texts, separator: separator), span: reader.span)
    }

    /// `{ link: Text, url: "…" }`: `[text](url)`, the markdown link texts with `linkAction` open.
    private func linkText(_ reader: MappingReader, what: @autoclosure () -> String) -> DisplayText? {
        guard let linkNode = reader.value("link"), let shown = text(linkNode, what: "the link's text") else { return nil }
        let url = reader.value("url").map { $0.scalar?.value ?? "" } ?? ""
        let span = reader.span
        return DisplayText(
            .joined([DisplayText(.literal("["), span: span), shown, DisplayText(.literal("](\(url))"), span: span)], separator: ""),
            span: span)
    }

    /// An expression (a value, not necessarily a Bool; type-checked later).
    func expression(_ node: YAMLNode, what: @autoclosure () -> String) -> Expression? {
        parseExpression(node, what: what(), example: "a value such as `name` or `peers.count`")
    }

    /// A localization key, checked to be a usable accessor name.
    private func localizationKey(_ keyNode: YAMLNode) -> Located<String>? {
        guard let key = scalar(keyNode, what: "a localization key") else { return nil }
        let located = Located(key.value, span: keyNode.span)
        checkLocalizationKey(located)
        return located
    }

    private func checkLocalizationKey(_ key: Located<String>) {
        guard !SwiftIdentifier.isValid(key.value) || SwiftIdentifier.isKeyword(key.value) else { return }
        let fixed = String(key.value.map { $0.isLetter || $0.isNumber ? $0 : "_" })
        let valid = SwiftIdentifier.isValid(fixed) && !SwiftIdentifier.isKeyword(fixed)
        sink.report(
            .invalidLocalizationKey, "localization key `\(key.value)` cannot become `presentationData.strings.\(key.value)`",
            at: key.span,
            notes: ["keys are emitted as properties of `PresentationStrings`, so they must be Swift identifiers"],
            help: valid ? "Telegram's strings use `_` where the key has `.` or `-`: `\(fixed)`" : nil,
            fixIt: valid ? Diagnostic.FixIt(span: key.span, replacement: fixed) : nil)
    }
}
