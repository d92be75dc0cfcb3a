import ScreenPreview
import ScreenRuntime
import Testing

/// Disabled rows, sub-items and buttons read as disabled in plain text (a printed `--static` frame has no colour
/// and no dim): `⊘` before their title; enabled ones have none.
@Suite struct DisabledMarkerTests {
    static let yaml = """
        screen: Disabled
        title: Disabled
        state:
          on: false
          a: true
          b: false
          name: ""
        navigationBar:
          right: { title: Save, action: save, enabled: on }
        toolbar:
          - { title: Clear, action: clear, enabled: on }
          - { title: Keep, action: keep }
        sections:
          - id: main
            rows:
              - { id: master, item: switch, title: Master, bind: on }
              - { id: child, item: switch, title: Child Switch, bind: a, enabled: on }
              - { id: open, item: disclosure, title: Open Thing, action: open, enabled: on }
              - { id: go, item: action, title: Go Now, action: go, enabled: on }
              - { id: pick, item: checkbox, title: Pick Me, bind: a, enabled: on }
              - { id: name, item: singleLineInput, bind: name, placeholder: Name Here, enabled: on }
              - id: types
                item: expandableSwitch
                title: Types
                bind: a
                expanded: a
                subItems:
                  - { id: one, title: One Sub, bind: a }
                  - { id: two, title: Two Sub, bind: b, enabled: on }
        """

    private func lines(_ model: PreviewModel) -> [Substring] {
        plainFrame(model, width: 50, height: 24).split(separator: "\n")
    }

    private func line(_ lines: [Substring], _ text: String) -> Substring {
        lines.first { $0.contains(text) } ?? "(no line with \(text))"
    }

    @Test func disabledOnesHaveTheMarker() throws {
        let model = PreviewModel(screen: try screen(Self.yaml))
        let all = lines(model)
        for text in [
            "⊘ Child Switch", "⊘ Open Thing", "⊘ Go Now", "⊘ ✓ Pick Me", "⊘ Name Here", "⊘ ☐ Two Sub", "⊘ Save",
            "⊘ Clear",
        ] {
            #expect(all.contains { $0.contains(text) }, "\(text)\n\(all.joined(separator: "\n"))")
        }
        for text in ["Master", "Types", "One Sub", "Keep"] {
            #expect(!line(all, text).contains("⊘ \(text)") && !line(all, text).contains("⊘ ☑ \(text)"), "\(text)")
        }
    }

    @Test func enabledOnesHaveNone() throws {
        var model = PreviewModel(screen: try screen(Self.yaml))
        model.press(.character(" "))  // Master on: everything enabled
        #expect(!lines(model).contains { $0.contains("⊘") }, "\(lines(model).joined(separator: "\n"))")
    }
}
