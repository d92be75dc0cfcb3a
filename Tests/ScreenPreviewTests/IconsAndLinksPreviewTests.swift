import Foundation
import ScreenIR
import ScreenRuntime
import TerminalUI
import Testing

@testable import ScreenPreview

/// Icons, uppercased headers, header action buttons and link hooks in the preview: an icon is drawn as a marker
/// before the title, a header in capitals when it says `uppercased: true`, and selecting a link calls the hook with
/// the link's target (the status line shows it).
@Suite struct IconsAndLinksPreviewTests {
    static let yaml = """
        screen: Links
        title: Links
        state:
          autoplay: true
          mode: view
          loading: false
        sections:
          - id: menu
            header: { text: "Data and \\\\(mode)", uppercased: true }
            rows:
              - id: storage
                item: disclosure
                icon: { settings: dataAndStorage }
                title: Data and Storage
                action: openStorage
              - id: autoplaySwitch
                item: switch
                icon: { itemList: voiceCallIcon }
                title: Autoplay
                bind: autoplay
          - id: links
            header:
              text: Links
              actionText: Edit
              set: { mode: '"edit"' }
            footer:
              markdown: Read the [Privacy Policy](privacy) or [contact us](support).
              linkAction: openLink
            rows:
              - id: status
                item: activityText
                text: Checking… [Cancel]()
                activity: loading
                linkAction: cancelCheck
        """

    @Test func iconsAreDrawnAsMarkersAndHeadersInCapitals() throws {
        let model = PreviewModel(screen: try screen(Self.yaml))
        let frame = plainFrame(model, width: 60, height: 16)
        #expect(frame.contains("DATA AND VIEW"))
        #expect(frame.contains("▣ Data and Storage"))
        #expect(frame.contains("▣ Autoplay"))
        #expect(frame.contains("Edit"))
    }

    @Test func selectingAFooterCallsItsLinkHookWithEachTargetInTurn() throws {
        var model = PreviewModel(screen: try screen(Self.yaml))
        try model.focusRow("linksFooter")
        model.press(.enter)
        #expect(model.status?.message == "→ openLink(\"privacy\") · row linksFooter · link 1 of 2 “Privacy Policy”")
        model.press(.enter)
        #expect(model.status?.message == "→ openLink(\"support\") · row linksFooter · link 2 of 2 “contact us”")
        model.press(.enter)
        #expect(model.status?.message.hasPrefix("→ openLink(\"privacy\")") == true, "wraps around")
    }

    @Test func anEmptyLinkTargetIsPassedAsIs() throws {
        var model = PreviewModel(screen: try screen(Self.yaml))
        try model.focusRow("status")
        model.press(.character(" "))
        #expect(model.status?.message == "→ cancelCheck(\"\") · row status · link “Cancel”")
    }

    @Test func theHeaderButtonRunsItsAction() throws {
        var model = PreviewModel(screen: try screen(Self.yaml))
        try model.focusRow("linksHeader")
        model.press(.enter)
        #expect(model.page.state.string("mode") == "edit")
        #expect(plainFrame(model, width: 60, height: 16).contains("DATA AND EDIT"))
    }
}

/// Icons tinted and chosen by the state in the preview (the RowIcons fixture): the marker takes the tint's colour,
/// and a choice draws the icon the state picks (here, whether the marker is accent or destructive).
@Suite struct RowIconsPreviewTests {
    @Test func theMarkerFollowsTheTintAndTheStatesChoice() throws {
        let path = repositoryRoot.appendingPathComponent("Tests/GeneratedScreens/Fixtures/RowIcons.yaml")
        var model = PreviewModel(screen: try screen(try String(contentsOf: path, encoding: .utf8)))
        let theme = PreviewTheme(color: true)
        func marker(_ row: String) -> Style? {
            guard let content = model.page.rendered.row(id: row)?.content else { return nil }
            let icon: IconReference? =
                switch content {
                case .checkbox(let item): item.icon
                case .disclosure(let item): item.icon
                default: nil
                }
            return RowLines.iconMarker(icon, theme).first?.style
        }
        #expect(marker("premiumRow") == theme.secondary, "tinted secondary while not premium")
        #expect(marker("muteCheck") == theme.accent)
        try model.focusRow("muteCheck")
        model.press(.character(" "))
        #expect(marker("muteCheck") == theme.destructive, "muted: the destructive icon")
        #expect(plainFrame(model, width: 60, height: 16).contains("▣ Muted"))
    }
}
