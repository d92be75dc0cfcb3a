import ScreenDiagnostics
import SwiftSyntax

/// What comments in the controller's source declare: the uses an import's trailing comment lists, and the custom item
/// key a hook's doc comment names.
extension ControllerSource {
    /// The names a trailing `// A, B.C, f` comment of `declaration` lists, when it is nothing but Swift names
    /// separated by commas; nil for any other comment. A list ending with a comma goes on in the `//` lines right
    /// below the import (`following`: the leading trivia of the next statement), as screenc writes a long one.
    static func declaredUses(_ declaration: ImportDeclSyntax, following: Trivia?) -> [String]? {
        var comments: [String] = []
        for piece in declaration.trailingTrivia.pieces {
            guard case .lineComment(let comment) = piece else { continue }
            comments.append(comment)
            break
        }
        guard !comments.isEmpty else { return nil }
        if let following, comments[0].hasSuffix(",") {
            var pieces = following.pieces[...]
            // Right below: one newline, then a comment, and so on while each ends with a comma.
            while case .newlines(1) = pieces.first, case .lineComment(let comment)? = pieces.dropFirst().first,
                comments.last!.hasSuffix(",")
            {
                comments.append(comment)
                pieces = pieces.dropFirst(2)
            }
        }
        let names = comments.flatMap { $0.dropFirst(2).split(separator: ",").map { String($0.filter { $0 != " " }) } }
        let isName: (String) -> Bool = { name in
            name.split(separator: ".", omittingEmptySubsequences: false).allSatisfy { SwiftIdentifier.isValid(String($0)) }
        }
        return names.allSatisfy(isName) ? names : nil
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
