import ScreenDiagnostics
import YAMLReader

/// Decodes the types of declarations: type names (`Bool`, `String?`), enum cases and list element records.
struct TypeDecoder {
    let values: ValueReader
    let sink: DiagnosticSink
    /// The app's declared types, which data fields, parameters and list element fields may have.
    var declarations = AppDeclarations()

    /// The type names a `type:` (or a list element's field) may give.
    static let scalarTypeNames = ScreenLanguage.scalarTypeNames

    /// The type a name stands for: `Bool`, `Int`, `String`, or one of them followed by `?`.
    static func scalarType(named name: String) -> ValueType? {
        switch name {
        case "Bool": .bool
        case "Int": .int
        case "String": .string
        case "Bool?": .optional(.bool)
        case "Int?": .optional(.int)
        case "String?": .optional(.string)
        default: nil
        }
    }

    /// The engine's types a list element's field may have: a peer (`EnginePeer`), its id, or an optional peer.
    static let peerTypeNames = ["Peer", "PeerId", "Peer?"]

    /// A type name, reporting an unknown one (`what` names the kind of type for messages: "state type").
    /// `allowsPeers`: a list element's field, which may also be a `Peer` or `PeerId`.
    /// `allowsAppTypes`: a data field, parameter or list element field, which may also be `Int32`, `Int64`, `Double`,
    /// an array, a dictionary or a declared app type.
    func typeName(_ node: YAMLNode, what: String, allowsPeers: Bool = false, allowsAppTypes: Bool = false) -> ValueType? {
        guard let name = values.scalar(node, what: "a \(what)") else { return nil }
        if let type = Self.scalarType(named: name.value) { return type }
        if allowsAppTypes, !["Peer", "Peer?", "PeerId", "PeerId?"].contains(name.value) {
            let resolver = AppDeclarationsDecoder(values: values, sink: sink, imported: declarations)
            return resolver.resolve(node, known: { declarations.type(named: $0)?.expressionType }, what: "a \(what)")?.type
        }
        switch name.value {
        case "Peer" where allowsPeers: return .peer
        case "Peer?" where allowsPeers: return .optional(.peer)
        case "PeerId" where allowsPeers: return .peerId
        case "Peer", "Peer?", "PeerId", "PeerId?":
            sink.report(
                .wrongType, "a `\(name.value)` can only be a field of a list element", at: node.span,
                notes: ["the app gives peers in lists: `blockedPeers: { list: { id: PeerId, peer: Peer } }`"],
                help: allowsPeers ? "write `Peer`, `Peer?` or `PeerId`" : "declare a list under `data:` whose elements have it")
            return nil
        default:
            values.reportUnknownWord(
                name.value, what: what, options: Self.scalarTypeNames + (allowsPeers ? Self.peerTypeNames : []),
                at: node.span)
            return nil
        }
    }

    /// The cases of an enum declared for `owner` (`{ enum: [a, b] }`): identifiers, unique, at least one.
    func enumCases(of owner: Located<String>, _ node: YAMLNode) -> [Located<String>]? {
        guard let items = node.sequence else {
            sink.report(
                .wrongType, "the cases of `\(owner.value)` must be a list, not \(node.kindDescription)", at: node.span)
            return nil
        }
        var cases: [Located<String>] = []
        var listed = FirstOccurrences()
        for item in items {
            guard let caseName = values.identifier(item, what: "enum case") else { continue }
            if let first = listed.insert(caseName) {
                sink.report(
                    .duplicateEnumCase, "case `\(caseName.value)` is listed twice in `\(owner.value)`", at: caseName.span,
                    labels: [Diagnostic.Label(span: first, message: "first listed here")])
                continue
            }
            cases.append(caseName)
        }
        guard !cases.isEmpty else {
            sink.report(.invalidValue, "enum field `\(owner.value)` needs at least one case", at: node.span)
            return nil
        }
        return cases
    }

    // MARK: Lists

    /// `list: { id: Int, name: String, … }` of the data field `field`, with `element:` naming the element's type.
    /// `listKey` is the `list` key, where a missing `id` is reported.
    func listType(of field: Located<String>, fields node: YAMLNode, listKey: YAMLNode, element elementNode: YAMLNode?)
        -> ListType?
    {
        let element = elementName(of: field, elementNode)
        guard let pairs = node.mapping else {
            sink.report(
                .wrongType,
                "the element fields of `\(field.value)` must be a mapping such as `{ id: Int, name: String }`, "
                    + "not \(node.kindDescription)",
                at: node.span)
            return nil
        }
        var fields: [RecordField] = []
        var failed = false
        for pair in pairs {
            guard let name = values.identifier(pair.key, what: "list element field") else {
                failed = true
                continue
            }
            if let type = recordFieldType(name, of: element.value, pair.value) {
                fields.append(RecordField(name: name, type: type, span: name.span.union(pair.value.span)))
            } else {
                failed = true
            }
        }
        // A field that failed is reported; without it the list would make every use of the field, or of `id`, an
        // error too. The list is left out, and so are the rows that repeat over it.
        guard !failed else { return nil }
        let list = ListType(element: element, fields: fields)
        checkID(of: list, field: field, listKey: listKey)
        return list
    }

