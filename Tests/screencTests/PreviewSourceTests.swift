import Foundation
import Testing

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `preview` reads every screen file of the previewed file's folder (to open what it pushes). One that cannot be read
/// — unreadable, vanished, or named with bytes that are not UTF-8 — or that has errors is a problem of that file only:
/// the previewed screen is shown, and a push to the broken file says why it does not open.
@Suite struct PreviewSourceTests {
    static let main = """
        screen: Main
        title: Main Title
        sections:
          - id: main
            rows:
              - { id: open, item: disclosure, title: Open Detail, push: Detail }
              - { id: edit, item: disclosure, title: Open Editor, push: Editor }
        """

    /// Creates the file `name` (raw bytes, not UTF-8) in `folder` with `contents`.
    static func createFile(named name: [UInt8], in folder: URL, contents: String) throws {
        let path = Array(folder.path.utf8) + Array("/".utf8) + name + [0]
        let descriptor = path.withUnsafeBufferPointer { bytes in
            bytes.baseAddress!.withMemoryRebound(to: CChar.self, capacity: bytes.count) {
                open($0, O_WRONLY | O_CREAT, 0o644)
            }
        }
        try #require(descriptor >= 0)
        _ = Array(contents.utf8).withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
        close(descriptor)
    }

    @Test func aSiblingWithANameThatIsNotUTF8DoesNotStopThePreview() throws {
        let sandbox = try Sandbox([
            "Screens/Main.yaml": Self.main, "Screens/Detail.yaml": validScreen("Detail"),
            "Screens/Editor.yaml": validScreen("Editor"),
        ])
        // Screens/caf<0xE9>.yaml: Latin-1, not UTF-8.
        try Self.createFile(
            named: Array("caf".utf8) + [0xE9] + Array(".yaml".utf8), in: sandbox.url.appendingPathComponent("Screens"),
            contents: validScreen("Cafe"))
        for spelling in ["Screens/Main.yaml", "./Screens/Main.yaml", sandbox.url.path + "/Screens/Main.yaml"] {
            let output = try ScreencProcess.run(
                ["preview", spelling, "--width", "40", "--keys", "right"], in: sandbox.url)
            #expect(output.status == 0, "\(spelling): \(output.stderr)")
            #expect(output.stderr.isEmpty, "\(spelling): \(output.stderr)")
            #expect(output.stdout.contains("‹ Back"), "\(spelling): → opened Detail\n\(output.stdout)")
        }
    }

