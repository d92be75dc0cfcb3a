import ScreenDiagnostics

extension ScreenValidator {
    // MARK: Generated names

    /// The names the generated file declares must not hide what it uses, nor each other: the screen's top-level types
    /// and functions (`<Screen>State`, `<Screen>Entry`, `<screen>Controller`, …, with the prefix and suffix of
    /// `naming`) are not types or functions of the imported modules; the types nested in its structs (enums made
    /// from fields, list elements) are neither those, nor the standard library's types, nor the screen's own
    /// top-level names; and within one struct (`<Screen>State`, `<Screen>Data`, `<Screen>Parameters`, a list's
    /// element) no nested type has the name of another member — `mode` and `Mode` as enums both make `Mode`, and an
    /// enum `mode` beside a field `Mode` makes a type and a property of one name. Each struct's names are collected
    /// once, in a set: linear in the number of fields.
    func checkGeneratedNames() {
        let screenName = screen.name.value
        let stem = naming.stem(screenName)
        let fileName = GeneratedNames.fileName(screen: screenName)
        if fileName.utf8.count > GeneratedNames.maximumFileNameBytes {
            // `compile` could not write the file: an error here, so that lint says what compile would find.
            let shown = screenName.count > 40 ? "\(screenName.prefix(32))…" : screenName
            sink.report(
                .invalidScreenName,
                "screen name `\(shown)` is \(screenName.utf8.count) bytes long: too long for the name of its generated "
                    + "file, `<screen name>.swift`, which file systems limit to "
                    + "\(GeneratedNames.maximumFileNameBytes) bytes",
                at: screen.name.span,
                notes: [
                    "screen names of up to \(GeneratedNames.maximumFileNameBytes - ".swift".utf8.count) bytes have a "
                        + "file name that fits; names longer than \(GeneratedNames.maximumStemLength) characters are "
                        + "already a `long-name` warning"
                ],
                help: "use a shorter screen name")
        } else if stem.count > GeneratedNames.maximumStemLength {
            let longest = GeneratedNames.name(.arguments, stem: stem)
            let affixes = naming.prefix.isEmpty && naming.suffix.isEmpty ? "" : " with its prefix and suffix"
            sink.report(
                .longName,
                "screen name `\(screenName)`\(affixes) is \(stem.count) characters long, so its generated types are "
                    + "longer still (`\(longest)`)",
                at: screen.name.span,
                notes: [
                    "generated code is laid out as `swift format` lays it out, within 120 columns, for names of up to "
                        + "\(GeneratedNames.maximumStemLength) characters"
                ],
                help: "use a shorter screen name")
        }
        // Eleven names, looked up a few times per screen: a list is cheaper than hashing them into a set.
        var topLevel: [String] = []
        var clashes: [String] = []
        for role in GeneratedNames.Role.allCases {
            let name = GeneratedNames.name(role, stem: stem)
            topLevel.append(name)
            if ReservedNames.importedNames.contains(name) { clashes.append("the \(role.rawValue) `\(name)`") }
        }
        if !clashes.isEmpty {
            let alternative = Self.freeScreenName(screenName, naming: naming)
            sink.report(
                .generatedNameClash,
                "screen name `\(screenName)` makes generated names that hide names the generated file imports: "
                    + clashes.joined(separator: ", "),
                at: screen.name.span,
                notes: ["the generated file would use its own declaration where it means the imported one, and not compile"],
                help: "rename the screen, for example to `\(alternative)`, or compile with `--name-prefix` or "
                    + "`--name-suffix`",
                fixIt: Diagnostic.FixIt(span: screen.name.span, replacement: alternative))
        }
        let hidden = HiddenNames(topLevel: topLevel)
        let names = (
            state: GeneratedNames.name(.state, stem: stem), data: GeneratedNames.name(.data, stem: stem),
            parameters: GeneratedNames.name(.parameters, stem: stem)
        )
        var state = StructMembers(owner: names.state, hidden: hidden, capacity: screen.state.count)
        for field in screen.state {
            state.add(field.name, enumType: field.type.isEnumeration ? field.enumTypeName : nil, kind: .field, into: sink)
        }
        var parameters = StructMembers(owner: names.parameters, hidden: hidden, capacity: screen.parameters.count)
        for parameter in screen.parameters {
            // A parameter is also an argument of the controller factory, whose body names the imported and
            // standard types and functions and the screen's own.
            if hidden.contains(parameter.name.value) {
                sink.report(
                    .generatedNameClash,
                    "parameter `\(parameter.name.value)` hides `\(parameter.name.value)`, which the generated controller factory uses",
                    at: parameter.name.span,
                    notes: ["a parameter is an argument of `\(GeneratedNames.name(.factory, stem: stem))(context:…)`"],
                    help: "rename it, for example to `\(GeneratedNames.lowerFirst(parameter.name.value))Value`")
            }
            parameters.add(
                parameter.name, enumType: parameter.type.isEnumeration ? parameter.enumTypeName : nil, kind: .parameter,
                into: sink)
        }
        var data = StructMembers(
            owner: names.data, hidden: hidden, reportsTypeDuplicates: false, capacity: screen.data.count)
        for field in screen.data {
            data.add(field.name, enumType: field.type.isEnumeration ? field.enumTypeName : nil, kind: .field, into: sink)
            guard let list = field.listType else { continue }
            data.addType(list.element, kind: "list element", source: list.element.value, into: sink)
            var element = StructMembers(
                owner: names.data + "." + list.element.value, hidden: hidden, capacity: list.fields.count)
            for recordField in list.fields {
                element.add(
                    recordField.name, enumType: recordField.type.isEnumeration ? recordField.enumTypeName : nil,
                    kind: .field, into: sink)
            }
        }
        // An element variable is a local of the entries function and of `item(presentationData:arguments:)`, where
        // the generated code names imported and standard types and functions, and the screen's own.
        for section in screen.sections {
            for row in section.rows {
                // A row id is a case of the entry enum, whose `item(presentationData:arguments:)` calls the item
                // types: a case `ItemListSwitchItem` would be called instead.
                if hidden.contains(row.id.value) {
                    sink.report(
                        .generatedNameClash,
                        "row id `\(row.id.value)` makes the entry case `.\(row.id.value)`, which hides `\(row.id.value)`",
                        at: row.id.span,
                        notes: ["inside the generated entry enum, `\(row.id.value)` would mean the case, not the type"],
                        help: "rename it, for example to `\(GeneratedNames.lowerFirst(row.id.value))Row`")
                }
                guard let element = row.repetition?.element, hidden.contains(element.value) else { continue }
                sink.report(
                    .generatedNameClash, "element name `\(element.value)` hides `\(element.value)`, which the generated code uses",
                    at: element.span,
                    notes: ["the element is a local variable where the generated code means the type or function"],
                    help: "rename it, for example to `\(GeneratedNames.lowerFirst(element.value))Element`")
            }
        }
        // A named condition is a member of the state, data or parameters struct (whichever it reads first).
        for condition in screen.conditions {
            for members in [state, data, parameters] {
                guard let type = members.types[condition.name.value] else { continue }
                sink.report(
                    .generatedNameClash,
                    "named condition `\(condition.name.value)` has the name of the nested type `\(members.owner).\(type.name)`",
                    at: condition.name.span,
                    labels: [Diagnostic.Label(span: type.span, message: "\(type.what) makes the type")],
                    notes: ["a member and a nested type of one name make the generated Swift ambiguous"],
                    help: "rename the condition, for example to `\(Self.freeName("is" + condition.name.value, in: members))`")
                break
            }
        }
    }

