import ScreenIR

/// A role a user-chosen name plays in a screen file, with a screen that gives one or more names that role (and
/// uses each, so that the generated code reads it: bound, compared, interpolated, called).
enum MatrixRole: String, CaseIterable, Sendable {
    case screenName, namePrefix, nameSuffix
    case stateField, stateStringField, stateEnumField, dataField, dataEnumField, parameter, parameterEnum, enumCase
    case listElement, listField, listEnumField, elementVariable, condition
    case hook, optionalHook, changeHook, sectionID, rowID, repeatedRowID, inputRowID, customItem
    case declaredCase, declaredMember

    /// Whether one screen can give the role to many names at once (so that a batch is one screen, not one per name).
    var takesManyNames: Bool {
        switch self {
        case .screenName, .namePrefix, .nameSuffix: false
        default: true
        }
    }

    /// The screen name of a matrix screen: `screen` unless the role is the screen's name.
    func screenName(_ screen: String, names: [String]) -> String {
        self == .screenName ? names[0] : screen
    }

    /// The prefix and suffix the screen is compiled with.
    func naming(names: [String]) -> NameAffixes {
        switch self {
        case .namePrefix: NameAffixes(prefix: names[0], suffix: "")
        case .nameSuffix: NameAffixes(prefix: "", suffix: names[0])
        default: .none
        }
    }

