import Foundation
import Testing

@testable import screenc

/// Issue 20, bug 9: `preview --watch` stat-ed every sibling file and re-rendered every diagnostic on every tick
/// (62 % of a core with 10,000 siblings, 100 % with 100,000 diagnostics). Its watch now costs a constant amount of
/// work per tick when nothing changed — counted here — and still notices every change that matters.
@Suite(.serialized) struct FolderWatchTests {
    let sandbox: Sandbox
    let folder: URL

    init() throws {
        sandbox = try Sandbox([
            "Screens/Main.yaml": validScreen("Main", extraRows: "      - { id: go, item: disclosure, title: Go, push: Editor }\n"),
            "Screens/Editor.yaml": validScreen("Editor"),
            "Screens/Other.yaml": validScreen("Other"),
        ])
        folder = sandbox.url.appendingPathComponent("Screens")
    }

    private func source() throws -> PreviewSource {
        try PreviewSource.load(folder.appendingPathComponent("Main.yaml").path)
    }

    private func write(_ text: String, to name: String) throws {
        try Data(text.utf8).write(to: folder.appendingPathComponent(name))
    }

    /// Counts the calls a polling watch makes; the listing pretends the folder holds `siblings` more screen files.
    final class CountingProbe: @unchecked Sendable {
        var stamps = 0
        var listings = 0
        var namesListed = 0
        let siblings: Int

        init(siblings: Int) { self.siblings = siblings }

        var probe: WatchProbe {
            WatchProbe(
                stamp: { [self] path in
                    stamps += 1
                    return WatchProbe.system.stamp(path)
                },
                screenFiles: { [self] folder in
                    listings += 1
                    let names = WatchProbe.system.screenFiles(folder)
                        .union((0..<siblings).map { "\(folder)/Sibling\($0).yaml" })
                    namesListed += names.count
                    return names
                })
        }
    }

    @Test func theFilesThatMatterAreThePreviewedOneAndWhatItCanPush() throws {
        let files = try source().filesThatMatter.map { ($0 as NSString).lastPathComponent }
        #expect(files == ["Editor.yaml", "Editor.yml", "Main.yaml"])
    }

    /// The work of an idle poll does not depend on how many files the folder holds: the same few `stat`s with
    /// 1,000 or 2,000 (and 20,000) siblings, and no listing at all.
    @Test func anIdlePollCostsTheSameWhateverTheFolderHolds() throws {
        let source = try source()
        var perPoll: [Int] = []
        for siblings in [1_000, 2_000, 20_000] {
            let counter = CountingProbe(siblings: siblings)
            let watch = PollingFolderWatch(source, probe: counter.probe)
            let (stampsBefore, listingsBefore) = (counter.stamps, counter.listings)
            for _ in 0..<10 { #expect(!watch.hasChanged()) }
            #expect(counter.listings == listingsBefore)
            perPoll.append((counter.stamps - stampsBefore) / 10)
        }
        // The folder and the three files that matter.
        #expect(perPoll == [4, 4, 4])
    }

    @Test func aPollingWatchNoticesWhatMatters() throws {
        let source = try source()
        let counter = CountingProbe(siblings: 0)
        let watch = PollingFolderWatch(source, probe: counter.probe)
        #expect(!watch.hasChanged())
        // The previewed file, written in place (a new size).
        try write(validScreen("Main") + "\n# edited\n", to: "Main.yaml")
        #expect(watch.hasChanged())
        #expect(!watch.hasChanged())
        // A pushed screen's file, replaced by a rename as editors save.
        try write(validScreen("Editor") + "\n", to: ".Editor.yaml.tmp")
        #expect(rename(folder.appendingPathComponent(".Editor.yaml.tmp").path, folder.appendingPathComponent("Editor.yaml").path) == 0)
        #expect(watch.hasChanged())
        // A new screen file in the folder (the listing is read because the folder changed).
        let listings = counter.listings
        try write(validScreen("New"), to: "New.yaml")
        #expect(watch.hasChanged())
        #expect(counter.listings == listings + 1)
        // A file that is not a screen file changes the folder but not its screens.
        try write("notes", to: "notes.txt")
        #expect(!watch.hasChanged())
    }

    #if os(Linux)
    @Test func anInotifyWatchNoticesEveryScreenFileOfTheFolder() throws {
        let source = try source()
        let watch = try #require(InotifyFolderWatch(source))
        #expect(!watch.hasChanged())
        try write("notes", to: "notes.txt")
        try write("swap", to: ".Main.yaml.swp")
        #expect(!watch.hasChanged())
        // Any screen file of the folder, also one the preview does not show (its errors or names could matter).
        try write(validScreen("Other") + "\n", to: "Other.yaml")
        #expect(watch.hasChanged())
        #expect(!watch.hasChanged())
        try write(validScreen("Main") + "\n", to: "Main.yaml")
        #expect(watch.hasChanged())
        #expect(unlink(folder.appendingPathComponent("Editor.yaml").path) == 0)
        #expect(watch.hasChanged())
        // The previewed file replaced by a FIFO: noticed (and reading it then does not block: SpecialFileTests).
        #expect(unlink(folder.appendingPathComponent("Other.yaml").path) == 0)
        #expect(mkfifo(folder.appendingPathComponent("Other.yaml").path, 0o644) == 0)
        #expect(watch.hasChanged())
    }
    #endif

    /// The frame shown while the file has errors renders what fits, not every diagnostic of the file.
    @Test func errorTextIsRenderedForWhatFits() throws {
        let keys = (0..<2_000).map { "bogus\($0): 1" }.joined(separator: "\n")
        try write(validScreen("Main") + keys + "\n", to: "Main.yaml")
        let source = try source()
        #expect(source.screen == nil)
        #expect(source.previewedDiagnostics.count >= 2_000)
        let shown = source.diagnosticsText(color: false, limit: 10)
        #expect(shown.components(separatedBy: "error[").count - 1 == 10)
    }
}
