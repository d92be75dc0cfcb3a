import ScreenDiagnostics

extension Screen {
    /// Every action target in the screen in display order: rows, then navigation bar, then toolbar.
    public var actionTargets: [ActionTarget] {
        var targets: [ActionTarget] = []
        for section in sections {
            // Header and footer rows (`displayRows`) have no actions, so the written rows are enough.
            for row in section.rows {
                targets += row.item.actionTargets
            }
        }
        let bar = navigationBar
        targets += [bar.left, bar.secondaryRight, bar.right].compactMap { $0?.action }
        targets += toolbar.map(\.action)
        return targets
    }

    /// The names of the external actions (app hooks), unique, in first-use order.
    public var externalActionNames: [String] {
        var seen: Set<String> = []
        return actionTargets.compactMap {
            guard case .external(let name) = $0, seen.insert(name.value).inserted else { return nil }
            return name.value
        }
    }
}

extension RowItem {
    /// The actions the row can trigger.
    public var actionTargets: [ActionTarget] {
        switch self {
        case .switch(let item): [item.lockedAction].compactMap { $0 }
        case .disclosure(let item): [item.action].compactMap { $0 }
        case .action(let item): [item.action]
        case .textWithLabel(let item): [item.action].compactMap { $0 }
        case .singleLineInput(let item): [item.action].compactMap { $0 }
        case .multilineText(let item): [item.action].compactMap { $0 }
        case .checkbox(let item):
            if case .checked(_, let action) = item.behavior { [action] } else { [] }
        case .info(let item): [item.closeAction].compactMap { $0 }
        case .expandableSwitch, .sectionHeader, .text, .multilineInput, .activityText, .placeholder: []
        }
    }
}
