import ScreenDiagnostics

extension ScreenValidator {
    // MARK: Generated names

    /// The names the generated file declares must not hide what it uses: the screen's top-level types and functions
    /// (`<Screen>State`, `<Screen>Entry`, `<screen>Controller`, …, with the prefix and suffix of `naming`) are not
    /// types or functions of the imported modules, and the types nested in its structs (enums made from fields,
    /// list elements) are neither those nor the standard library's types nor the screen's own top-level names.
    func checkGeneratedNames() {
        let screenName = screen.name.value
        let stem = naming.stem(screenName)
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
        // The message's parts are built only for a clash.
        func checkNested(
            _ name: String, at span: SourceSpan, what: @autoclosure () -> String, owner: @autoclosure () -> String,
            rename: @autoclosure () -> String
        ) {
            guard ReservedNames.importedAndStandardNames.contains(name) || topLevel.contains(name) else { return }
            let (what, owner, rename) = (what(), owner(), rename())
            sink.report(
                .generatedNameClash, "\(what) makes the nested type `\(owner).\(name)`, which hides `\(name)`",
                at: span,
                notes: ["inside `\(owner)` the generated code means the other `\(name)`, and would not compile"],
                help: "rename it, for example to `\(rename)`")
        }
        for field in screen.state where field.type.isEnumeration {
            checkNested(
                field.enumTypeName, at: field.name.span, what: "enum field `\(field.name.value)`",
                owner: GeneratedNames.name(.state, stem: stem), rename: field.name.value + "Option")
        }
        for parameter in screen.parameters where parameter.type.isEnumeration {
            checkNested(
                parameter.enumTypeName, at: parameter.name.span, what: "enum parameter `\(parameter.name.value)`",
                owner: GeneratedNames.name(.parameters, stem: stem), rename: parameter.name.value + "Option")
        }
        for field in screen.data {
            if field.type.isEnumeration {
                checkNested(
                    field.enumTypeName, at: field.name.span, what: "enum field `\(field.name.value)`",
                    owner: GeneratedNames.name(.data, stem: stem), rename: field.name.value + "Option")
            }
            guard let list = field.listType else { continue }
            checkNested(
                list.element.value, at: list.element.span, what: "list element `\(list.element.value)`",
                owner: GeneratedNames.name(.data, stem: stem), rename: list.element.value + "Item")
            for recordField in list.fields where recordField.type.isEnumeration {
                checkNested(
                    recordField.enumTypeName, at: recordField.name.span, what: "enum field `\(recordField.name.value)`",
                    owner: GeneratedNames.name(.data, stem: stem) + "." + list.element.value,
                    rename: recordField.name.value + "Option")
            }
        }
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
