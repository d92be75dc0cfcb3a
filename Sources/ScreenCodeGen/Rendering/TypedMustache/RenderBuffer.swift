/// The bytes one render writes, in one growing allocation, and the steps it took. Appending is a capacity check and a
/// copy: appending to an `[UInt8]` goes through the generic sequence machinery, which costs several times more for
/// the short pieces a template is made of (a screen is a few thousand of them).
final class RenderBuffer {
    private var storage: UnsafeMutablePointer<UInt8>
    private var capacity: Int
    private(set) var count = 0
    /// The steps the render may take.
    let limit: RenderLimit

    init(capacity: Int, limit: RenderLimit = RenderLimit()) {
        self.capacity = max(capacity, 16)
        storage = .allocate(capacity: self.capacity)
        self.limit = limit
    }

    deinit {
        storage.deallocate()
    }

    func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let source = bytes.baseAddress, bytes.count > 0 else { return }
        reserve(bytes.count)
        (storage + count).initialize(from: source, count: bytes.count)
        count += bytes.count
    }

    func append(_ text: String) {
        let copied: Void? = text.utf8.withContiguousStorageIfAvailable { append($0) }
        if copied == nil { append(Array(text.utf8)) }
    }

    private func append(_ bytes: [UInt8]) {
        bytes.withUnsafeBufferPointer { append($0) }
    }

    /// Inserts `text` at byte `position`, moving what follows.
    func insert(_ text: String, at position: Int) {
        let bytes = Array(text.utf8)
        guard !bytes.isEmpty else { return }
        reserve(bytes.count)
        (storage + position + bytes.count).moveInitialize(from: storage + position, count: count - position)
        bytes.withUnsafeBufferPointer { (storage + position).initialize(from: $0.baseAddress!, count: $0.count) }
        count += bytes.count
    }

    /// Whether the last `Character` is a line feed, as swift-mustache's `string.last == "\n"` tests: a line feed after
    /// a carriage return is part of a `\r\n` `Character`, which does not count.
    var endsWithLineFeedCharacter: Bool {
        count > 0 && storage[count - 1] == 0x0A && (count < 2 || storage[count - 2] != 0x0D)
    }

    /// The bytes written.
    var bytes: [UInt8] {
        Array(UnsafeBufferPointer(start: storage, count: count))
    }

    private func reserve(_ extra: Int) {
        guard count + extra > capacity else { return }
        let newCapacity = max(capacity * 2, count + extra)
        let newStorage = UnsafeMutablePointer<UInt8>.allocate(capacity: newCapacity)
        newStorage.moveInitialize(from: storage, count: count)
        storage.deallocate()
        storage = newStorage
        capacity = newCapacity
    }
}
