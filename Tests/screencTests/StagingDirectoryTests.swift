import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `compile` stages changed files in a hidden directory of the output directory. Issue 20, bug 5: it was named by
/// the process id alone, so in a container where screenc is PID 1 on every run one killed compile made every later
/// one fail, and two PID namespaces sharing a folder deleted each other's staging. Names are unique now, and a
/// staging directory is abandoned when no process holds its lock.
@Suite struct StagingDirectoryTests {
    func makeStaging(_ name: String, in sandbox: Sandbox, age: TimeInterval) throws -> URL {
        let url = sandbox.url.appendingPathComponent("out/\(name)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        try Data("partial".utf8).write(to: url.appendingPathComponent("Settings.swift"))
        try FileManager.default.setAttributes([.modificationDate: Date().addingTimeInterval(-age)], ofItemAtPath: url.path)
        return url
    }

    func contents(_ sandbox: Sandbox) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: sandbox.url.appendingPathComponent("out").path).sorted()
    }

    /// Left by interrupted runs — one whose process id no longer exists, one whose process id is alive (here, or
    /// in another PID namespace: PID 1 exists everywhere) — and unchanged for minutes: removed.
    @Test func stagingLeftByInterruptedRunsIsRemoved() throws {
        let sandbox = try Sandbox(["a.yaml": validScreen("Settings")])
        // 2^22 + 1 is above Linux's largest process id: no process has it.
        _ = try makeStaging(".screenc-4194305.tmp", in: sandbox, age: 600)
        _ = try makeStaging(".screenc-1.tmp", in: sandbox, age: 600)
        _ = try makeStaging(".screenc-1-1700000000-abc.tmp", in: sandbox, age: 600)
        let output = try ScreencProcess.run(["compile", "a.yaml", "-o", "out"], in: sandbox.url)
        #expect(output.status == 0, "\(output.stderr)")
        #expect(try contents(sandbox) == ["Settings.swift"])
    }

    /// A staging directory whose run is alive holds a lock, whatever its process id means here: it is never
    /// removed, however old.
    @Test func theStagingOfALiveRunIsKept() throws {
        let sandbox = try Sandbox(["a.yaml": validScreen("Settings")])
        let live = try makeStaging(".screenc-4194305.tmp", in: sandbox, age: 3_600)
        let descriptor = open(live.path, O_RDONLY | O_DIRECTORY)
        #expect(descriptor >= 0)
        defer { close(descriptor) }
        #expect(flock(descriptor, LOCK_EX | LOCK_NB) == 0)
        let output = try ScreencProcess.run(["compile", "a.yaml", "-o", "out"], in: sandbox.url)
        #expect(output.status == 0, "\(output.stderr)")
        #expect(try contents(sandbox) == [".screenc-4194305.tmp", "Settings.swift"])
        #expect(FileManager.default.fileExists(atPath: live.appendingPathComponent("Settings.swift").path))
    }

    /// One made a moment ago may belong to a run that has not locked it yet: kept.
    @Test func aFreshUnlockedStagingIsKept() throws {
        let sandbox = try Sandbox(["a.yaml": validScreen("Settings")])
        _ = try makeStaging(".screenc-4194305.tmp", in: sandbox, age: 0)
        #expect(try ScreencProcess.run(["compile", "a.yaml", "-o", "out"], in: sandbox.url).status == 0)
        #expect(try contents(sandbox) == [".screenc-4194305.tmp", "Settings.swift"])
    }

    /// Runs in one process id (two compiles of one process would clash exactly like PID 1 of two containers): each
    /// stages in its own directory. Several compiles at once into one folder all succeed and leave no staging.
    @Test func concurrentRunsIntoOneFolderAllSucceed() async throws {
        let sandbox = try Sandbox((0..<6).reduce(into: [:]) { $0["s\($1).yaml"] = validScreen("Screen\($1)") })
        let directory = sandbox.url
        let results = try await withThrowingTaskGroup(of: ScreencProcess.Output.self) { group in
            for index in 0..<6 {
                group.addTask {
                    try ScreencProcess.run(["compile", "s\(index).yaml", "-o", "out"], in: directory)
                }
            }
            return try await group.reduce(into: []) { $0.append($1) }
        }
        for result in results { #expect(result.status == 0, "\(result.stderr)") }
        #expect(try contents(sandbox) == (0..<6).map { "Screen\($0).swift" })
    }

    /// `unshare` from util-linux, when installed.
    static let unshare = ["/usr/bin/unshare", "/bin/unshare"].first(where: FileManager.default.isExecutableFile)

    /// Whether this machine lets the test start a process in a new PID namespace, as PID 1.
    static let canRunAsPIDOne: Bool = {
        guard let unshare else { return false }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: unshare)
        process.arguments = unshareArguments + ["/bin/sh", "-c", "test $$ = 1"]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return false }
        process.waitUntilExit()
        return process.terminationStatus == 0
    }()

    static let unshareArguments = getuid() == 0 ? ["--pid", "--fork"] : ["--user", "--map-root-user", "--pid", "--fork"]

    /// The container case itself: screenc as PID 1, after a killed run (also PID 1) left `.screenc-1.tmp`. Before,
    /// every later run failed to create its staging directory.
    @Test(.enabled(if: canRunAsPIDOne, "needs `unshare --pid` (a new PID namespace)"))
    func screencAsPIDOneAfterAKilledRun() throws {
        let sandbox = try Sandbox(["a.yaml": validScreen("Settings"), "b.yaml": validScreen("More")])
        _ = try makeStaging(".screenc-1.tmp", in: sandbox, age: 0)
        for screen in ["a.yaml", "b.yaml"] {
            let output = try ScreencProcess.run(
                Self.unshareArguments + [ScreencProcess.executable.path, "compile", screen, "-o", "out"],
                in: sandbox.url, executable: URL(fileURLWithPath: Self.unshare!))
            #expect(output.status == 0, "\(output.stderr)")
        }
        #expect(try contents(sandbox) == [".screenc-1.tmp", "More.swift", "Settings.swift"])
    }
}