    /// A name no member of `members` has: `name`, or `name2`, `name3`, ….
    static func freeName(_ name: String, in members: StructMembers) -> String {
        var candidate = name
        var counter = 2
        while members.isTaken(candidate) {
            candidate = name + String(counter)
            counter += 1
        }
        return candidate
    }

    /// `<screen>Screen` (or `…Screen2`, …): a screen name whose generated names hide nothing.
    static func freeScreenName(_ screen: String, naming: NameAffixes) -> String {
        var candidate = screen + "Screen"
        var counter = 2
        while GeneratedNames.Role.allCases.contains(where: {
            ReservedNames.importedNames.contains(GeneratedNames.name($0, stem: naming.stem(candidate)))
        }) {
            candidate = screen + "Screen\(counter)"
            counter += 1
        }
        return candidate
    }
}

/// The members of one generated struct — its properties (the fields) and nested types (enums made from fields, list
/// elements) — collected in declaration order, so that a nested type is reported where it clashes with a name the
/// generated code uses or with a member declared before it.
struct StructMembers {
    /// A member already declared: a property or a nested type.
    struct Member {
        var name: String
        var span: SourceSpan
        /// "field", "parameter", "enum field", "list element": with `source`, what declares the member.
        var kind: StaticString
        /// The name as written in the screen file (the field's, for an enum type made from it).
        var source: String

        /// "enum field `mode`", for messages (built only for a clash).
        var what: String { "\(kind) `\(source)`" }
    }

    /// `DemoState`, `DemoData.BlockedPeer`.
    let owner: String
    /// Names a nested type must not take (imported, standard and the screen's top-level names).
    let hidden: HiddenNames
    /// Whether two nested types of one name are reported here (not for `<Screen>Data`, whose enums and list
    /// elements `duplicate-id` already keeps apart).
    let reportsTypeDuplicates: Bool
    private(set) var properties: [String: Member] = [:]
    private(set) var types: [String: Member] = [:]

    /// `capacity`: how many fields the struct has (room for their properties and enum types, allocated once).
    init(owner: String, hidden: HiddenNames, reportsTypeDuplicates: Bool = true, capacity: Int = 0) {
        self.owner = owner
        self.hidden = hidden
        self.reportsTypeDuplicates = reportsTypeDuplicates
        properties.reserveCapacity(capacity)
        types.reserveCapacity(capacity)
    }

