import Foundation

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
/// names, long conditions (shared, repeated and negated, so that `if`/`else` and grouping are exercised), long texts,
/// computed texts (`if` and `switch` nested in each other, formatted keys with many arguments, plural keys, number
/// formats), long member paths on list elements (`entity.someLongFieldName.count`), rows whose entries carry many
/// values, and hooks called by many rows (long doc comments).
public struct RandomScreen {
    private var random: SeededRandom
    /// A second stream for what was added later (computed texts, more fields, long element fields), so that the
    /// first one — and the layouts its screens reach — stays as it was.
    private var extra: SeededRandom
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
    /// An optional String state field, read as `field ?? "…"`.
    private var optionalStringField: String?
    private var list: (name: String, element: String)?
    /// The long String field of the list's elements (`entity.<field>`).
    private var elementTextField = ""
    /// The member path of a declared type's data field, the app's function and the reusable text, when declared.
    private var declarations: (path: String, function: String, text: String)?
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
    public static func yaml(seed: UInt64, extremeNames: Bool = false) -> (name: String, text: String) {
        var screen = RandomScreen(seed: seed)
        screen.extremeNames = extremeNames
        let name = screen.build()
        return (name, screen.lines.joined(separator: "\n") + "\n")
    }

    private init(seed: UInt64) {
        self.random = SeededRandom(seed: seed)
        self.extra = SeededRandom(seed: seed ^ 0x5EED_C0DE)
    }

    /// Runs `body` with the second stream as `random`.
    private mutating func usingExtraStream<T>(_ body: (inout RandomScreen) -> T) -> T {
        swap(&random, &extra)
        defer { swap(&random, &extra) }
        return body(&self)
    }

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

    /// Where a text is shown: what computed forms it may take.
    enum TextPlace {
        /// Only literals, keys and interpolations.
        case plain
        /// Also `if` and `if: let` choices, `switch` choices (a function of the file for a title, button or toolbar
        /// text), formatted and plural keys and number formats (titles, buttons, headers).
        case choices
        /// The same forms in a row, whose `item(…)` computes them.
        case row
    }

    /// A text: a literal (short or very long, with quotes), a localization key, or an interpolation; where `place`
    /// allows, sometimes a computed text (`computedText`).
    private mutating func text(element: String? = nil, place: TextPlace = .plain, depth: Int = 2) -> String {
        let plain = plainText(element: element)
        guard place != .plain else { return plain }
        return usingExtraStream { screen in
            screen.random.chance(45) ? screen.computedText(element: element, place: place, depth: depth) : plain
        }
    }

    /// An `if`, `if: let` or `switch` choice between texts (nested up to `depth`), a formatted key with up to 8 arguments, a
    /// plural key, or an interpolation with number formats.
    private mutating func computedText(element: String?, place: TextPlace, depth: Int) -> String {
        switch random.int(0...4) {
        case 0 where depth > 0 && element == nil && optionalStringField != nil && random.chance(25):
            // `if: let`: statements in `item(…)`, a function of the file for a title, button or toolbar text.
            let optional = optionalStringField!
            let then = quoted("\(sentence(0...3)) \\(\(optional)) \(sentence(0...6))")
            return "{ if: let \(optional), then: \(then), else: \(text(place: place, depth: depth - 1)) }"
        case 0 where depth > 0:
            let condition = element.map { elementCondition($0) } ?? condition(atoms: 1...6)
            let then = text(element: element, place: place, depth: depth - 1)
            let otherwise = text(element: element, place: place, depth: depth - 1)
            return "{ if: \(yamlCondition(condition)), then: \(then), else: \(otherwise) }"
        case 1 where depth > 0:
            let (subject, cases): (String, [String]) =
                if let element, random.chance(40) { ("\(element).kind", ["alpha", "beta"]) } else {
                    (enumStateField!.name, enumStateField!.cases)
                }
            let listed = random.chance(50) ? cases : Array(cases.prefix(max(1, cases.count - 1)))
            let entries = listed.map { "\($0): \(text(element: element, place: place, depth: depth - 1))" }
            let fallback = listed.count < cases.count ? ", default: \(text(element: element, place: place, depth: depth - 1))" : ""
            return "{ switch: \(subject), cases: { \(entries.joined(separator: ", ")) }\(fallback) }"
        case 2:
            let arguments = (0..<random.int(1...8)).map { _ in random.chance(50) ? intValue(element) : stringValue(element) }
            let key = "\(identifier(words: 1...2, upper: true))_\(identifier(words: 1...3, upper: true))"
            return "{ key: \(key), args: [\(arguments.map(yamlCondition).joined(separator: ", "))] }"
        case 3 where declarations != nil && random.chance(50):
            let (_, function, text) = declarations!
            let (value, label) = (intValue(element), stringValue(element))
            return random.chance(50)
                ? "{ call: \(text), args: { value: \(yamlCondition(value)), label: \(yamlCondition(label)) } }"
                : quoted("\(sentence(0...2)) \\(\(function)(value: \(value), label: \(label))) \(sentence(0...2))")
        case 3:
            let key = "\(identifier(words: 1...2, upper: true))_\(identifier(words: 1...3, upper: true))"
            return "{ key: \(key), count: \(yamlCondition(intValue(element))) }"
        default:
            var parts: [String] = [sentence(0...3)]
            for _ in 0..<random.int(1...6) {
                let format = random.pick(["bytes", "count", ""])
                parts.append(format.isEmpty ? "\\(\(stringValue(element)))" : "\\(\(intValue(element)), format: \(format))")
                parts.append(sentence(0...4))
            }
            return quoted(parts.joined(separator: " "))
        }
    }

