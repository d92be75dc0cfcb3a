/// A deterministic source of random numbers (SplitMix64), so a seed always gives the same screen.
struct SeededRandom {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A number in `range`.
    mutating func int(_ range: ClosedRange<Int>) -> Int {
        range.lowerBound + Int(next() % UInt64(range.count))
    }

    /// True with probability `percent` / 100.
    mutating func chance(_ percent: Int) -> Bool { int(0...99) < percent }

    mutating func pick<T>(_ items: [T]) -> T { items[int(0...items.count - 1)] }
}

/// A random screen file that lints clean, bounded in size: state, app data with a list, parameters, named
/// conditions, sections and rows of every kind, repeated rows, title and button variants, a toolbar — with long
/// names, long conditions (shared, repeated and negated, so that `if`/`else` and grouping are exercised), long texts
/// and hooks called by many rows (long doc comments).
struct RandomScreen {
    private var random: SeededRandom
    private var lines: [String] = []
    /// Lowercased; the element variables of repeated rows are taken from the start.
    private var usedIdentifiers: Set<String> = ["peer", "entity", "member"]
    /// Atoms of conditions over the screen's fields, with the field each reads.
    private var atoms: [(text: String, field: String)] = []
    private var allFields: [(name: String, atom: String)] = []
    private var stringFields: [String] = []
    private var intFields: [String] = []
    private var boolStateFields: [String] = []
    private var stringStateFields: [String] = []
    private var enumStateField: (name: String, cases: [String])?
    private var list: (name: String, element: String)?
    private var conditionPool: [String] = []
    private var hooks: [String] = []
    private var rowCount = 0

    private static let words = [
        "auto", "download", "photos", "cellular", "maximum", "size", "archive", "muted", "peer", "privacy",
        "notification", "preview", "sound", "folder", "contact", "sync", "storage", "cache", "limit", "very", "long",
        "identifier", "settings", "message", "channel", "group", "video", "quality", "badge", "account",
    ]

    /// Whether screen names and row ids may be extremely long (a screen name of up to 9 words).
    private var extremeNames = false

    /// The YAML of the screen for `seed`; `extremeNames` allows screen names of up to 9 words and row ids of up to 6.
    static func yaml(seed: UInt64, extremeNames: Bool = false) -> (name: String, text: String) {
        var screen = RandomScreen(random: SeededRandom(seed: seed))
        screen.extremeNames = extremeNames
        let name = screen.build()
        return (name, screen.lines.joined(separator: "\n") + "\n")
    }

    private init(random: SeededRandom) { self.random = random }

    // MARK: Names and texts

    private mutating func identifier(words count: ClosedRange<Int>, upper: Bool = false) -> String {
        while true {
            var name = ""
            for index in 0..<random.int(count) {
                let word = random.pick(Self.words)
                name += index == 0 && !upper ? word : word.prefix(1).uppercased() + word.dropFirst()
            }
            if usedIdentifiers.insert(name.lowercased()).inserted { return name }
        }
    }

    private mutating func sentence(_ count: ClosedRange<Int>) -> String {
        (0..<random.int(count)).map { _ in random.pick(Self.words) }.joined(separator: " ")
    }

    /// A text: a literal (short or very long, with quotes), a localization key, or an interpolation.
    private mutating func text(element: String? = nil) -> String {
        switch random.int(0...5) {
        case 0: return "{ key: \(identifier(words: 1...2, upper: true))_\(identifier(words: 1...3, upper: true)) }"
        case 1: return quoted(sentence(1...3).capitalized + " \"quoted\" and it's \\ fine")
        case 2 where !stringFields.isEmpty || !intFields.isEmpty || element != nil:
            var parts: [String] = [sentence(1...4)]
            for _ in 0..<random.int(1...3) {
                if let element, random.chance(50) {
                    parts.append("\\(\(element).title)")
                } else if !intFields.isEmpty, random.chance(50) || stringFields.isEmpty {
                    let field = random.pick(intFields)
                    parts.append("\\(\(field))")
                } else if !stringFields.isEmpty {
                    let field = random.pick(stringFields)
                    parts.append("\\(\(field))")
                }
                parts.append(sentence(0...6))
            }
            return quoted(parts.joined(separator: " "))
        default: return quoted(sentence(1...(random.chance(30) ? 40 : 5)).capitalized)
        }
    }

    /// A YAML single-quoted scalar.
    private func quoted(_ text: String) -> String { "'" + text.replacingOccurrences(of: "'", with: "''") + "'" }

    // MARK: Conditions

    /// A Bool condition of 1 to `atoms` atoms joined by `&&` and `||` (parenthesized where needed).
    private mutating func condition(atoms count: ClosedRange<Int>) -> String {
        var text = ""
        let total = random.int(count)
        var index = 0
        while index < total {
            let atom = random.pick(atoms)
            if index > 0 { text += random.chance(50) ? " && " : " || " }
            if total - index >= 2, random.chance(25) {
                let other = random.pick(atoms)
                text += "(\(atom.text) || \(other.text))"
                index += 2
            } else {
                text += atom.text
                index += 1
            }
        }
        return text
    }

