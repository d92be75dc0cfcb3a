import SwiftSyntax

/// `types:`: the app's types the screen's data and functions name, with the members the screen reads, their modules
/// and the names of the types of members read through.
extension ScreenBuilder {
    /// The `types:` block for `appTypes` (the types data fields and declared functions name, in order) and the types
    /// of the members read through them; empty when there are none.
    ///
    /// A type's module is the one whose `import` comment names it (`import TelegramCore  // BotSettings, Privacy`, as
    /// screenc writes it), else the file's one import no generated screen needs (said in a comment to check). The
    /// type of a member read through (`settings.privacy.blocking`) has no name in the code; the same comment gives it
    /// when its module's names not otherwise in the file are as many as such types (matched in the order screenc
    /// writes them: depth first from the types the file names), else it is named after the member (said).
    func appTypeDeclarations(_ appTypes: [String]) -> [String] {
        guard !appTypes.isEmpty else { return [] }
        var members = rows.conditions.appMembers
        var invented = rows.conditions.inventedTypes
        // And the types of members read through (`settings.autoDownload.cellular`), which the importer names.
        var reachable = Set(appTypes)
        var pending = Array(reachable)
        while let type = pending.popLast() {
            for member in members[type] ?? [] where members[member.type] != nil && reachable.insert(member.type).inserted {
                pending.append(member.type)
            }
        }
        let names = namesFromImports(for: invented.intersection(reachable), members: members, reachable: reachable)
        if !names.isEmpty {
            for (type, list) in members {
                members[type] = list.map { ($0.name, names[$0.type] ?? $0.type) }
            }
            for (old, new) in names {
                members[new] = members.removeValue(forKey: old)
                invented.remove(old)
                reachable.remove(old)
                reachable.insert(new)
            }
        }
        let guessedMembers = addNestedTypesFromImports(members: &members, reachable: &reachable)
        let declaredModules = Dictionary(uniqueKeysWithValues: reachable.map { ($0, declaredModule(of: $0)) })
        var lines = [""]
        let guess = appModuleGuess(for: reachable.filter { declaredModules[$0]! == nil }.sorted())
        let guessed = guess?.module
        if declaredModules.values.contains(nil) {
            lines.append(
                guess.map {
                    "# left: the types' module is taken to be `\($0.module)`, \($0.why): check it (and add the members the screen will read)"
                } ?? "# left: the module declaring these types is not known: add `module:` to each (and the members the screen will read)")
        }
        lines.append("types:")
        let sendable = sendableTypes(reachable)
        for type in reachable.sorted() {
            let typeMembers = members[type] ?? []
            if invented.contains(type) {
                lines.append("  # left: named after the member that holds it; the app's name for it is not in the Swift file: add `swift:`")
            }
            if let holder = guessedMembers[type] {
                lines.append(
                    "  # left: `\(type)` is named by its module's import but not read by the Swift file: declared as the type of `\(holder)`, guessed from its name; write its members or cases")
            }
            let swiftName = String(type.split(separator: ".").last!)
            var keys = (declaredModules[type]! ?? guessed).map { ["module: \($0)"] } ?? []
            if let cases = rows.conditions.appCases[type], let values = rows.conditions.appCaseValues[type] {
                // A `switch` binding the values cases carry: their names are the file's, their types are not.
                lines.append(
                    "  # left: cases read from a `switch` over them, the values they carry by the names it binds them to, typed `String` here: the file does not say their types (nor the other cases, if the switch has a `default:`): write the app's")
                let written = cases.map { name in
                    values[name].map { "\(name): { \($0.map { "\($0): String" }.joined(separator: ", ")) }" } ?? "\(name): null"
                }
                keys.append("cases: { \(written.joined(separator: ", ")) }")
            } else if let cases = rows.conditions.appCases[type], rows.conditions.switchedAppEnums.contains(type) {
                lines.append(
                    "  # left: cases read from a `switch` over them; the values a case carries (`\(cases[0]): { label: Type }`), and the other cases if the switch has a `default:`, are not in the file: write them")
                keys.append("cases: [\(cases.joined(separator: ", "))]")
            } else if let cases = rows.conditions.appCases[type] {
                lines.append(
                    "  # left: cases read from the file's `if case` tests (`\(cases.joined(separator: "`, `"))`); the others, and the values a case carries (`\(cases[0]): { label: Type }`), are not in the file: write them")
                keys.append("cases: [\(cases.joined(separator: ", "))]")
            }
            if !typeMembers.isEmpty {
                let written = typeMembers.map { "\($0.name): \($0.type.split(separator: ".").last!)" }
                keys.append("members: { \(written.joined(separator: ", ")) }")
            }
            if swiftName != type { keys.append("swift: \(type)") }
            if sendable.contains(type) { keys.append("sendable: true") }
            lines.append(keys.isEmpty ? "  \(swiftName): {}" : "  \(swiftName): { \(keys.joined(separator: ", ")) }")
        }
        return lines
    }

