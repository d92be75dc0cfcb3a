import ItemCodeGeneration
import ScreenItems
import Testing

/// A built-in kind is one description: from it alone come its row struct, its decoder, its call builder and its
/// `RowItem` case. A made-up stepper shows what each key and parameter becomes.
@Suite struct NewKindTests {
    static let stepper = ItemDescription(
        name: "stepper", swiftName: "ItemListStepperItem", module: "ItemListUI", summary: "a number with − and +",
        keys: [
            ItemKey("title", .text, required: true, doc: KeyDoc("`title:`")),
            ItemKey(
                "bind", .binding(.int), required: true, storage: .property(name: "binding"),
                help: "name the Int field the stepper changes", doc: KeyDoc("`value:` and `updated:`")),
            ItemKey("style", .cases("plain", "prominent"), default: .enumCase("plain"), doc: KeyDoc("`style:`")),
            ItemKey("enabled", .condition, default: .bool(true), doc: KeyDoc("`enabled:`")),
            ItemKey("lockedAction", .action, only: .key("enabled"), doc: KeyDoc("`activatedWhileDisabled:`")),
        ],
        parameters: [
            ItemParameter("presentationData", .presentationData), .key("title"),
            ItemParameter("value", .key("bind"), payloadName: "count"),
            ItemParameter("style", .key("style"), default: ".plain"), .key("enabled", hasDefault: true),
            ItemParameter("sectionId", .sectionId), ItemParameter("updated", .setter(of: "bind")),
            ItemParameter("activatedWhileDisabled", .key("lockedAction"), hasDefault: true),
            ItemParameter("tag", .tag, hasDefault: true),
        ],
        row: BuiltinRow("StepperRow", doc: "`ItemListStepperItem`: a number with − and +."))

    static let files = ItemSources.files(groups: [(name: "Steppers", items: [stepper])])

    static func file(_ suffix: String) -> String {
        files.first { $0.path.hasSuffix(suffix) }?.contents ?? ""
    }

    @Test func theRowStructHasAPropertyPerKey() {
        let source = Self.file("GeneratedSteppersRows.swift")
        #expect(source.contains("public struct StepperRow: Sendable, Equatable {"))
        #expect(
            source.contains("public enum Style: String, Sendable, Equatable, CaseIterable { case plain, prominent }"))
        #expect(source.contains("public var binding: Located<String>"))
        #expect(source.contains("public var enabled: Expression?"))
        let parameters = [
            "title: DisplayText,", "style: Style = .plain", "enabled: Expression? = nil",
            "lockedAction: ActionTarget? = nil",
        ]
        for parameter in parameters {
            #expect(source.contains(parameter))
        }
    }

    @Test func theDecoderReadsEachKeyByItsKind() {
        let source = Self.file("RowDecoder+GeneratedSteppers.swift")
        #expect(source.contains("let title = requiredText(reader, \"title\")"))
        #expect(
            source.contains("binding(reader, \"bind\", required: true, help: \"name the Int field the stepper changes\")"))
        #expect(source.contains("let style = word(reader, \"style\", StepperRow.Style.self) ?? .plain"))
        #expect(source.contains("rejectUnless(reader.hasOrMisspells(\"enabled\"), reader, \"lockedAction\""))
        #expect(source.contains("guard let title, let binding else { return nil }"))
    }

    @Test func theCallBuilderFollowsTheParametersWithStateFirst() {
        let source = Self.file("EntryBuilder+GeneratedSteppers.swift")
        let lines = source.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        // The binding and the condition are computed before the call, in parameter order; texts while it is built.
        let binding = lines.firstIndex { $0.hasPrefix("let binding = self.binding(") }
        let enabled = lines.firstIndex { $0.hasPrefix("let enabled = addCondition(") }
        let call = lines.firstIndex { $0 == "var call = ItemCall(\"ItemListStepperItem\")" }
        #expect(binding != nil && enabled != nil && call != nil)
        #expect(binding! < enabled! && enabled! < call!)
        let arguments = lines.drop { !$0.hasPrefix("var call") }.compactMap { line -> String? in
            guard let start = line.range(of: "add(\"") else { return line.hasPrefix("addTag") ? "tag" : nil }
            return String(line[start.upperBound...].prefix { $0 != "\"" })
        }
        #expect(
            arguments == ["presentationData", "title", "value", "style", "enabled", "sectionId", "updated",
                "activatedWhileDisabled", "tag"])
        #expect(source.contains("as: \"count\", type: \"Int\""))
        #expect(source.contains("call.add(\"style\", \".\" + item.style.rawValue, if: item.style != .plain)"))
    }

    @Test func theKindHasARowItemCaseAndDispatches() {
        #expect(Self.file("GeneratedRowItem.swift").contains("case stepper(StepperRow)"))
        #expect(
            Self.file("RowDecoder+GeneratedItems.swift").contains(
                "case .stepper: decodeStepper(reader).map(RowItem.stepper)"))
        #expect(
            Self.file("EntryBuilder+GeneratedItems.swift").contains(
                "case .stepper(let item): stepperItem(item, row: row, payload: &payload)"))
    }
}