    /// A condition from the screen's pool (so conditions repeat), its negation, or a new one.
    private mutating func visibleCondition() -> String {
        let base = random.pick(conditionPool)
        switch random.int(0...3) {
        case 0: return base
        case 1: return base.hasPrefix("!") ? String(base.dropFirst()) : "!(\(base))"
        case 2: return base
        default: return condition(atoms: 1...8)
        }
    }

    private func yamlCondition(_ condition: String) -> String {
        "\"" + condition.replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }

    // MARK: Declarations

    private mutating func build() -> String {
        let name = identifier(words: 1...(extremeNames && random.chance(50) ? 9 : 3), upper: true)
        lines.append("screen: \(name)")
        let titleAt = lines.count
        lines.append("state:")
        for _ in 0..<random.int(1...3) {
            let field = identifier(words: 1...4)
            lines.append("  \(field): \(random.chance(50))")
            boolStateFields.append(field)
            declare(field, atom: field)
            atoms.append(("!\(field)", field))
        }
        let count = identifier(words: 1...4)
        lines.append("  \(count): \(random.int(0...100))")
        intFields.append(count)
        declare(count, atom: "\(count) > \(random.int(0...1000))")
        let text = identifier(words: 1...4)
        lines.append("  \(text): \(quoted(sentence(0...3)))")
        stringFields.append(text)
        stringStateFields.append(text)
        declare(text, atom: "!\(text).isEmpty")
        atoms.append(("\(text).count < \(random.int(1...200))", text))
        let mode = identifier(words: 1...3)
        let cases = (0..<random.int(2...4)).map { _ in identifier(words: 1...3) }
        lines.append("  \(mode): { enum: [\(cases.joined(separator: ", "))], default: \(cases[0]) }")
        enumStateField = (mode, cases)
        declare(mode, atom: "\(mode) == .\(cases[1])")
        atoms.append(("\(mode) != .\(cases[0])", mode))
        if random.chance(50) {
            let optional = identifier(words: 1...3)
            lines.append("  \(optional): { type: 'String?', default: null }")
            declare(optional, atom: "\(optional) == nil")
        }
        if random.chance(60) {
            lines.append("data:")
            let flag = identifier(words: 1...3)
            lines.append("  \(flag): true")
            declare(flag, atom: flag)
            let items = identifier(words: 1...2) + "Items"
            let element = identifier(words: 1...2, upper: true) + "Entity"
            lines.append("  \(items):")
            lines.append("    list: { id: Int, title: String, flag: Bool, kind: { enum: [alpha, beta] } }")
            lines.append("    element: \(element)")
            list = (items, element)
            declare(items, atom: "!\(items).isEmpty")
            atoms.append(("\(items).count > \(random.int(1...9))", items))
        }
        if random.chance(40) {
            lines.append("parameters:")
            let limit = identifier(words: 1...3)
            lines.append("  \(limit): \(random.int(1...50))")
            intFields.append(limit)
            declare(limit, atom: "\(limit) >= \(random.int(1...50))")
        }
        conditionPool = (0..<random.int(2...4)).map { _ in condition(atoms: 1...(random.chance(30) ? 10 : 3)) }
        if random.chance(60) {
            lines.append("conditions:")
            for _ in 0..<random.int(1...3) {
                let named = identifier(words: 2...5)
                lines.append("  \(named): \(yamlCondition(condition(atoms: 1...10)))")
                conditionPool.append(named)
                declare(named, atom: named)
            }
        }
        hooks = (0..<random.int(1...3)).map { _ in "open" + identifier(words: 1...6, upper: true) }
        lines.insert(contentsOf: titleLines(), at: titleAt)
        navigation()
        lines.append("sections:")
        for _ in 0..<random.int(1...6) { section() }
        usageSection()
        return name
    }

    private mutating func declare(_ field: String, atom: String) {
        allFields.append((field, atom))
        atoms.append((atom, field))
    }

    private mutating func titleLines() -> [String] {
        guard random.chance(40) else { return ["title: \(text())"] }
        return [
            "title:", "  - when: \(yamlCondition(visibleCondition()))", "    text: \(text())", "  - text: \(text())",
        ]
    }

    private mutating func navigation() {
        lines.append("navigationBar:")
        lines.append("  right:")
        if random.chance(40) {
            lines.append("    - when: \(yamlCondition(visibleCondition()))")
            lines.append("      title: \(text())")
            lines.append("      style: bold")
            lines.append("      action: \(random.pick(hooks))")
            lines.append("    - title: { key: Common_Done }")
            lines.append("      enabled: \(yamlCondition(visibleCondition()))")
            lines.append("      action: \(random.pick(hooks))")
        } else {
            lines.append("    title: { key: Common_Done }")
            lines.append("    enabled: \(yamlCondition(visibleCondition()))")
            lines.append("    action: \(random.pick(hooks))")
        }
        if random.chance(40) {
            lines.append("toolbar:")
            for _ in 0..<random.int(1...3) {
                lines.append("  - title: \(text())")
                lines.append("    enabled: \(yamlCondition(visibleCondition()))")
                lines.append("    action: \(random.pick(hooks))")
            }
        }
    }

