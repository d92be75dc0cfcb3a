import ScreenDiagnostics
import ScreenExpressions
import YAMLReader

/// Decodes scalar values (strings, booleans, numbers, words, identifiers, texts, conditions, actions),
/// reporting a diagnostic and returning nil when a value does not fit.
struct ValueReader {
    let sink: DiagnosticSink
    /// The names bound to records where the value is read (a repeated row's element): conditions and interpolated
    /// texts may read their fields (`peer.name`).
    var recordVariables: Set<String> = []
    /// The members of the app's declared types (`types:`), which conditions and texts read after `.` on any value.
    var memberNames: Set<String> = []

    // MARK: Scalars

    /// A non-empty scalar's text, or nil with `wrong-type`.
    func scalar(_ node: YAMLNode, what: @autoclosure () -> String) -> YAMLScalar? {
        guard let scalar = node.scalar, !scalar.isNull else {
            sink.report(.wrongType, "\(what()) must be a single value, not \(node.kindDescription)", at: node.span)
            return nil
        }
        return scalar
    }

    /// A string where the user writes free text; warns about YAML 1.1 ambiguous spellings.
    func string(_ node: YAMLNode, what: @autoclosure () -> String) -> Located<String>? {
        guard let scalar = scalar(node, what: what()) else { return nil }
        warnIfAmbiguous(scalar, at: node.span)
        return Located(scalar.value, span: node.span)
    }

    /// `true` or `false`.
    func bool(_ node: YAMLNode, what: @autoclosure () -> String) -> Bool? {
        guard let scalar = scalar(node, what: what()) else { return nil }
        if scalar.style == .plain, let value = Self.boolLiteral(scalar.value) { return value }
        if Self.boolLiteral(scalar.value) != nil {
            sink.report(
                .wrongType, "\(what()) must be the boolean `\(scalar.value)`, not a quoted string", at: node.span,
                help: "write it without quotes", fixIt: Diagnostic.FixIt(span: node.span, replacement: scalar.value))
            return nil
        }
        sink.report(.wrongType, "\(what()) must be `true` or `false`, not `\(scalar.value)`", at: node.span)
        return nil
    }

    /// An integer, optionally within a range.
    func int(_ node: YAMLNode, what: @autoclosure () -> String, range: ClosedRange<Int>? = nil) -> Int? {
        guard let scalar = scalar(node, what: what()) else { return nil }
        guard scalar.style == .plain, let value = Self.intLiteral(scalar.value) else {
            sink.report(.wrongType, "\(what()) must be a whole number, not `\(scalar.value)`", at: node.span)
            return nil
        }
        warnIfAmbiguous(scalar, number: value, at: node.span)
        if let range, !range.contains(value) {
            let bounds = range.upperBound == Int.max ? "at least \(range.lowerBound)" : "from \(range.lowerBound) to \(range.upperBound)"
            sink.report(.invalidValue, "\(what()) must be \(bounds), not \(value)", at: node.span)
            return nil
        }
        return value
    }

    /// A non-negative number (integer or decimal).
    func number(_ node: YAMLNode, what: @autoclosure () -> String) -> Double? {
        guard let scalar = scalar(node, what: what()) else { return nil }
        guard scalar.style == .plain, let value = Double(scalar.value), value.isFinite, value >= 0 else {
            sink.report(.wrongType, "\(what()) must be a non-negative number, not `\(scalar.value)`", at: node.span)
            return nil
        }
        warnIfAmbiguous(scalar, number: value, at: node.span)
        return value
    }

    /// One of a fixed set of words, with "did you mean" for typos.
    func word<Word: RawRepresentable & CaseIterable>(_ node: YAMLNode, what: @autoclosure () -> String, as: Word.Type) -> Word?
    where Word.RawValue == String {
        guard let scalar = scalar(node, what: what()) else { return nil }
        if let word = Word(rawValue: scalar.value) { return word }
        let options = Word.allCases.map(\.rawValue)
        reportUnknownWord(scalar.value, what: what(), options: options, at: node.span)
        return nil
    }

    /// Reports a value that is not one of `options`.
    func reportUnknownWord(_ value: String, what: @autoclosure () -> String, options: [String], at span: SourceSpan) {
        let closest = Suggestion.closest(to: value, in: options)
        sink.report(
            .unknownValue, "`\(value)` is not a valid \(what())", at: span,
            notes: ["expected one of: \(options.joined(separator: ", "))"],
            help: closest.map { "did you mean `\($0)`?" },
            fixIt: Suggestion.unambiguous(to: value, in: options).map { Diagnostic.FixIt(span: span, replacement: $0) })
    }

