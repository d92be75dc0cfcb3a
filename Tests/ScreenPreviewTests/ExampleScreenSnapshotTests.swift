import ScreenIR
import ScreenPreview
import ScreenRuntime
import ScreencTestSupport
import TerminalUI
import Testing

/// Every example screen drawn at 40, 60 and 100 columns (tall enough to show everything), in the other list style
/// too, and once with its styles.
@Suite struct ExampleScreenSnapshotTests {
    static let names = [
        "Appearance", "ArchiveSettings", "BlockedUsers", "ChatFolders", "DataAndStorage", "EditProfile",
        "NetworkUsage", "Notifications", "NotificationsPeerCategory", "PrivacyAndSecurity", "ProxyServerSettings",
        "StorageUsage",
    ]

    @Test(arguments: names) func plainText(_ name: String) throws {
        let model = try exampleModel(name, strings: englishStrings)
        var text = ""
        for width in [40, 60, 100] {
            let height = PreviewLayout.fullHeight(of: model, width: width)
            text += section("\(name) \(width)×\(height)", plainFrame(model, width: width, height: height))
        }
        var screen = model.page.screen
        screen.style = screen.style == .blocks ? .plain : .blocks
        let restyled = PreviewModel(screen: screen, strings: englishStrings)
        let height = PreviewLayout.fullHeight(of: restyled, width: 60)
        text += section(
            "\(name) as style: \(screen.style) 60×\(height)",
            plainFrame(restyled, width: 60, height: height)
        )
        assertSnapshot(text, named: "\(name).txt")
    }

    @Test(arguments: names) func styled(_ name: String) throws {
        let model = try exampleModel(name, strings: englishStrings)
        let height = PreviewLayout.fullHeight(of: model, width: 60)
        assertSnapshot(styledFrame(model, width: 60, height: height), named: "\(name).styled.txt")
    }

    /// Without a strings file, localized texts show their keys.
    @Test func localizationKeysWithoutStrings() throws {
        var text = ""
        for name in ["DataAndStorage", "ChatFolders"] {
            let model = try exampleModel(name)
            let height = PreviewLayout.fullHeight(of: model, width: 60)
            text += section("\(name) 60×\(height)", plainFrame(model, width: 60, height: height))
        }
        assertSnapshot(text, named: "LocalizationKeys.txt")
    }

    /// Without colour every style keeps its attributes and no cell has a colour.
    @Test func monochrome() throws {
        let model = try exampleModel("EditProfile", strings: englishStrings)
        let frame = PreviewLayout.render(model, width: 60, height: 40, now: 0, color: false, animated: false)
        #expect(frame.cells.allSatisfy { $0.style.foreground == nil && $0.style.background == nil })
        #expect(frame.cells.contains { $0.style.dim })
        #expect(frame.cells.contains { $0.style.inverse })
        assertSnapshot(FrameTranscript.styled(frame), named: "EditProfile.monochrome.txt")
    }
}

/// Example screens in states other than their defaults, for the rows those states reveal: the info card, right-hand
/// checkboxes, a spinner in a row, the second segment of an Int-bound segmented control.
@Suite struct StateVariantSnapshotTests {
    @Test func variants() throws {
        let variants: [(String, [String])] = [
            ("EditProfile", ["bio=", "username=anna_karenina", "checkingUsername=true"]),
            ("StorageUsage", ["calculating=false", "clearMusic=true"]),
            ("NetworkUsage", ["network=1"]),
            ("ArchiveSettings", ["isPremium=true", "keepArchivedUnmuted=true"]),
            ("BlockedUsers", ["editing=true", "peerIdWithRevealedOptions=102"]),
        ]
        var text = ""
        for (name, assignments) in variants {
            let screen = try exampleScreen(name)
            var state = ScreenState(defaultsOf: screen)
            for assignment in assignments { try state.assign(assignment) }
            let frame = ScreenPreview.staticFrame(
                screen,
                strings: englishStrings,
                state: state,
                width: 48,
                color: false
            )
            text += section("\(name) \(assignments.joined(separator: " "))", FrameTranscript.plain(frame))
        }
        assertSnapshot(text, named: "StateVariants.txt")
    }
}