    /// The element's Swift type name: `element:` (UpperCamelCase), else derived from the field's name.
    private func elementName(of field: Located<String>, _ node: YAMLNode?) -> Located<String> {
        let derived = ElementName.derived(from: field.value)
        guard let node else { return Located(derived, span: field.span) }
        guard let scalar = values.scalar(node, what: "the element type name") else { return Located(derived, span: field.span) }
        let name = Located(scalar.value, span: node.span)
        if !SwiftIdentifier.isUpperCamelCase(name.value) || SwiftIdentifier.isKeyword(name.value) {
            let suggestion = SwiftIdentifier.suggestion(for: name.value, upperCamel: true)
            sink.report(
                .invalidIdentifier, "element type name `\(name.value)` is not an UpperCamelCase Swift identifier",
                at: node.span, notes: ["it becomes the Swift struct of one element\(suggestion.map { ": `\($0)`" } ?? "")"],
                help: SwiftIdentifier.renameHelp(for: name.value, upperCamel: true, example: false),
                fixIt: suggestion.map { Diagnostic.FixIt(span: node.span, replacement: $0) })
        }
        return name
    }

    /// The type of one field of a list element: a type name or `{ enum: [...] }` (or `{ type: … }`); no lists.
    private func recordFieldType(_ name: Located<String>, of element: String, _ node: YAMLNode) -> ValueType? {
        guard let pairs = node.mapping else {
            return typeName(node, what: "field type", allowsPeers: true, allowsAppTypes: true)
        }
        if let listKey = pairs.first(where: { $0.key.hasScalarValue("list") })?.key {
            sink.report(
                .wrongType, "field `\(name.value)` of `\(element)` cannot be a list: lists do not nest", at: listKey.span,
                help: "make it a separate list under `data:`")
            return nil
        }
        guard
            let reader = MappingReader(
                node, what: "field `\(name.value)` of `\(element)`", allowed: ScreenLanguage.listField.names, sink: sink)
        else { return nil }
        defer { reader.finish() }
        if let enumNode = reader.value("enum") {
            if let typeKey = reader.keyNode("type") {
                sink.report(
                    .conflictingKeys, "field `\(name.value)` cannot have both `type` and `enum`", at: typeKey.span,
                    help: "an enum field lists its cases under `enum` and needs no `type`")
            }
            return enumCases(of: name, enumNode).map { .enumeration(cases: $0) }
        }
        guard
            let typeNode = reader.require(
                "type", alternatives: ["enum"], help: "write the type, like `name: String`, or `{ enum: [a, b] }`")
        else { return nil }
        return typeName(typeNode, what: "field type", allowsPeers: true, allowsAppTypes: true)
    }

    /// Reports `missing-list-id` unless the element has an `id` of type `Int` or `String`.
    private func checkID(of list: ListType, field: Located<String>, listKey: YAMLNode) {
        let notes = [
            "screenc tells the rows of a list apart by their element's `id`: ItemListUI animates inserts, removals and "
                + "moves by it"
        ]
        guard let id = list.idField else {
            sink.report(
                .missingListID, "the elements of `\(field.value)` have no `id` field", at: listKey.span, notes: notes,
                help: "add `id: Int`, `id: String` or `id: PeerId`: the app's identifier of a `\(list.element.value)`")
            return
        }
        guard id.type == .int || id.type == .string || id.type == .peerId else {
            sink.report(
                .missingListID,
                "the `id` of `\(list.element.value)` must be an Int, a String or a PeerId, not `\(id.type.name)`",
                at: id.span, notes: notes, help: "write `id: Int`, `id: String`, or `id: PeerId` for a list of peers")
            return
        }
    }
}

/// The Swift name of a list's element type, derived from the list field's name.
public enum ElementName {
    /// `blockedPeers` → `BlockedPeer`, `proxies` → `Proxy`, `addresses` → `Address`, `usernames` → `Username`;
    /// a name that is not an English plural gets `Element`: `peerList` → `PeerListElement`.
    public static func derived(from field: String) -> String {
        SwiftIdentifier.upperFirst(singular(of: field) ?? field + "Element")
    }

    /// The singular of a plural name, or nil when the name does not look like a plural.
    static func singular(of name: String) -> String? {
        guard name.count > 1, name.hasSuffix("s"), !name.hasSuffix("ss") else { return nil }
        if name.hasSuffix("ies"), name.count > 3 { return String(name.dropLast(3)) + "y" }
        for ending in ["sses", "xes", "zes", "ches", "shes"] where name.hasSuffix(ending) {
            return String(name.dropLast(2))
        }
        return String(name.dropLast())
    }
}