    /// The screen file `screen` that gives `names` this role.
    func yaml(screen: String, names: [String]) -> String {
        var top: [String] = ["screen: \(screenName(screen, names: names))", "title: Matrix"]
        var rows: [String] = []
        var sections: [String]? = nil
        let indexed = Array(names.enumerated())
        func row(_ fields: String) { rows.append("      - { \(fields) }") }
        let list = """
            data:
              zzList:
                list: { id: Int, title: String }
                sample: [{ id: 1, title: One }]
            """
        switch self {
        case .screenName, .namePrefix, .nameSuffix:
            top.append("state:\n  zzOn: false")
            row("id: zzRow, item: switch, title: On, bind: zzOn")
            row("id: zzTap, item: action, title: Tap, action: zzTapped")
        case .stateField:
            top.append("state:\n" + indexed.map { "  \($1): false" }.joined(separator: "\n"))
            for (i, name) in indexed {
                row("id: zzRow\(i), item: switch, title: On, bind: \(name)")
                row("id: zzSet\(i), item: action, title: Set, set: { \(name): true }, visible: \"!\(name)\"")
            }
            row("id: zzTap, item: action, title: Tap, action: zzTapped")
        case .stateStringField:
            top.append("state:\n" + indexed.map { "  \($1): \"\"" }.joined(separator: "\n"))
            for (i, name) in indexed {
                row("id: zzInput\(i), item: singleLineInput, bind: \(name), placeholder: Name")
                row("id: zzText\(i), item: text, text: \"\\\\(\(name))\", visible: \"!\(name).isEmpty\"")
            }
        case .stateEnumField:
            top.append("state:\n" + indexed.map { "  \($1): { enum: [zzA, zzB], default: zzA }" }.joined(separator: "\n"))
            for (i, name) in indexed {
                row("id: zzA\(i), item: checkbox, title: A, bind: \(name), selects: zzA")
                row("id: zzB\(i), item: checkbox, title: B, bind: \(name), selects: zzB, visible: \"\(name) == .zzA\"")
            }
            row("id: zzTap, item: action, title: Tap, action: zzTapped")
        case .dataField:
            top.append("data:\n" + indexed.map { "  \($1): \"\"" }.joined(separator: "\n"))
            for (i, name) in indexed {
                row("id: zzText\(i), item: text, text: \"\\\\(\(name))\", visible: \"!\(name).isEmpty\"")
            }
        case .dataEnumField:
            top.append("data:\n" + indexed.map { "  \($1): { enum: [zzA, zzB] }" }.joined(separator: "\n"))
            for (i, name) in indexed { row("id: zzText\(i), item: text, text: A, visible: \"\(name) == .zzA\"") }
        case .parameter:
            top.append("parameters:\n" + indexed.map { "  \($1): { type: String, sample: x }" }.joined(separator: "\n"))
            for (i, name) in indexed { row("id: zzText\(i), item: text, text: \"\\\\(\(name))\"") }
        case .parameterEnum:
            top.append("parameters:\n" + indexed.map { "  \($1): { enum: [zzA, zzB], sample: zzA }" }.joined(separator: "\n"))
            for (i, name) in indexed { row("id: zzText\(i), item: text, text: A, visible: \"\(name) == .zzA\"") }
        case .enumCase:
            top.append("state:\n  zzMode: { enum: [\(names.joined(separator: ", "))], default: \(names[0]) }")
            for (i, name) in indexed {
                row("id: zzCase\(i), item: checkbox, title: C, bind: zzMode, selects: \(name)")
                row("id: zzSet\(i), item: action, title: Set, set: { zzMode: \(name) }, visible: \"zzMode != .\(name)\"")
            }
        case .listElement:
            top.append(
                "data:\n"
                    + indexed.map { "  zzList\($0): { list: { id: Int, title: String }, element: \($1) }" }
                    .joined(separator: "\n"))
            for (i, _) in indexed {
                row("id: zzRow\(i), forEach: zzItem\(i) in zzList\(i), item: action, title: \"\\\\(zzItem\(i).title)\", action: zzOpen\(i)")
            }
        case .listField:
            top.append("data:\n  zzList:\n    list:\n      id: Int\n" + names.map { "      \($0): String" }.joined(separator: "\n"))
            for (i, name) in indexed {
                row("id: zzRow\(i), forEach: zzItem\(i) in zzList, item: text, text: \"\\\\(zzItem\(i).\(name))\", visible: \"!zzItem\(i).\(name).isEmpty\"")
            }
        case .listEnumField:
            top.append(
                "data:\n  zzList:\n    list:\n      id: Int\n"
                    + names.map { "      \($0): { enum: [zzA, zzB] }" }.joined(separator: "\n"))
            for (i, name) in indexed {
                row("id: zzRow\(i), forEach: zzItem\(i) in zzList, item: text, text: A, visible: \"zzItem\(i).\(name) == .zzA\"")
            }
        case .elementVariable:
            top.append(list)
            for (i, name) in indexed {
                row("id: zzRow\(i), forEach: \(name) in zzList, item: action, title: \"\\\\(\(name).title)\", action: zzOpen\(i)")
            }
        case .condition:
            top.append("state:\n  zzFlag: false\ndata:\n  zzReady: false")
            top.append("conditions:\n" + indexed.map { "  \($1): \"zzFlag && zzReady\"" }.joined(separator: "\n"))
            row("id: zzFlagRow, item: switch, title: Flag, bind: zzFlag")
            for (i, name) in indexed { row("id: zzText\(i), item: text, text: T, visible: \(name)") }
        case .hook, .optionalHook:
            let mark = self == .optionalHook ? "?" : ""
            for (i, name) in indexed { row("id: zzRow\(i), item: action, title: Go, action: \(name)\(mark)") }
        case .changeHook:
            top.append("state:\n" + indexed.map { "  zzOn\($0.offset): false" }.joined(separator: "\n"))
            for (i, name) in indexed { row("id: zzRow\(i), item: switch, title: On, bind: zzOn\(i), change: \(name)") }
        case .sectionID:
            sections = indexed.map { i, name in
                "  - id: \(name)\n    rows:\n      - { id: zzRow\(i), item: text, text: T }"
            }
        case .rowID:
            for name in names { row("id: \(name), item: text, text: T") }
        case .repeatedRowID:
            top.append(list)
            for (i, name) in indexed {
                row("id: \(name), forEach: zzItem\(i) in zzList, item: text, text: \"\\\\(zzItem\(i).title)\"")
            }
        case .inputRowID:
            top.append("state:\n" + indexed.map { "  zzText\($0.offset): \"\"" }.joined(separator: "\n"))
            top.append("focus: \(names[0])")
            for (i, name) in indexed { row("id: \(name), item: singleLineInput, bind: zzText\(i), placeholder: P") }
        case .customItem:
            top.append("state:\n  zzLimit: 1")
            top.append(
                "items:\n"
                    + names.map {
                        "  \($0):\n    swift: StorageCacheSizeSliderItem\n    module: SettingsUIItems\n"
                            + "    parameters: [presentationData, systemStyle, { title: Text }, { value: { bind: Int } },"
                            + " { maximumValue: { type: Int, default: 3 } }, { enabled: { type: condition, default: true } },"
                            + " sectionId, style, { updated: { setter: value } }, { committed: { hook: [Int] } }, tag]"
                    }.joined(separator: "\n"))
            for (i, name) in indexed { row("id: zzRow\(i), item: \(name), title: Limit, value: zzLimit") }
        case .declaredCase:
            // The app's enum, declared in the module being compiled (`appSwift` declares it for the typecheck): cases
            // compared in conditions and chosen by a switch text.
            let type = screenName(screen, names: names) + "Kind"
            top.append("types:\n  \(type):\n    cases: [\(names.joined(separator: ", "))]")
            top.append("data:\n  zzKind: { type: \(type), sample: \(names[0]) }")
            for (i, name) in indexed { row("id: zzText\(i), item: text, text: T, visible: \"zzKind == .\(name)\"") }
            let cases = names.map { "\($0): T" }.joined(separator: ", ")
            row("id: zzSwitch, item: text, text: { switch: zzKind, cases: { \(cases) } }")
        case .declaredMember:
            // The app's struct: members read through a path in conditions and texts.
            let type = screenName(screen, names: names) + "Model"
            top.append("types:\n  \(type):\n    members: { \(names.map { "\($0): Bool" }.joined(separator: ", ")) }")
            top.append("data:\n  zzModel: { type: \(type), sample: { \(names.map { "\($0): true" }.joined(separator: ", ")) } }")
            for (i, name) in indexed {
                row("id: zzText\(i), item: text, text: T, visible: \"zzModel.\(name)\"")
            }
        }
        let body = sections?.joined(separator: "\n") ?? "  - id: zzMain\n    rows:\n" + rows.joined(separator: "\n")
        return top.joined(separator: "\n") + "\nsections:\n" + body + "\n"
    }

    /// The app's Swift a screen of this role declares (its `types:`), for the typecheck: declared in the module the
    /// generated file is compiled into, every name in backticks as an app may write it.
    func appSwift(screen: String, names: [String]) -> String {
        let type = screenName(screen, names: names)
        switch self {
        case .declaredCase:
            return "\npublic enum \(type)Kind: Equatable {\n" + names.map { "    case `\($0)`\n" }.joined() + "}\n"
        case .declaredMember:
            return "\npublic struct \(type)Model: Equatable {\n" + names.map { "    public var `\($0)`: Bool\n" }.joined() + "}\n"
        default:
            return ""
        }
    }
}
