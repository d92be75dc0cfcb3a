import ScreenDiagnostics
import ScreenExpressions

/// A hook the screen asks the app for: its name, whether the app may leave it out, and what it receives besides the
/// screen handle. The generated `<Screen>Hooks` has one member per signature.
public struct HookSignature: Sendable, Equatable {
    /// One argument a hook receives before the screen handle.
    public enum Payload: Sendable, Equatable {
        /// The element of the repeated row that called the hook.
        case element(ListType)
        /// The control's new value: `Bool`, `String` or an enum (`ExpressionType.enumeration` names the owner, e.g.
        /// `Mode`, `Data.Quality`, `BlockedPeer.Kind`).
        case value(ExpressionType)
        /// A lifecycle flag: for `didAppear` whether it is the first appearance, otherwise whether it is animated.
        case flag
    }

    /// The hook's name: a member of `<Screen>Hooks`.
    public var name: String
    /// Whether every use wrote `name?`: the app may leave the hook out.
    public var isOptional: Bool
    /// What the hook receives, in argument order (the screen handle always follows).
    public var payload: [Payload]
    /// Every place the screen names the hook, in file order.
    public var uses: [HookUse]

    public init(name: String, isOptional: Bool, payload: [Payload], uses: [HookUse]) {
        self.name = name
        self.isOptional = isOptional
        self.payload = payload
        self.uses = uses
    }
}

/// One place a hook is named.
public struct HookUse: Sendable, Equatable {
    /// For messages and generated docs: "row `peer`", "switch `playGifs` (change)", "the right navigation button".
    public var description: String
    /// The hook reference as written.
    public var reference: HookReference
    /// What this use passes to the hook.
    public var payload: [HookSignature.Payload]
    /// Whether a controller lifecycle callback (`lifecycle:`) makes this call, not an item or button.
    public var isLifecycle: Bool

    public init(description: String, reference: HookReference, payload: [HookSignature.Payload], isLifecycle: Bool = false) {
        self.description = description
        self.reference = reference
        self.payload = payload
        self.isLifecycle = isLifecycle
    }
}

/// Where a hook is named (see `Screen.forEachHookReference`).
enum HookPlace {
    /// The action of the row at `row` of section `section` (`action`, `lockedAction`, `closeAction`, a checkbox's).
    case rowAction(section: Int, row: Int)
    /// The `change` hook of that row.
    case rowChange(section: Int, row: Int)
    /// The `linkAction` of that row (it receives the tapped link's target).
    case rowLink(section: Int, row: Int)
    /// The action of section `section`'s header (its `actionText` button).
    case headerAction(section: Int)
    /// The `linkAction` of section `section`'s footer.
    case footerLink(section: Int)
    /// The hook or action of a described row's key `key`.
    case describedKey(section: Int, row: Int, key: String)
    /// A navigation-bar button: "the left navigation button".
    case navigationButton(String)
    /// Toolbar action number `index` (from 0).
    case toolbarAction(index: Int)
    /// The controller callback a lifecycle hook is for: `didAppear`.
    case lifecycle(String)
    /// The list scrolled near its end (`loadMore:`).
    case loadMore
    /// The user dragged an instance of the repeated row at `row` of section `section` (`reorder:`).
    case reorder(section: Int, row: Int)
}

extension Screen {
    /// Every place the screen names a hook, in file order: per section its header's action, its rows (their actions,
    /// link hooks, then `change` hooks) and its footer's link hook; then the
    /// navigation bar (left, secondary right, right; each slot's variants in order), the toolbar, then lifecycle and `loadMore`.
    /// (A `change` hook whose binding names nothing writable is left out: it has no signature.)
    public var hookUses: [HookUse] {
        // The references are gathered first and described after: a closure that reads the screen, called for each
        // row inside the row visitors, made the optimizer copy rows per call.
        var references: [(HookReference, HookPlace)] = []
        forEachHookReference { hook, place in references.append((hook, place)) }
        var uses: [HookUse] = []
        uses.reserveCapacity(references.count)
        for (hook, place) in references {
            switch place {
            case .rowAction(let section, let index):
                let row = sections[section].rows[index]
                uses.append(HookUse(description: "row `\(row.id.value)`", reference: hook, payload: elementPayload(of: row)))
            case .rowLink(let section, let index):
                let row = sections[section].rows[index]
                uses.append(
                    HookUse(
                        description: "row `\(row.id.value)` (a tapped link)", reference: hook,
                        payload: elementPayload(of: row) + [.value(.string)]))
            case .headerAction(let section):
                uses.append(
                    HookUse(description: "the header of section `\(sections[section].id.value)`", reference: hook, payload: []))
            case .footerLink(let section):
                uses.append(
                    HookUse(
                        description: "the footer of section `\(sections[section].id.value)` (a tapped link)", reference: hook,
                        payload: [.value(.string)]))
            case .rowChange(let section, let index):
                let row = sections[section].rows[index]
                guard let binding = row.item.binding, let type = bindingValueType(binding, in: row) else { continue }
                uses.append(
                    HookUse(
                        description: "row `\(row.id.value)` (when `\(binding)` changes)", reference: hook,
                        payload: elementPayload(of: row) + [.value(type)]))
            case .describedKey(let section, let index, let key):
                let row = sections[section].rows[index]
                let payload: [ItemValueType] =
                    if case .hook(let payload)? = row.itemDescription.key(named: key)?.kind { payload } else { [] }
                uses.append(
                    HookUse(
                        description: "row `\(row.id.value)` (`\(key)`)", reference: hook,
                        payload: elementPayload(of: row) + payload.map { .value($0.expressionType) }))
            case .navigationButton(let place):
                uses.append(HookUse(description: place, reference: hook, payload: []))
            case .toolbarAction(let index):
                uses.append(HookUse(description: "toolbar action \(index + 1)", reference: hook, payload: []))
            case .lifecycle(let callback):
                let description =
                    switch callback {
                    case "willPop": "the controller's `willDisappear` when the screen was popped"
                    case "didPop": "the controller's `didDisappear` when the screen was popped"
                    default: "the controller's `\(callback)`"
                    }
                let payload: [HookSignature.Payload] = Lifecycle.keysWithoutFlag.contains(callback) ? [] : [.flag]
                uses.append(HookUse(description: description, reference: hook, payload: payload, isLifecycle: true))
            case .loadMore:
                uses.append(HookUse(description: "`loadMore` (the list scrolled near its end)", reference: hook, payload: []))
            case .reorder(let section, let index):
                let row = sections[section].rows[index]
                uses.append(
                    HookUse(
                        description: "row `\(row.id.value)` (\(row.reorderMoment == .drop ? "reordered, when the drag ends" : "reordered"))",
                        reference: hook,
                        payload: reorderPayload(of: row)))
            }
        }
        return uses
    }

