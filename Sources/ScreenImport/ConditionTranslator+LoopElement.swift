import SwiftSyntax

/// The element of the `for` loop around the entry being read: its fields, its type's name, and whether an expression
/// is the element itself.
extension ConditionTranslator {
    /// `element.field` of the loop element (`member.flag`): the list it runs over, the element and the field.
    func elementField(_ path: String) -> (list: String, element: String, field: String)? {
        guard let loop = loopElement else { return nil }
        let parts = path.split(separator: ".").map(String.init)
        guard parts.count == 2, parts[0] == loop.name, type(of: path) != nil else { return nil }
        return (loop.list, loop.name, parts[1])
    }

    /// The type name of the loop's element (`PreviewEntity`), when the list's struct is the file's.
    var loopElementTypeName: String? {
        guard let loop = loopElement, case .list(_, let name, _)? = data?.types[loop.list] else { return nil }
        return name
    }

    /// Whether `expression` is the loop element itself (`peer`, or a payload passed it).
    func isLoopElement(_ expression: ExprSyntax) -> Bool {
        guard let reference = expression.as(DeclReferenceExprSyntax.self), let loop = loopElement else { return false }
        let name = reference.baseName.text
        if let passed = substitutions[name] {
            return passed.as(DeclReferenceExprSyntax.self)?.baseName.text == loop.name
        }
        return name == loop.name
    }
}
