import ScreenExpressions
import ScreenIR

/// Evaluates conditions and texts, and reads bound values, for one state — and inside a repeated row, for one
/// element of its list.
///
/// A name in a condition or text reads, in this order: the repeated row's element variable (`peer`), a state field,
/// app data field or parameter (`ScreenState.values`), or a named condition — computed once per state, like the
/// generated computed property would for that state (each after the conditions it reads, so that no chain of
/// conditions recurses).
///
/// Preconditions (guaranteed for a lint-clean screen and a `ScreenState` made from it): conditions are well-typed
/// Bool expressions over declared names, named conditions do not form a cycle, and bound fields have the binding's
/// type.
public struct ConditionContext: Sendable {
    /// What every element's context shares: held by reference, so binding an element copies one reference.
    private final class Shared: Sendable {
        let state: ScreenState
        /// The named conditions' values, by name.
        let conditions: [String: ExpressionValue]
        /// The app's functions and the screen's reusable texts, which texts call.
        let declarations: AppDeclarations
        /// The values the cases of the screen's declared enums carry (for zero values and placeholders).
        var interface: AppInterface { state.interface }
        /// Where a reusable text called in a condition or an argument looks up its keys; nil: it shows them as keys.
        let strings: StringsLookup?

        init(state: ScreenState, screen: Screen, strings: StringsLookup?) {
            self.state = state
            self.declarations = screen.declarations
            self.strings = strings
            guard !screen.conditions.isEmpty else {
                conditions = [:]
                return
            }
            let dependencies = NamedConditionDependencies(screen)
            var values: [String: ExpressionValue] = [:]
            for condition in screen.conditions where values[condition.name.value] == nil {
                for named in dependencies.order(endingWith: condition, skipping: { values[$0] != nil }) {
                    values[named.name.value] = ExpressionEvaluator.evaluate(named.expression) { name in
                        // A named condition reads no element variable; a cycle is rejected by validation.
                        state.values[name] ?? values[name]
                    }
                }
            }
            conditions = values
        }
    }

    private let shared: Shared
    /// The element a repeated row's instance is rendered for; nil outside repeated rows.
    public let element: RenderedRow.ListElement?
    /// Names bound inside a text: a reusable text's parameters, the values a `switch` case carries.
    private var locals: [String: ExpressionValue] = [:]
    /// How many reusable texts deep the text being rendered is (validation rejects cycles; this only bounds the depth).
    private var depth = 0

    /// The values conditions read.
    public var state: ScreenState { shared.state }

    /// The context of `screen` (its named conditions) in `state`, outside any repeated row. A reusable text called
    /// inside a condition or an argument (`{ key: K, args: ['\(label(settings: s))'] }`) becomes a String there, as
    /// in the generated code: its keys are looked up with `strings` (nil: shown as keys).
    public init(screen: Screen, state: ScreenState, strings: StringsLookup? = nil) {
        self.init(shared: Shared(state: state, screen: screen, strings: strings), element: nil)
    }

    private init(shared: Shared, element: RenderedRow.ListElement?) {
        self.shared = shared
        self.element = element
    }

    /// This context with `element` bound to its variable (inside an instance of a repeated row).
    public func binding(_ element: RenderedRow.ListElement) -> ConditionContext {
        ConditionContext(shared: shared, element: element)
    }

    /// The value of a type-checked expression.
    public func value(of expression: Expression) -> ExpressionValue {
        evaluate(expression, element: element)
    }

    /// Whether `condition` holds; `absent` when there is no condition.
    public func holds(_ condition: Expression?, absent: Bool) -> Bool {
        guard let condition else { return absent }
        guard case .bool(let value) = value(of: condition) else {
            preconditionFailure("condition `\(condition)` is not a Bool")
        }
        return value
    }

    /// Whether something with this `visible` / `enabled` / `when` condition is shown / enabled (nil: yes).
    public func isTrue(_ condition: Expression?) -> Bool {
        holds(condition, absent: true)
    }

