import ScreenDiagnostics
import ScreenExpressions
import YAMLReader

/// The parameters of a removable custom item — the shape of `ItemListPeerItem`, `LocalizationListItem` and the proxy
/// and browser rows of Telegram's settings: an editing value `<Type>(editable:editing:revealed:)`, the closure that
/// reports swipes, `(ID?, ID?) -> Void`, and the closure that removes the row. And the checks of what one parameter
/// says of another (a setter's bound key, an `id`).
extension ItemDeclarationDecoder {
    /// `editing: { editing: Type, id: key, fixed: { label: literal } }`, `revealOptions: key` or `remove: [Type]`.
    func decodeRemovalForm(
        _ form: String, _ label: Located<String>, _ reader: MappingReader, entry: SourceSpan
    ) -> DecodedParameter? {
        let doc = reader.value("doc").flatMap { values.string($0, what: "`doc`") }?.value
        switch form {
        case "editing":
            guard let typeNode = reader.value("editing"), let type = swiftTypeName(typeNode) else { return nil }
            guard let idNode = reader.require("id", help: "name the key whose value identifies the row, for example `id: id`"),
                let id = values.identifier(idNode, what: "the identifying key")
            else { return nil }
            let keyName = reader.value("key").flatMap { values.identifier($0, what: "row key") }
                ?? Located("editing", span: label.span)
            guard checkKeyName(keyName), let fixed = fixedArguments(reader.value("fixed")) else { return nil }
            let key = ItemKey(
                keyName.value, .condition, default: .bool(false),
                doc: KeyDoc(
                    doc ?? "`\(label.value):` `\(type)(editing:)`: the delete control of a removable row while the list "
                        + "is edited"))
            return DecodedParameter(
                parameter: ItemParameter(
                    label.value, .optionsEditing(type: type, id: id.value, editing: keyName.value, remove: "", fixed: fixed)),
                key: key, keyName: keyName, reference: id, span: entry)
        case "revealOptions":
            guard let idNode = reader.value("revealOptions"), let id = values.identifier(idNode, what: "the identifying key")
            else { return nil }
            return DecodedParameter(
                parameter: ItemParameter(label.value, .revealedOptions(id: id.value, remove: "")), reference: id,
                span: entry)
        default:
            guard let list = reader.value("remove") else { return nil }
            guard let types = list.sequence else {
                sink.report(
                    .wrongType, "`remove` lists what the item's closure receives: `[]`, `[String]`", at: list.span,
                    help: "the generated closure ignores them and calls the row's `remove:` hook with its element")
                return nil
            }
            guard types.compactMap({ valueType($0, what: "a value the closure receives") }).count == types.count else {
                return nil
            }
            let keyName = reader.value("key").flatMap { values.identifier($0, what: "row key") }
                ?? Located("remove", span: label.span)
            guard checkKeyName(keyName) else { return nil }
            let key = ItemKey(
                keyName.value, .hook(payload: []),
                doc: KeyDoc(
                    doc ?? "`\(label.value):` calls the hook with the element; makes the row removable (swipe to reveal "
                        + "Delete, the delete control while editing)"))
            var decoded = DecodedParameter(
                parameter: ItemParameter(label.value, .hookIgnoringArguments(keyName.value, ignoring: types.count)),
                key: key, keyName: keyName, span: entry)
            decoded.removes = true
            return decoded
        }
    }

    /// `fixed: { reorderable: false }`: labels and Bool or integer literals.
    private func fixedArguments(_ node: YAMLNode?) -> [ItemParameter.FixedArgument]? {
        guard let node else { return [] }
        guard let pairs = node.mapping else {
            sink.report(.wrongType, "`fixed` is a mapping of labels to literals: `{ reorderable: false }`", at: node.span)
            return nil
        }
        var arguments: [ItemParameter.FixedArgument] = []
        for pair in pairs {
            guard let label = values.identifier(pair.key, what: "argument label") else { return nil }
            guard let scalar = pair.value.scalar, scalar.style == .plain,
                let literal = ValueReader.boolLiteral(scalar.value).map({ String($0) })
                    ?? ValueReader.intLiteral(scalar.value).map({ String($0) })
            else {
                sink.report(
                    .wrongType, "a fixed argument is `true`, `false` or a whole number", at: pair.value.span,
                    help: "for example `\(label.value): false`")
                return nil
            }
            arguments.append(ItemParameter.FixedArgument(label: label.value, swift: literal))
        }
        return arguments
    }

