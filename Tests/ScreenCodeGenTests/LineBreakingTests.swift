import Testing

@testable import ScreenCodeGen

/// `LineBreaking` lays out the lines whose length grows with a screen's name as `swift format` does: the layouts by
/// example, then every function over a sweep of name lengths across each of its thresholds, checked by one
/// `swift format` run (the random screens reach only some of the thresholds).
@Suite struct LineBreakingTests {
    /// A name `count` characters long.
    static func name(_ prefix: String, _ count: Int) -> String {
        prefix + String(repeating: "x", count: max(0, count - prefix.count))
    }

    @Test func linesThatFitAreUnchanged() {
        #expect(
            LineBreaking.memberReturn(type: "EditNameSection", member: "name", property: "rawValue", indent: 12)
                == "return EditNameSection.name.rawValue"
        )
        #expect(
            LineBreaking.defaultedParameter(
                label: "initialState",
                type: "EditNameState",
                value: "EditNameState()",
                indent: 4,
                trailing: 1
            )
                == "initialState: EditNameState = EditNameState()"
        )
        #expect(
            LineBreaking.functionDeclaration(
                head: "public func updateState",
                parameter: "_ f: (inout S) -> Void",
                indent: 4
            )
                == "public func updateState(_ f: (inout S) -> Void) {"
        )
        #expect(
            LineBreaking.ifStatement("let other = other as? T", "self == other", indent: 8)
                == "if let other = other as? T, self == other {"
        )
        #expect(
            LineBreaking.castBinding("arguments", value: "arguments", type: "A", indent: 8)
                == "let arguments = arguments as! A"
        )
    }

    @Test func longLinesBreakWhereSwiftFormatBreaksThem() {
        let tag = Self.name("T", 60)
        #expect(
            LineBreaking.qualifiedReference("\(tag).\(Self.name("r", 35))(entity.id)", column: 20, trailing: 0)
                == "\(tag).\(Self.name("r", 35))(\n                        entity.id\n                    )"
        )
        #expect(
            LineBreaking.qualifiedReference("\(tag).\(Self.name("r", 50))(entity.id)", column: 20, trailing: 1)
                == "\(tag)\n                    .\(Self.name("r", 50))(entity.id)"
        )
        #expect(
            LineBreaking.qualifiedReference("\(tag).\(Self.name("r", 50))", column: 20, trailing: 1)
                == "\(tag)\n                    .\(Self.name("r", 50))"
        )
        #expect(LineBreaking.qualifiedReference("\"\(tag). \(tag)\"", column: 20, trailing: 0) == nil)
        let section = Self.name("S", 90)
        #expect(
            LineBreaking.memberReturn(type: section, member: "sound", property: "rawValue", indent: 12)
                == "return \(section).sound\n                .rawValue"
        )
        #expect(
            LineBreaking.memberReturn(type: section, member: Self.name("s", 40), property: "rawValue", indent: 12)
                == "return \(section)\n                .\(Self.name("s", 40)).rawValue"
        )
        let state = Self.name("S", 60)
        #expect(
            LineBreaking.defaultedParameter(
                label: "initialState",
                type: state,
                value: state + "()",
                indent: 4,
                trailing: 1
            )
                == "initialState: \(state) =\n        \(state)()"
        )
        #expect(
            LineBreaking.functionDeclaration(
                head: "public func updateState",
                parameter: "_ f: (inout \(Self.name("S", 69))) -> Void",
                indent: 4
            )
                == "public func updateState(_ f: (inout \(Self.name("S", 69))) -> Void)\n    {"
        )
        #expect(
            LineBreaking.ifStatement("let other = other as? \(Self.name("T", 80))", "self == other", indent: 8)
                == "if let other = other as? \(Self.name("T", 80)),\n            self == other\n        {"
        )
        #expect(
            LineBreaking.castBinding("arguments", value: "arguments", type: Self.name("A", 90), indent: 8)
                == "let arguments =\n            arguments as! \(Self.name("A", 90))"
        )
    }

    /// Files whose every line comes from `LineBreaking`, over name lengths across its thresholds (up to the lengths
    /// it covers: a type name of 79 characters for `stateUpdated:`, 86 for the `if`, 91 for `updateState`).
    static func sweepFiles() -> [(name: String, seed: String, contents: String)] {
        let indent16 = String(repeating: " ", count: 16)
        var tags = "extension E {\n    func item() -> Any {\n        switch self {\n"
        for typeLength in [40, 60, 100, 101, 104] {
            for memberLength in stride(from: 20, through: 100, by: 3) {
                for argument in ["", "(entity.id)"] {
                    for trailing in [0, 1] {
                        let value = "\(name("T", typeLength)).\(name("r", memberLength))\(argument)"
                        let element = SwiftValue.element(.init("tag", .atom(value)), indent: 16, trailing: trailing)
                        tags += "        case .a:\n            return Item(\n"
                        tags +=
                            trailing == 1
                            ? "\(indent16)\(element),\n\(indent16)b: 2\n" : "\(indent16)a: 1,\n\(indent16)\(element)\n"
                        tags += "            )\n"
                    }
                }
            }
        }
        tags += "        }\n    }\n}\n"

        var returns = "extension E {\n    var section: Int32 {\n        switch self {\n"
        for typeLength in stride(from: 60, through: 110, by: 2) {
            for memberLength in [5, 20, 30, 40, 41, 42, 50] {
                let statement = LineBreaking.memberReturn(
                    type: name("S", typeLength),
                    member: name("m", memberLength),
                    property: "rawValue",
                    indent: 12
                )
                returns += "        case .a:\n            \(statement)\n"
            }
        }
        returns += "        }\n    }\n}\n"

        var factories = ""
        var handles = "public struct H {\n"
        var tagsEqual = "public enum T {\n"
        var casts = "private enum E {\n"
        for length in 40...110 {
            let state = name("S", length)
            let parameters = [
                LineBreaking.defaultedParameter(
                    label: "initialState",
                    type: state,
                    value: state + "()",
                    indent: 4,
                    trailing: 1
                ),
                LineBreaking.defaultedParameter(
                    label: "hooks",
                    type: state,
                    value: state + "()",
                    indent: 4,
                    trailing: 1
                ),
                LineBreaking.defaultedParameter(
                    label: "focusOnItemTag",
                    type: state + "?",
                    value: "nil",
                    indent: 4,
                    trailing: 1
                ),
            ]
            let last =
                length <= 79
                ? LineBreaking.defaultedParameter(
                    label: "stateUpdated",
                    type: "@escaping (\(state)) -> Void",
                    value: "{ _ in }",
                    indent: 4,
                    trailing: 0
                )
                : "context: Int"
            factories +=
                "public func f(\n" + parameters.map { "    \($0),\n" }.joined()
                + "    \(last)\n) -> Int {\n    return 0\n}\n\n"
            if length <= 91 {
                let declaration = LineBreaking.functionDeclaration(
                    head: "public func updateState",
                    parameter: "_ f: (inout \(state)) -> Void",
                    indent: 4
                )
                handles += "    \(declaration)\n        update(f)\n    }\n\n"
            }
            if length <= 86 {
                let condition = LineBreaking.ifStatement("let other = other as? \(state)", "self == other", indent: 8)
                tagsEqual +=
                    "    func isEqual(to other: Any) -> Bool {\n        \(condition)\n            return true\n"
                tagsEqual += "        } else {\n            return false\n        }\n    }\n\n"
            }
            let cast = LineBreaking.castBinding("arguments", value: "arguments", type: state, indent: 8)
            casts += "    func item(arguments: Any) -> Any {\n        \(cast)\n        return arguments\n    }\n\n"
        }
        let close = { (text: String) in String(text.dropLast()) + "}\n" }
        return [
            ("tags.swift", "tag: values", tags), ("returns.swift", "section returns", returns),
            ("factories.swift", "factory parameters", String(factories.dropLast())),
            ("handles.swift", "updateState", close(handles)), ("tagsEqual.swift", "isEqual", close(tagsEqual)),
            ("casts.swift", "arguments casts", close(casts)),
        ]
    }

    @Test(
        .enabled(
            if: SwiftFormatIdempotenceTests.swiftFormat() != nil,
            Comment(rawValue: SwiftFormatPropertyTests.swiftFormatMissing)
        )
    )
    func swiftFormatChangesNothingAcrossTheThresholds() throws {
        let files = Self.sweepFiles()
        // The sweep reaches the lines that are broken, not only those that fit.
        let broken = [
            "(\n                        entity.id", "\n                .rawValue", "=\n        ", "\n    {\n",
            ",\n            self == other", "=\n            arguments as!",
        ]
        for (file, layout) in zip(files, broken) {
            #expect(file.contents.contains(layout), "\(file.name) has no line broken as \(layout.debugDescription)")
        }
        let changed = try SwiftFormatPropertyTests.filesSwiftFormatChanges(files)
        #expect(changed.isEmpty, "\(changed.joined(separator: "\n"))")
    }
}
