import ScreenIR
import ScreenRuntime
import ScreencTestSupport

extension SeededGenerator {
    /// A generator for one (screen, seed) pair: the seed mixed with an FNV-1a hash of the name.
    init(seed: UInt64, salt: String) {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        for byte in salt.utf8 {
            hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3
        }
        self.init(seed: seed ^ hash)
    }
}

/// Random gestures on what a screen currently shows, and random texts for its inputs.
enum RandomGestures {
    /// Picks one gesture among everything the screen offers in this rendering: every shown row can be tapped;
    /// switches toggled; expandable switches toggled, expanded and their sub-items tapped; inputs edited and
    /// submitted; info rows closed; title segments picked; navigation buttons and toolbar actions tapped.
    /// Toggles and edits are offered more than once, so walks change the state often. Rows with `reorder:` are
    /// dragged up and down. With `isVisible` (whether
    /// the controller is on screen now) the controller also appears or disappears now and then; with `loadsMore`
    /// (the screen has `loadMore:`) the list is scrolled near its end or away from it.
    static func pick(
        on screen: RenderedScreen,
        isVisible: Bool? = nil,
        loadsMore: Bool = false,
        using generator: inout SeededGenerator
    ) -> Gesture {
        var options: [(inout SeededGenerator) -> Gesture] = []
        for row in screen.rows {
            let id = row.stableID
            options.append { _ in .tapRow(row: id) }
            switch row.content {
            case .switch:
                options += Array(repeating: { _ in .toggleSwitch(row: id) }, count: 3)
            case .expandableSwitch(let item):
                options += Array(repeating: { _ in .toggleSwitch(row: id) }, count: 2)
                options.append { _ in .tapRow(row: id) }
                for index in item.subItems.indices {
                    options.append { _ in .tapSubItem(row: id, index: index) }
                }
            case .singleLineInput(let item):
                let (current, limit) = (item.text, item.limit)
                options += Array(
                    repeating: { generator in
                        .editText(row: id, text: text(editing: current, limit: limit, using: &generator))
                    },
                    count: 3
                )
                options.append { _ in .submitInput(row: id) }
            case .multilineInput(let item):
                let (current, limit) = (item.text, item.limit)
                options += Array(
                    repeating: { generator in
                        .editText(row: id, text: text(editing: current, limit: limit, using: &generator))
                    },
                    count: 3
                )
            case .info(let item):
                options.append { _ in .closeInfo(row: id) }
                options += linkTaps(row: id, item.text, item.format)
            case .text(let item):
                options += linkTaps(row: id, item.text, item.format)
            case .activityText(let item):
                options += linkTaps(row: id, item.text, .markdown)
            case .sectionHeader:
                options.append { _ in .tapHeaderAction(row: id) }
            case .checkbox:
                options.append { _ in .tapRow(row: id) }
            case .described(let item) where item.peerEditing != nil:
                // A removable row (a peer row, a removable custom item): its own protocol, not the generic hook call.
                options += [
                    { _ in .revealPeerOptions(row: id) }, { _ in .closePeerOptions(row: id) }, { _ in .tapRow(row: id) },
                ]
                if let choices = item.revealOptions {
                    options += choices.indices.map { index in { _ in .chooseRevealOption(row: id, index: index) } }
                } else {
                    options.append { _ in .removePeer(row: id) }
                }
                // Dragging it by its grip (when it has one): a place or two up or down, past the list's ends too.
                if item.peerEditing?.canBeReordered == true {
                    options += [-2, -1, 1, 2].map { offset in { _ in .moveRow(row: id, by: offset) } }
                    options.append { _ in .dropRow(row: id) }
                }
                // A peer row's standard switch (the check styles are changed by the row's tap).
                if case .bool(let on)? = item.value(of: "switchValue"), case .hook? = item.value(of: "toggle"),
                    item.value(of: "switchStyle").map({ $0 == .enumCase("standard") }) ?? true
                {
                    options.append { _ in .callDescribedHook(row: id, key: "toggle", payload: [.bool(!on)]) }
                }
            case .described(let item):
                for (key, value) in item.values {
                    switch value {
                    case .bound:
                        guard case .binding(let type)? = item.description.key(named: key)?.kind else { continue }
                        options += Array(
                            repeating: { generator in
                                .setDescribedValue(
                                    row: id, key: key, to: RandomValues.value(of: type.expressionType, using: &generator))
                            }, count: 2)
                    case .hook:
                        // A `change` hook is reached through the setter of the value it reports.
                        guard let described = item.description.key(named: key), !described.reportsChange,
                            case .hook(let payload) = described.kind
                        else { continue }
                        options.append { generator in
                            let values = payload.map { RandomValues.value(of: $0.expressionType, using: &generator) }
                            return Gesture.callDescribedHook(row: id, key: key, payload: values)
                        }
                    default: continue
                    }
                }
            case .disclosure, .action, .textWithLabel, .multilineText, .placeholder:
                break
            }
        }
        for index in screen.title.choices.indices {
            options += Array(repeating: { _ in .selectSegment(index) }, count: 2)
        }
        for position in NavigationButtonPosition.allCases where screen.navigationBar[position] != nil {
            options.append { _ in .tapNavigationButton(position) }
        }
        for index in screen.toolbar.indices {
            options.append { _ in .tapToolbarAction(index) }
        }
        if loadsMore {
            options.append { generator in .scroll(offset: [0, 20, 200].randomElement(using: &generator)!) }
        }
        if isVisible == true {
            // Dragging the list: the screen's `beganInteractiveDragging` hook, or nothing when it has none.
            options.append { _ in .beginDragging }
        }
        if let isVisible {
            options.append { generator in
                let animated = Bool.random(using: &generator)
                guard isVisible else { return .appear(animated: animated) }
                return Bool.random(using: &generator) ? .pop(animated: animated) : .disappear(animated: animated)
            }
        }
        let choice = Int.random(in: 0..<options.count, using: &generator)
        return options[choice](&generator)
    }