    /// A Swift identifier used as an id or state field name.
    func identifier(_ node: YAMLNode, what: @autoclosure () -> String) -> Located<String>? {
        guard let scalar = scalar(node, what: what()) else { return nil }
        let located = Located(scalar.value, span: node.span)
        checkIdentifier(located, what: what())
        return located
    }

    /// A Swift identifier the generated code writes only where Swift takes a keyword as a name: after a dot (the
    /// case or member of an app's declared type, `.default`, declared in backticks by the app) or as an argument
    /// label (`default:`). A keyword is fine there, but for those of `refused`
    /// (`SwiftIdentifier.keywordsNotAfterADot`, `SwiftIdentifier.keywordsNotLabels`).
    func identifier(_ node: YAMLNode, what: @autoclosure () -> String, keywordsTakenBut refused: Set<String>) -> Located<String>? {
        guard let scalar = scalar(node, what: what()) else { return nil }
        let located = Located(scalar.value, span: node.span)
        if SwiftIdentifier.isKeyword(located.value), !refused.contains(located.value) { return located }
        checkIdentifier(located, what: what())
        return located
    }

    /// A reference to a state field (`bind:`, `expanded:`, `selected:`). Only the declaration is checked for being
    /// an identifier; a reference to a name that is not declared is reported by validation as unknown.
    func fieldName(_ node: YAMLNode, what: @autoclosure () -> String) -> Located<String>? {
        scalar(node, what: what()).map { Located($0.value, span: node.span) }
    }

    /// Reports `invalid-identifier` when `name` is not a usable Swift identifier; returns whether it is.
    @discardableResult
    func checkIdentifier(_ name: Located<String>, what: @autoclosure () -> String) -> Bool {
        if !SwiftIdentifier.isValid(name.value) {
            sink.report(
                .invalidIdentifier,
                name.value.isEmpty ? "\(what()) is empty" : "\(what()) `\(name.value)` is not a valid Swift identifier",
                at: name.span,
                notes: ["it becomes a name in the generated Swift code: use letters, digits and `_`, not starting with a digit"],
                help: SwiftIdentifier.renameHelp(for: name.value))
            return false
        }
        if SwiftIdentifier.isKeyword(name.value) {
            sink.report(
                .invalidIdentifier, "\(what()) `\(name.value)` is a Swift keyword", at: name.span,
                notes: ["it becomes a name in the generated Swift code"],
                help: "rename it, for example to `\(name.value)Value`")
            return false
        }
        return true
    }

    // MARK: Conditions and actions

    /// A condition: a scalar parsed as an expression of the condition language (type-checked later).
    func condition(_ node: YAMLNode, what: @autoclosure () -> String) -> Expression? {
        parseExpression(node, what: what(), example: "a condition such as `\"!lowDataMode\"`")
    }

    /// A scalar parsed as an expression; `example` says what is expected when the node is not a scalar.
    func parseExpression(_ node: YAMLNode, what: @autoclosure () -> String, example: String) -> Expression? {
        if let tag = node.scalar?.tag, !YAMLScalar.understoodTags.contains(tag) {
            return nil  // the reader reported the tag (usually `visible: !flag` written without quotes)
        }
        guard let scalar = node.scalar, !scalar.isNull else {
            sink.report(
                .wrongType, "\(what()) must be \(example), not \(node.kindDescription)",
                at: node.span)
            return nil
        }
        let source = ExpressionSource(
            text: scalar.value, span: node.span, textColumnOffset: Self.textColumnOffset(of: scalar, at: node.span))
        let (expression, diagnostics) = ExpressionParser.parse(source, recordVariables: recordVariables, memberNames: memberNames)
        sink.report(contentsOf: diagnostics)
        return expression
    }

    /// How many columns after the start of `span` the scalar's decoded text starts, when every character of the text
    /// is written as itself on one line (a plain or simply quoted scalar); nil otherwise.
    static func textColumnOffset(of scalar: YAMLScalar, at span: SourceSpan) -> Int? {
        switch scalar.style {
        case .plain:
            return span.start.line == span.end.line ? 0 : nil
        case .singleQuoted, .doubleQuoted:
            let rawLength = span.end.column - span.start.column
            let sameLine = span.start.line == span.end.line
            return sameLine && rawLength == scalar.value.unicodeScalars.count + 2 ? 1 : nil
        case .literal, .folded:
            return nil
        }
    }

