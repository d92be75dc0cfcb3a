import Foundation
import ProjectConfiguration

/// The file-system side of `ConfigurationDiscovery.search`: who owns each `.screenc.yml` on the way up, whether a
/// directory is a repository root, and where home is.
enum ConfigurationSearch {
    /// Searches from the current directory.
    static func run() -> ConfigurationDiscovery.Search {
        let users = trustedOwners()
        return ConfigurationDiscovery.search(
            from: FileManager.default.currentDirectoryPath, home: homeDirectory(),
            facts: { facts(of: $0, trusting: users) })
    }

    /// The owners whose configuration is used: the effective user, and under `sudo` (root with `SUDO_UID`) the user
    /// who ran it, as git allows.
    static func trustedOwners(environment: [String: String] = ProcessInfo.processInfo.environment) -> Set<UInt32> {
        var owners: Set<UInt32> = [UInt32(geteuid())]
        if geteuid() == 0, let sudo = environment["SUDO_UID"].flatMap(UInt32.init) { owners.insert(sudo) }
        return owners
    }

    /// The home directory as the current directory is spelled (symbolic links resolved), or nil.
    static func homeDirectory() -> String? {
        let home = ProcessInfo.processInfo.environment["HOME"] ?? NSHomeDirectory()
        guard home.hasPrefix("/"), let resolved = realpath(home, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// What `directory` holds: its `.screenc.yml` (the link and the file it names must both be owned by one of
    /// `owners`) and whether it has `.git`.
    static func facts(of directory: String, trusting owners: Set<UInt32>) -> ConfigurationDiscovery.DirectoryFacts {
        let prefix = directory == "/" ? "" : directory
        let path = prefix + "/" + ProjectConfiguration.fileName
        var gitInfo = stat()
        let isRepositoryRoot = lstat(prefix + "/.git", &gitInfo) == 0
        var link = stat()
        guard lstat(path, &link) == 0 else { return .init(candidate: .none, isRepositoryRoot: isRepositoryRoot) }
        guard owners.contains(UInt32(link.st_uid)) else {
            return .init(candidate: .ownedByAnotherUser(UInt32(link.st_uid)), isRepositoryRoot: isRepositoryRoot)
        }
        var file = stat()
        guard stat(path, &file) == 0 else {
            return .init(candidate: .notRegular("a dangling symbolic link"), isRepositoryRoot: isRepositoryRoot)
        }
        guard file.st_mode & S_IFMT == S_IFREG else {
            return .init(
                candidate: .notRegular(FileSystem.describe(mode: file.st_mode)), isRepositoryRoot: isRepositoryRoot)
        }
        guard owners.contains(UInt32(file.st_uid)) else {
            return .init(candidate: .ownedByAnotherUser(UInt32(file.st_uid)), isRepositoryRoot: isRepositoryRoot)
        }
        return .init(candidate: .owned, isRepositoryRoot: isRepositoryRoot)
    }
}
