/// The generated lines whose length depends on the screen's names (a screen name of many words makes every type name
/// long), broken where `swift format` with the repository's `.swift-format` breaks them when they are longer than
/// `SwiftLayout.lineLength`; a line that fits is returned unchanged. Each function takes the column its text starts
/// at (the indentation the template writes before it) and returns the text to write there: later lines carry their
/// own indentation. Widths are `SwiftLayout.width` (Characters, as `swift format` counts them); every function is
/// O(length of its line) and only called for lines that can overflow.
///
/// The layouts are those `swift format` 6.3 produces; screen names up to about 74 characters are covered (longer
/// ones reach layouts with more breaks, which are not reproduced here).
enum LineBreaking {
    private static func fits(_ column: Int, _ text: String, trailing: Int = 0) -> Bool {
        column + SwiftLayout.width(text) + trailing <= SwiftLayout.lineLength
    }

    private static func spaces(_ count: Int) -> String { String(repeating: " ", count: count) }

    /// `Type.member` or `Type.member(arguments)` (an enum case, as in a `tag:`) that does not fit on its own line at
    /// `column` with `trailing` characters after it: broken inside the call when `Type.member` fits
    /// (`Type.member(\n    arguments\n)`), else before `.member`, at the same indentation, which is broken inside the
    /// call in turn when it does not fit. `nil` when `text` is not of that shape (it is then written as it is).
    static func qualifiedReference(_ text: String, column: Int, trailing: Int) -> String? {
        guard let dot = text.firstIndex(of: "."), dot != text.startIndex,
            text[..<dot].allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" })
        else { return nil }
        let base = String(text[..<dot])
        let rest = String(text[dot...])
        guard let open = rest.firstIndex(of: "(") else {
            guard rest.dropFirst().allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else { return nil }
            return base + "\n" + spaces(column) + rest
        }
        let member = rest[..<open]
        let arguments = rest[open...].dropFirst()
        guard member.count > 1, member.dropFirst().allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }),
            arguments.last == ")", !arguments.dropLast().contains(where: { "()\"\n".contains($0) })
        else { return nil }
        func call(_ head: Substring) -> String {
            String(head) + "(\n" + spaces(column + SwiftLayout.indentWidth) + arguments.dropLast() + "\n"
                + spaces(column) + ")"
        }
        if fits(column, base + member) { return base + call(member) }
        let memberCall = fits(column, rest, trailing: trailing) ? rest : call(member)
        return base + "\n" + spaces(column) + memberCall
    }

    /// `self.name = name` (an `init`'s body) at `indent`: broken after `=` when too long, the value one level deeper.
    static func selfAssignment(_ name: String, indent: Int) -> String {
        let whole = "self.\(name) = \(name)"
        return fits(indent, whole) ? whole : "self.\(name) =\n" + spaces(indent + SwiftLayout.indentWidth) + name
    }

    /// `return Type.member.property` at `indent`: broken before `.property` when `return Type.member` fits, else before
    /// `.member`, else after `return` too; continuation lines one level deeper.
    static func memberReturn(type: String, member: String, property: String, indent: Int) -> String {
        let whole = "return \(type).\(member).\(property)"
        guard !fits(indent, whole) else { return whole }
        let deeper = "\n" + spaces(indent + SwiftLayout.indentWidth)
        if fits(indent, "return \(type).\(member)") { return "return \(type).\(member)" + deeper + ".\(property)" }
        if fits(indent, "return \(type)") { return "return \(type)" + deeper + ".\(member).\(property)" }
        return "return" + deeper + type + deeper + ".\(member).\(property)"
    }

    /// A function parameter with a default, `label: Type = value`, at `indent`, followed by `trailing` characters (its
    /// comma): broken after `=` (the value one level deeper), and when `label: Type =` does not fit either, after
    /// `label:` too (the type one level deeper).
    static func defaultedParameter(label: String, type: String, value: String, indent: Int, trailing: Int) -> String {
        let whole = "\(label): \(type) = \(value)"
        guard !fits(indent, whole, trailing: trailing) else { return whole }
        let deeper = "\n" + spaces(indent + SwiftLayout.indentWidth)
        if fits(indent, "\(label): \(type) =") { return "\(label): \(type) =" + deeper + value }
        return "\(label):" + deeper + "\(type) =" + deeper + value
    }

    /// A one-parameter function declaration and its opening brace, `head(parameter) {`, at `indent`: the brace on a
    /// line of its own when only the brace does not fit, else the parameter on a line of its own, one level deeper.
    static func functionDeclaration(head: String, parameter: String, indent: Int) -> String {
        let signature = "\(head)(\(parameter))"
        if fits(indent, signature + " {") { return signature + " {" }
        if fits(indent, signature) { return signature + "\n" + spaces(indent) + "{" }
        return head + "(\n" + spaces(indent + SwiftLayout.indentWidth) + parameter + "\n" + spaces(indent) + ") {"
    }

    /// `if first, second {` at `indent`: the brace on a line of its own when the conditions fit without it, else
    /// broken after the comma too, the second condition one level deeper.
    static func ifStatement(_ first: String, _ second: String, indent: Int) -> String {
        let conditions = "if \(first), \(second)"
        if fits(indent, conditions + " {") { return conditions + " {" }
        let brace = "\n" + spaces(indent) + "{"
        if fits(indent, conditions) { return conditions + brace }
        return "if \(first)," + "\n" + spaces(indent + SwiftLayout.indentWidth) + second + brace
    }

    /// `let name = value as! Type` at `indent`: broken after `=` (the value one level deeper), and before `as!` when
    /// the value does not fit on its line either.
    static func castBinding(_ name: String, value: String, type: String, indent: Int) -> String {
        let whole = "let \(name) = \(value) as! \(type)"
        guard !fits(indent, whole) else { return whole }
        let deeper = "\n" + spaces(indent + SwiftLayout.indentWidth)
        if fits(indent + SwiftLayout.indentWidth, "\(value) as! \(type)") {
            return "let \(name) =" + deeper + "\(value) as! \(type)"
        }
        return "let \(name) =" + deeper + value + deeper + "as! \(type)"
    }
}
