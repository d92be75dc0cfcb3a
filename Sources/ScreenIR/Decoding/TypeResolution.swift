import ScreenDiagnostics
import ScreenExpressions
import YAMLReader

/// The two passes over `types:`: the names and keys of every declaration first, then each type's members and cases,
/// resolved on demand so that a type may name any other, in any order.
final class TypeResolution {
    /// One declaration read in the first pass.
    private struct Pending {
        var name: Located<String>
        var swiftName: String
        var module: Located<String>?
        var isEquatable: Bool
        var isSendable: Bool
        var members: YAMLNode?
        var cases: YAMLNode?
        var span: SourceSpan
    }

    private let decoder: AppDeclarationsDecoder
    private let imported: AppDeclarations
    private var order: [String] = []
    private var pending: [String: Pending] = [:]
    private var resolving: Set<String> = []
    private var done: [String: DeclaredType] = [:]
    private var failed: Set<String> = []

    private var sink: DiagnosticSink { decoder.sink }
    private var values: ValueReader { decoder.values }

    init(decoder: AppDeclarationsDecoder, imported: AppDeclarations) {
        self.decoder = decoder
        self.imported = imported
    }

    // MARK: First pass

    /// Reads the names and keys of `types:`.
    func collect(_ node: YAMLNode) {
        guard let pairs = node.mapping else {
            sink.report(
                .wrongType, "`types` must be a mapping from type names to declarations, not \(node.kindDescription)",
                at: node.span)
            return
        }
        for pair in pairs {
            guard let scalar = values.scalar(pair.key, what: "a type name") else { continue }
            let name = Located(scalar.value, span: pair.key.span)
            guard checkName(name) else { continue }
            if let first = pending[name.value] {
                sink.report(
                    .duplicateID, "type `\(name.value)` is declared twice", at: name.span,
                    labels: [Diagnostic.Label(span: first.name.span, message: "first declared here")])
                continue
            }
            let span = name.span.union(pair.value.span)
            if pair.value.scalar?.isNull == true {
                // `Name:` alone: a type the screen only passes on, of the module being compiled.
                order.append(name.value)
                pending[name.value] = Pending(
                    name: name, swiftName: name.value, module: nil, isEquatable: true, isSendable: false, members: nil,
                    cases: nil, span: span)
                continue
            }
            guard
                let reader = MappingReader(
                    pair.value, what: "type `\(name.value)`", allowed: ScreenLanguage.typeDeclaration.names, sink: sink)
            else { continue }
            defer { reader.finish() }
            let members = reader.value("members")
            let cases = reader.value("cases")
            if members != nil, let casesKey = reader.keyNode("cases") {
                sink.report(
                    .conflictingKeys, "type `\(name.value)` cannot have both `members` and `cases`", at: casesKey.span,
                    help: "a struct or class lists `members`; an enum lists `cases`")
                continue
            }
            var swiftName = name.value
            if let node = reader.value("swift"), let written = values.scalar(node, what: "the Swift type") {
                guard TypeSpelling.parse(written.value).map({ if case .named = $0 { true } else { false } }) == true else {
                    sink.report(
                        .invalidIdentifier, "`\(written.value)` is not a Swift type name", at: node.span,
                        help: "write the type's name, dotted for a nested one: `Outer.Inner`")
                    continue
                }
                swiftName = written.value
            }
            order.append(name.value)
            pending[name.value] = Pending(
                name: name, swiftName: swiftName, module: reader.value("module").flatMap(decoder.moduleName),
                isEquatable: reader.value("equatable").flatMap { values.bool($0, what: "`equatable`") } ?? true,
                isSendable: reader.value("sendable").flatMap { values.bool($0, what: "`sendable`") } ?? false,
                members: members, cases: cases, span: span)
        }
    }

    /// A type's name: an UpperCamelCase identifier that is not a built-in type's.
    private func checkName(_ name: Located<String>) -> Bool {
        guard SwiftIdentifier.isValid(name.value), !SwiftIdentifier.isKeyword(name.value) else {
            let suggestion = SwiftIdentifier.sanitized(name.value, upperCamel: true)
            sink.report(
                .invalidIdentifier, "type name `\(name.value)` is not a Swift identifier", at: name.span,
                notes: ["a nested Swift type is declared under a name of its own, with `swift: Outer.Inner`"],
                help: "rename it to `\(suggestion)`", fixIt: Diagnostic.FixIt(span: name.span, replacement: suggestion))
            return false
        }
        if ScreenLanguage.builtinTypeNames.contains(name.value) || EnvironmentValue(swiftType: name.value) != nil
            || ["EnginePeer", "Optional", "Array", "Dictionary"].contains(name.value)
        {
            sink.report(
                .invalidDeclaration, "`\(name.value)` is a type every screen knows: it cannot be declared", at: name.span,
                help: "use it without declaring it, or declare the app's type under another name with `swift:`")
            return false
        }
        return true
    }

    // MARK: Second pass

    /// Every declared type, resolved, in the order written (those with errors left out).
    func resolveAll() -> [DeclaredType] {
        for name in order { _ = declared(name) }
        return order.compactMap { done[$0] }
    }

    /// The type called `name` as the condition language sees it: a declared one (resolving it now if needed) or an
    /// imported one.
    private func lookup(_ name: String, from member: Located<String>) -> ExpressionType? {
        if resolving.contains(name) {
            sink.report(
                .invalidDeclaration, "`\(name)` contains itself through `\(member.value)`", at: member.span,
                notes: ["the condition language reads a type's members all the way down, so a type cannot contain itself"],
                help: "declare the member as a type of its own without members, which the screen only passes on")
            return .record(RecordType(name: name, fields: [], isDeclared: true))
        }
        if pending[name] != nil { return declared(name)?.expressionType }
        return imported.type(named: name)?.expressionType
    }

