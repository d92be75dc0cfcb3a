import Foundation
import ScreenIR

/// What `preview --watch` asks every few tenths of a second: has anything the preview shows changed? It must cost
/// next to nothing when nothing did, however many files the folder holds (issue 20: stat-ing every sibling took 62 %
/// of a core with 10,000 of them), so it never looks at every file:
///
/// - on Linux, inotify reports what happens in the folder — a screen file added, removed, renamed, written or
///   replaced — and to the files the preview shows (also through symbolic links): a poll is one `read` that finds
///   nothing;
/// - elsewhere, or when inotify is not available, `PollingFolderWatch` stats the folder itself (its modification time
///   changes when an entry is added, removed or renamed — as editors that save by renaming do) and the files that
///   matter (`FolderWatch.filesThatMatter`): a poll is a few `stat`s, and the folder is listed again only when it
///   changed.
protocol FolderWatch: AnyObject {
    /// Whether something changed since the watch was made or last asked; cheap when nothing did.
    func hasChanged() -> Bool
    /// Follows the files that matter for the source just loaded (after a reload).
    func follow(_ source: PreviewSource)
}

enum FolderWatchFactory {
    /// The best watch for `source`'s folder: inotify on Linux, polling elsewhere or when inotify fails.
    static func make(for source: PreviewSource) -> FolderWatch {
        #if os(Linux)
        if let watch = InotifyFolderWatch(source) { return watch }
        #endif
        return PollingFolderWatch(source, probe: .system)
    }
}

extension PreviewSource {
    /// The folder of the previewed file, as the preview lists it.
    var folder: String {
        let directory = (path as NSString).deletingLastPathComponent
        return directory.isEmpty ? "." : directory
    }

    /// The files whose contents the preview shows: the previewed file and, following `push:` from its screen, the
    /// file of every screen it can open (with its errors, if it has any) and the file named after a pushed screen
    /// that is not there yet (`Editor.yaml`, `Editor.yml`), in the folder's canonical spelling; and the declarations
    /// files the screens see (the project's, and those they import, wherever they are). Sorted.
    var filesThatMatter: [String] {
        var files: Set<String> = Set([path] + declarations + lint.declarationsFiles)
        // Every file that declares a screen, by the screen's name (the files with errors too).
        var declaring: [String: [String]] = [:]
        for screen in lint.screens { declaring[screen.name.value, default: []].append(screen.file) }
        for (file, name) in lint.unreadScreens { declaring[name, default: []].append(file) }
        let prefix = folder == "." ? "" : folder + "/"
        var queue = screen.map { [$0] } ?? []
        var visited: Set<String> = []
        while let current = queue.popLast() {
            for pushed in current.pushedScreens where visited.insert(pushed).inserted {
                files.formUnion(declaring[pushed] ?? [])
                files.insert(prefix + pushed + ".yaml")
                files.insert(prefix + pushed + ".yml")
                if let next = screens[pushed] { queue.append(next) }
            }
        }
        return files.sorted()
    }
}

/// A file's identity and age as `stat` gives them: any write, replacement (a new inode), removal or change of mode
/// changes it.
struct FileStamp: Equatable {
    var device: UInt64
    var inode: UInt64
    var size: Int64
    var modified: timespec
    var changed: timespec

    static func == (a: FileStamp, b: FileStamp) -> Bool {
        a.device == b.device && a.inode == b.inode && a.size == b.size
            && a.modified.tv_sec == b.modified.tv_sec && a.modified.tv_nsec == b.modified.tv_nsec
            && a.changed.tv_sec == b.changed.tv_sec && a.changed.tv_nsec == b.changed.tv_nsec
    }
}

/// The file-system calls a polling watch makes, so a test can count them.
struct WatchProbe: Sendable {
    /// `stat` of a path (symbolic links followed); nil when it does not exist.
    var stamp: @Sendable (String) -> FileStamp?
    /// The screen files of a folder, by name (one `readdir` pass, no `stat`).
    var screenFiles: @Sendable (String) -> Set<String>

    static let system = WatchProbe(
        stamp: { path in
            var info = stat()
            guard stat(path, &info) == 0 else { return nil }
            #if canImport(Darwin)
            let (modified, changed) = (info.st_mtimespec, info.st_ctimespec)
            #else
            let (modified, changed) = (info.st_mtim, info.st_ctim)
            #endif
            return FileStamp(
                device: UInt64(info.st_dev), inode: UInt64(info.st_ino), size: Int64(info.st_size), modified: modified,
                changed: changed)
        },
        screenFiles: { folder in
            var names: Set<String> = []
            _ = FileSystem.files(
                under: folder, matching: InputFiles.isScreenFileName, recursive: false, undecodable: { names.insert($0) }
            ) { names.insert($0) }
            return names
        })
}