    // MARK: Sections and rows

    private mutating func section() {
        lines.append("  - id: \(identifier(words: 1...5))")
        if random.chance(50) { lines.append("    visible: \(yamlCondition(visibleCondition()))") }
        if random.chance(50) { lines.append("    header: \(text())") }
        if random.chance(40) { lines.append("    footer: \(text())") }
        lines.append("    rows:")
        // Runs of rows with the same condition, the opposite one, or none.
        var shared: String? = nil
        for _ in 0..<random.int(1...8) {
            switch random.int(0...4) {
            case 0: shared = visibleCondition()
            case 1: shared = shared.map { $0.hasPrefix("!(") ? String($0.dropFirst(2).dropLast()) : "!(\($0))" }
            case 2: shared = nil
            default: break
            }
            if let list, random.chance(20) {
                repeatedRow(list)
            } else {
                row(visible: shared)
            }
        }
    }

    private mutating func rowHeader(_ kind: String, visible: String?) {
        rowCount += 1
        lines.append("      - id: \(identifier(words: 1...(extremeNames ? 6 : 4)))Row\(rowCount)")
        lines.append("        item: \(kind)")
        if let visible { lines.append("        visible: \(yamlCondition(visible))") }
    }

    private mutating func maybe(_ key: String, _ percent: Int = 40) {
        if random.chance(percent) { lines.append("        \(key): \(yamlCondition(visibleCondition()))") }
    }

    private mutating func row(visible: String?) {
        switch random.int(0...10) {
        case 0:
            rowHeader("switch", visible: visible)
            lines.append("        title: \(text())")
            let field = random.pick(boolStateFields)
            lines.append("        bind: \(field)")
            maybe("enabled")
            if random.chance(30) {
                maybe("locked", 100)
                lines.append("        lockedAction: \(random.pick(hooks))")
            }
        case 1:
            rowHeader("disclosure", visible: visible)
            lines.append("        title: \(text())")
            if random.chance(60) { lines.append("        label: \(text())") }
            maybe("enabled", 30)
            lines.append("        action: \(random.pick(hooks))")
        case 2:
            rowHeader("action", visible: visible)
            lines.append("        title: \(text())")
            if random.chance(30) { lines.append("        kind: destructive") }
            maybe("enabled")
            lines.append("        action: \(random.pick(hooks))")
        case 3:
            let field = enumStateField!
            rowHeader("checkbox", visible: visible)
            lines.append("        title: \(text())")
            lines.append("        bind: \(field.name)")
            lines.append("        selects: \(random.pick(field.cases))")
        case 4:
            rowHeader("singleLineInput", visible: visible)
            let field = random.pick(stringStateFields)
            lines.append("        bind: \(field)")
            lines.append("        placeholder: \(text())")
            maybe("enabled", 30)
        case 5:
            rowHeader("multilineInput", visible: visible)
            let field = random.pick(stringStateFields)
            lines.append("        bind: \(field)")
            lines.append("        placeholder: \(text())")
        case 6:
            rowHeader("textWithLabel", visible: visible)
            lines.append("        label: \(text())")
            lines.append("        text: \(text())")
        case 7:
            rowHeader("activityText", visible: visible)
            lines.append("        text: \(text())")
            maybe("activity", 100)
        case 8:
            rowHeader("checkbox", visible: visible)
            lines.append("        title: \(text())")
            maybe("checked", 100)
            lines.append("        action: \(random.pick(hooks))")
        case 9:
            rowHeader("info", visible: visible)
            lines.append("        title: \(text())")
            lines.append("        text: \(text())")
        default:
            rowHeader("text", visible: visible)
            lines.append("        text: \(text())")
        }
    }

    private mutating func repeatedRow(_ list: (name: String, element: String)) {
        let element = random.pick(["peer", "entity", "member"])
        rowCount += 1
        lines.append("      - id: \(identifier(words: 1...4))Row\(rowCount)")
        lines.append("        forEach: \(element) in \(list.name)")
        if random.chance(50) {
            lines.append("        item: disclosure")
            lines.append("        title: \(text(element: element))")
            lines.append("        action: open\(list.element)")
        } else {
            lines.append("        item: switch")
            lines.append("        title: \(text(element: element))")
            lines.append("        bind: \(element).flag")
        }
        switch random.int(0...3) {
        case 0: lines.append("        visible: \(element).kind == .alpha || \(element).flag")
        case 1: lines.append("        visible: \(yamlCondition(visibleCondition()))")
        default: break
        }
        if random.chance(40) { lines.append("        enabled: \(element).flag") }
    }

    /// A last section whose row reads every declared field in one long condition, so that no declaration is unused
    /// whatever the random rows read.
    private mutating func usageSection() {
        lines.append("  - id: \(identifier(words: 1...3))Usage")
        lines.append("    rows:")
        rowCount += 1
        lines.append("      - id: usageRow\(rowCount)")
        lines.append("        item: text")
        lines.append("        text: \(text())")
        lines.append("        visible: \(yamlCondition(allFields.map(\.atom).joined(separator: " || ")))")
    }
}
