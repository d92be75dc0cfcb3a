import Foundation

/// The hidden directory inside an output directory where `compile` stages the files it is about to write (inside it,
/// so that renaming out of it is atomic), and the clean-up of those that interrupted runs left behind.
///
/// Its name is unique — `.screenc-<pid>-<seconds>-<random>.tmp` — so that runs never collide, even when every run has
/// the same process id (screenc as PID 1 of a container, two PID namespaces sharing a folder). While the run lives
/// it holds an exclusive advisory lock (`flock`) on the directory; the kernel drops the lock when the process ends,
/// however it ends. So a staging directory is abandoned when nobody holds its lock, whatever process ids mean where
/// it was made. To spare a run that has just made its directory and not locked it yet, only a directory unchanged for
/// `gracePeriod` is removed; where the file system has no locks, only one unchanged for `lockFreeAge`.
final class StagingDirectory {
    /// How long an unlocked staging directory must have been left unchanged before it is removed.
    static let gracePeriod: TimeInterval = 60
    /// The same, on a file system that does not support `flock` (some network file systems).
    static let lockFreeAge: TimeInterval = 24 * 60 * 60

    let path: String
    /// The open directory whose lock marks this run's staging as in use; -1 when it could not be locked.
    private var descriptor: Int32

    private init(path: String, descriptor: Int32) {
        self.path = path
        self.descriptor = descriptor
    }

    /// Makes and locks a new staging directory in `directory` (which exists).
    static func create(in directory: String) throws -> StagingDirectory {
        let name = ".screenc-\(getpid())-\(Int(Date().timeIntervalSince1970))-\(String(UInt64.random(in: 0...UInt64.max), radix: 36)).tmp"
        let path = (directory as NSString).appendingPathComponent(name)
        guard mkdir(path, 0o755) == 0 else {
            throw IOFailure("cannot create \(path): \(String(cString: strerror(errno)))")
        }
        let descriptor = open(path, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
        if descriptor >= 0, flock(descriptor, LOCK_EX | LOCK_NB) != 0 {
            // No locks here: the directory is protected by its age alone (`lockFreeAge`).
        }
        return StagingDirectory(path: path, descriptor: descriptor)
    }

    /// Removes the directory with what is still staged in it, then releases it.
    func remove() {
        try? FileManager.default.removeItem(atPath: path)
        if descriptor >= 0 { close(descriptor) }
        descriptor = -1
    }

    /// Removes the staging directories in `directory` that no run holds any more (see the type's documentation).
    /// Never follows a symbolic link, and never removes anything but directories named `.screenc-….tmp`.
    static func removeAbandoned(in directory: String, now: Date = Date()) {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
        for name in names where name.hasPrefix(".screenc-") && name.hasSuffix(".tmp") {
            let path = (directory as NSString).appendingPathComponent(name)
            let descriptor = open(path, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
            guard descriptor >= 0 else { continue }
            defer { close(descriptor) }
            var info = stat()
            guard fstat(descriptor, &info) == 0 else { continue }
            let age = now.timeIntervalSince1970 - TimeInterval(modificationSeconds(info))
            if flock(descriptor, LOCK_EX | LOCK_NB) == 0 {
                // Nobody holds it: removed while this run holds the lock, so no other run takes it meanwhile.
                if age > gracePeriod { try? FileManager.default.removeItem(atPath: path) }
            } else if errno != EWOULDBLOCK, age > lockFreeAge {
                try? FileManager.default.removeItem(atPath: path)
            }
        }
    }

    private static func modificationSeconds(_ info: stat) -> Int {
        #if canImport(Darwin)
            Int(info.st_mtimespec.tv_sec)
        #else
            Int(info.st_mtim.tv_sec)
        #endif
    }
}
