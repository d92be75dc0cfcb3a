import ScreenIR

/// Builds the schema's parts: a key table as an object schema, a value shape as a schema, and the shared
/// definitions (`text`, `condition`, `icon`, …) the parts refer to.
struct SchemaBuilder {
    var definitions: [String: SchemaJSON] = [:]

    /// `#/definitions/<name>`.
    static func ref(_ name: String) -> SchemaJSON { .object(["$ref": .string("#/definitions/\(name)")]) }

    /// A description with its docs link, as `description` and `markdownDescription` (which editors render).
    static func described(_ schema: SchemaJSON, _ summary: String, anchor: String) -> [String: SchemaJSON] {
        let link = "\(ScreenSchema.docsPath)#\(anchor)"
        var members: [String: SchemaJSON]
        if case .object(let object) = schema, object["$ref"] == nil {
            members = object
        } else {
            // Keywords next to `$ref` are ignored by draft-07 validators: wrap it.
            members = ["allOf": .array([schema])]
        }
        members["description"] = .string("\(summary)\n\nDocs: \(link)")
        members["markdownDescription"] = .string("\(summary)\n\n[\(link)](\(link))")
        return members
    }

    /// A fixed mapping: its keys (each described), the required ones, and no others.
    func mapping(_ table: KeyTable) -> [String: SchemaJSON] {
        var properties: [String: SchemaJSON] = [:]
        for key in table.keys {
            properties[key.name] = .object(Self.described(schema(key.shape), key.summary, anchor: key.anchor))
        }
        var members = Self.described(.object([:]), table.summary, anchor: table.anchor)
        members["type"] = .string("object")
        members["properties"] = .object(properties)
        members["additionalProperties"] = .bool(false)
        let required = table.requiredNames
        if !required.isEmpty { members["required"] = .array(required.map(SchemaJSON.string)) }
        return members
    }

    /// The schema of a value of `shape`.
    func schema(_ shape: ValueShape) -> SchemaJSON {
        switch shape {
        case .text: Self.ref("text")
        case .uppercasableText: Self.ref("uppercasableText")
        case .condition: Self.ref("condition")
        case .expression: Self.ref("expression")
        case .bool: .object(["type": .string("boolean")])
        case .integer(let minimum):
            .object(["type": .string("integer")].merging(minimum.map { ["minimum": .int($0)] } ?? [:]) { $1 })
        case .number(let minimum):
            .object(["type": .string("number")].merging(minimum.map { ["minimum": .int(Int($0))] } ?? [:]) { $1 })
        case .name: .object(["type": .string("string")])
        case .words(let words): .object(["enum": .array(words.map(SchemaJSON.string))])
        case .colour: Self.ref("colour")
        case .icon: Self.ref("iconOrChoice")
        case .stateUpdate: Self.ref("stateUpdate")
        case .push: Self.ref("push")
        case .scalar: Self.ref("scalar")
        case .value: Self.ref("value")
        case .mapping(let table): Self.ref(table.id)
        case .list(let element, let minimum, let maximum):
            .object(
                ["type": .string("array"), "items": schema(element)]
                    .merging(minimum.map { ["minItems": .int($0)] } ?? [:]) { $1 }
                    .merging(maximum.map { ["maxItems": .int($0)] } ?? [:]) { $1 })
        case .dictionary(let value):
            .object(["type": .string("object"), "additionalProperties": schema(value)])
        case .anyOf(let shapes): .object(["anyOf": .array(shapes.map(schema))])
        case .row: Self.ref("row")
        case .any: .object([:])
        }
    }
}
