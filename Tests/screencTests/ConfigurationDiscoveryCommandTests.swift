import Foundation
import Testing

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Issue 20, bug 6: which `.screenc.yml` a run uses, through the binary. It stops at the repository root and at the
/// home directory, ignores a file another user owns (as git does), and says which configuration it uses: the first
/// line of human-readable output, and `--verbose` on stderr.
@Suite struct ConfigurationDiscoveryCommandTests {
    /// A configuration whose templates would replace every generated file: what a planted file would do.
    static let hostile = "screens: [Screens]\noutput: Generated\ntemplates: Evil\n"

    @Test func theSearchStopsAtTheRepositoryRoot() throws {
        let sandbox = try Sandbox([
            ".screenc.yml": Self.hostile, "Evil/entries.mustache": "pwned\n",
            "repo/.git/HEAD": "ref: refs/heads/main\n", "repo/Screens/A.yaml": validScreen("A"),
        ])
        let repo = sandbox.url.appendingPathComponent("repo")
        let lint = try ScreencProcess.run(["lint", "--verbose"], in: repo)
        #expect(lint.status == 64, "\(lint.stdout)")
        #expect(lint.stderr.contains("(stopped at the repository root "), "\(lint.stderr)")
        #expect(lint.stderr.contains("; none used"))
        // A worktree's or submodule's `.git` is a file: also a root.
        let worktree = try Sandbox([".screenc.yml": Self.hostile, "wt/.git": "gitdir: /elsewhere\n", "wt/A.yaml": validScreen("A")])
        let compile = try ScreencProcess.run(["compile", "A.yaml", "-o", "Out"], in: worktree.url.appendingPathComponent("wt"))
        #expect(compile.status == 0, "\(compile.stderr)")
        #expect(compile.stderr == "created Out/A.swift\n")
    }

    @Test func theSearchStopsAtHome() throws {
        let sandbox = try Sandbox([".screenc.yml": Self.hostile, "home/proj/A.yaml": validScreen("A")])
        let home = sandbox.url.appendingPathComponent("home").path
        let lint = try ScreencProcess.run(
            ["lint", "--verbose"], in: sandbox.url.appendingPathComponent("home/proj"), environment: ["HOME": home])
        #expect(lint.status == 64)
        #expect(lint.stderr.contains("(stopped at the home directory "), "\(lint.stderr)")
    }

    /// Root can give a file to another user; other users cannot, and the pure search's tests cover them.
    @Test func aFileOwnedByAnotherUserIsIgnoredWithANote() throws {
        guard geteuid() == 0 else { return }
        let sandbox = try Sandbox([
            ".screenc.yml": Self.hostile, "Evil/entries.mustache": "pwned\n", "Screens/A.yaml": validScreen("A"),
            "work/Screens/A.yaml": validScreen("A"), "linked/Screens/A.yaml": validScreen("A"),
        ])
        #expect(chown(sandbox.url.appendingPathComponent(".screenc.yml").path, 4242, 4242) == 0)
        let work = sandbox.url.appendingPathComponent("work")
        let lint = try ScreencProcess.run(["lint"], in: work)
        #expect(lint.status == 64)
        #expect(
            lint.stderr.hasPrefix(
                "note: ignoring ../.screenc.yml: it is owned by another user (uid 4242), so it could have been put there "
                    + "by someone else; pass `--config ../.screenc.yml` to use it\n"), "\(lint.stderr)")
        let compile = try ScreencProcess.run(["compile", "Screens", "-o", "Generated"], in: work)
        #expect(compile.status == 0, "\(compile.stderr)")
        let generated = try String(contentsOf: work.appendingPathComponent("Generated/A.swift"), encoding: .utf8)
        #expect(!generated.contains("pwned"))
        // A symbolic link owned by another user, to a file the user owns, is ignored too.
        let own = sandbox.url.appendingPathComponent("own.yml").path
        #expect(FileManager.default.createFile(atPath: own, contents: Data(Self.hostile.utf8)))
        let link = sandbox.url.appendingPathComponent("linked/.screenc.yml").path
        #expect(symlink(own, link) == 0)
        #expect(lchown(link, 4242, 4242) == 0)
        let linked = try ScreencProcess.run(["lint"], in: sandbox.url.appendingPathComponent("linked"))
        #expect(linked.stderr.contains("note: ignoring .screenc.yml: it is owned by another user (uid 4242)"))
        // Named with --config, it is used: the user chose it.
        let chosen = try ScreencProcess.run(["lint", "--config", "../.screenc.yml"], in: work)
        #expect(chosen.status == 0, "\(chosen.stdout)\(chosen.stderr)")
    }

    @Test func theConfigurationInUseIsTheFirstLineOfHumanReadableOutput() throws {
        let sandbox = try Sandbox([".screenc.yml": "screens: [Screens]\noutput: Generated\n", "Screens/A.yaml": validScreen("A")])
        for format in ["text", "xcode", "github"] {
            let lint = try ScreencProcess.run(["lint", "--format", format], in: sandbox.url)
            #expect(lint.stdout.hasPrefix("using configuration .screenc.yml\n"), "\(format): \(lint.stdout)")
        }
        for format in ["json", "sarif"] {
            let lint = try ScreencProcess.run(["lint", "--format", format], in: sandbox.url)
            #expect(lint.stdout.hasPrefix("{"), "\(format)")
            #expect(!lint.stdout.contains("using configuration") && !lint.stderr.contains("using configuration"))
        }
        let compile = try ScreencProcess.run(["compile", "--dry-run"], in: sandbox.url)
        #expect(compile.stderr.hasPrefix("using configuration .screenc.yml\n"), "\(compile.stderr)")
        #expect(compile.stdout == "would create Generated/A.swift\n")
        let quiet = try ScreencProcess.run(["lint", "--quiet"], in: sandbox.url)
        #expect(quiet.stdout.isEmpty && quiet.stderr.isEmpty)
        let verbose = try ScreencProcess.run(["lint", "--verbose", "--format", "json"], in: sandbox.url)
        #expect(verbose.stderr.hasPrefix("configuration: looked for .screenc.yml in \(sandbox.url.resolvingSymlinksInPath().path); using .screenc.yml\n"), "\(verbose.stderr)")
        let none = try ScreencProcess.run(["lint", "--verbose", "--no-config", "Screens"], in: sandbox.url)
        #expect(none.stderr == "configuration: none (--no-config)\n")
        #expect(none.stdout == "no problems in 1 file\n")
    }
}