    /// Calls `body` with every hook the screen names and where, in the order of `hookUses` (including `change` hooks
    /// whose binding names nothing). Cheap: rows are reached by index, and nothing is built for a row without hooks.
    func forEachHookReference(_ body: (HookReference, HookPlace) -> Void) {
        for section in sections.indices {
            if let hook = sections[section].header?.action?.hook { body(hook, .headerAction(section: section)) }
            for index in sections[section].rows.indices {
                sections[section].rows[index].item.forEachActionTarget { target in
                    if let hook = target.hook { body(hook, .rowAction(section: section, row: index)) }
                }
                if let link = sections[section].rows[index].item.linkAction {
                    body(link, .rowLink(section: section, row: index))
                }
                if let change = sections[section].rows[index].item.changeHook {
                    body(change, .rowChange(section: section, row: index))
                }
                if let reorder = sections[section].rows[index].reorder {
                    body(reorder, .reorder(section: section, row: index))
                }
                if case .described(let row) = sections[section].rows[index].item {
                    let actionKey = row.actionKey
                    for (key, value) in row.givenValues where key.name != actionKey {
                        switch value {
                        case .hook(let hook), .action(.external(let hook)):
                            body(hook, .describedKey(section: section, row: index, key: key.name))
                        case .revealOptions(let options):
                            for option in options {
                                body(option.hook, .describedKey(section: section, row: index, key: key.name))
                            }
                        default: break
                        }
                    }
                }
            }
            if let link = sections[section].footer?.linkAction { body(link, .footerLink(section: section)) }
        }
        func buttons(_ slot: [NavigationButton], _ place: String) {
            for index in slot.indices {
                if let hook = slot[index].action?.hook { body(hook, .navigationButton(place)) }
            }
        }
        buttons(navigationBar.left, "the left navigation button")
        buttons(navigationBar.secondaryRight, "the secondary right navigation button")
        buttons(navigationBar.right, "the right navigation button")
        for index in toolbar.indices {
            if let hook = toolbar[index].action.hook { body(hook, .toolbarAction(index: index)) }
        }
        for (callback, hook) in presentation.lifecycle.hooks { body(hook, .lifecycle(callback)) }
        if let hook = presentation.loadMore { body(hook, .loadMore) }
    }

    /// What a hook of `row` receives first: the element, for a repeated row.
    private func elementPayload(of row: Row) -> [HookSignature.Payload] {
        row.repetition.flatMap(list(of:)).map { [.element($0)] } ?? []
    }

    /// What a `reorder` hook of `row` receives: the ids of the list's shown elements in their new order
    /// (`[EnginePeer.Id]`); nothing when the row does not repeat over a list with an `id`.
    private func reorderPayload(of row: Row) -> [HookSignature.Payload] {
        guard let list = row.repetition.flatMap(list(of:)), let id = list.recordType.type(of: "id") else { return [] }
        return [.value(.array(id))]
    }

    /// One signature per hook name, in first-use order. For a screen that lints clean every use of a name agrees on
    /// payload and optionality; otherwise the first use decides (validation reports the others).
    public var hookSignatures: [HookSignature] {
        var order: [String] = []
        var byName: [String: HookSignature] = [:]
        for use in hookUses {
            let name = use.reference.name.value
            if var signature = byName[name] {
                signature.uses.append(use)
                byName[name] = signature
            } else {
                order.append(name)
                byName[name] = HookSignature(
                    name: name, isOptional: use.reference.isOptional, payload: use.payload, uses: [use])
            }
        }
        return order.map { byName[$0]! }
    }

    /// The type of the value a control writes through `binding` (the field's type, for a state, data or element
    /// binding); nil when the binding names nothing writable.
    public func bindingValueType(_ binding: String, in row: Row) -> ExpressionType? {
        switch bindingTarget(binding, in: row) {
        case .state(let field): field.expressionType
        case .data(let field): field.expressionType
        case .element(_, let list, let field): list.recordType.type(of: field.name.value)
        case nil: nil
        }
    }
}

extension RowItem {
    /// What the control's main `bind:` names (`autoplay`, `peer.muted`): the switch's, expandable switch's,
    /// checkbox's (toggle or radio) or input's binding; nil for other rows and for a checkbox with `checked:`.
    public var binding: String? { boundField?.value }
}
