import ScreenDiagnostics
import Testing

@testable import ScreenExpressions

@Suite struct LexerTests {
    private func lex(_ text: String) -> [Token] {
        let (tokens, diagnostics) = Lexer.tokenize(source(text))
        #expect(diagnostics.isEmpty, "\(diagnostics.map(\.diagnostic.message))")
        return tokens
    }

    private func kinds(_ text: String) -> [Token.Kind] { lex(text).map(\.kind) }

    @Test func tokensCarryOffsetsAndLengths() {
        let tokens = lex("!host.isEmpty && port <= 5")
        #expect(
            tokens.map(\.kind) == [
                .bang, .identifier("host"), .dot, .identifier("isEmpty"), .binaryOperator(.and),
                .identifier("port"), .binaryOperator(.lessOrEqual), .integer("5"), .end,
            ])
        #expect(tokens.map(\.offset) == [0, 1, 5, 6, 14, 17, 22, 25, 26])
        #expect(tokens.map(\.length) == [1, 4, 1, 7, 2, 4, 2, 1, 0])
        #expect(tokens.map(\.text) == ["!", "host", ".", "isEmpty", "&&", "port", "<=", "5", ""])
    }

    @Test func everyOperator() {
        #expect(
            kinds("|| && == != < <= > >= ! - . ( )") == [
                .binaryOperator(.or), .binaryOperator(.and), .binaryOperator(.equal), .binaryOperator(.notEqual),
                .binaryOperator(.less), .binaryOperator(.lessOrEqual), .binaryOperator(.greater),
                .binaryOperator(.greaterOrEqual), .bang, .minus, .dot, .leftParen, .rightParen, .end,
            ])
    }

    @Test func operatorsNeedNoWhitespace() {
        #expect(kinds("a==-1") == [.identifier("a"), .binaryOperator(.equal), .minus, .integer("1"), .end])
        #expect(kinds("!!a") == [.bang, .bang, .identifier("a"), .end])
        #expect(kinds("a!=b") == [.identifier("a"), .binaryOperator(.notEqual), .identifier("b"), .end])
        #expect(
            kinds("(a)||b") == [
                .leftParen, .identifier("a"), .rightParen, .binaryOperator(.or), .identifier("b"), .end,
            ])
    }

    @Test func whitespaceOfAnyKindSeparatesTokens() {
        let tokens = lex(" \t a \n&&\u{00A0}b ")
        #expect(tokens.map(\.kind) == [.identifier("a"), .binaryOperator(.and), .identifier("b"), .end])
        #expect(tokens.map(\.offset) == [3, 6, 9, 11])
    }

    @Test func keywordsAndIdentifiers() {
        #expect(
            kinds("true false trueish _x x1 isEmpty") == [
                .bool(true), .bool(false), .identifier("trueish"), .identifier("_x"), .identifier("x1"),
                .identifier("isEmpty"), .end,
            ])
    }

    @Test func enumCaseIsDotThenName() {
        let tokens = lex("mode == .socks5")
        #expect(
            tokens.map(\.kind) == [.identifier("mode"), .binaryOperator(.equal), .dot, .identifier("socks5"), .end])
        #expect(tokens.map(\.offset) == [0, 5, 8, 9, 15])
    }

    @Test func integers() {
        #expect(
            kinds("0 42 007 99999999999999999999") == [
                .integer("0"), .integer("42"), .integer("007"), .integer("99999999999999999999"), .end,
            ])
    }

    @Test func stringLiteralsAndEscapes() {
        #expect(
            kinds(#""plain" 'single' "it's" 'say "hi"'"#) == [
                .string("plain"), .string("single"), .string("it's"), .string("say \"hi\""), .end,
            ])
        #expect(kinds(#""a\\b\"c\'d\ne\tf""#) == [.string("a\\b\"c'd\ne\tf"), .end])
        #expect(kinds(#"'\r\0\u{1F600}\u{41}'"#) == [.string("\r\0😀A"), .end])
        #expect(kinds(#""""#) == [.string(""), .end])
    }

    @Test func offsetsCountUnicodeScalars() {
        // "é" written as e + combining acute is two scalars; 😀 is one scalar.
        let tokens = lex("\"e\u{301}😀\" == name")
        #expect(tokens.map(\.offset) == [0, 6, 9, 13])
        #expect(tokens[0].length == 5)
        #expect(tokens[0].kind == .string("e\u{301}😀"))
    }

    @Test func unicodeIdentifiers() {
        #expect(kinds("größe") == [.identifier("größe"), .end])
    }

    @Test func misspelledOperatorsRecoverAsTheOperatorMeant() {
        let cases: [(String, BinaryOperator)] = [
            ("=", .equal), ("===", .equal), ("&", .and), ("|", .or), ("!==", .notEqual), ("<>", .notEqual),
            ("=<", .lessOrEqual), ("=>", .greaterOrEqual),
        ]
        for (spelling, op) in cases {
            let (tokens, diagnostics) = Lexer.tokenize(source("a \(spelling) b"))
            #expect(tokens.map(\.kind) == [.identifier("a"), .binaryOperator(op), .identifier("b"), .end])
            #expect(tokens[1].length == spelling.count)
            #expect(diagnostics.count == 1)
            #expect(diagnostics.first?.diagnostic.fixIt?.replacement == op.rawValue)
        }
    }

    @Test func unreadableTextBecomesOneInvalidToken() {
        let (tokens, diagnostics) = Lexer.tokenize(source("a # 1.5 3abc"))
        #expect(tokens.map(\.kind) == [.identifier("a"), .invalid, .invalid, .invalid, .end])
        #expect(tokens.map(\.length) == [1, 1, 3, 4, 0])
        #expect(diagnostics.count == 3)
    }
}
