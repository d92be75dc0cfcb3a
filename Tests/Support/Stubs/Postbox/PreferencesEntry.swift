// Postbox's stored settings value: a Codable value encoded to data. Read it back with `entry.get(T.self)`.
// Test support only; never shipped.
//
// Telegram encodes with its own PostboxEncoder; the stubs use JSON (sorted keys, so equal values give equal data).
// Either way a settings type must be `Codable`, and two entries are equal when their data is.

import Foundation

private struct PreferencesEntryEncodable<T: Encodable>: Encodable {
    let value: T

    enum CodingKeys: String, CodingKey {
        case value = "_"
    }
}

private struct PreferencesEntryDecodable<T: Decodable>: Decodable {
    let value: T

    enum CodingKeys: String, CodingKey {
        case value = "_"
    }
}

public final class PreferencesEntry: Equatable {
    public let data: Data

    public init(data: Data) {
        self.data = data
    }

    /// nil when `value` is nil (or cannot be encoded).
    public init?<T: Encodable>(_ value: T?) {
        guard let value else {
            return nil
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        guard let data = try? encoder.encode(PreferencesEntryEncodable(value: value)) else {
            return nil
        }
        self.data = data
    }

    /// The stored value as `T`, or nil when it is not a `T`.
    public func get<T: Decodable>(_ type: T.Type) -> T? {
        return (try? JSONDecoder().decode(PreferencesEntryDecodable<T>.self, from: self.data))?.value
    }

    public static func == (lhs: PreferencesEntry, rhs: PreferencesEntry) -> Bool {
        return lhs.data == rhs.data
    }
}

/// What `updateSharedData` closures return: `SharedPreferencesEntry(settings)`. The reference shows only this call
/// shape; the stubs model it as another name for `PreferencesEntry` (a failable initializer: nil → no entry).
public typealias SharedPreferencesEntry = PreferencesEntry
