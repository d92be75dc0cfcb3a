@_spi(Stubs) import Display
@_spi(Stubs) import ItemListUI
import ScreenExpressions
import ScreenIR
import ScreenRuntime
import Testing

extension ScreenDriver {
    /// The interactions the runtime performs for `gesture`, given the screen as rendered before it.
    func interactions(for gesture: Gesture, in rendered: RenderedScreen) -> [Interaction] {
        switch gesture {
        case .toggleSwitch(let row): return [.toggleSwitch(row: row)]
        case .tapRow(let row): return [.tapRow(row: row)]
        case .tapSubItem(let row, let index):
            guard case .expandableSwitch(let item)? = rendered.row(stableID: row)?.content,
                item.subItems.indices.contains(index)
            else {
                return [.toggleSubItem(row: row, subItem: "<sub-item \(index)>")]
            }
            return [.toggleSubItem(row: row, subItem: item.subItems[index].id)]
        case .editText(let row, let text): return [.editText(row: row, text: text)]
        case .submitInput(let row): return [.submitInput(row: row)]
        case .closeInfo(let row): return [.closeInfo(row: row)]
        case .tapLink(let row, let target): return [.tapLink(row: row, target: target)]
        case .tapHeaderAction(let row): return [.tapHeaderAction(row: row)]
        case .setDescribedValue(let row, let key, let value): return [.setDescribedValue(row: row, key: key, to: value)]
        case .callDescribedHook(let row, let key, let payload):
            return [.callDescribedHook(row: row, key: key, payload: payload)]
        case .revealPeerOptions(let row): return [.revealPeerOptions(row: row)]
        case .closePeerOptions(let row): return [.closePeerOptions(row: row)]
        case .removePeer(let row): return [.removePeer(row: row), .closePeerOptions(row: row)]
        case .chooseRevealOption(let row, let index):
            return [.chooseRevealOption(row: row, index: index), .closePeerOptions(row: row)]
        case .selectSegment(let index): return [.selectTitleSegment(index)]
        case .tapNavigationButton(let position): return [.tapNavigationButton(position)]
        case .tapToolbarAction(let index): return [.tapToolbarAction(index)]
        case .appear: return [.didAppear(firstTime: !hasAppeared)]
        case .disappear(let animated): return [.willDisappear(animated: animated), .didDisappear(animated: animated)]
        case .beginDragging: return [.beganInteractiveDragging]
        case .moveRow(let row, let offset): return [.moveRow(row: row, by: offset)]
        // The controller calls the hook only when a move was accepted in the drag (`<row>Dragged`).
        case .dropRow(let row): return dragOriginals.isEmpty ? [] : [.dropRow(row: row)]
        case .scroll(let offset):
            // Near the end is under 40 points (as Telegram's paged lists test it); once per data emission.
            return offset < 40 && loadMoreArmed ? [.scrollNearEnd] : []
        case .pop(let animated):
            return [
                .willDisappear(animated: animated), .willPop(animated: animated), .didDisappear(animated: animated),
                .didPop(animated: animated),
            ]
        }
    }

    /// The runtime's view of `gesture`: each interaction performed on the state the previous one left. A control
    /// bound to state reports `stateUpdated` before the `change` hook it activates (the hook is called after the
    /// change); the first hook called makes `handleChange` through the handle, which is reported after the hook.
    func effects(
        of gesture: Gesture,
        in before: RenderedScreen,
        handleChange: StateAssignment?
    ) throws
        -> GestureEffects
    {
        var effects = GestureEffects(state: state)
        var handleChange = handleChange
        for interaction in interactions(for: gesture, in: before) {
            let outcome = try InteractionHandler.perform(interaction, in: screen, state: effects.state)
            effects.outcomes.append(outcome)
            if outcome.state != effects.state {
                // A switch that flips under the finger changes the data the screen shows, not its state: the
                // controller emits, `stateUpdated` is not called.
                if !outcome.showsDataChange { effects.calls.append(.stateUpdated) }
                effects.emissions += 1
                effects.state = outcome.state
            }
            switch outcome.activation {
            case .hook(let hook):
                effects.calls.append(.hook(hook.name, payload: hook.payload))
                if let change = handleChange {
                    handleChange = nil
                    let changed = try effects.state.setting(change.field, to: change.value)
                    if changed != effects.state {
                        effects.calls.append(.stateUpdated)
                        effects.emissions += 1
                        effects.state = changed
                        effects.changedThroughHandle = true
                    }
                }
            case .push(let target, let given):
                effects.calls.append(.push(target, parameters: try pushedParameters(target, given: given)))
            case .none:
                break
            }
            if let change = outcome.dataChange {
                effects.dataChanges.append(change)
                if outcome.showsDataChange { effects.shownDataChanges.append(change) }
            }
        }
        return effects
    }

