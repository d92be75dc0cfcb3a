import ScreenRuntime
import Testing

@testable import ScreenPreview

/// Row details in the preview: a disclosure's `titleIcon` is a marker after its title and its
/// `additionalDetailLabel` a line under it; a switch with a row `action:` runs it on Enter and toggles on Space.
@Suite struct RowDetailsPreviewTests {
    static let yaml = """
        screen: Details
        title: Details
        state:
          cellular: true
        sections:
          - id: menu
            rows:
              - id: premium
                item: disclosure
                title: Premium
                titleIcon: { itemList: premiumIcon }
                label: Active
                additionalDetailLabel: Renews on 1 March
                action: openPremium
              - id: cellularSwitch
                item: switch
                title: Using Cellular
                bind: cellular
                action: openCellularOptions
              - id: plainSwitch
                item: switch
                title: Plain
                bind: cellular
        """

    @Test func theTitleIconFollowsTheTitleAndTheDetailIsALineUnderIt() throws {
        let model = PreviewModel(screen: try screen(Self.yaml))
        let lines = plainFrame(model, width: 60, height: 16).split(separator: "\n").map(String.init)
        let title = try #require(lines.firstIndex { $0.contains("Premium ▣") })
        #expect(lines[title].contains("Active"))
        #expect(lines[title + 1].contains("Renews on 1 March"))
    }

    @Test func enterTapsASwitchRowWithAnActionAndSpaceToggles() throws {
        var model = PreviewModel(screen: try screen(Self.yaml))
        try model.focusRow("cellularSwitch")
        model.press(.enter)
        #expect(model.status?.message.hasPrefix("→ openCellularOptions") == true, "\(model.status?.message ?? "")")
        #expect(model.page.state.bool("cellular") == true)
        model.press(.character(" "))
        #expect(model.page.state.bool("cellular") == false)

        try model.focusRow("plainSwitch")
        model.press(.enter)
        #expect(model.page.state.bool("cellular") == true, "Enter toggles a switch without a row action")
    }
}
