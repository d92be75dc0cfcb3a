import ScreenDiagnostics
import ScreenExpressions

extension Screen {
    /// Whether a declaration at `span` is the screen file's own, not one of an imported declarations file.
    public func isOwn(_ span: SourceSpan) -> Bool { span.fileID == name.span.fileID }

    /// The reusable texts the screen's generated file declares as private functions: the screen's own (every one),
    /// then the imported ones its texts and its own reusable texts call, directly or through other reusable texts —
    /// not every text of a shared file in every screen. In declaration order.
    public var generatedReusableTexts: [ReusableText] {
        let texts = declarations.texts
        guard texts.contains(where: { !isOwn($0.name.span) }) else { return texts }
        var needed: Set<String> = []
        var pending: [String] = []
        func addCalls(in text: DisplayText) {
            for expression in text.expressions {
                for name in expression.calledNames where declarations.text(named: name) != nil {
                    if needed.insert(name).inserted { pending.append(name) }
                }
            }
        }
        forEachText(addCalls)
        for text in texts where isOwn(text.name.span) { addCalls(in: text.text) }
        while let name = pending.popLast() {
            if let text = declarations.text(named: name) { addCalls(in: text.text) }
        }
        return texts.filter { isOwn($0.name.span) || needed.contains($0.name.value) }
    }

    /// The declared types the generated file names through the screen's data, parameters, list elements and the
    /// parameters of the reusable texts it declares (and, through them, their members and the values their cases
    /// carry), in the order first reached.
    public var reachableDeclaredTypes: [DeclaredType] {
        var roots = data.map(\.type) + parameters.map(\.type)
        roots += data.compactMap(\.listType).flatMap { $0.fields.map(\.type) }
        roots += generatedReusableTexts.flatMap { $0.parameters.map(\.type) }
        return declarations.typesReachable(from: roots)
    }
}

extension AppDeclarations {
    /// The declared types `roots` name, and those their members and case values name, depth first, each once.
    public func typesReachable(from roots: [ValueType]) -> [DeclaredType] {
        var reached: [DeclaredType] = []
        var visited: Set<String> = []
        func visit(_ type: ValueType) {
            switch type {
            case .app(let appType): visitName(appType.declaredName)
            case .optional(let wrapped), .array(let wrapped): visit(wrapped)
            case .dictionary(let key, let value):
                visit(key)
                visit(value)
            case .list(let list): for field in list.fields { visit(field.type) }
            default: break
            }
        }
        func visitName(_ name: String?) {
            guard let name, visited.insert(name).inserted, let declared = self.type(named: name) else { return }
            reached.append(declared)
            switch declared.shape {
            case .members(let members): for member in members { visit(member.type) }
            case .cases(let cases): for declaredCase in cases { for value in declaredCase.values { visit(value.type) } }
            case .opaque: break
            }
        }
        for root in roots { visit(root) }
        return reached
    }
}

extension ExpressionType {
    /// The name of the declared type this is (a record's or an enum's), nil for any other type.
    public var declaredName: String? {
        switch self {
        case .record(let record): record.name
        case .enumeration(let name, _): name
        default: nil
        }
    }
}