    private func declared(_ name: String) -> DeclaredType? {
        if let known = done[name] { return known }
        guard !failed.contains(name), let declaration = pending[name] else { return nil }
        resolving.insert(name)
        defer { resolving.remove(name) }
        let shape: DeclaredType.Shape
        let type: ExpressionType
        if let members = declaration.members {
            guard let list = decodeMembers(members, of: declaration.name) else {
                failed.insert(name)
                return nil
            }
            shape = .members(list)
            type = .record(
                RecordType(
                    name: name,
                    fields: list.map { .init(name: $0.name.value, type: $0.type.expressionType(enumName: name)) },
                    isDeclared: true))
        } else if let cases = declaration.cases {
            guard let list = decodeCases(cases, of: declaration.name) else {
                failed.insert(name)
                return nil
            }
            shape = .cases(list)
            type = .enumeration(name: name, cases: EnumCases(list.map(\.name.value)))
        } else {
            shape = .opaque
            type = .record(RecordType(name: name, fields: [], isDeclared: true))
        }
        let result = DeclaredType(
            name: declaration.name, swiftName: declaration.swiftName, module: declaration.module, shape: shape,
            isEquatable: declaration.isEquatable, isSendable: declaration.isSendable, expressionType: type,
            span: declaration.span)
        done[name] = result
        return result
    }

    /// `members: { name: Type, … }`.
    private func decodeMembers(_ node: YAMLNode, of owner: Located<String>) -> [TypedName]? {
        guard let pairs = node.mapping else {
            sink.report(
                .wrongType, "the `members` of `\(owner.value)` must be a mapping: name → type", at: node.span,
                help: "write `members: { presence: SelectivePrivacySettings, timeout: Int32 }`")
            return nil
        }
        var members: [TypedName] = []
        var names = FirstOccurrences()
        var valid = true
        for pair in pairs {
            let afterADot = SwiftIdentifier.keywordsNotAfterADot
            guard let name = values.identifier(pair.key, what: "member name", keywordsTakenBut: afterADot) else {
                valid = false
                continue
            }
            if let first = names.insert(name) {
                sink.report(
                    .duplicateID, "`\(owner.value)` has two members named `\(name.value)`", at: name.span,
                    labels: [Diagnostic.Label(span: first, message: "first declared here")])
                valid = false
                continue
            }
            guard
                let type = decoder.resolve(
                    pair.value, known: { self.lookup($0, from: name) }, broken: { self.failed.contains($0) },
                    what: "a member's type")?.type
            else {
                valid = false
                continue
            }
            members.append(TypedName(name: name, type: type, span: name.span.union(pair.value.span)))
        }
        return valid ? members : nil
    }

    /// `cases: [a, b]` or `cases: { a: , b: { label: Type } }`.
    private func decodeCases(_ node: YAMLNode, of owner: Located<String>) -> [DeclaredCase]? {
        // A case is written after a dot (`.default`), where Swift takes most keywords.
        let afterADot = SwiftIdentifier.keywordsNotAfterADot
        var cases: [DeclaredCase] = []
        var names = FirstOccurrences()
        var valid = true
        func add(_ name: Located<String>, _ values: [TypedName]) {
            if let first = names.insert(name) {
                sink.report(
                    .duplicateEnumCase, "case `\(name.value)` is listed twice in `\(owner.value)`", at: name.span,
                    labels: [Diagnostic.Label(span: first, message: "first listed here")])
                valid = false
                return
            }
            cases.append(DeclaredCase(name: name, values: values))
        }
        if let items = node.sequence {
            for item in items {
                guard let name = values.identifier(item, what: "enum case", keywordsTakenBut: afterADot) else {
                    valid = false
                    continue
                }
                add(name, [])
            }
        } else if let pairs = node.mapping {
            for pair in pairs {
                guard let name = values.identifier(pair.key, what: "enum case", keywordsTakenBut: afterADot) else {
                    valid = false
                    continue
                }
                guard pair.value.scalar?.isNull != true else {
                    add(name, [])
                    continue
                }
                guard let labelled = pair.value.mapping else {
                    sink.report(
                        .wrongType, "the values case `\(name.value)` carries are a mapping: label → type",
                        at: pair.value.span, help: "write `\(name.value): { label: Type }`, or nothing for none")
                    valid = false
                    continue
                }
                var carried: [TypedName] = []
                for value in labelled {
                    guard let label = values.identifier(value.key, what: "value label"),
                        let type = decoder.resolve(
                            value.value, known: { self.lookup($0, from: label) }, broken: { self.failed.contains($0) },
                            what: "a value's type")?.type
                    else {
                        valid = false
                        continue
                    }
                    carried.append(TypedName(name: label, type: type, span: label.span.union(value.value.span)))
                }
                add(name, carried)
            }
        } else {
            sink.report(
                .wrongType, "the `cases` of `\(owner.value)` must be a list of names or a mapping", at: node.span,
                help: "write `cases: [everybody, nobody]`, or `cases: { everybody: , custom: { peers: [PeerId] } }`")
            return nil
        }
        guard !cases.isEmpty else {
            sink.report(.invalidValue, "enum `\(owner.value)` needs at least one case", at: node.span)
            return nil
        }
        return valid ? cases : nil
    }
}