/// Polls with `stat`: the folder, and the files that matter. An entry added, removed or renamed changes the folder's
/// stamp, and then — only then — the folder's screen files are listed again to see whether a screen file was among
/// them. A sibling edited in place that the preview does not show is noticed with the next change that matters.
final class PollingFolderWatch: FolderWatch {
    private let probe: WatchProbe
    private let folder: String
    private var folderStamp: FileStamp?
    private var listing: Set<String>
    private var stamps: [String: FileStamp?] = [:]

    init(_ source: PreviewSource, probe: WatchProbe) {
        self.probe = probe
        folder = source.folder
        folderStamp = probe.stamp(folder)
        listing = probe.screenFiles(folder)
        follow(source)
    }

    func follow(_ source: PreviewSource) {
        stamps = Dictionary(uniqueKeysWithValues: source.filesThatMatter.map { ($0, probe.stamp($0)) })
    }

    func hasChanged() -> Bool {
        var changed = false
        let stamp = probe.stamp(folder)
        if stamp != folderStamp {
            folderStamp = stamp
            let now = probe.screenFiles(folder)
            if now != listing {
                listing = now
                changed = true
            }
        }
        for (file, old) in stamps {
            let new = probe.stamp(file)
            if new != old {
                stamps[file] = new
                changed = true
            }
        }
        return changed
    }
}

#if os(Linux)
/// Watches with inotify: the folder (screen files created, deleted, moved in or out, written) and each file that
/// matters (written, replaced, removed; a watch on a symbolic link follows it to the file). A poll reads whatever
/// events arrived, without blocking.
final class InotifyFolderWatch: FolderWatch {
    private let descriptor: Int32
    private let folderWatch: Int32
    private var fileWatches: Set<Int32> = []
    private var buffer = [UInt8](repeating: 0, count: 64 * 1024)

    private static let folderEvents = UInt32(
        IN_CREATE | IN_DELETE | IN_MODIFY | IN_CLOSE_WRITE | IN_MOVED_FROM | IN_MOVED_TO | IN_ATTRIB | IN_DELETE_SELF
            | IN_MOVE_SELF)
    private static let fileEvents = UInt32(IN_MODIFY | IN_CLOSE_WRITE | IN_ATTRIB | IN_DELETE_SELF | IN_MOVE_SELF)

    init?(_ source: PreviewSource) {
        descriptor = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
        guard descriptor >= 0 else { return nil }
        folderWatch = inotify_add_watch(descriptor, source.folder, Self.folderEvents)
        guard folderWatch >= 0 else {
            close(descriptor)
            return nil
        }
        follow(source)
    }

    deinit { close(descriptor) }

    func follow(_ source: PreviewSource) {
        for file in source.filesThatMatter {
            let watch = inotify_add_watch(descriptor, file, Self.fileEvents)
            // A file that does not exist yet is seen through the folder's events when it appears.
            if watch >= 0, watch != folderWatch { fileWatches.insert(watch) }
        }
    }

    func hasChanged() -> Bool {
        var changed = false
        while true {
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { return changed }
            var offset = 0
            while offset + MemoryLayout<inotify_event>.size <= count {
                let (watch, mask, nameLength) = buffer.withUnsafeBytes { raw in
                    let event = raw.loadUnaligned(fromByteOffset: offset, as: inotify_event.self)
                    return (event.wd, event.mask, Int(event.len))
                }
                let nameStart = offset + MemoryLayout<inotify_event>.size
                if mask & UInt32(IN_Q_OVERFLOW) != 0 || fileWatches.contains(watch) {
                    changed = true
                } else if watch == folderWatch {
                    if mask & UInt32(IN_DELETE_SELF | IN_MOVE_SELF) != 0 { changed = true }
                    let nameBytes = buffer[nameStart..<min(count, nameStart + nameLength)].prefix { $0 != 0 }
                    let name = String(decoding: nameBytes, as: UTF8.self)
                    if !name.hasPrefix("."), InputFiles.isScreenFileName(name) { changed = true }
                }
                offset = nameStart + nameLength
            }
        }
    }
}
#endif
