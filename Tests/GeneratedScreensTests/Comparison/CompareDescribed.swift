@_spi(Stubs) import Display
@_spi(Stubs) import ItemListUI
import ScreenExpressions
import ScreenIR
import ScreenRuntime
import TelegramCore
import UIKit

/// A described item ↔ `RenderedRow.Described`, generically: for each parameter of the description, the item's stored
/// property of that label (the stubs store every argument) against the rendered value of the parameter's key —
/// texts, Bools (conditions), Ints, enum cases (by their Swift spelling), bound values, typed values (an `Int64`, a
/// `Double`, an app type, as runtime values), icons (as for built-in rows), and whether a hook or action closure is
/// there — the environment's values (the current presentation data's theme and strings), a removable item's editing
/// value, and the list and system style. Closures are exercised by the gestures.
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
            if key.kind == .revealOptions {
                comparePeerParameter(label, actual, expected, context, &mismatches)
                continue
            }
            compareDescribedValue(label, actual, expected.value(of: name), key, context, &mismatches)
        case .style:
            mismatches.check(label, actual.map { "\($0)" }, "\(context.style)")
        case .systemStyle:
            mismatches.check(label, actual.map { "\($0)" }, "\(context.systemStyle)")
        case .template, .peerEditing:
            comparePeerParameter(label, actual, expected, context, &mismatches)
        case .optionsEditing:
            compareOptionsEditing(label, actual, expected, &mismatches)
        case .environment(let value):
            compareEnvironment(label, actual, value, context, &mismatches)
        case .presentationData, .sectionId, .tag, .setter, .swift, .accountContext, .revealedOptionsSetter,
            .hookIgnoringArguments, .revealedOptions, .builtIn:
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
    case .value(let value)?:
        mismatches.check(label, expressionValue(actual), value)
    case .hook?, .action?, .revealOptions?:
        mismatches.check("\(label) is a closure", actual != nil, true)
    case .icon(let icon)?:
        mismatches.checkIcon(label, actual as? UIImage, icon, context)
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
        case .literal(let value)?: mismatches.check(label, expressionValue(actual), value)
        case nil: mismatches.check("\(label) is nil", actual == nil, true)
        }
    }
}

/// A value the item holds as the runtime's value: `nil` is `.null`; a number, text, Bool or app type through its
/// `ExpressionValueConvertible` conformance.
private func expressionValue(_ actual: Any?) -> ExpressionValue? {
    guard let actual else { return .null }
    return (actual as? ExpressionValueConvertible)?.expressionValue
}

/// A removable custom item's editing value (`WebBrowserListItemEditing`, read by its `editable`, `editing` and
/// `revealed`) against the runtime's `PeerEditing`.
private func compareOptionsEditing(
    _ label: String, _ actual: Any?, _ expected: RenderedRow.Described, _ mismatches: inout Mismatches
) {
    guard let editing = expected.peerEditing else {
        mismatches.record("\(label): the runtime has no editing state")
        return
    }
    guard let actual else {
        mismatches.record("\(label) is nil")
        return
    }
    let properties = DescribedClosures.properties(of: actual)
    mismatches.check("\(label).editable", properties["editable"] as? Bool, editing.editable)
    mismatches.check("\(label).editing", properties["editing"] as? Bool, editing.editing)
    mismatches.check("\(label).revealed", properties["revealed"] as? Bool, editing.revealed)
}

/// An environment value the item takes: the current presentation data's (the same object, for the theme and strings
/// a language or theme switch replaces).
private func compareEnvironment(
    _ label: String, _ actual: Any?, _ value: EnvironmentValue, _ context: RowContext, _ mismatches: inout Mismatches
) {
    let presentationData = context.expectations.presentationData
    switch value {
    case .strings:
        mismatches.check("\(label) is the current strings", (actual as AnyObject?) === presentationData.strings, true)
    case .theme:
        mismatches.check("\(label) is the current theme", (actual as AnyObject?) === presentationData.theme, true)
    case .dateTimeFormat, .nameDisplayOrder, .presentationData, .context:
        mismatches.check("\(label) is given", actual != nil, true)
    }
}
