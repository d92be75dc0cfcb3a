import ScreenDiagnostics

extension Screen {
    /// Whether the generated file names TelegramCore's types: a list element with a `Peer` or `PeerId` field, or the
    /// revealed-options state of removable peer rows (`EnginePeer.Id?`).
    public var usesEngineTypes: Bool {
        let peerTypes: [ValueType] = [.peer, .peerId, .optional(.peer), .optional(.peerId)]
        return state.contains { peerTypes.contains($0.type) }
            || data.contains { $0.listType?.fields.contains { peerTypes.contains($0.type) } ?? false }
    }

    /// Calls `body` with every action target in the screen in display order (rows, then navigation bar, then
    /// toolbar), without collecting them: validation and the summaries ask this of every screen.
    public func forEachActionTarget(_ body: (ActionTarget) -> Void) {
        for section in sections.indices {
            // A section's header may have an action (its `actionText` button); footers have none (their link hooks
            // are not action targets). Rows are reached by index so that none is copied.
            if let target = sections[section].header?.action { body(target) }
            for row in sections[section].rows.indices {
                sections[section].rows[row].item.forEachActionTarget(body)
            }
        }
        for button in navigationBar.left { button.action.map(body) }
        for button in navigationBar.secondaryRight { button.action.map(body) }
        for button in navigationBar.right { button.action.map(body) }
        for action in toolbar { body(action.action) }
    }

    /// The screens this one pushes (`push:` anywhere), unique and sorted: the generated code has a `push<Screen>`
    /// member and a `make<Screen>Controller` factory for each.
    public var pushedScreens: [String] {
        Set(pushes.map(\.screen.value)).sorted()
    }

    /// Every `push:` in the screen, in display order (see `forEachActionTarget`).
    public var pushes: [ScreenPush] {
        var pushes: [ScreenPush] = []
        forEachActionTarget { target in
            if case .push(let push) = target { pushes.append(push) }
        }
        return pushes
    }

    /// The pushed screens some `push:` gives parameters (`with:`): their `make<Screen>Controller` receives the
    /// screen's `<Screen>Parameters`, and every push of them passes one.
    public var screensPushedWithParameters: Set<String> {
        Set(pushes.filter { $0.arguments != nil }.map(\.screen.value))
    }

    /// Whether some `push:` gives two or more parameters (`with:`): its `<Screen>Parameters(…)` lists them in the
    /// order the pushed screen declares them, which only the pushed screen's file tells (`compile` renders such a
    /// screen after reading every file).
    public var passesSeveralPushParameters: Bool {
        var found = false
        forEachActionTarget { target in
            if !found, case .push(let push) = target, (push.arguments?.count ?? 0) > 1 { found = true }
        }
        return found
    }

    /// The names of the hooks actions call (external actions and the hooks of `set:` with `action:`), unique, in
    /// first-use order.
    public var externalActionNames: [String] {
        var seen: Set<String> = []
        var names: [String] = []
        forEachActionTarget { target in
            if let hook = target.hook, seen.insert(hook.name.value).inserted { names.append(hook.name.value) }
        }
        return names
    }

    /// Whether some row, navigation button or toolbar action writes local state with `set:`.
    public var hasStateUpdates: Bool {
        var found = false
        forEachActionTarget { target in found = found || target.stateUpdate != nil }
        return found
    }
}

extension RowItem {
    // `forEachActionTarget`, `linkAction` and `icon` are generated (`IR/Generated/GeneratedRowItem.swift`).

    /// The actions the row can trigger, in key order (see `forEachActionTarget`).
    public var actionTargets: [ActionTarget] {
        var targets: [ActionTarget] = []
        forEachActionTarget { targets.append($0) }
        return targets
    }

    /// Every icon the row shows: its `icon:`, or each icon key a described row gives.
    public var icons: [IconReference] {
        if case .described(let item) = self { item.icons } else { icon.map { [$0] } ?? [] }
    }
}

extension Screen {
    /// Whether some row shows an icon from the app's bundle (`{ bundle: … }`): the generated file imports `AppBundle`.
    public var usesBundleIcons: Bool {
        sections.contains { section in
            section.rows.contains { row in row.item.icons.contains(where: \.needsAppBundle) }
        }
    }
}

extension Screen {
    /// The members the generated arguments class has for the screen's described items, which no hook may be called:
    /// `context` (the `AccountContext` an item takes), `setPeerIdWithRevealedOptions` (removable peer rows) and
    /// `set<Row>WithRevealedOptions` (removable custom rows).
    public var itemArgumentMembers: Set<String> {
        var members: Set<String> = []
        for section in sections {
            for row in section.rows {
                guard case .described(let item) = row.item else { continue }
                if item.description.parameters.contains(where: { $0.source == .accountContext }) { members.insert("context") }
                if item.revealsOptions { members.insert("setPeerIdWithRevealedOptions") }
                if item.revealedOptionsKey != nil {
                    members.insert(StateField.revealedOptionsSetter(of: row.id.value))
                }
            }
        }
        return members
    }
}
