import ScreenDiagnostics
import ScreenExpressions
import YAMLReader

extension ValueDecoder {
    /// A `PeerId` sample: a whole number above zero (the preview's stand-in for `EnginePeer.Id`).
    func decodePeerID(_ node: YAMLNode, of owner: String, role: String) -> Int? {
        guard let scalar = node.scalar, scalar.style == .plain, let id = ValueReader.intLiteral(scalar.value), id > 0
        else {
            sink.report(
                .invalidDefault, "the \(role) of `\(owner)` must be a peer id: a whole number above zero", at: node.span,
                help: "write a number such as `101`; the app passes the real `EnginePeer.Id`")
            return nil
        }
        return id
    }

    /// A `Peer` sample: its name (`Alex Morgan`; its id is the element's `PeerId` `id`), or `{ id: 7, name: … }`.
    /// A peer written by name alone gets id 0 here; `completePeerIDs` fills it in from the element.
    func decodePeer(_ node: YAMLNode, of owner: String, role: String) -> ExpressionValue? {
        if let scalar = node.scalar, !scalar.isNull {
            return PeerSample.value(id: 0, name: scalar.value)
        }
        guard node.mapping != nil,
            let reader = MappingReader(node, what: "the peer `\(owner)`", allowed: ["id", "name"], sink: sink)
        else {
            sink.report(
                .invalidDefault, "the \(role) of `\(owner)` must be a peer: its name, or `{ id: 7, name: … }`",
                at: node.span, help: "write the peer's name, like `Alex Morgan`")
            return nil
        }
        defer { reader.finish() }
        let id = reader.value("id").flatMap { decodePeerID($0, of: owner + ".id", role: "value") }
        guard let nameNode = reader.require("name", help: "write the name the peer is shown with: `name: Alex Morgan`"),
            let name = values.scalar(nameNode, what: "the peer's name")
        else { return nil }
        return PeerSample.value(id: id ?? 0, name: name.value)
    }

    /// Gives each peer sample written by name alone the element's id (the element's `id` must then be a `PeerId`);
    /// false after reporting a peer that has no id.
    func completePeerIDs(of record: inout [String: ExpressionValue], _ list: ListType, at node: YAMLNode) -> Bool {
        var complete = true
        for field in list.fields where field.type == .peer || field.type == .optional(.peer) {
            let name = field.name.value
            guard let value = record[name], let peer = PeerSample.parts(of: value), peer.id == 0 else { continue }
            if list.idField?.type == .peerId, case .int(let id)? = record["id"] {
                record[name] = PeerSample.value(id: id, name: peer.name)
            } else {
                complete = false
                sink.report(
                    .invalidDefault, "the peer `\(list.element.value).\(name)` has no id", at: node.span,
                    notes: ["a peer written by name takes the element's `id`, which must then be a `PeerId`"],
                    help: "write `\(name): { id: 7, name: \(peer.name) }`, or declare `id: PeerId`")
            }
        }
        return complete
    }
}