    /// An Int expression: a field, a String's count, an element's id or a member path's count.
    private mutating func intValue(_ element: String?) -> String {
        if let element, random.chance(40) {
            return random.chance(50) ? "\(element).id" : "\(element).\(elementTextField).count"
        }
        return random.chance(70) ? random.pick(intFields) : "\(random.pick(stringFields)).count"
    }

    /// A String expression: a field, an optional field with a fallback, an element's field.
    private mutating func stringValue(_ element: String?) -> String {
        if let element, random.chance(40) {
            return random.chance(50) ? "\(element).title" : "\(element).\(elementTextField)"
        }
        if let optional = optionalStringField, random.chance(30) { return "\(optional) ?? \"none\"" }
        return random.pick(stringFields)
    }

    /// A condition over a repeated row's element and the screen's fields, with long member paths.
    private mutating func elementCondition(_ element: String) -> String {
        var parts = [
            random.pick([
                "\(element).flag", "\(element).kind == .beta", "\(element).\(elementTextField).count > \(random.int(1...99))",
                "!\(element).\(elementTextField).isEmpty", "\(element).title.count < \(random.int(1...99))",
            ])
        ]
        if random.chance(50) { parts.append(condition(atoms: 1...3)) }
        return parts.joined(separator: random.chance(50) ? " && " : " || ")
    }

    /// A text where a mapping means more than a text (a title, a header, a footer): a computed one as `{ text: … }`.
    private func asMapping(_ text: String) -> String {
        text.hasPrefix("{") && !text.hasPrefix("{ key: ") || text.hasPrefix("{ key: ") && text.contains(", ")
            ? "{ text: \(text) }" : text
    }