    /// A Swift type name, dotted for a nested one (`ItemListPeerItemEditing`, `Module.Type`).
    private func swiftTypeName(_ node: YAMLNode) -> String? {
        guard let scalar = values.scalar(node, what: "a Swift type") else { return nil }
        let parts = scalar.value.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        guard parts.allSatisfy({ SwiftIdentifier.isValid($0) && !SwiftIdentifier.isKeyword($0) }) else {
            sink.report(
                .invalidIdentifier, "`\(scalar.value)` is not a Swift type name", at: node.span,
                help: "write the editing value's type, for example `ItemListPeerItemEditing`")
            return nil
        }
        return scalar.value
    }

    /// Checks what parameters name of each other and fills in the removal key: a setter writes a `bind` key; an
    /// editing value and a reveal closure name a typed `id` key and need a `remove` parameter, which makes the row
    /// removable. Returns the parameters, or nil after reporting a problem.
    func resolveReferences(
        of item: Located<String>, _ decoded: [DecodedParameter], keys: [ItemKey]
    ) -> [ItemParameter]? {
        let removal = decoded.first(where: \.removes)?.key?.name
        var valid = true
        var parameters: [ItemParameter] = []
        for entry in decoded {
            var parameter = entry.parameter
            switch parameter.source {
            case .setter:
                guard let bound = entry.reference else { break }
                guard case .binding? = keys.first(where: { $0.name == bound.value })?.kind else {
                    let boundKeys = keys.filter { if case .binding = $0.kind { true } else { false } }.map(\.name)
                    sink.report(
                        .invalidItemDeclaration, "`\(parameter.label)` writes `\(bound.value)`, which is no `bind` parameter",
                        at: bound.span, help: Suggestion.didYouMean(bound.value, in: boundKeys)
                            ?? "declare the bound value first, for example `value: { bind: Int, key: \(bound.value) }`")
                    valid = false
                    break
                }
            case .optionsEditing(let type, let id, let editing, _, let fixed):
                guard checkIdentifyingKey(entry, of: item, keys: keys, removal: removal) else {
                    valid = false
                    break
                }
                parameter.source = .optionsEditing(type: type, id: id, editing: editing, remove: removal!, fixed: fixed)
            case .revealedOptions(let id, _):
                guard checkIdentifyingKey(entry, of: item, keys: keys, removal: removal) else {
                    valid = false
                    break
                }
                parameter.source = .revealedOptions(id: id, remove: removal!)
            default:
                break
            }
            parameters.append(parameter)
        }
        // The editing value and the reveal closure identify a row by one key: the state keeps one value per row.
        let identifying = decoded.compactMap { entry -> Located<String>? in
            switch entry.parameter.source {
            case .optionsEditing, .revealedOptions: entry.reference
            default: nil
            }
        }
        if let first = identifying.first, let other = identifying.first(where: { $0.value != first.value }) {
            sink.report(
                .invalidItemDeclaration, "`\(item.value)` identifies its rows by `\(first.value)` and by `\(other.value)`",
                at: other.span, labels: [Diagnostic.Label(span: first.span, message: "first here")],
                notes: ["the screen keeps the revealed row's value of one key, which the editing value compares"],
                help: "name the same key: `\(first.value)`")
            valid = false
        }
        let removals = decoded.filter(\.removes)
        if removals.count > 1 {
            sink.report(
                .invalidItemDeclaration, "`\(item.value)` has two `remove` parameters", at: removals[1].span,
                labels: [Diagnostic.Label(span: removals[0].span, message: "first here")], help: "keep one")
            valid = false
        }
        return valid ? parameters : nil
    }

    /// An editing value's or reveal closure's `id`: a typed key of the item, given by every row (not optional), and a
    /// `remove` parameter in the item.
    private func checkIdentifyingKey(
        _ entry: DecodedParameter, of item: Located<String>, keys: [ItemKey], removal: String?
    ) -> Bool {
        guard let id = entry.reference else { return false }
        guard let key = keys.first(where: { $0.name == id.value }), case .value = key.kind, key.isRequired else {
            let typed = keys.filter { if case .value = $0.kind { $0.isRequired } else { false } }.map(\.name)
            sink.report(
                .invalidItemDeclaration, "`\(id.value)` is no typed key of `\(item.value)` that every row gives",
                at: id.span,
                notes: ["the row's options are revealed for one value of that key, which the item passes to its closure"],
                help: Suggestion.didYouMean(id.value, in: typed)
                    ?? "declare the value that identifies a row, for example `- id: String`, and name it here")
            return false
        }
        guard removal != nil else {
            sink.report(
                .invalidItemDeclaration, "`\(entry.parameter.label)` of `\(item.value)` needs a `remove` parameter",
                at: entry.span, notes: ["a row's options are revealed, and its delete control shown, only when it can be removed"],
                help: "declare the closure that removes the row, for example `- removeItem: { remove: [String] }`")
            return false
        }
        return true
    }
}
