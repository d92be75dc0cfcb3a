extension String {
    /// Whether `a` and `b` are the same UTF-8 bytes (`==` compares canonical equivalence).
    static func haveSameBytes(_ a: String, _ b: String) -> Bool {
        guard a == b else { return false }  // quick for small and ASCII strings; equal bytes are equivalent
        let count = a.utf8.count
        guard b.utf8.count == count else { return false }
        guard count > 1 else { return true }  // one byte each and equivalent: the same ASCII character
        let exact = a.utf8.withContiguousStorageIfAvailable { bytes in
            b.utf8.withContiguousStorageIfAvailable { bytes.elementsEqual($0) }
        }
        return exact.flatMap { $0 } ?? a.utf8.elementsEqual(b.utf8)
    }
}
