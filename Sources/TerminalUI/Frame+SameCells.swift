extension Frame {
    /// Whether row `row` has the same cells here and in `other` (a frame of the same width): the same styles and
    /// the same texts byte for byte. (`Cell`'s `==` also equates canonically equivalent texts, such as "é" and
    /// "e\u{301}", which the renderer prints differently.)
    func hasSameCells(as other: Frame, inRow row: Int) -> Bool {
        cells.withUnsafeBufferPointer { cells in
            other.cells.withUnsafeBufferPointer { others in
                for index in row * width..<(row + 1) * width {
                    guard cells[index].style == others[index].style,
                        String.haveSameBytes(cells[index].character, others[index].character)
                    else { return false }
                }
                return true
            }
        }
    }
}

extension String {
    /// Whether `a` and `b` are the same UTF-8 bytes (`==` compares canonical equivalence).
    fileprivate static func haveSameBytes(_ a: String, _ b: String) -> Bool {
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