    /// The types an `import` comment names that the file does not read, nested in a type it does (`EnginePeer.Presence
    /// .Status` beside `EnginePeer.Presence`): declared as the type of the member named after it (`status`), a guess
    /// said in a comment — the Swift reads nothing of it, but the import names it because a member holds it. By the
    /// new type → the member path guessed (`Presence.status`).
    private func addNestedTypesFromImports(
        members: inout [String: [(name: String, type: String)]], reachable: inout Set<String>
    ) -> [String: String] {
        var guessed: [String: String] = [:]
        for module in controller.importUses.keys.sorted() {
            for name in controller.importUses[module]! where !reachable.contains(name) && rows.declaredFunctions[name] == nil {
                let parts = name.split(separator: ".")
                let owner = parts.dropLast().joined(separator: ".")
                guard parts.count > 1, reachable.contains(owner), let last = parts.last else { continue }
                let member = last.prefix(1).lowercased() + last.dropFirst()
                guard !(members[owner] ?? []).contains(where: { $0.name == member }) else { continue }
                members[owner, default: []].append((member, name))
                members[name] = []
                reachable.insert(name)
                guessed[name] = "\(owner.split(separator: ".").last!).\(member)"
            }
        }
        return guessed
    }

    /// The app types of `types` that a struct of the file declared `Sendable` stores (`public struct XData: Equatable,
    /// Sendable { public var usage: CacheUsage }`): screenc declares such a struct `Sendable` only when the type of
    /// each of its stored properties is, so those were declared `sendable: true`.
    private func sendableTypes(_ types: Set<String>) -> Set<String> {
        var sendable: Set<String> = []
        for declaration in controller.declarations.structs.values {
            guard declaration.inheritanceClause?.inheritedTypes.contains(where: { $0.type.trimmedDescription == "Sendable" }) == true
            else { continue }
            for member in declaration.memberBlock.members {
                guard let variable = member.decl.as(VariableDeclSyntax.self) else { continue }
                for binding in variable.bindings where binding.accessorBlock == nil {
                    guard var type = binding.typeAnnotation?.type.trimmedDescription else { continue }
                    if type.hasSuffix("?") { type.removeLast() }
                    if types.contains(type) { sendable.insert(type) }
                }
            }
        }
        return sendable
    }

    /// The module whose `import` comment names `swiftName` (a declared type or function of the app), if one does.
    func declaredModule(of swiftName: String) -> String? {
        controller.importUses.keys.sorted().first { controller.importUses[$0]!.contains(swiftName) }
    }

    /// Names for the `invented` types (members' types the importer named after the member) from the `import`
    /// comments: per module, the types its comment names that the file reads are walked depth first through their
    /// members (as screenc lists them); when the comment's other names (neither such a type nor a function the screen
    /// declares) are exactly as many as the invented types the walk meets, they are those types' names, in order.
    private func namesFromImports(
        for invented: Set<String>, members: [String: [(name: String, type: String)]], reachable: Set<String>
    ) -> [String: String] {
        guard !invented.isEmpty else { return [:] }
        var names: [String: String] = [:]
        let known = reachable.subtracting(invented).union(rows.declaredFunctions.keys)
        for module in controller.importUses.keys.sorted() {
            let uses = controller.importUses[module]!
            var met: [String] = []
            var visited: Set<String> = []
            func visit(_ type: String) {
                guard visited.insert(type).inserted else { return }
                if invented.contains(type) { met.append(type) }
                for member in members[type] ?? [] where members[member.type] != nil { visit(member.type) }
            }
            for name in uses where known.contains(name) && members[name] != nil { visit(name) }
            let unnamed = uses.filter { !known.contains($0) && !reachable.contains($0) }
            guard !met.isEmpty, met.count == unnamed.count, met.allSatisfy({ names[$0] == nil }) else { continue }
            for (type, name) in zip(met, unnamed) { names[type] = name }
        }
        return names
    }
}
