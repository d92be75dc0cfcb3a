/// The cases of an enum type, in declaration order, with a membership test that stays constant-time for enums with
/// many cases (a radio group of thousands of options checks each option's case once).
public struct EnumCases: Sendable, Hashable, RandomAccessCollection, ExpressibleByArrayLiteral {
    /// The case names, in order.
    public let names: [String]
    /// The names as a set, for enums past a handful of cases (below that a scan is faster than hashing).
    private let lookup: Set<String>?

    private static let lookupThreshold = 16

    public init(_ names: [String]) {
        self.names = names
        lookup = names.count > Self.lookupThreshold ? Set(names) : nil
    }

    public init(arrayLiteral names: String...) {
        self.init(names)
    }

    /// Whether `name` is one of the cases.
    public func contains(_ name: String) -> Bool {
        if let lookup { return lookup.contains(name) }
        return names.contains(name)
    }

    public var startIndex: Int { names.startIndex }
    public var endIndex: Int { names.endIndex }
    public subscript(position: Int) -> String { names[position] }

    public static func == (lhs: EnumCases, rhs: EnumCases) -> Bool { lhs.names == rhs.names }
    public func hash(into hasher: inout Hasher) { hasher.combine(names) }
}
