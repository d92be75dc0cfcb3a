import SwiftSyntax

/// What comments in the controller's source declare: the uses an import's trailing comment lists, and the custom item
/// key a hook's doc comment names.
extension ControllerSource {
    /// The names a trailing `// A, B.C, f` comment of `declaration` lists, when it is nothing but Swift names
    /// separated by commas; nil for any other comment.
    static func declaredUses(_ declaration: ImportDeclSyntax) -> [String]? {
        for piece in declaration.trailingTrivia.pieces {
            guard case .lineComment(let comment) = piece else { continue }
            let names = comment.dropFirst(2).split(separator: ",").map { String($0.filter { $0 != " " }) }
            let isName: (String) -> Bool = { name in
                name.split(separator: ".", omittingEmptySubsequences: false).allSatisfy { part in
                    guard let first = part.first, first == "_" || first.isLetter else { return false }
                    return part.allSatisfy { $0 == "_" || $0.isLetter || $0.isNumber }
                }
            }
            return names.allSatisfy(isName) ? names : nil
        }
        return nil
    }

    /// The hooks whose doc comment says a custom item's key passes them (``row `perChat` (`changed`)``), with that
    /// key, when every such place names the same one.
    static func hookKeys(_ hooks: StructDeclSyntax) -> [String: String] {
        var keys: [String: String] = [:]
        for member in hooks.memberBlock.members {
            guard let variable = member.decl.as(VariableDeclSyntax.self), variable.bindings.count == 1,
                let name = variable.bindings.first?.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
            else { continue }
            var doc = ""
            for piece in variable.leadingTrivia.pieces {
                if case .docLineComment(let line) = piece { doc += " " + line.dropFirst(3) }
            }
            var named: Set<String> = []
            for place in doc.split(separator: "row `", omittingEmptySubsequences: false).dropFirst() {
                guard let close = place.firstIndex(of: "`") else { continue }
                let rest = place[place.index(after: close)...]
                guard rest.hasPrefix(" (`"), let end = rest.dropFirst(3).firstIndex(of: "`") else { continue }
                named.insert(String(rest[rest.index(rest.startIndex, offsetBy: 3)..<end]))
            }
            if named.count == 1 { keys[name] = named.first! }
        }
        return keys
    }
}
