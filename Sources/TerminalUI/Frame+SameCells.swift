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