    /// Performs `gesture` on both sides and checks everything that follows from it:
    /// - the hooks: every hook the runtime reports ⇔ exactly that `HookCall`, with the runtime's payload (the
    ///   element of a repeated row, the control's new value, the lifecycle flag); a push ⇔ `.push`; `.stateUpdated`
    ///   exactly when the state changed (a write of an unchanged value is kept in `spuriousStateUpdates`); nothing at
    ///   all for ignored gestures (hidden, disabled, locked without action, too long, no action);
    /// - `handleChange`: the first hook the gesture calls sets this local state field through the screen's handle
    ///   (as an app's hook may), and the runtime state follows;
    /// - a push also puts the pushed screen's controller on the navigation stub, showing that screen's defaults;
    /// - the controller re-emits exactly once per change of the state;
    /// - the whole screen equals the IR for the new state, and every row keeps its stable identity;
    /// - a write a control bound to app data asks for (the runtime's `dataChange`) is then made by the app when it
    ///   `acceptsDataChange`: written into the data and re-emitted through the data signal, after which the row
    ///   shows the new value. Otherwise, for a switch that flipped under the finger (the runtime's
    ///   `showsDataChange`), the app re-emits its data unchanged and the switch must flip back; for a control that
    ///   waits for the data nothing is emitted and the row keeps showing the data's value.
    ///
    /// Returns whether everything matched (a walk stops at the first difference: later steps would only repeat it).
    @discardableResult
    func perform(
        _ gesture: Gesture,
        _ moment: String,
        handleChange: StateAssignment? = nil,
        acceptsDataChange: Bool = true,
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws -> Bool {
        let before = rendered
        let effects = try effects(of: gesture, in: before, handleChange: handleChange)
        let mark = log.calls.count
        let pushesBefore = controller.pushedControllers.count
        let emissionsBefore = controller.emissionCount
        let handleProblemsBefore = handleProblems.count

        var problems: [String] = []
        pendingHandleChange = handleChange
        let runtimeAccepted = effects.outcomes.allSatisfy { $0.ignored == nil }
        performGenerated(gesture, before: before, runtimeAccepted: runtimeAccepted, problems: &problems)
        pendingHandleChange = nil
        if case .appear = gesture { hasAppeared = true }
        if case .scroll(let offset) = gesture, offset < 40, screen.presentation.loadMore != nil { loadMoreArmed = false }
        problems += handleProblems[handleProblemsBefore...]

        let oldState = state
        state = effects.state
        rememberDrag(gesture, before: oldState, effects: effects)
        history.append(gesture.description + (handleChange.map { " (the hook sets \($0))" } ?? ""))
        visitedStates.insert(state.description)
        count(effects, changedState: oldState != state)
        let calls = log.calls(since: mark)

        let single = effects.outcomes.count == 1 ? effects.outcomes[0] : nil
        let isUnchangedWrite =
            single.map { $0.ignored == nil && $0.activation == .none && $0.dataChange == nil && $0.state == oldState }
            ?? false
        if isUnchangedWrite && calls == [.stateUpdated] {
            spuriousStateUpdates.append("\(moment): \(gesture) in state \(oldState.description)")
        } else if let single, isMissedLockedAction(gesture, before: before, outcome: single, calls: calls) {
            missedLockedActions.append(
                "\(moment): \(gesture) in state \(oldState.description): IR \(single.activation), generated \(calls)"
            )
        } else if calls != effects.calls {
            let ignored = effects.outcomes.compactMap(\.ignored)
            let why = ignored.isEmpty ? "" : " (the runtime ignores it: \(ignored.map(\.description)))"
            problems.append("hook calls: generated \(calls), IR \(effects.calls)\(why)")
        }

        problems += checkPushes(since: pushesBefore, effects: effects)

        let emissions = controller.emissionCount - emissionsBefore
        if emissions != effects.emissions {
            problems.append(
                "the controller emitted \(emissions) new states; the IR state changed \(effects.emissions) times"
            )
        }

        let expected = comparingEmissions(rendered)
        problems += check(expected)
        if problems.isEmpty, !effects.dataChanges.isEmpty {
            problems += answer(effects.dataChanges, shown: effects.shownDataChanges, accepting: acceptsDataChange)
        }
        let outcomeText = "IR outcomes: " + effects.outcomes.map(describe).joined(separator: "; ")
        return record(problems, "\(moment): \(gesture)\n\(outcomeText)", sourceLocation: sourceLocation)
    }

    /// A move the runtime shows as the screen's temporary order (`reorder: { after: drop }`: no data change asked
    /// for) keeps the list as the app last emitted it, until the drop, so that an app rejecting the order can emit it
    /// again (`answer`).
    private func rememberDrag(_ gesture: Gesture, before: ScreenState, effects: GestureEffects) {
        if case .dropRow = gesture {
            droppedOriginals = dragOriginals
            dragOriginals = [:]
            return
        }
        guard case .moveRow(let row, _) = gesture, let outcome = effects.outcomes.first, outcome.ignored == nil,
            outcome.dataChange == nil, outcome.showsDataChange, let rowID = rendered.row(stableID: row)?.rowID,
            let list = screen.sections.lazy.flatMap(\.rows).first(where: { $0.id.value == rowID })?.repetition?.list.value,
            dragOriginals[list] == nil, let original = before[list]
        else { return }
        dragOriginals[list] = original
    }

    private func describe(_ outcome: InteractionOutcome) -> String {
        var parts = ["activation \(outcome.activation)"]
        if let change = outcome.dataChange { parts.append("asks the app for \(change)") }
        if let ignored = outcome.ignored { parts.append("ignored: \(ignored)") }
        return parts.joined(separator: ", ")
    }

    /// Keeps what the gesture led to in `outcomes`.
    private func count(_ effects: GestureEffects, changedState: Bool) {
        for outcome in effects.outcomes {
            let name =
                switch outcome.activation {
                case .hook(let hook): "action \(hook.name)"
                case .push(let target, _): "push \(target)"
                case .none: changedState ? "state change" : "ignored: \(outcome.ignored?.description ?? "unchanged")"
                }
            outcomes[name, default: 0] += 1
        }
        if effects.changedThroughHandle { outcomes["state changed through the handle", default: 0] += 1 }
    }

    /// A push must put exactly the generated controller of the target on top of the navigation stack, showing its
    /// defaults (it is popped again); no other gesture may push.
    private func checkPushes(since pushesBefore: Int, effects: GestureEffects) -> [String] {
        var problems: [String] = []
        let pushes = controller.pushedControllers.count - pushesBefore
        let targets = effects.calls.compactMap { call -> (String, [String: ExpressionValue])? in
            if case .push(let target, let parameters) = call { (target, parameters) } else { nil }
        }.map { $0 }
        if let (target, parameters) = targets.first, targets.count == 1 {
            if pushes != 1 {
                problems.append("pushed \(pushes) controllers, IR pushes \(target)")
            } else {
                let pushed = controller.pushedControllers[pushesBefore]
                if navigation.viewControllers.count != 3 || navigation.topViewController !== pushed {
                    problems.append("the pushed \(target) is not on top of the navigation stack")
                }
                problems += checkPushed(pushed, target: target, parameters: parameters)
                navigation.popViewController(animated: false)  // back to the screen under test
            }
        } else if pushes != targets.count {
            problems.append("pushed \(pushes) controllers, IR pushes \(targets.map(\.0))")
        }
        if navigation.topViewController !== controller {
            problems.append("the screen under test is no longer on top of the navigation stack")
        }
        return problems
    }

    /// Whether the gesture tapped a locked or disabled switch, the IR reports the switch's `lockedAction`, and the
    /// generated screen called nothing.
    private func isMissedLockedAction(
        _ gesture: Gesture,
        before: RenderedScreen,
        outcome: InteractionOutcome,
        calls: [HookCall]
    ) -> Bool {
        guard case .toggleSwitch(let row) = gesture, case .switch(let item)? = before.row(stableID: row)?.content,
            let lockedAction = item.lockedAction, outcome.activation == ActivationResult(lockedAction)
        else { return false }
        return calls.isEmpty
    }

    /// The pushed controller must be the generated controller of `target`, showing its defaults with `parameters`.
    private func checkPushed(
        _ pushed: ViewController, target: String, parameters: [String: ExpressionValue]
    ) -> [String] {
        guard let pushed = pushed as? ItemListController else {
            return ["pushed a \(type(of: pushed)), not the generated ItemListController of \(target)"]
                + log.pushFailures
        }
        do {
            let targetScreen = try ScreenCatalog.screen(named: target)
            var state = ScreenState(defaultsOf: targetScreen)
            for (name, value) in parameters { state = try state.setting(name, to: value) }
            // The pushed screen's declared functions computed as its generated code calls them, as for this one.
            state.functions = settingsModelFunctions(strings: expectations.presentationData.strings)
            let expected = ScreenRenderer.render(targetScreen, state: state)
            return compare(pushed, with: expected, expectations).lines.map { "pushed \(target): \($0)" }
        } catch {
            return ["pushed \(target): \(error)"]
        }
    }

    /// What the generated screen passes for a push of `target` that gives `given`: nothing when no `push:` of `target`
    /// in this screen has `with:` (the app's `make<Target>Controller` then takes only the context), else every field
    /// of `<Target>Parameters` — the value given, or the parameter's default (`nil` for an optional without one), as
    /// the initializer's default arguments fill them in.
    func pushedParameters(_ target: String, given: [String: ExpressionValue]) throws -> [String: ExpressionValue] {
        guard screen.screensPushedWithParameters.contains(target) else { return [:] }
        var values: [String: ExpressionValue] = [:]
        for parameter in try ScreenCatalog.screen(named: target).parameters {
            let name = parameter.name.value
            values[name] = given[name] ?? parameter.defaultValue ?? .null
        }
        return values
    }
}
