#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Finds files under a directory with `opendir`/`readdir` — Foundation's enumerator costs more than reading the files
/// it finds — and reads and writes files with `open`/`read`/`write` straight from and into bytes.
enum FileSystem {
    /// The kind of file system entry a path names, following symbolic links.
    enum Kind {
        case file, directory, other, missing
    }

    static func kind(of path: String) -> Kind {
        var info = stat()
        guard stat(path, &info) == 0 else { return .missing }
        switch info.st_mode & S_IFMT {
        case S_IFREG: return .file
        case S_IFDIR: return .directory
        default: return .other
        }
    }

    /// Calls `found` with the path of every file under `directory` (recursively) whose name satisfies `matches`,
    /// skipping entries whose names start with `.`. Directories reached through symbolic links are not entered;
    /// symbolic links to files count as files. Returns false when `directory` cannot be read.
    static func files(
        under directory: String, matching matches: (String) -> Bool, _ found: (String) -> Void
    ) -> Bool {
        guard let handle = opendir(directory) else { return false }
        defer { closedir(handle) }
        let prefix = directory.hasSuffix("/") ? directory : directory + "/"
        while let entry = readdir(handle) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            guard !name.hasPrefix(".") else { continue }
            let path = prefix + name
            switch Int32(entry.pointee.d_type) {
            case Int32(DT_DIR):
                _ = files(under: path, matching: matches, found)
            case Int32(DT_REG):
                if matches(name) { found(path) }
            default:
                // A symbolic link or a file system that does not report types: ask `lstat`, then `stat`.
                var info = stat()
                guard lstat(path, &info) == 0 else { continue }
                if info.st_mode & S_IFMT == S_IFDIR {
                    _ = files(under: path, matching: matches, found)
                } else if matches(name), kind(of: path) == .file {
                    found(path)
                }
            }
        }
        return true
    }

    /// The bytes of the file at `path`, or nil when it cannot be read.
    static func contents(of path: String) -> [UInt8]? {
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { return nil }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(Int(info.st_size))
        // Read until the end of the file: the size is only a hint (the file may be growing, or be a pipe).
        var buffer = [UInt8](repeating: 0, count: max(4096, Int(info.st_size) + 1))
        while true {
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                return nil
            }
            if count == 0 { return bytes }
            bytes.append(contentsOf: buffer[0..<count])
        }
    }

    /// Writes `contents` to the file at `path`, creating or truncating it; returns the error number on failure.
    static func writeFile(_ contents: [UInt8], to path: String) -> Int32? {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        guard descriptor >= 0 else { return errno }
        let failure: Int32? = contents.withUnsafeBufferPointer { bytes in
            var offset = 0
            while offset < bytes.count {
                let written = write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    return errno
                }
                offset += written
            }
            return nil
        }
        if close(descriptor) != 0, failure == nil { return errno }
        return failure
    }
}
