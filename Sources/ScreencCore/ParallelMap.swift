import Dispatch

/// Maps over independent items on all cores, keeping the results in input order (so output stays deterministic).
enum ParallelMap {
    static func map<Item: Sendable, Result: Sendable>(_ items: [Item], _ transform: @Sendable (Item) -> Result) -> [Result] {
        guard items.count > 1 else { return items.map(transform) }
        let results = UnsafeMutableBufferPointer<Result?>.allocate(capacity: items.count)
        results.initialize(repeating: nil)
        defer {
            _ = results.deinitialize()
            results.deallocate()
        }
        // Each iteration writes only its own slot, and `concurrentPerform` returns after all of them: no races.
        nonisolated(unsafe) let slots = results
        DispatchQueue.concurrentPerform(iterations: items.count) { index in
            slots[index] = transform(items[index])
        }
        return results.map { $0! }
    }
}
