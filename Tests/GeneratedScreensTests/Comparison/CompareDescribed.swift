@_spi(Stubs) import Display
@_spi(Stubs) import ItemListUI
import ScreenExpressions
import ScreenIR
import ScreenRuntime
import TelegramCore
import UIKit

/// A described item ↔ `RenderedRow.Described`, generically: for each parameter of the description, the item's stored
/// property of that label (the stubs store every argument) against the rendered value of the parameter's key —
/// texts, Bools (conditions), Ints, enum cases (by their Swift spelling), bound values, icons (as for built-in rows),
/// and whether a hook or action closure is there — and the list and system style. Closures are exercised by the gestures.
func compareDescribed(
    _ item: ListViewItem,
    _ expected: RenderedRow.Described,
    _ context: RowContext,
    _ mismatches: inout Mismatches
) {
    let properties = DescribedClosures.properties(of: item)
    for parameter in expected.description.parameters {
        let label = parameter.label
        guard let stored = properties[label] else {
            mismatches.record("\(type(of: item)) has no property `\(label)`")
            continue
        }
        let actual = DescribedClosures.unwrapped(stored)
        switch parameter.source {
        case .key(let name):
            guard let key = expected.description.key(named: name) else { continue }
            compareDescribedValue(label, actual, expected.value(of: name), key, context, &mismatches)
        case .style:
            mismatches.check(label, actual.map { "\($0)" }, "\(context.style)")
        case .systemStyle:
            mismatches.check(label, actual.map { "\($0)" }, "\(context.systemStyle)")
        case .template, .peerEditing:
            comparePeerParameter(label, actual, expected, context, &mismatches)
        case .presentationData, .sectionId, .tag, .setter, .swift, .accountContext, .revealedOptionsSetter,
            .hookIgnoringArguments, .builtIn:
            // Fixed values, and closures the gestures exercise.
            continue
        }
    }
}

private func compareDescribedValue(
    _ label: String, _ actual: Any?, _ value: RenderedRow.Described.Value?, _ key: ItemKey, _ context: RowContext,
    _ mismatches: inout Mismatches
) {
    let shown = actual.map { "\($0)" }
    switch value {
    case .text(let text)?:
        mismatches.checkText(label, actual as? String ?? "<\(shown ?? "nil")>", context.expectations.text(text))
    case .bool(let flag)?:
        mismatches.check(label, shown, String(flag))
    case .int(let number)?:
        mismatches.check(label, shown, String(number))
    case .enumCase(let name)?:
        guard case .enumeration(let cases) = key.kind, let match = cases.first(where: { $0.name == name }) else { return }
        mismatches.check(label, shown.map { "." + $0 }, match.swift)
    case .bound(_, let bound)?:
        mismatches.check(label, shown, ConditionContext.interpolation(of: bound))
    case .hook?, .action?:
        mismatches.check("\(label) is a closure", actual != nil, true)
    case .icon(let icon)?:
        mismatches.checkIcon(label, actual as? UIImage, icon)
    case .peer(let id, let name)?:
        mismatches.check(label, (actual as? EnginePeer)?.expressionValue, PeerSample.value(id: id, name: name))
    case nil:
        switch key.defaultValue {
        case .bool(let flag)?: mismatches.check(label, shown, String(flag))
        case .int(let number)?: mismatches.check(label, shown, String(number))
        case .enumCase(let name)?:
            guard case .enumeration(let cases) = key.kind, let match = cases.first(where: { $0.name == name }) else {
                return
            }
            mismatches.check(label, shown.map { "." + $0 }, match.swift)
        case .text(let text)?: mismatches.check(label, shown, text)
        case nil: mismatches.check("\(label) is nil", actual == nil, true)
        }
    }
}