    /// A tap on each link of a markdown text (targets read from the text as written; a localized text, whose
    /// string the walk does not know, gets one tap with an empty target, as `[text]()` passes).
    private static func linkTaps(
        row: RowID, _ text: DisplayText, _ format: TextFormat
    ) -> [(inout SeededGenerator) -> Gesture] {
        guard format == .markdown else { return [] }
        var targets = MarkdownLinks.links(in: text.fallback).map(\.target)
        if case .localized = text.source { targets = [""] }
        return targets.map { target in { _ in .tapLink(row: row, target: target) } }
    }

    static let words = [
        "proxy", "example.com", "443", "Anna", "anna_k", "Work", "hello world", "Zoë", "Café Noir", "\"quoted\"",
        "back\\slash", "\\(no)", "#tag", "line\nbreak", "tab\there", "a", "12345",
    ]
    static let emoji: [Character] = ["👍🏽", "👨‍👩‍👧‍👦", "🇺🇦", "😺", "☕", "🏳️‍🌈", "💼", "1️⃣"]
    static let cjk: [Character] = ["家", "族", "中", "文", "お", "は", "よ", "う", "한", "국", "漢", "字"]
    static let ascii: [Character] = Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789 .-_@")

    /// A new text for an input that holds `current`: empty, typing on, deleting, words, emoji (ZWJ sequences, flags,
    /// keycaps), CJK, mixtures, and texts at, just under and just over `limit` (or long when there is none).
    static func text(editing current: String, limit: Int?, using generator: inout SeededGenerator) -> String {
        func characters(_ count: Int, from pool: [Character]) -> String {
            String((0..<count).map { _ in pool.randomElement(using: &generator)! })
        }
        let mixed = ascii + emoji + cjk
        switch Int.random(in: 0..<10, using: &generator) {
        case 0:
            return ""
        case 1:
            return current + characters(Int.random(in: 1...3, using: &generator), from: mixed)
        case 2:
            return String(current.dropLast(Int.random(in: 1...3, using: &generator)))
        case 3:
            return (0..<Int.random(in: 1...3, using: &generator)).map { _ in words.randomElement(using: &generator)! }
                .joined(separator: " ")
        case 4:
            return characters(Int.random(in: 1...6, using: &generator), from: emoji)
        case 5:
            return characters(Int.random(in: 1...8, using: &generator), from: cjk)
        case 6:
            return words.randomElement(using: &generator)!
                + characters(Int.random(in: 1...4, using: &generator), from: mixed)
        default:
            let length =
                if let limit {
                    limit + Int.random(in: -1...3, using: &generator)
                } else {
                    Int.random(in: 40...120, using: &generator)
                }
            return characters(max(length, 0), from: mixed)
        }
    }
}