    /// `text` as shown: an interpolated text becomes the literal it evaluates to (each `\(expression)` written as
    /// Swift's string interpolation writes the value: an Int in decimal, a String as it is), except that numbers with
    /// a `format:` stay segments holding their value (formatting them needs the strings); a formatted or plural key
    /// gets its arguments' values as literals; a choice becomes the text it chooses, as shown. Literal and plain
    /// localized texts are returned as they are.
    public func text(_ text: DisplayText) -> DisplayText {
        switch text.source {
        case .literal, .localized:
            return text
        case .interpolated(let segments):
            if segments.count == 1, case .expression(let expression) = segments[0] {
                if let called = calledText(expression) { return called }
                return DisplayText(.literal(Self.interpolation(of: value(of: expression))), span: text.span)
            }
            if segments.contains(where: { $0.expression.map { shared.declarations.text(named: $0.calledNames.first ?? "") != nil } ?? false }) {
                // A reusable text inside a longer text: each part rendered, joined.
                return DisplayText(
                    .joined(
                        segments.map { segment in
                            switch segment {
                            case .literal(let part): DisplayText(.literal(part), span: text.span)
                            case .expression(let expression):
                                calledText(expression)
                                    ?? DisplayText(.literal(Self.interpolation(of: value(of: expression))), span: text.span)
                            case .number: self.text(DisplayText(.interpolated([segment]), span: text.span))
                            }
                        }, separator: ""),
                    span: text.span)
            }
            var result: [TextSegment] = []
            var literal = ""
            for segment in segments {
                switch segment {
                case .literal(let part): literal += part
                case .expression(let expression): literal += Self.interpolation(of: value(of: expression))
                case .number(let expression, let format):
                    if !literal.isEmpty { result.append(.literal(literal)) }
                    literal = ""
                    result.append(.number(literalExpression(for: expression), format: format))
                }
            }
            guard !result.isEmpty else { return DisplayText(.literal(literal), span: text.span) }
            if !literal.isEmpty { result.append(.literal(literal)) }
            return DisplayText(.interpolated(result), span: text.span)
        case .formatted(let key, let arguments):
            return DisplayText(
                .formatted(key: key, arguments: arguments.map(literalExpression(for:))), span: text.span,
                keySpan: text.keySpan)
        case .plural(let key, let count):
            return DisplayText(.plural(key: key, count: literalExpression(for: count)), span: text.span, keySpan: text.keySpan)
        case .choice(.cases(let selector, let cases, let fallback)):
            // The chosen case's text reads the values the case carries by their labels.
            let value = value(of: selector)
            guard let name = value.caseName, let match = cases.first(where: { $0.names.contains { $0.value == name } })
            else { return self.text(fallback ?? cases[0].text) }
            guard match.alternatives.isEmpty else { return self.text(match.text) }
            let carried: [String: ExpressionValue]
            switch value {
            case .caseWithValues(_, let values): carried = values
            case .enumCase(let name):
                // A case written without its values (a `?? .case` fallback): they read as their zero values.
                guard case .caseWithValues(_, let values)? = zeroValues(ofCase: name, among: cases) else {
                    return self.text(match.text)
                }
                carried = values
            default: return self.text(match.text)
            }
            var scoped = self
            scoped.locals.merge(carried) { _, new in new }
            return scoped.text(match.text)
        case .choice(let choice):
            return self.text(chosen(choice))
        case .joined(let texts, let separator):
            return DisplayText(.joined(texts.map(self.text), separator: separator), span: text.span)
        case .linkingBrackets(let inner):
            return DisplayText(.linkingBrackets(self.text(inner)), span: text.span)
        }
    }

    /// The case `name` with the zero values of what it carries, of the declared enum whose cases include every case
    /// a `switch` lists (`cases`); nil when no declared enum has them all.
    private func zeroValues(ofCase name: String, among cases: [TextCase]) -> ExpressionValue? {
        let listed = Set(cases.flatMap(\.names).map(\.value))
        let interface = shared.interface
        let enumName = interface.caseValues.keys.sorted().first { listed.isSubset(of: interface.caseValues[$0]!.keys) }
        guard let enumName else { return nil }
        return interface.caseValue(name, of: enumName)
    }

    /// The text a call shows: a reusable text rendered with its parameters bound, an app function's `sample:` (or a
    /// placeholder naming the call); nil when `expression` is not a call of either.
    private func calledText(_ expression: Expression) -> DisplayText? {
        guard case .call(let name, let arguments) = expression.kind else { return nil }
        if let reusable = shared.declarations.text(named: name), depth < 32 {
            var scoped = self
            scoped.depth += 1
            scoped.locals = [:]
            for (parameter, argument) in zip(reusable.parameters, arguments) {
                scoped.locals[parameter.name.value] = value(of: argument.value)
            }
            return scoped.text(reusable.text)
        }
        return DisplayText(.literal(Self.interpolation(of: value(of: expression))), span: expression.span)
    }

