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

    public init(description: String, reference: HookReference, payload: [HookSignature.Payload]) {
        self.description = description
        self.reference = reference
        self.payload = payload
    }
}

extension Screen {
    /// Every place the screen names a hook, in file order: rows (their actions, then their `change` hooks), the
    /// navigation bar (left, secondary right, right; each slot's variants in order), the toolbar, then lifecycle.
    public var hookUses: [HookUse] {
        var uses: [HookUse] = []
        for section in sections.indices {
            // Rows are reached by index so that none is copied; most rows name no hook and cost one check.
            for index in sections[section].rows.indices {
                let row = sections[section].rows[index]
                let action: HookReference? =
                    if case .external(let hook)? = row.item.actionTarget { hook } else { nil }
                let change = row.item.changeHook
                guard action != nil || change != nil else { continue }
                let element = row.repetition.flatMap(list(of:)).map { [HookSignature.Payload.element($0)] } ?? []
                let place = "row `\(row.id.value)`"
                if let action {
                    uses.append(HookUse(description: place, reference: action, payload: element))
                }
                if let change, let binding = row.item.binding, let type = bindingValueType(binding, in: row) {
                    uses.append(
                        HookUse(
                            description: "\(place) (when `\(binding)` changes)", reference: change,
                            payload: element + [.value(type)]))
                }
            }
        }
        let bar = navigationBar
        for (buttons, place) in [
            (bar.left, "the left navigation button"), (bar.secondaryRight, "the secondary right navigation button"),
            (bar.right, "the right navigation button"),
        ] {
            for button in buttons {
                if case .external(let hook) = button.action {
                    uses.append(HookUse(description: place, reference: hook, payload: []))
                }
            }
        }
        for (index, action) in toolbar.enumerated() {
            if case .external(let hook) = action.action {
                uses.append(HookUse(description: "toolbar action \(index + 1)", reference: hook, payload: []))
            }
        }
        for (callback, hook) in presentation.lifecycle.hooks {
            uses.append(HookUse(description: "the controller's `\(callback)`", reference: hook, payload: [.flag]))
        }
        return uses
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
    /// The `change` hook of a bindable control, if it has one.
    public var changeHook: HookReference? {
        switch self {
        case .switch(let item): item.change
        case .expandableSwitch(let item): item.change
        case .checkbox(let item): item.change
        case .singleLineInput(let item): item.change
        case .multilineInput(let item): item.change
        case .disclosure, .action, .sectionHeader, .text, .textWithLabel, .multilineText, .info, .activityText,
            .placeholder:
            nil
        }
    }

    /// What the control's main `bind:` names (`autoplay`, `peer.muted`): the switch's, expandable switch's,
    /// checkbox's (toggle or radio) or input's binding; nil for other rows and for a checkbox with `checked:`.
    public var binding: String? {
        switch self {
        case .switch(let item): item.binding.value
        case .expandableSwitch(let item): item.binding.value
        case .singleLineInput(let item): item.binding.value
        case .multilineInput(let item): item.binding.value
        case .checkbox(let item):
            switch item.behavior {
            case .toggle(let field), .select(let field, _): field.value
            case .checked: nil
            }
        case .disclosure, .action, .sectionHeader, .text, .textWithLabel, .multilineText, .info, .activityText,
            .placeholder:
            nil
        }
    }
}
