import ScreenDiagnostics

/// One name that two declarations files declare, each in its own place (not the same declaration reached through two
/// imports).
public struct DeclarationClash: Sendable, Equatable {
    /// What the name is: "type", "function", "reusable text" or "custom item".
    public var kind: String
    public var name: String
    /// The declaration kept (the one met first).
    public var first: SourceSpan
    /// The declaration left out.
    public var second: SourceSpan

    public init(kind: String, name: String, first: SourceSpan, second: SourceSpan) {
        self.kind = kind
        self.name = name
        self.first = first
        self.second = second
    }
}

extension AppDeclarations {
    /// `self` and `other` together: `other`'s declarations that `self` does not have, each clash of two different
    /// declarations of one name reported (and `other`'s left out). A declaration both have — a declarations file
    /// reached through two imports — is one declaration. Functions and reusable texts share their names (a call names
    /// either); types and custom items each have their own.
    public func union(_ other: AppDeclarations) -> (declarations: AppDeclarations, clashes: [DeclarationClash]) {
        guard !other.isEmpty || !other.failedNames.isEmpty else { return (self, []) }
        guard !isEmpty || !failedNames.isEmpty else { return (other, []) }
        var clashes: [DeclarationClash] = []
        var result = self
        result.failedNames.formUnion(other.failedNames)
        var types: [String: SourceSpan] = [:]
        for type in self.types { types[type.name.value] = type.name.span }
        for type in other.types {
            if let first = types[type.name.value] {
                if first != type.name.span {
                    clashes.append(
                        DeclarationClash(kind: "type", name: type.name.value, first: first, second: type.name.span))
                }
                continue
            }
            types[type.name.value] = type.name.span
            result.types.append(type)
        }
        var calls: [String: SourceSpan] = [:]
        for function in functions { calls[function.name.value] = function.name.span }
        for text in texts { calls[text.name.value] = text.name.span }
        func addCall(_ name: Located<String>, kind: String) -> Bool {
            if let first = calls[name.value] {
                if first != name.span {
                    clashes.append(DeclarationClash(kind: kind, name: name.value, first: first, second: name.span))
                }
                return false
            }
            calls[name.value] = name.span
            return true
        }
        for function in other.functions where addCall(function.name, kind: "function") {
            result.functions.append(function)
        }
        for text in other.texts where addCall(text.name, kind: "reusable text") { result.texts.append(text) }
        var items: [String: SourceSpan?] = [:]
        for item in self.items { items[item.name] = item.declarationSpan }
        for item in other.items {
            if let first = items[item.name] {
                if let first, let second = item.declarationSpan, first != second {
                    clashes.append(DeclarationClash(kind: "custom item", name: item.name, first: first, second: second))
                }
                continue
            }
            items[item.name] = item.declarationSpan
            result.items.append(item)
        }
        return (result, clashes)
    }

    /// Where each name is declared, for "first declared here" labels: types, then functions and texts, then items.
    public func span(ofDeclarationNamed name: String) -> SourceSpan? {
        type(named: name)?.name.span ?? function(named: name)?.name.span ?? text(named: name)?.name.span
            ?? item(named: name)?.declarationSpan
    }
}

extension ItemDescription {
    /// Where a custom item is declared (its name under `items:`); nil for a shipped kind.
    public var declarationSpan: SourceSpan? {
        if case .custom(let span) = origin { return span }
        return nil
    }
}
