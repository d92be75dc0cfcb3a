#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A source file's path, interned: a number that stands for the path for the life of the process.
///
/// Every node of a YAML tree, every located name of the IR and every diagnostic carries a `SourceSpan`, and spans
/// are copied many times on their way through decoding, validation and generation. Holding the path as a `String`
/// made each copy retain (and each drop release) the path's storage; holding this number makes a span plain
/// bytes. The same path always gets the same number, so spans compare and hash by number.
public struct SourceFileID: Sendable, Hashable {
    let index: UInt32

    /// The number that stands for `path` (made on first use; safe to call from several threads at once).
    public init(_ path: String) {
        index = SourceFileTable.shared.intern(path)
    }

    /// The path this number stands for.
    public var path: String { SourceFileTable.shared.path(at: index) }
}

/// The process's interned paths: append-only, guarded by a mutex. A run interns each file once (when it starts
/// reading the file) and asks for a path only to print or sort diagnostics, so the lock is never hot.
final class SourceFileTable: @unchecked Sendable {
    static let shared = SourceFileTable()

    private let mutex: UnsafeMutablePointer<pthread_mutex_t>
    private var paths: [String] = []
    private var indices: [String: UInt32] = [:]

    private init() {
        mutex = .allocate(capacity: 1)
        pthread_mutex_init(mutex, nil)
    }

    func intern(_ path: String) -> UInt32 {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        if let index = indices[path] { return index }
        let index = UInt32(paths.count)
        paths.append(path)
        indices[path] = index
        return index
    }

    func path(at index: UInt32) -> String {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return paths[Int(index)]
    }
}
