import ScreenDiagnostics

extension Screen {
    /// Every action target in the screen in display order: rows, then navigation bar, then toolbar.
    public var actionTargets: [ActionTarget] {
        var targets: [ActionTarget] = []
        for section in sections.indices {
            // Header and footer rows (`displayRows`) have no actions, so the written rows are enough. Rows are
            // reached by index so that none is copied.
            for row in sections[section].rows.indices {
                if let target = sections[section].rows[row].item.actionTarget { targets.append(target) }
            }
        }
        let bar = navigationBar
        targets += (bar.left + bar.secondaryRight + bar.right).map(\.action)
        targets += toolbar.map(\.action)
        return targets
    }

    /// The names of the hooks actions call (external actions and the hooks of `set:` with `action:`), unique, in
    /// first-use order.
    public var externalActionNames: [String] {
        var seen: Set<String> = []
        return actionTargets.compactMap {
            guard let hook = $0.hook, seen.insert(hook.name.value).inserted else { return nil }
            return hook.name.value
        }
    }

    /// Whether some row, navigation button or toolbar action writes local state with `set:`.
    public var hasStateUpdates: Bool {
        actionTargets.contains { $0.stateUpdate != nil }
    }
}

extension RowItem {
    /// The action the row can trigger, if any: no row kind has more than one.
    public var actionTarget: ActionTarget? {
        switch self {
        case .switch(let item): item.lockedAction
        case .disclosure(let item): item.action
        case .action(let item): item.action
        case .textWithLabel(let item): item.action
        case .singleLineInput(let item): item.action
        case .multilineText(let item): item.action
        case .checkbox(let item):
            if case .checked(_, let action) = item.behavior { action } else { nil }
        case .info(let item): item.closeAction
        // A described row's actions are hooks, each reached through `Screen.forEachHookReference`.
        case .expandableSwitch, .sectionHeader, .text, .multilineInput, .activityText, .placeholder, .described: nil
        }
    }
}