    /// The broken file declares `screen: Editor` before its syntax error: that is the file a push to `Editor` names,
    /// whatever the file is called (and `Main` has no `unknown-push-target`).
    @Test func aPushToASiblingWithErrorsSaysWhichFileAndWhy() throws {
        let sandbox = try Sandbox([
            "Screens/Main.yaml": Self.main, "Screens/Detail.yaml": validScreen("Detail"),
            "Screens/Broken.yaml": "screen: Editor\ntitle: [unclosed\n",
        ])
        let opened = try ScreencProcess.run(
            ["preview", "Screens/Main.yaml", "--width", "80", "--keys", "right"], in: sandbox.url)
        #expect(opened.status == 0, "\(opened.stderr)")
        #expect(opened.stdout.contains("‹ Back"), "the good sibling still opens\n\(opened.stdout)")
        let refused = try ScreencProcess.run(
            ["preview", "Screens/Main.yaml", "--width", "100", "--keys", "down right"], in: sandbox.url)
        #expect(refused.status == 0, "\(refused.stderr)")
        #expect(
            refused.stdout.contains(
                "✗ push Editor: Screens/Broken.yaml has errors (see screenc lint Screens/Broken.yaml) · row edit"),
            "\(refused.stdout)")
    }

    /// A declarations file with errors stops only the screens that see it: `Main` is shown and opens `Detail`, and
    /// a push to `Editor`, which imports the broken file, says why it does not open.
    @Test func aDeclarationsFileWithErrorsStopsOnlyTheScreensThatImportIt() throws {
        let editor = """
            screen: Editor
            title: Editor
            imports: [Shared.yaml]
            data:
              mode: { type: Mode, sample: everybody }
            sections:
              - id: main
                rows:
                  - { id: who, item: text, text: Who }
            """
        let shared = """
            declarations: Shared
            types:
              Mode:
                module: TelegramCore
                cases: [everybody, nobody]
              Broken:
                members: { x: NoSuchType }
            """
        let sandbox = try Sandbox([
            "Screens/Main.yaml": Self.main, "Screens/Detail.yaml": validScreen("Detail"),
            "Screens/Editor.yaml": editor, "Screens/Shared.yaml": shared,
        ])
        let opened = try ScreencProcess.run(
            ["preview", "Screens/Main.yaml", "--width", "80", "--keys", "right"], in: sandbox.url)
        #expect(opened.status == 0, "\(opened.stderr)")
        #expect(opened.stdout.contains("‹ Back"), "Detail opens\n\(opened.stdout)")
        let refused = try ScreencProcess.run(
            ["preview", "Screens/Main.yaml", "--width", "120", "--keys", "down right"], in: sandbox.url)
        #expect(refused.status == 0, "\(refused.stderr)")
        #expect(
            refused.stdout.contains(
                "✗ push Editor: Screens/Editor.yaml sees declarations with errors "
                    + "(see screenc lint Screens/Editor.yaml)"),
            "\(refused.stdout)")
        // The screen that imports the broken file: the declarations file's error, exit 1.
        let itself = try ScreencProcess.run(["preview", "Screens/Editor.yaml"], in: sandbox.url)
        #expect(itself.status == 1)
        #expect(itself.stderr.contains("Screens/Shared.yaml:"), "\(itself.stderr)")
    }

    @Test func anUnreadableSiblingDoesNotStopThePreviewWhenNotRoot() throws {
        guard getuid() != 0 else { return }  // root reads files whatever their mode
        let sandbox = try Sandbox([
            "Screens/Main.yaml": Self.main, "Screens/Detail.yaml": validScreen("Detail"),
            "Screens/Editor.yaml": validScreen("Editor"),
        ])
        let locked = sandbox.url.appendingPathComponent("Screens/Editor.yaml").path
        #expect(chmod(locked, 0) == 0)
        defer { chmod(locked, 0o644) }
        let output = try ScreencProcess.run(
            ["preview", "Screens/Main.yaml", "--width", "120", "--keys", "down right"], in: sandbox.url)
        #expect(output.status == 0, "\(output.stderr)")
        #expect(
            output.stdout.contains(
                "✗ push Editor: Screens/Editor.yaml: cannot read this screen file: Permission denied · row edit"),
            "\(output.stdout)")
        // The unreadable file itself: its diagnostic, exit 1 (not a usage error).
        let itself = try ScreencProcess.run(["preview", "Screens/Editor.yaml"], in: sandbox.url)
        #expect(itself.status == 1)
        #expect(itself.stderr.contains("cannot read this screen file: Permission denied"), "\(itself.stderr)")
        #expect(itself.stderr.contains("unreadable-file"), "\(itself.stderr)")
    }

    /// Only the folder's own files are read: a subfolder is not entered, so its problems (here a second `Main`) do
    /// not reach the preview.
    @Test func subfoldersAreNotRead() throws {
        let sandbox = try Sandbox([
            "Screens/Main.yaml": Self.main, "Screens/Detail.yaml": validScreen("Detail"),
            "Screens/Editor.yaml": validScreen("Editor"), "Screens/Old/Main.yaml": "screen: Main\ntitle: [broken\n",
        ])
        let output = try ScreencProcess.run(["preview", "Screens/Main.yaml", "--width", "40"], in: sandbox.url)
        #expect(output.status == 0, "\(output.stderr)")
        #expect(output.stderr.isEmpty, "\(output.stderr)")
    }
}
