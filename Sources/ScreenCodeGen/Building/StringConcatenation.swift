/// Strings built from a few parts in one allocation.
///
/// `a + b + c` and `var s = ""; s += a; s += b` each go through `String`'s general append path once per part (checks
/// of capacity, uniqueness and encoding, and a reallocation when the first part's storage is too small); compile builds
/// tens of thousands of short lines this way (`label: value` for every argument of every item call). Copying the parts'
/// UTF-8 bytes into one buffer of the final size does the same work in one allocation and a few copies.
enum StringConcatenation {
    /// `first + second + third`, allocated once.
    static func join(_ first: String, _ second: String, _ third: String) -> String {
        var first = first
        var second = second
        var third = third
        let count = first.utf8.count + second.utf8.count + third.utf8.count
        return first.withUTF8 { first in
            second.withUTF8 { second in
                third.withUTF8 { third in
                    String(unsafeUninitializedCapacity: count) { buffer in
                        var offset = 0
                        func copy(_ part: UnsafeBufferPointer<UInt8>) {
                            guard let base = part.baseAddress, let target = buffer.baseAddress else { return }
                            (target + offset).initialize(from: base, count: part.count)
                            offset += part.count
                        }
                        copy(first)
                        copy(second)
                        copy(third)
                        return offset
                    }
                }
            }
        }
    }
}