    /// A text without computed forms.
    private mutating func plainText(element: String?) -> String {
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
            optionalStringField = optional
        }
        // More Ints and Strings, so that texts read many values (entries with many payload values).
        usingExtraStream { $0.moreFields() }
        if random.chance(60) {
            lines.append("data:")
            let flag = identifier(words: 1...3)
            lines.append("  \(flag): true")
            declare(flag, atom: flag)
            let items = identifier(words: 1...2) + "Items"
            let element = identifier(words: 1...2, upper: true) + "Entity"
            lines.append("  \(items):")
            elementTextField = usingExtraStream { $0.identifier(words: 3...6) }
            lines.append(
                "    list: { id: Int, title: String, flag: Bool, kind: { enum: [alpha, beta] }, \(elementTextField): String }")
            lines.append("    element: \(element)")
            list = (items, element)
            declare(items, atom: "!\(items).isEmpty")
            atoms.append(("\(items).count > \(random.int(1...9))", items))
            usingExtraStream { $0.appDeclarations(inDataBlock: true) }
        } else {
            usingExtraStream { $0.appDeclarations(inDataBlock: false) }
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

    /// Sometimes the app's declarations: three nested struct types read through a long member path
    /// (`settings.someGroup.someOption.limit`) by a data field, a function of the app with several parameters, and a
    /// reusable text that calls it; `inDataBlock` says whether the `data:` block is open (the field goes there).
    private mutating func appDeclarations(inDataBlock: Bool) {
        guard random.chance(50) else { return }
        let prefix = identifier(words: 1...2, upper: true)
        // Suffixes that are not among `words`, so that no other name can be one of these.
        let (outer, group, option) = (prefix + "Model", prefix + "Branch", prefix + "Leaf")
        let field = identifier(words: 1...2) + "Model"
        let (groupMember, optionMember) = (identifier(words: 2...4), identifier(words: 2...4))
        if !inDataBlock { lines.append("data:") }
        lines.append("  \(field): { type: \(outer), sample: {} }")
        lines += [
            "types:",
            "  \(outer): { module: TelegramCore, members: { \(groupMember): \(group) } }",
            "  \(group): { module: TelegramCore, members: { \(optionMember): \(option) } }",
            "  \(option): { module: TelegramCore, members: { enabled: Bool, limit: Int, title: String } }",
        ]
        let path = "\(field).\(groupMember).\(optionMember)"
        let function = identifier(words: 2...4) + "String"
        let text = identifier(words: 2...4) + "Label"
        lines += [
            "functions:",
            "  \(function):",
            "    module: TelegramStringFormatting",
            "    parameters: [strings, value: Int, label: String, \(identifier(words: 2...3)): { type: Bool, default: true }]",
            "texts:",
            "  \(text):",
            "    parameters: { value: Int, label: String }",
            "    text:",
            "      if: value > \(random.int(1...99))",
            "      then: { call: \(function), args: { value: value, label: label } }",
            "      else: \(quoted(sentence(1...4)))",
        ]
        declarations = (path, function, text)
        allFields.append((field, "\(path).enabled"))
        atoms.append(("\(path).limit > \(random.int(1...99))", field))
        atoms.append(("!\(path).title.isEmpty", field))
        intFields.append("\(path).limit")
        stringFields.append("\(path).title")
    }

    /// More Ints and Strings in the state, read by texts (entries with many payload values) and by the usage row.
    private mutating func moreFields() {
        for _ in 0..<random.int(0...3) {
            let field = identifier(words: 1...4)
            if random.chance(50) {
                lines.append("  \(field): \(random.int(0...100))")
                intFields.append(field)
                allFields.append((field, "\(field) > \(random.int(0...100))"))
            } else {
                lines.append("  \(field): \(quoted(sentence(0...3)))")
                stringFields.append(field)
                allFields.append((field, "!\(field).isEmpty"))
            }
        }
    }

    private mutating func declare(_ field: String, atom: String) {
        allFields.append((field, atom))
        atoms.append((atom, field))
    }

    private mutating func titleLines() -> [String] {
        guard random.chance(40) else { return ["title: \(asMapping(text(place: .choices)))"] }
        return [
            "title:", "  - when: \(yamlCondition(visibleCondition()))", "    text: \(text(place: .choices))", "  - text: \(text(place: .choices))",
        ]
    }

    private mutating func navigation() {
        lines.append("navigationBar:")
        lines.append("  right:")
        if random.chance(40) {
            lines.append("    - when: \(yamlCondition(visibleCondition()))")
            lines.append("      title: \(text(place: .choices))")
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
                lines.append("  - title: \(text(place: .choices))")
                lines.append("    enabled: \(yamlCondition(visibleCondition()))")
                lines.append("    action: \(random.pick(hooks))")
            }
        }
    }

    // MARK: Sections and rows