    /// `action: name` — an external action, a Swift identifier.
    func externalAction(_ node: YAMLNode) -> ActionTarget? {
        hook(node, what: "an action").map(ActionTarget.external)
    }

    /// A hook name: a Swift identifier, optionally followed by `?` (an optional hook the app may leave out).
    func hook(_ node: YAMLNode, what: @autoclosure () -> String) -> HookReference? {
        guard let scalar = scalar(node, what: what()) else { return nil }
        var text = scalar.value
        let isOptional = text.hasSuffix("?")
        if isOptional { text.removeLast() }
        let name = Located(text, span: node.span)
        if !SwiftIdentifier.isValid(name.value) || SwiftIdentifier.isKeyword(name.value) {
            sink.report(
                .invalidActionName, "action name `\(name.value)` is not a valid Swift identifier", at: node.span,
                notes: ["an action becomes a closure parameter of the generated controller factory"],
                help: SwiftIdentifier.renameHelp(for: name.value))
            return nil
        }
        return HookReference(name: name, isOptional: isOptional)
    }

    /// `push: ScreenName`.
    func pushTarget(_ node: YAMLNode) -> ActionTarget? {
        if node.mapping != nil { return pushWithParameters(node) }
        guard let scalar = scalar(node, what: "a push target") else { return nil }
        return .push(ScreenPush(screen: Located(scalar.value, span: node.span)))
    }

    /// `push: { screen: Name, with: { parameter: value, … } }`: the values are expressions, parsed here and checked
    /// against the pushed screen's parameters across files (`ProjectValidator`). Nil when `screen` is missing or
    /// not a scalar; `with:` that is not a mapping, or is empty, is reported and read as no `with:`.
    private func pushWithParameters(_ node: YAMLNode) -> ActionTarget? {
        guard let reader = MappingReader(node, what: "`push`", allowed: ["screen", "with"], sink: sink) else {
            return nil
        }
        defer { reader.finish() }
        let screenNode = reader.require(
            "screen", help: "write the pushed screen's name: `push: { screen: Name, with: { parameter: value } }`")
        let withNode = reader.value("with")
        guard let screenNode, let name = scalar(screenNode, what: "the pushed screen") else { return nil }
        let screen = Located(name.value, span: screenNode.span)
        guard let withNode else { return .push(ScreenPush(screen: screen, span: node.span)) }
        guard let pairs = withNode.mapping else {
            sink.report(
                .wrongType, "`with` must be a mapping of the pushed screen's parameters to values, not "
                    + withNode.kindDescription, at: withNode.span, help: "for example `with: { category: .groups }`")
            return .push(ScreenPush(screen: screen, span: node.span))
        }
        guard !pairs.isEmpty else {
            sink.report(
                .invalidValue, "`with` gives no parameter", at: withNode.span,
                help: "write the parameters and their values, `with: { category: .groups }`, or remove `with`")
            return .push(ScreenPush(screen: screen, span: node.span))
        }
        var arguments: [ScreenPush.Argument] = []
        for pair in pairs {
            guard let key = pair.key.scalar else { continue }  // reported by the YAML reader
            let what = "the value of `\(key.value)` in `with`"
            let value: Expression?
            if let scalar = pair.value.scalar, scalar.isNull, !scalar.value.isEmpty {
                value = Expression(.nilLiteral, span: pair.value.span)
            } else if pair.value.scalar.map({ !$0.isNull }) ?? false {
                value = condition(pair.value, what: what)
            } else {
                sink.report(
                    .wrongType, "\(what) must be a single value, not \(pair.value.kindDescription)",
                    at: pair.value.span,
                    help: "write a value of the parameter's type: `true`, `.someCase`, `nil`, a field, `'\"text\"'`")
                value = nil
            }
            if let value {
                arguments.append(ScreenPush.Argument(parameter: Located(key.value, span: pair.key.span), value: value))
            }
        }
        return .push(ScreenPush(screen: screen, arguments: arguments, span: node.span))
    }