    /// The text a choice shows in this context.
    public func chosen(_ choice: TextChoice) -> DisplayText {
        switch choice {
        case .condition(let condition, let then, let otherwise), .unwrapping(_, let condition, let then, let otherwise):
            return holds(condition, absent: true) ? then : otherwise
        case .cases(let selector, let cases, let fallback):
            if let name = value(of: selector).caseName,
                let match = cases.first(where: { $0.names.contains { $0.value == name } })
            {
                return match.text
            }
            return fallback ?? cases[0].text
        }
    }

    /// `expression`'s value in this context as a literal expression (an Int or String literal), at its span.
    private func literalExpression(for expression: Expression) -> Expression {
        switch value(of: expression) {
        case .int(let number): Expression(.intLiteral(number), span: expression.span)
        case let other: Expression(.stringLiteral(Self.interpolation(of: other)), span: expression.span)
        }
    }

    /// An optional text as shown (see `text(_:)`).
    func text(_ text: DisplayText?) -> DisplayText? {
        text.map(self.text)
    }

    /// What Swift's `"\(value)"` writes for a value of an interpolation: Int in decimal, String as it is (Bool and
    /// enum values, which the type checker does not allow there, as Swift writes them too).
    public static func interpolation(of value: ExpressionValue) -> String {
        switch value {
        case .int(let number): String(number)
        case .string(let string): string
        case .bool(let flag): String(flag)
        case .enumCase(let name): name
        case .null: "nil"
        case .double(let number): String(number)
        case .caseWithValues(let name, _): name
        case .list, .record: value.description
        }
    }

    /// Whether the entry's section, and the row in this context, are shown.
    func isShown(_ entry: ScreenEntries.Entry) -> Bool {
        isTrue(entry.sectionVisible) && isTrue(entry.row.visible)
    }

    private func evaluate(_ expression: Expression, element: RenderedRow.ListElement?) -> ExpressionValue {
        let shared = shared
        let locals = locals
        return ExpressionEvaluator.evaluate(
            expression,
            lookup: { name in
                if let local = locals[name] { return local }
                if let element, element.variable == name { return element.value }
                return shared.state.values[name] ?? shared.conditions[name]
            },
            call: { name, arguments in
                self.callValue(name, arguments)
            })
    }

    /// The value of a call in a condition or an argument: a reusable text as its text (its keys looked up in the
    /// strings the context was given, else written as keys), an app function as its `sample:`, or — without one — a
    /// placeholder naming the call with its arguments (`‹timeIntervalString(value: 60)›`, see `CallPlaceholder`), or
    /// the zero value of a result that is not a String.
    private func callValue(_ name: String, _ arguments: [(label: String, value: ExpressionValue)]) -> ExpressionValue {
        if let reusable = shared.declarations.text(named: name), depth < 32 {
            var scoped = self
            scoped.depth += 1
            scoped.locals = [:]
            for (parameter, argument) in zip(reusable.parameters, arguments) {
                scoped.locals[parameter.name.value] = argument.value
            }
            return .string(resolve(scoped.text(reusable.text), strings: shared.strings ?? { _ in nil }))
        }
        if let implementation = shared.state.functions?.implementations[name] { return implementation(arguments) }
        guard let function = shared.declarations.function(named: name) else {
            if arguments.count == 1, let converted = Conversion.value(name, of: arguments[0].value) { return converted }
            return .string("‹\(name)›")
        }
        let result = function.result.expressionType(enumName: name)
        if let sample = function.sample, let value = Self.sampleValue(sample, of: result, interface: shared.interface) {
            return value
        }
        guard result == .string || result == .optional(.string) else { return shared.interface.zeroValue(of: result) }
        return .string(CallPlaceholder.text(calling: function.signature, with: arguments, interface: shared.interface))
    }

    /// A function's `sample:` as a value of its result type: a Bool (`true` / `false`), a number, a String, a case of
    /// an enum (with the zero values of what it carries); nil when the sample is not one.
    private static func sampleValue(
        _ sample: String, of type: ExpressionType, interface: AppInterface
    ) -> ExpressionValue? {
        switch type.wrapped ?? type {
        case .bool: ["true": .bool(true), "false": .bool(false)][sample]
        case .int, .int32, .int64: Int(sample).map(ExpressionValue.int)
        case .double: Double(sample).map(ExpressionValue.double)
        case .string: .string(sample)
        case .enumeration(let name, let cases):
            cases.contains(sample.caseName) ? interface.caseValue(sample.caseName, of: name) : nil
        default: nil
        }
    }
}

extension String {
    /// A case name as written, without its leading dot (`.week` → `week`).
    fileprivate var caseName: String { hasPrefix(".") ? String(dropFirst()) : self }
}
