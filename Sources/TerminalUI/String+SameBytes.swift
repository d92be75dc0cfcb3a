extension String {
    /// Whether `a` and `b` are the same UTF-8 bytes (`==` compares canonical equivalence).
    static func haveSameBytes(_ a: String, _ b: String) -> Bool {
        let count = a.utf8.count
        guard b.utf8.count == count else { return false }
        let exact = a.utf8.withContiguousStorageIfAvailable { bytes in
            b.utf8.withContiguousStorageIfAvailable { bytes.elementsEqual($0) }
        }
        return exact.flatMap { $0 } ?? a.utf8.elementsEqual(b.utf8)
    }
}
