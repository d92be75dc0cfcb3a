/// How ScreenRuntime holds a `Peer` sample: a record with the peer's `id` (an Int, as a `PeerId` sample) and its
/// display `name` — what the preview shows and what the fidelity harness builds an `EnginePeer` from.
public enum PeerSample {
    /// The runtime value of a peer with this id and name.
    public static func value(id: Int, name: String) -> ExpressionValue {
        .record(["id": .int(id), "name": .string(name)])
    }

    /// The id and name of a peer's runtime value; nil for a value that is not a peer.
    public static func parts(of value: ExpressionValue) -> (id: Int, name: String)? {
        guard case .record(let fields) = value, case .int(let id)? = fields["id"], case .string(let name)? = fields["name"]
        else { return nil }
        return (id, name)
    }
}
