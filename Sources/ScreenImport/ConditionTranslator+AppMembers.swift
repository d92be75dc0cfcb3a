import SwiftSyntax

/// Members of the app's types read through paths (`settings.autoDownload.cellular.enabled`): typed by where they
/// stand, one declared type per level (named after the member that holds it when the file does not say).
extension ConditionTranslator {
    /// The type of a path through members of app types (`settings.autoDownload.cellular.enabled`); read through an
    /// optional (`privacy?.presence.isRestricted`), it is optional.
    func appMemberType(_ path: String) -> ImportedType? {
        let written = path.split(separator: ".").map(String.init)
        let optional = written.dropLast().contains { $0.hasSuffix("?") }
        let parts = written.map { $0.hasSuffix("?") ? String($0.dropLast()) : $0 }
        guard parts.count >= 2,
            let declared = textParameters != nil ? textParameters?[parts[0]] : stateFields[parts[0]] ?? data?.types[parts[0]],
            case let field = unwrapped.contains(parts[0]) ? declared.wrapped : declared,
            var appType = field.appTypeName, field.isOptionalApp == written[0].hasSuffix("?")
        else {
            return nil
        }
        for (index, name) in parts.dropFirst().enumerated() {
            guard let member = appMembers[appType]?.first(where: { $0.name == name }) else { return nil }
            if index == parts.count - 2 {
                let type = member.type + (optional ? "?" : "")
                return Self.scalars.contains(member.type) ? .scalar(type) : .app(type)
            }
            appType = member.type
        }
        return nil
    }

    /// `field.member` of a field of an app type, where the member's type is known from its place.
    /// A member first read where a `String` or an `Int` stands (interpolated in a text) is taken to be a `String`
    /// until a comparison with a number says `Int`.
    mutating func appMember(_ name: String, of base: ExprSyntax, depth: Int) -> String? {
        guard let expected else { return nil }
        let type = expected == Self.countedString ? "String" : expected
        guard let (baseText, appType) = appPath(base, depth: depth + 1) else { return nil }
        let key = appType + "." + name
        if let index = appMembers[appType]?.firstIndex(where: { $0.name == name }) {
            let known = appMembers[appType]![index].type
            if known == "String", type == "Int", interpolatedMembers.contains(key) {
                appMembers[appType]![index].type = "Int"
                interpolatedMembers.remove(key)
            } else if known == "Int", expected == "String" {
                // An Int interpolates as well.
            } else {
                guard known == type else { return nil }
                if expected != "String" { interpolatedMembers.remove(key) }
            }
        } else {
            appMembers[appType, default: []].append((name, type))
            if expected == "String" { interpolatedMembers.insert(key) }
        }
        return "\(baseText).\(name)"
    }

    /// What `.count` / `.isEmpty` expect of their base: a `String` for certain.
    static let countedString = "String (counted)"


    /// A path whose value is of an app type, with that type: a field of an app type, or a member of one read
    /// through (`settings.autoDownload`), declared as a type of its own named after the member (`AutoDownload`) — the
    /// app's name for it is not in the file, which the screen file says.
    private mutating func appPath(_ expression: ExprSyntax, depth: Int) -> (String, String)? {
        guard depth < 32 else { return nil }
        let saved = expected
        expected = nil
        defer { expected = saved }
        // `privacy?`: an optional of an app type read through (`privacy?.presence`).
        if let chained = expression.as(OptionalChainingExprSyntax.self) {
            guard let text = translate(chained.expression, bareNamesAreState: false, depth: depth + 1),
                let type = type(of: text), type.isOptionalApp, let appType = type.appTypeName
            else { return nil }
            return (text + "?", appType)
        }
        if let text = translate(expression, bareNamesAreState: false, depth: depth + 1),
            let type = type(of: text), !type.isOptionalApp, let appType = type.appTypeName
        {
            return (text, appType)
        }
        guard let member = expression.as(MemberAccessExprSyntax.self), let base = member.base,
            let (baseText, baseType) = appPath(base, depth: depth + 1)
        else { return nil }
        let name = member.declName.baseName.text
        if let known = appMembers[baseType]?.first(where: { $0.name == name }) {
            guard !Self.scalars.contains(known.type) else { return nil }
            return ("\(baseText).\(name)", known.type)
        }
        var invented = name.prefix(1).uppercased() + name.dropFirst()
        while appMembers[invented] != nil || stateFields[invented] != nil || Self.scalars.contains(invented)
            || data?.types.values.contains(where: { $0.appTypeName == invented }) == true
        {
            invented += "Member"
        }
        appMembers[baseType, default: []].append((name, invented))
        appMembers[invented] = []
        inventedTypes.insert(invented)
        return ("\(baseText).\(name)", invented)
    }

    /// `base.isX` where `isX` tests a case of an app enum (`CaseTest`): `base == .x`, the base typed as that enum and
    /// the case recorded (`appCases`); whether the comparison reads through an optional (`privacy?.phoneNumber`).
    mutating func caseComparison(_ name: String, of base: ExprSyntax, depth: Int) -> (text: String, optional: Bool)? {
        guard depth < 32, let tests = caseTests[name], tests.count == 1, let test = tests.first,
            let path = typedPath(base, as: test.type, depth: depth + 1)
        else { return nil }
        if appCases[test.type]?.contains(test.caseName) != true { appCases[test.type, default: []].append(test.caseName) }
        if appMembers[test.type] == nil { appMembers[test.type] = [] }
        let optional = path.contains("?") || type(of: path)?.isOptionalApp == true
        return ("\(path) == .\(test.caseName)", optional)
    }

    /// A path whose value is of app type `type`: a field of it, or a member of an app type's path (declared of `type`
    /// when first read).
    private mutating func typedPath(_ expression: ExprSyntax, as type: String, depth: Int) -> String? {
        let saved = expected
        expected = nil
        defer { expected = saved }
        if let text = translate(expression, bareNamesAreState: false, depth: depth + 1) {
            return self.type(of: text)?.appTypeName == type ? text : nil
        }
        guard let member = expression.as(MemberAccessExprSyntax.self), let base = member.base,
            let (baseText, baseType) = appPath(base, depth: depth + 1)
        else { return nil }
        let name = member.declName.baseName.text
        if let known = appMembers[baseType]?.first(where: { $0.name == name }) {
            guard known.type == type else { return nil }
        } else {
            appMembers[baseType, default: []].append((name, type))
        }
        return "\(baseText).\(name)"
    }
}
