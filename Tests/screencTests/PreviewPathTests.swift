import Foundation
import Testing

/// `screenc preview` with the screen file spelled every way a user may type it: the screen and the screens it
/// pushes lint together whatever the spelling (no `unknown-push-target`, no `duplicate-screen`), and → opens the
/// pushed screen.
@Suite struct PreviewPathTests {
    static let files = [
        "Screens/Main.yaml": """
        screen: Main
        title: Main Title
        sections:
          - id: main
            rows:
              - { id: open, item: disclosure, title: Open Detail, push: Detail }
        """,
        "Screens/Detail.yaml": validScreen("Detail"),
    ]

    /// Previews `path` from `directory` (relative to the sandbox), pressing → to open the pushed screen.
    private func preview(_ path: (URL) -> String, from directory: String) throws -> ScreencProcess.Output {
        let sandbox = try Sandbox(Self.files)
        let folder = sandbox.url.appendingPathComponent(directory)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return try ScreencProcess.run(
            ["preview", path(sandbox.url.resolvingSymlinksInPath()), "--width", "40", "--keys", "right"],
            in: folder
        )
    }

    private func expectPushWorks(_ output: ScreencProcess.Output, _ spelling: String) {
        #expect(output.status == 0, "\(spelling): \(output.stderr)")
        #expect(!output.stderr.contains("unknown-push-target"), "\(spelling)")
        #expect(!output.stderr.contains("duplicate-screen"), "\(spelling)")
        #expect(output.stdout.contains("Detail"), "\(spelling): → opened the pushed screen\n\(output.stdout)")
        #expect(output.stdout.contains("‹ Back"), "\(spelling): with a back button\n\(output.stdout)")
    }

    @Test(arguments: [
        "Screens/Main.yaml", "./Screens/Main.yaml", "Screens/../Screens/Main.yaml", "Screens//Main.yaml",
        "./Screens/./Main.yaml",
    ])
    func relativeSpellings(_ spelling: String) throws {
        expectPushWorks(try preview({ _ in spelling }, from: "."), spelling)
    }

    @Test func fromInsideTheFolder() throws {
        expectPushWorks(try preview({ _ in "Main.yaml" }, from: "Screens"), "Main.yaml")
        expectPushWorks(try preview({ _ in "./Main.yaml" }, from: "Screens"), "./Main.yaml")
        expectPushWorks(try preview({ _ in "../Screens/Main.yaml" }, from: "Screens"), "../Screens/Main.yaml")
    }

    @Test func absolutePathUnderTheCurrentFolder() throws {
        expectPushWorks(try preview({ $0.path + "/Screens/Main.yaml" }, from: "."), "absolute, under")
        expectPushWorks(try preview({ $0.path + "/Screens/Main.yaml" }, from: "Screens"), "absolute, in")
    }

    @Test func absolutePathOutsideTheCurrentFolder() throws {
        expectPushWorks(try preview({ $0.path + "/Screens/Main.yaml" }, from: "elsewhere"), "absolute, outside")
        expectPushWorks(try preview({ _ in "../Screens/Main.yaml" }, from: "elsewhere"), "../, outside")
    }
}
