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

    /// Why a file could not be read.
    enum Failure: Error, Equatable, CustomStringConvertible {
        /// The system refused (its error number): missing, not readable, an I/O error.
        case system(Int32)
        /// It is not a regular file (after following symbolic links): a directory, a device, a FIFO or a socket,
        /// described ("a character device").
        case notRegular(String)
        /// It is larger than `sizeLimit` (its size in bytes, or at least the bytes read when it grew while read).
        case tooLarge(Int)

        /// The error number, for a failure the system reported.
        var code: Int32? {
            if case .system(let code) = self { return code }
            return nil
        }

        /// Why, as a phrase after the file's name: "Permission denied", "it is a character device, not a regular
        /// file", "it is 20,971,520 bytes, more than the 16 MiB screenc reads".
        var description: String {
            switch self {
            case .system(let code): String(cString: strerror(code))
            case .notRegular(let kind): "it is \(kind), not a regular file"
            case .tooLarge(let size):
                "it is \(FileSystem.grouped(size)) bytes, more than the \(FileSystem.sizeLimit >> 20) MiB screenc reads"
            }
        }
    }

    /// The largest file screenc reads: 16 MiB. Every file it reads — screens, strings files, `--data` samples, the
    /// project configuration, templates, a generated file it compares — is read whole into memory, and a screen's
    /// node tree takes several times its size; real files are far below the limit (Telegram's whole English
    /// `Localizable.strings`, 7,316 entries, is 468 KB; the largest example screen is under 10 KB; a generated 10,000-row
    /// screen is about 1 MB), so a file beyond it is a mistake (`/dev/zero` behind a symbolic link, a log file), not a
    /// screen, and is refused before it exhausts memory.
    static let sizeLimit = 16 << 20

    /// A count with thousands separators: "16,777,217".
    static func grouped(_ count: Int) -> String {
        let digits = String(count)
        var result = ""
        for (index, digit) in digits.enumerated() {
            if index > 0, (digits.count - index) % 3 == 0 { result.append(",") }
            result.append(digit)
        }
        return result
    }

    /// The file type bits of what `path` names (symbolic links followed); 0 when it does not exist.
    static func mode(of path: String) -> mode_t {
        var info = stat()
        guard stat(path, &info) == 0 else { return 0 }
        return info.st_mode & S_IFMT
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
    /// symbolic links to files count as files. An entry that is neither a directory nor a regular file (a device,
    /// a FIFO, a symbolic link to one) is found too when its name matches, so that reading it reports why it cannot
    /// be read instead of leaving it out unseen. Returns false when `directory` cannot be read.
    /// An entry whose name is not valid UTF-8 (shown with each bad byte as `\xFF`) is handed to `undecodable`
    /// instead, when it would match or is a directory. Unless `recursive`, only the files of `directory` itself are
    /// listed (and subdirectories neither entered nor reported).
    static func files(
        under directory: String, matching matches: (String) -> Bool, recursive: Bool = true,
        undecodable: (String) -> Void = { _ in }, _ found: (String) -> Void
    ) -> Bool {
        guard let handle = opendir(directory) else { return false }
        defer { closedir(handle) }
        let prefix = directory.hasSuffix("/") ? directory : directory + "/"
        while let entry = readdir(handle) {
            let (name, valid) = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                displayName(Array(raw.prefix { $0 != 0 }))
            }
            guard !name.hasPrefix(".") else { continue }
            let path = prefix + name
            guard valid else {
                // The path cannot be spelled as a Swift string, so it cannot be opened again: report it by the name
                // it is shown as (a directory's files cannot be reached through it at all).
                if matches(name) || (recursive && lstatIsDirectory(bytes: Array((prefix).utf8), entry: entry)) {
                    undecodable(path)
                }
                continue
            }
            switch Int32(entry.pointee.d_type) {
            case Int32(DT_DIR):
                if recursive { _ = files(under: path, matching: matches, undecodable: undecodable, found) }
            case Int32(DT_REG), Int32(DT_FIFO), Int32(DT_CHR), Int32(DT_BLK), Int32(DT_SOCK):
                if matches(name) { found(path) }
            default:
                // A symbolic link or a file system that does not report types: ask `lstat`, then `stat`.
                var info = stat()
                guard lstat(path, &info) == 0 else { continue }
                if info.st_mode & S_IFMT == S_IFDIR {
                    if recursive { _ = files(under: path, matching: matches, undecodable: undecodable, found) }
                } else if matches(name), ![.directory, .missing].contains(kind(of: path)) {
                    found(path)
                }
            }
        }
        return true
    }

    /// A file name's bytes as a string, with each byte that is not part of valid UTF-8 written `\xFF`, and whether
    /// they were valid UTF-8.
    static func displayName(_ bytes: [UInt8]) -> (String, Bool) {
        if let name = String(validating: bytes, as: UTF8.self) { return (name, true) }
        var name = ""
        var start = 0
        while start < bytes.count {
            // The longest valid prefix from `start` (at most 4 bytes per scalar), else one bad byte.
            var length = min(4, bytes.count - start)
            while length > 0, String(validating: bytes[start..<start + length], as: UTF8.self) == nil { length -= 1 }
            if length == 0 {
                name += "\\x" + String(bytes[start], radix: 16, uppercase: true)
                start += 1
            } else {
                name += String(decoding: bytes[start..<start + length], as: UTF8.self)
                start += length
            }
        }
        return (name, false)
    }

    /// Whether the directory entry is a directory (asking `lstat` by bytes when the file system does not say).
    private static func lstatIsDirectory(bytes prefix: [UInt8], entry: UnsafeMutablePointer<dirent>) -> Bool {
        if Int32(entry.pointee.d_type) == Int32(DT_DIR) { return true }
        guard Int32(entry.pointee.d_type) == Int32(DT_UNKNOWN) else { return false }
        var path = prefix
        withUnsafeBytes(of: entry.pointee.d_name) { raw in path += raw.prefix { $0 != 0 } }
        path.append(0)
        var info = stat()
        let found = path.withUnsafeBufferPointer { pointer in
            pointer.baseAddress!.withMemoryRebound(to: CChar.self, capacity: path.count) { lstat($0, &info) == 0 }
        }
        return found && info.st_mode & S_IFMT == S_IFDIR
    }

    /// The bytes of the file at `path`, or nil when it cannot be read (see `readFile`).
    static func contents(of path: String) -> [UInt8]? {
        try? readFile(path).get()
    }

    /// The bytes of the regular file at `path` (symbolic links followed), or why it cannot be read. Only regular
    /// files are read, and at most `limit` bytes: a directory, a device (`/dev/zero`), a FIFO or a socket is refused
    /// before anything is read — opening does not wait for a FIFO's writer — and so is a file larger than the limit,
    /// also one that grows past it while it is read.
    static func readFile(_ path: String, limit: Int = sizeLimit) -> Result<[UInt8], Failure> {
        // O_NONBLOCK: opening a FIFO without a writer returns at once instead of waiting; regular files ignore it.
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { return .failure(.system(errno)) }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { return .failure(.system(errno)) }
        guard info.st_mode & S_IFMT == S_IFREG else { return .failure(.notRegular(describe(mode: info.st_mode))) }
        let size = Int(info.st_size)
        guard size <= limit else { return .failure(.tooLarge(size)) }
        var bytes = [UInt8](repeating: 0, count: size + 1)
        var count = 0
        // Read until the end of the file: the size is only a hint (the file may be growing), up to one byte past the
        // limit, which says it is too large.
        while true {
            if count == bytes.count {
                guard count <= limit else { return .failure(.tooLarge(count)) }
                bytes += [UInt8](repeating: 0, count: min(max(4096, count), limit + 1 - count))
            }
            let got = bytes.withUnsafeMutableBytes { buffer in
                read(descriptor, buffer.baseAddress! + count, buffer.count - count)
            }
            if got < 0 {
                if errno == EINTR { continue }
                return .failure(.system(errno))
            }
            if got == 0 { break }
            count += got
        }
        guard count <= limit else { return .failure(.tooLarge(count)) }
        bytes.removeSubrange(count...)
        return .success(bytes)
    }

    /// What a file that is not a regular one is, from its mode: "a directory", "a character device", ….
    static func describe(mode: mode_t) -> String {
        switch mode & S_IFMT {
        case S_IFDIR: "a directory"
        case S_IFCHR: "a character device"
        case S_IFBLK: "a block device"
        case S_IFIFO: "a named pipe (FIFO)"
        case S_IFSOCK: "a socket"
        default: "a file of an unknown kind"
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

    /// Whether `path` names anything at all — a dangling symbolic link too (`lstat`).
    static func exists(_ path: String) -> Bool {
        var info = stat()
        return lstat(path, &info) == 0
    }

    /// Whether `path` is a regular file itself, not a symbolic link to one (`lstat`).
    static func isRegularFile(_ path: String) -> Bool {
        var info = stat()
        return lstat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFREG
    }

    /// The first `count` bytes (or fewer, at the end) of the regular file at `path`, without following a symbolic
    /// link; nil when it cannot be read.
    static func prefix(of path: String, count: Int) -> [UInt8]? {
        let descriptor = open(path, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { return nil }
        var bytes = [UInt8](repeating: 0, count: count)
        var filled = 0
        while filled < count {
            let got = bytes.withUnsafeMutableBytes { read(descriptor, $0.baseAddress! + filled, count - filled) }
            if got < 0 {
                if errno == EINTR { continue }
                return nil
            }
            if got == 0 { break }
            filled += got
        }
        return Array(bytes[..<filled])
    }

    /// Whether `path` is a symbolic link (`lstat`), whether or not it points anywhere.
    static func isSymbolicLink(_ path: String) -> Bool {
        var info = stat()
        return lstat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFLNK
    }

    /// Creates the file `path` with `contents` — never over an existing entry, never through a symbolic link
    /// (`O_EXCL | O_NOFOLLOW`) — or returns the error number (`EEXIST` when anything is there); a file that could not
    /// be written whole is removed again.
    static func createFile(_ contents: [UInt8], at path: String) -> Int32? {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { return errno }
        var failure: Int32? = contents.withUnsafeBufferPointer { bytes in
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
        if close(descriptor) != 0, failure == nil { failure = errno }
        if failure != nil { unlink(path) }
        return failure
    }

    /// Replaces the file at `path` with `contents` atomically: written beside it under a new hidden name (never over
    /// an existing entry: `createFile`), given the old file's permissions, then renamed over it, so a reader sees the
    /// old file or the new one, never a part. A symbolic link is followed: its target is replaced and the link stays.
    /// Returns the error number on failure (and leaves the old file as it was).
    static func replaceFile(_ contents: [UInt8], at path: String) -> Int32? {
        var target = path
        if isSymbolicLink(path) {
            guard let resolved = realpath(path, nil) else { return errno }
            target = String(cString: resolved)
            free(resolved)
        }
        let slash = target.lastIndex(of: "/")
        let directory = slash.map { String(target[...$0]) } ?? ""
        let name = slash.map { String(target[target.index(after: $0)...]) } ?? target
        let temporary = "\(directory).\(name).screenc-fix-\(getpid())"
        if let failure = createFile(contents, at: temporary) { return failure }
        var info = stat()
        if stat(target, &info) == 0 { chmod(temporary, info.st_mode & 0o7777) }
        guard rename(temporary, target) == 0 else {
            let failure = errno
            unlink(temporary)
            return failure
        }
        return nil
    }
}