    /// Reads `action:`, `push:` and — where `allowsSet` — `set:` from a mapping. `set` with `action` is one action:
    /// the state is written, then the hook called. Reports `conflicting-keys` for `push` next to `action` or `set`,
    /// and `missing-key` when `required` and none is present.
    func actionTarget(
        in reader: MappingReader, required: Bool, allowsSet: Bool = false, actionKey: String = "action"
    ) -> ActionTarget? {
        let actionNode = reader.value(actionKey)
        let pushNode = reader.has("push") ? reader.value("push") : nil
        if allowsSet, let setNode = reader.value("set") {
            if pushNode != nil, let pushKey = reader.keyNode("push"), let setKey = reader.keyNode("set") {
                sink.report(
                    .conflictingKeys, "\(reader.what) cannot have both `set` and `push`", at: pushKey.span,
                    labels: [Diagnostic.Label(span: setKey.span, message: "`set` given here")],
                    notes: ["a pushed screen starts with its own state; `set` changes this screen's state"],
                    help: "keep `push` to navigate to another screen, or `set` (with `action` to call the app too)")
            }
            let then = actionNode.flatMap { self.hook($0, what: "an action") }
            guard let update = stateUpdate(setNode, hook: then), actionNode == nil || then != nil else { return nil }
            return .setState(update)
        }
        if let actionNode, pushNode != nil, let pushKey = reader.keyNode("push") {
            sink.report(
                .conflictingKeys, "\(reader.what) cannot have both `\(actionKey)` and `push`",
                at: pushKey.span, labels: [Diagnostic.Label(span: actionNode.span, message: "`\(actionKey)` given here")],
                help: "keep `push` to navigate to another screen, or `\(actionKey)` to call the app")
            return externalAction(actionNode)
        }
        if let actionNode { return externalAction(actionNode) }
        if let pushNode { return pushTarget(pushNode) }
        if required {
            let options = allowsSet ? "`\(actionKey)` (an action name), `push` (a screen) or `set` (state to write)"
                : "`\(actionKey)` (an action name) or `push` (a screen)"
            reader.reportMissing([actionKey, "push"] + (allowsSet ? ["set"] : []), "\(reader.what) needs \(options)")
        }
        return nil
    }

    // MARK: Helpers

    /// Warns (`ambiguous-scalar`) when a value read as text is a number other YAML tools read differently (`007`,
    /// `1e3`), with the fix-it that quotes it. The YAML reader warns about every other such scalar wherever it is.
    func warnIfAmbiguous(_ scalar: YAMLScalar, at span: SourceSpan) {
        guard ScalarPortability.mayBeNumber(scalar.value), let problem = ScalarPortability.problem(scalar, inFlow: false)
        else { return }
        sink.report(ScalarPortability.diagnostic(problem, value: scalar.value, at: span))
    }

    /// Warns (`ambiguous-scalar`) when a value read as the number `value` is spelt so that other YAML tools read
    /// another number or text (`010`, `1e3`), with the fix-it that writes `value` as every tool reads it.
    func warnIfAmbiguous(_ scalar: YAMLScalar, number value: Int, at span: SourceSpan) {
        warnIfAmbiguous(scalar, spelling: String(value), at: span)
    }

    /// `warnIfAmbiguous(_:number:at:)` for a number that may have a fraction.
    func warnIfAmbiguous(_ scalar: YAMLScalar, number value: Double, at span: SourceSpan) {
        let whole = value == value.rounded() && abs(value) < 1e15
        let spelling = whole ? String(Int(value)) : "\(value)".contains("e") ? nil : "\(value)"
        warnIfAmbiguous(scalar, spelling: spelling, at: span)
    }

    private func warnIfAmbiguous(_ scalar: YAMLScalar, spelling: String?, at span: SourceSpan) {
        guard let problem = ScalarPortability.problem(scalar, inFlow: false) else { return }
        let fix = problem == .beyondDoublePrecision ? .none : spelling.map(ScalarPortability.Fix.number) ?? .none
        sink.report(ScalarPortability.diagnostic(problem, value: scalar.value, at: span, fix: fix))
    }

    static func boolLiteral(_ text: String) -> Bool? {
        switch text {
        case "true", "True", "TRUE": true
        case "false", "False", "FALSE": false
        default: nil
        }
    }

    /// A whole number written in decimal with an optional sign: every `Int` from `Int.min` to `Int.max` (the sign
    /// is read with the digits, so `-9223372036854775808` is `Int.min`, not a magnitude that overflows).
    static func intLiteral(_ text: String) -> Int? {
        var digits = Substring(text)
        if digits.first == "-" || digits.first == "+" { digits = digits.dropFirst() }
        guard !digits.isEmpty, digits.utf8.allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }) else {
            return nil
        }
        return Int(text)
    }
}
