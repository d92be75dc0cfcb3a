import ScreenIR

extension SchemaBuilder {
    /// A YAML scalar: what a literal text or a declared value may be once YAML has read it.
    static let scalarTypes = SchemaJSON.array(["string", "number", "boolean", "null"].map(SchemaJSON.string))

    /// The shared definitions of value shapes: texts, conditions, expressions, colours, icons, `set:`, values.
    mutating func addValueDefinitions() {
        let forms = ScreenLanguage.textForms.map { Self.ref($0.id) }
        definitions["text"] = .object(
            Self.described(
                .object(["anyOf": .array([.object(["type": Self.scalarTypes])] + forms)]),
                "A text: a literal (with `\\(…)` interpolation), `{ key: }`, `{ key:, args: }`, `{ key:, count: }`, "
                    + "`{ if:, then:, else: }` or `{ switch:, cases:, default: }`.",
                anchor: "texts"))

        // A header's text may carry `uppercased:` next to its `key:` (or `if:` / `switch:`).
        var uppercasableForms: [SchemaJSON] = [.object(["type": Self.scalarTypes])]
        let uppercased = ScreenLanguage.header.key(named: "uppercased")!
        for table in ScreenLanguage.textForms {
            var members = mapping(table)
            if case .object(var properties) = members["properties"] {
                properties[uppercased.name] = .object(
                    Self.described(schema(uppercased.shape), uppercased.summary, anchor: uppercased.anchor))
                members["properties"] = .object(properties)
            }
            uppercasableForms.append(.object(members))
        }
        definitions["uppercasableText"] = .object(
            Self.described(
                .object(["anyOf": .array(uppercasableForms)]),
                "A header text: a text, or a text mapping with `uppercased: true` next to its `key:`.", anchor: "sections"))

        definitions["condition"] = .object(
            Self.described(
                .object(["type": .array([.string("string"), .string("boolean")])]),
                "A condition of the condition language (`state.enabled && !locked`), or `true` / `false`.",
                anchor: "conditions"))
        definitions["expression"] = .object(
            Self.described(
                .object(["type": .array([.string("string"), .string("number"), .string("boolean")])]),
                "An expression of the condition language (`peers.count`, `mode`).", anchor: "conditions"))
        definitions["colour"] = .object(
            Self.described(
                .object([
                    "anyOf": .array([
                        .object(["enum": .array(ItemColor.namedColors.keys.sorted().map(SchemaJSON.string))]),
                        .object(["type": .string("string"), "pattern": .string("^#[0-9A-Fa-f]{6}$")]),
                    ])
                ]),
                "A theme colour (`accent`, `destructive`, …) or `#RRGGBB`.", anchor: "colours"))
        // An icon names exactly one source (with how it is prepared); where an icon is written, a choice between two
        // icons by a condition may stand instead (`iconOrChoice`).
        if case .object(var icon) = definitions[ScreenLanguage.icon.id] {
            icon["minProperties"] = .int(1)
            icon["oneOf"] = .array(
                IconReference.sourceKeys.map { .object(["required": .array([.string($0)])]) })
            definitions[ScreenLanguage.icon.id] = .object(icon)
        }
        definitions["iconOrChoice"] = .object(
            Self.described(
                .object([
                    "anyOf": .array([
                        Self.ref(ScreenLanguage.icon.id), Self.ref(ScreenLanguage.conditionWord.id),
                        Self.ref(ScreenLanguage.switchWord.id),
                    ])
                ]),
                "An icon, or an icon chosen by the state: `{ if:, then:, else: }` or `{ switch:, cases:, default: }`.",
                anchor: "icons"))
        definitions["stateUpdate"] = .object(
            Self.described(
                .object([
                    "type": .string("object"), "minProperties": .int(1),
                    "additionalProperties": .object(["type": Self.scalarTypes]),
                ]),
                "State to write: `{ field: value, … }`, each value an expression or `null`.",
                anchor: "setting-state-from-buttons-and-rows"))
        definitions["push"] = .object(
            Self.described(
                .object([
                    "anyOf": .array([
                        .object(["type": .string("string")]),
                        .object([
                            "type": .string("object"), "required": .array([.string("screen")]),
                            "additionalProperties": .bool(false),
                            "properties": .object([
                                "screen": .object(
                                    Self.described(
                                        .object(["type": .string("string")]), "The pushed screen's name.",
                                        anchor: "pushing-a-screen-with-parameters")),
                                "with": .object(
                                    Self.described(
                                        .object([
                                            "type": .string("object"), "minProperties": .int(1),
                                            "additionalProperties": .object(["type": Self.scalarTypes]),
                                        ]),
                                        "The pushed screen's parameters and their values: `{ category: .groups }`.",
                                        anchor: "pushing-a-screen-with-parameters")),
                            ]),
                        ]),
                    ])
                ]),
                "The screen pushed: its name, or `{ screen: Name, with: { parameter: value, … } }`.",
                anchor: "pushing-a-screen-with-parameters"))
        definitions["scalar"] = .object(
            Self.described(
                .object(["type": Self.scalarTypes]), "A value written as a YAML scalar (`true`, `12`, `Anna`, `null`).",
                anchor: "state"))
        definitions["value"] = .object(
            Self.described(
                .object([
                    "anyOf": .array([
                        .object(["type": Self.scalarTypes]), .object(["type": .string("array")]),
                        .object(["type": .string("object")]),
                    ])
                ]),
                "A value: a scalar; for a list a list of records; for a declared app type a mapping of its members or "
                    + "`{ case: { label: value } }`.", anchor: "samples"))
    }
}
