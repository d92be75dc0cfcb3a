/// Turns an `Encodable` template context into the plain values Mustache renders: `[String: Any]` for objects,
/// `[Any]` for arrays, and `String`, `Bool` or `Int` for scalars.
///
/// A small `Encoder` instead of a JSON round trip keeps booleans booleans (Mustache sections depend on it) and
/// avoids Foundation.
enum MustacheValueEncoder {
    static func encode(_ value: some Encodable) throws -> Any {
        let root = Box()
        try value.encode(to: ValueEncoder(box: root))
        return root.resolved
    }
}

/// A mutable slot that an encoder fills.
private final class Box {
    var value: Any?
    var object: [String: Box] = [:]
    var objectKeys: [String] = []
    var array: [Box] = []
    enum Kind { case undecided, object, array, scalar }
    var kind = Kind.undecided

    /// The finished value.
    var resolved: Any {
        switch kind {
        case .object:
            var dictionary: [String: Any] = [:]
            for key in objectKeys { dictionary[key] = object[key]!.resolved }
            return dictionary
        case .array: return array.map(\.resolved)
        case .scalar, .undecided: return value ?? [String: Any]()
        }
    }
}

private struct ValueEncoder: Encoder {
    let box: Box
    var codingPath: [any CodingKey] = []
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        box.kind = .object
        return KeyedEncodingContainer(KeyedContainer<Key>(box: box))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        box.kind = .array
        return UnkeyedContainer(box: box)
    }

    func singleValueContainer() -> any SingleValueEncodingContainer {
        SingleContainer(box: box)
    }
}

private struct KeyedContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let box: Box
    var codingPath: [any CodingKey] = []

    private func child(_ key: Key) -> Box {
        let child = Box()
        if box.object[key.stringValue] == nil { box.objectKeys.append(key.stringValue) }
        box.object[key.stringValue] = child
        return child
    }

    mutating func encodeNil(forKey key: Key) throws { child(key).kind = .scalar }
    mutating func encode(_ value: Bool, forKey key: Key) throws { set(value, key) }
    mutating func encode(_ value: String, forKey key: Key) throws { set(value, key) }
    mutating func encode(_ value: Int, forKey key: Key) throws { set(value, key) }
    mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
        let child = child(key)
        try value.encode(to: ValueEncoder(box: child))
    }

    private func set(_ value: Any, _ key: Key) {
        let child = child(key)
        child.kind = .scalar
        child.value = value
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type, forKey key: Key)
        -> KeyedEncodingContainer<NestedKey>
    {
        ValueEncoder(box: child(key)).container(keyedBy: keyType)
    }

    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
        ValueEncoder(box: child(key)).unkeyedContainer()
    }

    mutating func superEncoder() -> any Encoder { ValueEncoder(box: box) }
    mutating func superEncoder(forKey key: Key) -> any Encoder { ValueEncoder(box: child(key)) }
}

private struct UnkeyedContainer: UnkeyedEncodingContainer {
    let box: Box
    var codingPath: [any CodingKey] = []
    var count: Int { box.array.count }

    private func append() -> Box {
        let child = Box()
        box.array.append(child)
        return child
    }

    mutating func encodeNil() throws { append().kind = .scalar }
    mutating func encode(_ value: Bool) throws { set(value) }
    mutating func encode(_ value: String) throws { set(value) }
    mutating func encode(_ value: Int) throws { set(value) }
    mutating func encode<T: Encodable>(_ value: T) throws { try value.encode(to: ValueEncoder(box: append())) }

    private func set(_ value: Any) {
        let child = append()
        child.kind = .scalar
        child.value = value
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type)
        -> KeyedEncodingContainer<NestedKey>
    {
        ValueEncoder(box: append()).container(keyedBy: keyType)
    }

    mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer { ValueEncoder(box: append()).unkeyedContainer() }
    mutating func superEncoder() -> any Encoder { ValueEncoder(box: append()) }
}

private struct SingleContainer: SingleValueEncodingContainer {
    let box: Box
    var codingPath: [any CodingKey] = []

    mutating func encodeNil() throws { box.kind = .scalar }
    mutating func encode(_ value: Bool) throws { set(value) }
    mutating func encode(_ value: String) throws { set(value) }
    mutating func encode(_ value: Int) throws { set(value) }
    mutating func encode<T: Encodable>(_ value: T) throws { try value.encode(to: ValueEncoder(box: box)) }

    private func set(_ value: Any) {
        box.kind = .scalar
        box.value = value
    }
}