    private mutating func section() {
        lines.append("  - id: \(identifier(words: 1...5))")
        if random.chance(50) { lines.append("    visible: \(yamlCondition(visibleCondition()))") }
        if random.chance(50) { lines.append("    header: \(asMapping(text(place: .choices)))") }
        if random.chance(40) { lines.append("    footer: \(asMapping(text(place: .choices)))") }
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
            lines.append("        title: \(text(place: .row))")
            let field = random.pick(boolStateFields)
            lines.append("        bind: \(field)")
            maybe("enabled")
            if random.chance(30) {
                maybe("locked", 100)
                lines.append("        lockedAction: \(random.pick(hooks))")
            }
        case 1:
            rowHeader("disclosure", visible: visible)
            lines.append("        title: \(text(place: .row))")
            if random.chance(60) { lines.append("        label: \(text(place: .row))") }
            maybe("enabled", 30)
            lines.append("        action: \(random.pick(hooks))")
        case 2:
            rowHeader("action", visible: visible)
            lines.append("        title: \(text(place: .row))")
            if random.chance(30) { lines.append("        kind: destructive") }
            maybe("enabled")
            lines.append("        action: \(random.pick(hooks))")
        case 3:
            let field = enumStateField!
            rowHeader("checkbox", visible: visible)
            lines.append("        title: \(text(place: .row))")
            lines.append("        bind: \(field.name)")
            lines.append("        selects: \(random.pick(field.cases))")
        case 4:
            rowHeader("singleLineInput", visible: visible)
            let field = random.pick(stringStateFields)
            lines.append("        bind: \(field)")
            lines.append("        placeholder: \(text(place: .choices))")
            maybe("enabled", 30)
        case 5:
            rowHeader("multilineInput", visible: visible)
            let field = random.pick(stringStateFields)
            lines.append("        bind: \(field)")
            lines.append("        placeholder: \(text(place: .choices))")
        case 6:
            rowHeader("textWithLabel", visible: visible)
            lines.append("        label: \(text(place: .row))")
            lines.append("        text: \(text(place: .row))")
        case 7:
            rowHeader("activityText", visible: visible)
            lines.append("        text: \(text(place: .row))")
            maybe("activity", 100)
        case 8:
            rowHeader("checkbox", visible: visible)
            lines.append("        title: \(text(place: .row))")
            maybe("checked", 100)
            lines.append("        action: \(random.pick(hooks))")
        case 9:
            rowHeader("info", visible: visible)
            lines.append("        title: \(text(place: .row))")
            lines.append("        text: \(text(place: .row))")
        default:
            rowHeader("text", visible: visible)
            lines.append("        text: \(text(place: .row))")
        }
    }

    private mutating func repeatedRow(_ list: (name: String, element: String)) {
        let element = random.pick(["peer", "entity", "member"])
        rowCount += 1
        lines.append("      - id: \(identifier(words: 1...4))Row\(rowCount)")
        lines.append("        forEach: \(element) in \(list.name)")
        if random.chance(50) {
            lines.append("        item: disclosure")
            lines.append("        title: \(text(element: element, place: .row))")
            lines.append("        action: open\(list.element)")
        } else {
            lines.append("        item: switch")
            lines.append("        title: \(text(element: element, place: .row))")
            lines.append("        bind: \(element).flag")
        }
        switch random.int(0...3) {
        case 0: lines.append("        visible: \(element).kind == .alpha || \(element).flag")
        case 1: lines.append("        visible: \(yamlCondition(visibleCondition()))")
        default:
            // Long member paths on the element, in what used to be a row without `visible`.
            if let condition = usingExtraStream({ $0.random.chance(50) ? $0.elementCondition(element) : nil }) {
                lines.append("        visible: \(yamlCondition(condition))")
            }
        }
        if random.chance(40) {
            let condition = usingExtraStream { $0.random.chance(50) ? nil : $0.elementCondition(element) }
            lines.append("        enabled: \(condition.map(yamlCondition) ?? "\(element).flag")")
        }
    }

    /// A last section whose row reads every declared field in one long condition, so that no declaration is unused
    /// whatever the random rows read.
    private mutating func usageSection() {
        lines.append("  - id: \(identifier(words: 1...3))Usage")
        lines.append("    rows:")
        rowCount += 1
        lines.append("      - id: usageRow\(rowCount)")
        lines.append("        item: text")
        lines.append("        text: \(text(place: .row))")
        lines.append("        visible: \(yamlCondition(allFields.map(\.atom).joined(separator: " || ")))")
        if let declarations {
            // The reusable text (and so the function) is used at least once.
            rowCount += 1
            lines.append("      - id: usageRow\(rowCount)")
            lines.append("        item: text")
            let arguments = "{ value: \(yamlCondition(random.pick(intFields))), label: \(yamlCondition(random.pick(stringFields))) }"
            lines.append("        text: { call: \(declarations.text), args: \(arguments) }")
        }
    }
}
