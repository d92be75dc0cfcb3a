import ScreenDiagnostics
import Testing

@testable import ScreenExpressions

@Suite struct TypeCheckerTests {
    @Test(arguments: [
        ("enabled", ExpressionType.bool),
        ("port", .int),
        ("host", .string),
        ("mode", proxyMode),
        ("-port", .int),
        ("host.count", .int),
        ("host.isEmpty", .bool),
        ("\"日本\".count", .int),
        ("port > 1 || enabled", .bool),
        ("mode == .socks5", .bool),
        (".socks5 != mode", .bool),
        ("mode == otherMode", .bool),
        ("encryption == .tls && mode != .none", .bool),
        ("host == 'x' && username != \"\"", .bool),
        ("enabled == (port < 3)", .bool),
        ("!host.isEmpty && host.count <= 5", .bool),
    ])
    func wellTypedExpressions(text: String, type: ExpressionType) {
        let (inferred, diagnostics) = typeOf(text)
        #expect(diagnostics.isEmpty, "\(diagnostics.map(\.message))")
        #expect(inferred == type)
    }

    @Test func typeDescriptions() {
        #expect(ExpressionType.bool.description == "Bool")
        #expect(ExpressionType.int.description == "Int")
        #expect(ExpressionType.string.description == "String")
        #expect(proxyMode.description == "ProxyMode")
        #expect(encryption.withArticle == "an `Encryption`")
    }

    @Test func unknownFieldSuggestsTheClosestField() {
        let diagnostics = conditionDiagnostics("prot > 0")
        #expect(diagnostics.count == 1)
        let diagnostic = diagnostics[0]
        #expect(diagnostic.rule == .unknownStateField)
        #expect(diagnostic.message == "there is no field `prot`")
        #expect(diagnostic.help == "did you mean `port`?")
        #expect(columns(diagnostic.span) == 13..<17)
        #expect(diagnostic.notes.first?.hasPrefix("known names: `autoDownload`, `enabled`") == true)
    }

    @Test func unknownFieldWithoutCloseMatch() {
        let diagnostic = conditionDiagnostics("wifiOnly")[0]
        #expect(diagnostic.rule == .unknownStateField)
        #expect(diagnostic.help == nil)
    }

    @Test func capitalizedBooleanLiteralSuggestsTheLiteral() {
        #expect(conditionDiagnostics("True")[0].help == "did you mean `true`?")
    }

    @Test func screenWithoutFields() {
        let diagnostic = ExpressionTypeChecker(fields: [:]).checkCondition(expression("x"))[0]
        #expect(diagnostic.notes == ["the screen declares no names a condition can read"])
    }

    @Test func unknownEnumCaseSuggestsACase() {
        let diagnostics = conditionDiagnostics("mode == .sock5")
        #expect(diagnostics.count == 1)
        let diagnostic = diagnostics[0]
        #expect(diagnostic.rule == .unknownEnumCase)
        #expect(diagnostic.message == "`ProxyMode` has no case `sock5`")
        #expect(diagnostic.help == "did you mean `.socks5`?")
        #expect(diagnostic.notes == ["`ProxyMode` has the cases `.none`, `.socks5`, `.http`"])
        #expect(columns(diagnostic.span) == 21..<27)
    }

    @Test func enumCaseOnTheLeftIsCheckedToo() {
        let diagnostic = conditionDiagnostics(".htp != mode")[0]
        #expect(diagnostic.rule == .unknownEnumCase)
        #expect(diagnostic.help == "did you mean `.http`?")
        #expect(columns(diagnostic.span) == 13..<17)
    }

    @Test func caseOfAnotherEnum() {
        let diagnostic = conditionDiagnostics("encryption == .socks5")[0]
        #expect(diagnostic.rule == .unknownEnumCase)
        #expect(diagnostic.message == "`Encryption` has no case `socks5`")
        #expect(diagnostic.help == nil)
    }

