import ScreenDiagnostics
import ScreenExpressions

/// What cross-file validation needs to know of one `push:`: the pushed screen, and for `with:` each parameter's value
/// as far as the pushing screen can tell its type.
public struct PushSummary: Sendable, Equatable {
    /// A value passed to a parameter, as the pushing screen sees it.
    public enum Value: Sendable, Equatable {
        /// `.case`: its type is the parameter's enum, if that has the case.
        case enumCase(String)
        /// `nil`: fits an optional parameter.
        case nilLiteral
        /// An expression of this type in the pushing screen.
        case typed(ExpressionType)
        /// An expression with errors of its own (reported by the pushing screen's validation).
        case unknown
    }

    /// One `parameter: value` of `with:`.
    public struct Argument: Sendable, Equatable {
        public var parameter: Located<String>
        public var value: Value
        /// Where the value is written.
        public var valueSpan: SourceSpan

        public init(parameter: Located<String>, value: Value, valueSpan: SourceSpan) {
            self.parameter = parameter
            self.value = value
            self.valueSpan = valueSpan
        }
    }

    /// The pushed screen's name.
    public var screen: Located<String>
    /// `with:`'s values in the order written; nil without `with:`.
    public var arguments: [Argument]?
    /// The whole `push:` value.
    public var span: SourceSpan

    public init(screen: Located<String>, arguments: [Argument]?, span: SourceSpan) {
        self.screen = screen
        self.arguments = arguments
        self.span = span
    }

    /// Every `push:` of `screen`, in display order, with the values' types as the screen's type checker gives them
    /// (in a repeated row, knowing the row's element).
    static func pushes(of screen: Screen) -> [PushSummary] {
        var pushes: [PushSummary] = []
        // Built only for a push with `with:`: most screens push without parameters, or not at all.
        var base: ExpressionTypeChecker?
        func add(_ target: ActionTarget?, element: (name: String, list: ListType)?) {
            guard case .push(let push)? = target else { return }
            guard push.arguments != nil else {
                pushes.append(PushSummary(screen: push.screen, arguments: nil, span: push.span))
                return
            }
            let checker =
                base ?? ExpressionTypeChecker(fields: screen.expressionTypes, interface: screen.declarations.interface)
            base = checker
            pushes.append(
                PushSummary(push, checker: element.map { checker.adding($0.name, as: .record($0.list.recordType)) } ?? checker))
        }
        // Rows are reached by index so that none is copied; a row's element is looked up only for a push with `with:`.
        for section in screen.sections.indices {
            add(screen.sections[section].header?.action, element: nil)
            for index in screen.sections[section].rows.indices {
                // The closure captures only the row's list, not the screen (which it would copy for every row).
                var targets: [ActionTarget] = []
                screen.sections[section].rows[index].item.forEachActionTarget { target in
                    if case .push = target { targets.append(target) }
                }
                guard !targets.isEmpty else { continue }
                let repetition = screen.sections[section].rows[index].repetition
                for target in targets {
                    guard case .push(let push) = target else { continue }
                    let element = push.arguments == nil ? nil : repetition.flatMap { repetition in
                        screen.list(of: repetition).map { (repetition.element.value, $0) }
                    }
                    add(target, element: element)
                }
            }
        }
        let bar = screen.navigationBar
        for button in bar.left + bar.secondaryRight + bar.right { add(button.action, element: nil) }
        for action in screen.toolbar { add(action.action, element: nil) }
        return pushes
    }

    /// The summary of `push`, its values typed by `checker`.
    init(_ push: ScreenPush, checker: ExpressionTypeChecker) {
        self.init(
            screen: push.screen,
            arguments: push.arguments?.map { argument in
                let value: Value =
                    switch argument.value.kind {
                    case .enumCase(let name): .enumCase(name)
                    case .nilLiteral: .nilLiteral
                    default: checker.check(argument.value).0.map(Value.typed) ?? .unknown
                    }
                return Argument(parameter: argument.parameter, value: value, valueSpan: argument.value.span)
            }, span: push.span)
    }
}

/// What a pushing screen needs to know of a pushed screen's parameter.
public struct ParameterSummary: Sendable, Equatable {
    /// The parameter's name where it is declared.
    public var name: Located<String>
    /// Its type as the condition language sees it.
    public var type: ExpressionType
    /// Whether every push must give it: it has no default and is not optional.
    public var isRequired: Bool

    public init(name: Located<String>, type: ExpressionType, isRequired: Bool) {
        self.name = name
        self.type = type
        self.isRequired = isRequired
    }

    /// The summary of `parameter`.
    init(_ parameter: Parameter) {
        self.init(
            name: parameter.name, type: parameter.expressionType,
            isRequired: parameter.defaultValue == nil && parameter.type.wrapped == nil)
    }
}
