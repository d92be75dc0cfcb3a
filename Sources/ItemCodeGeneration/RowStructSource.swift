import ScreenItems

/// The row structs (`SwitchRow`): a stored property per key (or per property a reader fills), in key order, the
/// nested enums of enumeration keys, and a memberwise initializer whose optional and defaulted properties may be
/// left out.
enum RowStructSource {
    static func file(_ rows: [RowShape]) -> String {
        var writer = SwiftWriter()
        writer.line("import ScreenDiagnostics")
        writer.line("import ScreenExpressions")
        for row in rows {
            writer.line()
            write(row, to: &writer)
        }
        return ItemSources.header + writer.text
    }

    private static func write(_ shape: RowShape, to writer: inout SwiftWriter) {
        writer.doc(shape.row.doc)
        writer.block("public struct \(shape.row.typeName): Sendable, Equatable {") { writer in
            let enumerations = enumerations(of: shape)
            for (type, cases, key) in enumerations {
                writer.doc("The words of `\(key)`.")
                let names = cases.map { SwiftWriter.identifier($0.name) }
                let declaration = "public enum \(type): String, Sendable, Equatable, CaseIterable {"
                let single = declaration + " case \(names.joined(separator: ", ")) }"
                if single.count + 4 <= SwiftWriter.lineLength {
                    writer.line(single)
                } else {
                    writer.block(declaration) { $0.wrapped("case ", names) }
                }
            }
            if !enumerations.isEmpty { writer.line() }
            for property in shape.properties {
                writer.doc(property.doc)
                writer.line("public var \(property.name): \(property.type)")
            }
            writer.line()
            let parameters = shape.properties.map { property in
                "\(property.name): \(property.type)" + (property.defaultValue.map { " = \($0)" } ?? "")
            }
            writer.call("public init(", parameters, suffix: " {", isDeclaration: true)
            writer.indented { writer in
                for property in shape.properties { writer.line("self.\(property.name) = \(property.name)") }
            }
            writer.line("}")
        }
    }

    /// The nested enums, each once (keys may share one: `labelColor` and `textColor` are both `TextColor`).
    private static func enumerations(of shape: RowShape) -> [(type: String, cases: [ItemEnumCase], key: String)] {
        var result: [(type: String, cases: [ItemEnumCase], key: String)] = []
        for property in shape.properties {
            let type: String
            let cases: [ItemEnumCase]
            switch property.value {
            case .enumeration(let enumType, let enumCases), .wordChoice(let enumType, let enumCases):
                (type, cases) = (enumType, enumCases)
            default: continue
            }
            if let first = result.first(where: { $0.type == type }) {
                precondition(
                    first.cases == cases, "ItemCodeGeneration: \(shape.description.name)'s keys of type \(type) differ")
                result[result.firstIndex { $0.type == type }!].key += "` and `\(property.key.name)"
                continue
            }
            result.append((type, cases, property.key.name))
        }
        return result
    }
}