    @Test func twoCaseLiteralsHaveNoType() {
        let diagnostics = conditionDiagnostics(".socks5 == .http")
        #expect(diagnostics.count == 1)
        #expect(diagnostics[0].rule == .expressionType)
        #expect(
            diagnostics[0].message
                == "cannot compare two enum case literals `.socks5` and `.http`: neither side says which enum they belong to"
        )
        #expect(diagnostics[0].help == "compare an enum field with a case, like `mode == .socks5`")
        #expect(columns(diagnostics[0].span) == 13..<29)
    }

    @Test func caseLiteralOutsideAComparison() {
        let diagnostics = conditionDiagnostics(".socks5")
        #expect(
            diagnostics.map(\.message) == [
                "enum case `.socks5` can only be compared with `==` or `!=` to an enum field"
            ])
        #expect(diagnostics[0].help == "for example `mode == .socks5`")
        #expect(conditionDiagnostics("enabled && .tls")[0].help == "for example `encryption == .tls`")
    }

    @Test func caseLiteralComparedWithANonEnum() {
        let diagnostic = conditionDiagnostics("port == .socks5")[0]
        #expect(diagnostic.rule == .expressionType)
        #expect(diagnostic.message == "cannot compare `port`, which is an Int, with the enum case `.socks5`")
        #expect(
            conditionDiagnostics("host != .http")[0].help == "to compare with text, write a string literal: `\"http\"`")
    }

    @Test func bareCaseNameSuggestsTheCaseLiteral() {
        let diagnostic = conditionDiagnostics("mode == socks5")[0]
        #expect(diagnostic.rule == .unknownStateField)
        #expect(diagnostic.help == "did you mean the enum case `.socks5`?")
        #expect(diagnostic.notes == ["`socks5` is a case of `ProxyMode`"])
    }

    @Test func equalityNeedsTheSameTypeOnBothSides() {
        let diagnostic = conditionDiagnostics("port == host")[0]
        #expect(diagnostic.rule == .expressionType)
        #expect(
            diagnostic.message
                == "`==` needs both sides to have the same type, but `port` is an Int and `host` is a String")
        #expect(columns(diagnostic.span) == 13..<25)
        #expect(diagnostic.labels.map(\.message) == ["Int", "String"])
        #expect(diagnostic.labels.map { columns($0.span) } == [13..<17, 21..<25])
        #expect(
            conditionDiagnostics("mode != encryption")[0].message
                == "`!=` needs both sides to have the same type, but `mode` is a `ProxyMode` and `encryption` is an `Encryption`"
        )
    }

    @Test func quotedLiteralsOfTheWrongKindGetHelp() {
        #expect(conditionDiagnostics("port == \"80\"")[0].help == "write the number without quotes: `80`")
        #expect(conditionDiagnostics("'true' == enabled")[0].help == "write `true` without quotes")
        #expect(conditionDiagnostics("mode == 'http'")[0].help == "write the enum case as `.http`")
        #expect(conditionDiagnostics("port == 'eighty'")[0].help == nil)
    }

    @Test func logicalOperatorsNeedBools() {
        let diagnostics = conditionDiagnostics("port && host")
        #expect(
            diagnostics.map(\.message) == [
                "`&&` needs a Bool on each side, but `port` is an Int",
                "`&&` needs a Bool on each side, but `host` is a String",
            ])
        #expect(
            diagnostics.map(\.help) == [
                "compare it instead, for example `port != 0`", "compare it instead, for example `!host.isEmpty`",
            ])
        #expect(diagnostics.map { columns($0.span) } == [13..<17, 21..<25])
        #expect(conditionDiagnostics("enabled || mode")[0].help == "compare it instead, for example `mode == .none`")
    }

    @Test func orderingNeedsInts() {
        let diagnostics = conditionDiagnostics("host < 5")
        #expect(diagnostics.map(\.message) == ["`<` needs an Int on each side, but `host` is a String"])
        #expect(diagnostics[0].help == nil)
        #expect(conditionDiagnostics("enabled >= false").count == 2)
    }

    @Test func notNeedsABool() {
        let int = conditionDiagnostics("!port")[0]
        #expect(int.message == "`!` needs a Bool, but `port` is an Int")
        #expect(int.help == "compare it instead, for example `port == 0`")
        #expect(columns(int.span) == 14..<18)
        #expect(conditionDiagnostics("!host")[0].help == "compare it instead, for example `host.isEmpty`")
        #expect(conditionDiagnostics("!mode")[0].help == "compare it instead, for example `mode != .none`")
    }

    @Test func negationNeedsAnInt() {
        let diagnostic = conditionDiagnostics("-enabled < 0")[0]
        #expect(diagnostic.message == "`-` needs an Int, but `enabled` is a Bool")
        #expect(columns(diagnostic.span) == 14..<21)
    }

    @Test func membersOnlyOnStrings() {
        let isEmpty = conditionDiagnostics("port.isEmpty")[0]
        #expect(isEmpty.rule == .expressionType)
        #expect(isEmpty.message == "`.isEmpty` is only available on a String or a list, but `port` is an Int")
        #expect(isEmpty.help == "compare it instead: `port == 0`")
        #expect(columns(isEmpty.span) == 13..<25)
        #expect(
            conditionDiagnostics("mode.count > 0")[0].message
                == "`.count` is only available on a String or a list, but `mode` is a `ProxyMode`")
        #expect(
            conditionDiagnostics("(port > 0).isEmpty")[0].message
                == "`.isEmpty` is only available on a String or a list, but `port > 0` is a Bool")
    }

    @Test func conditionMustBeABool() {
        let diagnostic = conditionDiagnostics("port")[0]
        #expect(diagnostic.rule == .expressionType)
        #expect(diagnostic.message == "condition must be a Bool, but `port` is an Int")
        #expect(diagnostic.help == "compare it instead, for example `port != 0`")
        #expect(columns(diagnostic.span) == 13..<17)
        #expect(conditionDiagnostics("host")[0].help == "compare it instead, for example `!host.isEmpty`")
        #expect(conditionDiagnostics("mode")[0].message == "condition must be a Bool, but `mode` is a `ProxyMode`")
        #expect(conditionDiagnostics("host.count")[0].message == "condition must be a Bool, but `host.count` is an Int")
        #expect(conditionDiagnostics("-(port)")[0].help == "compare it instead, for example `-port != 0`")
        #expect(conditionDiagnostics("'a'")[0].help == "compare it instead, for example `!\"a\".isEmpty`")
    }

    @Test func longExpressionsAreNotQuotedInMessages() {
        let diagnostic = conditionDiagnostics("(username.count > 0 && username.count < 100000) == port")[0]
        #expect(
            diagnostic.message
                == "`==` needs both sides to have the same type, but this expression is a Bool and `port` is an Int")
        let veryLong = conditionDiagnostics("-(-(-(-(-(-(-(-(-(-(-(-(username.count))))))))))))")
        #expect(veryLong[0].message == "condition must be a Bool, but this expression is an Int")
    }

    @Test func errorsDoNotCascade() {
        // An unknown field makes everything around it unknown: no further errors about it.
        #expect(conditionDiagnostics("!(prot > 0)").map(\.rule) == [.unknownStateField])
        #expect(conditionDiagnostics("prot.isEmpty").map(\.rule) == [.unknownStateField])
        #expect(conditionDiagnostics("-prot == 1").map(\.rule) == [.unknownStateField])
        #expect(conditionDiagnostics("prot").map(\.rule) == [.unknownStateField])
        #expect(
            conditionDiagnostics("mode == .sock5 || prot == mode").map(\.rule) == [
                .unknownEnumCase, .unknownStateField,
            ])
        // A wrong operand makes its operator's result an error, but not its sibling.
        #expect(conditionDiagnostics("(port && enabled) == 5").count == 1)
        #expect(conditionDiagnostics("!port || host == 1").count == 2)
        #expect(conditionDiagnostics("(.a == .b) == enabled").count == 1)
    }

    @Test func checkReturnsNoTypeWhenThereAreErrors() {
        let (type, diagnostics) = typeOf("prot")
        #expect(type == nil)
        #expect(diagnostics.count == 1)
    }

    @Test func everyErrorIsReported() {
        let diagnostics = conditionDiagnostics("prot > 0 && hst.isEmpty || mode == .htp")
        #expect(diagnostics.map(\.rule) == [.unknownStateField, .unknownStateField, .unknownEnumCase])
        #expect(diagnostics.map(\.help) == ["did you mean `port`?", "did you mean `host`?", "did you mean `.http`?"])
    }
}
