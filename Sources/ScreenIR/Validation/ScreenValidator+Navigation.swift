import ScreenDiagnostics
import ScreenExpressions

extension ScreenValidator {
    // MARK: Title

    mutating func checkTitle() {
        for text in screen.title.texts { checkControllerText(text, place: "the title") }
        for variant in screen.conditionalTitles {
            checkCondition(variant.when)
            for text in variant.title.texts { checkControllerText(text, place: "the title") }
        }
        guard let selected = screen.title.selectionField,
            let (type, _) = bindingType(selected, in: nil, control: "the title's `selected`", access: .localState)
        else { return }
        let count: Int
        switch screen.title {
        case .sectionControl(let segments, _): count = segments.count
        case .textWithTabs(_, let tabs, _): count = tabs.count
        default: return
        }
        switch type {
        case .int:
            break
        case .enumeration(_, let cases):
            if cases.count != count {
                sink.report(
                    .segmentCountMismatch,
                    "the title has \(count) \(count == 1 ? "entry" : "entries") but `\(selected.value)` has \(cases.count) cases",
                    at: selected.span, notes: ["each case selects the entry at the same position: \(Suggestion.list(cases))"],
                    help: "give the title one entry per case")
            }
        default:
            reportMismatch(selected, in: nil, type: type, control: "the title's `selected`", expected: "an Int or enum")
        }
    }

    // MARK: Navigation bar, toolbar, empty state

    mutating func checkNavigation() {
        let bar = screen.navigationBar
        for slot in [bar.left, bar.right, bar.secondaryRight] {
            for button in slot {
                checkCondition(button.when)
                checkCondition(button.enabled)
                checkAction(button.action)
                if case .text(let title) = button.content { checkControllerText(title, place: "a navigation button") }
            }
        }
        checkControllerText(bar.back, place: "the back button")
        for action in screen.toolbar {
            checkCondition(action.enabled)
            checkAction(action.action)
            checkControllerText(action.title, place: "a toolbar action")
        }
        for variant in screen.emptyStates {
            checkCondition(variant.when)
            checkControllerText(variant.text, place: "the empty state")
        }
    }
}
