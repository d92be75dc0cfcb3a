/// The item kinds a screen can use: the 14 built-ins and the kinds screenc ships as descriptions (`peerAction`),
/// plus the custom items the screen declares under `items:`.
public struct ItemCatalogue: Sendable {
    /// What every screen can use, built-ins first, in documentation order.
    public static let shipped: [ItemDescription] = BuiltinItems.all + [peerAction, peer]

    /// The shipped kinds only.
    public static let standard = ItemCatalogue()

    /// Every kind, shipped then the screen's own.
    public private(set) var descriptions: [ItemDescription]
    private var byName: [String: Int]

    /// The shipped kinds and `custom` (which must not reuse their names: the decoder reports that).
    public init(custom: [ItemDescription] = []) {
        descriptions = Self.shipped + custom
        byName = [:]
        for (index, description) in descriptions.enumerated() where byName[description.name] == nil {
            byName[description.name] = index
        }
    }

    /// The kind named `name` (`item: name`).
    public func description(named name: String) -> ItemDescription? {
        byName[name].map { descriptions[$0] }
    }

    /// Every kind's name, for messages and "did you mean".
    public var names: [String] { descriptions.map(\.name) }
}