    /// Whether a new member named `name` would clash.
    func isTaken(_ name: String) -> Bool {
        properties[name] != nil || types[name] != nil || hidden.contains(name) || SwiftIdentifier.isKeyword(name)
    }

    /// A field `name` (`kind`: "field", "parameter"), and the enum type `enumType` it makes.
    mutating func add(_ name: Located<String>, enumType: String?, kind: Kind, into sink: DiagnosticSink) {
        let what = kind.word
        if let type = types[name.value] {
            sink.report(
                .generatedNameClash,
                "\(what) `\(name.value)` has the name of the nested type `\(owner).\(type.name)`",
                at: name.span,
                labels: [Diagnostic.Label(span: type.span, message: "\(type.what) makes the type")],
                notes: ["a property and a nested type of one name make the generated Swift ambiguous"],
                help: "rename it, for example to `\(suggestion(lowering: name.value))`")
        }
        // One hash for the usual new name; a property named twice keeps the first.
        let member = Member(name: name.value, span: name.span, kind: kind.word, source: name.value)
        if let first = properties.updateValue(member, forKey: name.value) { properties[name.value] = first }
        if let enumType {
            addType(Located(enumType, span: name.span), kind: kind.enumWord, source: name.value, into: sink)
        }
    }

    /// What declares a property.
    enum Kind {
        case field, parameter

        var word: StaticString { self == .field ? "field" : "parameter" }
        var enumWord: StaticString { self == .field ? "enum field" : "enum parameter" }
    }

    /// A nested type `name`, made by `kind` `source` (`enum field` `mode`, `list element` `Peer`).
    mutating func addType(_ name: Located<String>, kind: StaticString, source: String, into sink: DiagnosticSink) {
        guard SwiftIdentifier.isKeyword(name.value) || hidden.contains(name.value) || types[name.value] != nil
            || properties[name.value] != nil
        else {
            types[name.value] = Member(name: name.value, span: name.span, kind: kind, source: source)
            return
        }
        let what = "\(kind) `\(source)`"
        let rename = name.value == source ? name.value + "Item" : source + "Option"
        if SwiftIdentifier.isKeyword(name.value) {
            sink.report(
                .generatedNameClash,
                "\(what) makes the nested type `\(owner).\(name.value)`, which Swift does not allow: `\(name.value)` is a keyword",
                at: name.span,
                notes: ["`\(owner).\(name.value)` would mean something else (`Type`: the metatype; `Self`: the struct itself)"],
                help: "rename it, for example to `\(rename)`")
        } else if hidden.contains(name.value) {
            sink.report(
                .generatedNameClash, "\(what) makes the nested type `\(owner).\(name.value)`, which hides `\(name.value)`",
                at: name.span,
                notes: ["inside `\(owner)` the generated code means the other `\(name.value)`, and would not compile"],
                help: "rename it, for example to `\(rename)`")
        } else if let other = types[name.value].flatMap({ reportsTypeDuplicates ? $0 : nil }) ?? properties[name.value] {
            let isItself = other.span == name.span
            sink.report(
                .generatedNameClash,
                isItself
                    ? "\(what) makes the nested type `\(owner).\(name.value)`, which has the field's own name"
                    : "\(what) makes the nested type `\(owner).\(name.value)`, which \(other.what) already names",
                at: name.span,
                labels: isItself ? [] : [Diagnostic.Label(span: other.span, message: "\(other.what) is here")],
                notes: [
                    isItself
                        ? "an enum field is named with a lower-case first letter: `mode` makes the type `Mode`"
                        : "two members of one name make the generated Swift ambiguous or redeclare a name"
                ],
                help: "rename it, for example to `\(isItself ? suggestion(lowering: name.value) : rename)`")
        }
        if types[name.value] == nil { types[name.value] = Member(name: name.value, span: name.span, kind: kind, source: source) }
    }

    /// `Mode` → `mode` when that is free, else `modeValue`, `modeValue2`, ….
    private func suggestion(lowering name: String) -> String {
        let lowered = GeneratedNames.lowerFirst(name)
        if lowered != name, !isTaken(lowered), !SwiftIdentifier.isKeyword(lowered) { return lowered }
        var candidate = lowered + "Value"
        var counter = 2
        while isTaken(candidate) {
            candidate = lowered + "Value\(counter)"
            counter += 1
        }
        return candidate
    }
}

/// What a name the generated code declares must not hide: the imported and standard names (one shared set) and the
/// screen's own top-level names (eleven, looked up in a list: cheaper than hashing them into a set per screen).
struct HiddenNames {
    let topLevel: [String]

    func contains(_ name: String) -> Bool {
        // The top-level names all start with the screen's name: their lengths rule out most before their bytes.
        let length = name.utf8.count
        return ReservedNames.importedAndStandardNames.contains(name)
            || topLevel.contains { $0.utf8.count == length && $0 == name }
    }
}
