import SwiftSyntax

/// The types of translated paths: state, data and parameter fields, the loop element's fields, app members, counts.
extension ConditionTranslator {
    /// The type of a translated path: a state or data field, `element.field`, `list.count` / `list.isEmpty` — the
    /// wrapped type of an optional read unwrapped.
    func type(of path: String) -> ImportedType? {
        guard unwrapped.contains(path), let type = declaredType(of: path) else { return declaredType(of: path) }
        return type.wrapped
    }

    private func declaredType(of path: String) -> ImportedType? {
        if let type = caseValues[path] { return type }
        if let textParameters {
            if let type = textParameters[path] { return type }
        } else if let type = stateFields[path] ?? data?.types[path] ?? parameterFields[path] { return type }
        if namedConditions.contains(where: { $0.name == path }) { return .scalar("Bool") }
        if let memberType = appMemberType(path) { return memberType }
        var parts = path.split(separator: ".").map(String.init)
        if parts.count == 3 {
            // `element.field.count`
            parts = [parts[0] + "." + parts[1], parts[2]]
        }
        guard parts.count == 2 else { return nil }
        if let loop = loopElement, parts[0] == loop.name, case .list(let element, _, _)? = data?.types[loop.list] {
            return element.first { $0.name == parts[1] }?.type
        }
        if let memberType = appMemberType(path) { return memberType }
        if let counted = type(of: parts[0]), counted.isList || counted.isString {
            return parts[1] == "count" ? .scalar("Int") : parts[1] == "isEmpty" ? .scalar("Bool") : nil
        }
        return nil
    }
}
