import LocalizedStrings
import Testing

@Suite struct LocalizableStringsTests {
    @Test func entriesAndComments() {
        let (strings, problems) = LocalizableStrings.parse(
            """
            // A line comment
            "Common.Done" = "Done"; // trailing comment
            /* a block
               comment */ "Common.Cancel"="Cancel" ;
            Unquoted.Key = "ok";
            """
        )
        #expect(problems.isEmpty)
        #expect(strings == ["Common.Done": "Done", "Common.Cancel": "Cancel", "Unquoted.Key": "ok"])
    }

    @Test func escapes() {
        let (strings, problems) = LocalizableStrings.parse(
            #""a" = "say \"hi\" \\ done\nnext\ttab \U00e9\u00E9 \UD83D\UDE00 \'q\'";"#
        )
        #expect(problems.isEmpty)
        #expect(strings["a"] == "say \"hi\" \\ done\nnext\ttab éé 😀 'q'")
    }

    @Test func byteOrderMarkIsIgnored() {
        let (strings, problems) = LocalizableStrings.parse("\u{FEFF}\"k\" = \"v\";")
        #expect(problems.isEmpty)
        #expect(strings == ["k": "v"])
    }

    @Test func problemsHaveLineNumbersAndParsingRecovers() {
        let (strings, problems) = LocalizableStrings.parse(
            """
            "one" = "1";
            "two" "2";
            "three" = "3"
            "four" = "4";
            "five" = "unterminated
            "six" = "6";
            "seven" = "\\q";
            "one" = "again";
            /* never closed
            """
        )
        #expect(strings["one"] == "again")
        #expect(strings["four"] == nil)  // swallowed while recovering from the missing `;` of "three"
        #expect(strings["six"] == "6")
        #expect(strings["seven"] == "q")
        #expect(
            problems.map(\.description) == [
                "line 2: expected `=` after the key \"two\"",
                "line 4: expected `;` after the value of \"three\"",
                "line 5: unterminated string: its closing `\"` is missing before the end of the line",
                "line 7: unknown escape `\\q`",
                "line 9: unterminated `/*` comment",
            ]
        )
    }

    @Test func badUnicodeEscapesAreReported() {
        let (strings, problems) = LocalizableStrings.parse(#""a" = "\U12"; "b" = "\UDC00x";"#)
        #expect(strings["a"] == "")  // the digits read are dropped; the quote still ends the string
        #expect(problems.map(\.message).contains("`\\U` needs four hex digits"))
        #expect(problems.map(\.message).contains("lone low surrogate `\\UDC00`"))
        #expect(strings["b"] == "x")
    }

    @Test func problemsHaveColumns() {
        let (_, problems) = LocalizableStrings.parse("\"ok\" = \"1\";\n  \"two\" \"2\";\n")
        #expect(problems.map { "\($0.line):\($0.column)" } == ["2:9"])
    }

    @Test func entriesKeepTheirPositions() {
        let (entries, problems) = LocalizableStrings.parseEntries("// c\n\"a.b\" = \"x\";\n   c = \"y\";")
        #expect(problems.isEmpty)
        #expect(entries.map { "\($0.key)@\($0.line):\($0.column)" } == ["a.b@2:1", "c@3:4"])
    }

    /// Apple's loader (and `plutil`) reads a raw line break inside the quotes as part of the value; Telegram's
    /// strings file has two such values.
    @Test func aValueMayGoOnOverLineBreaks() {
        let (entries, problems) = LocalizableStrings.parseEntries(
            "\"a\" = \"one\ntwo\n\nthree\";\n\"b\" = \"x\";\n\"c\" = \"line\\\nnext\";\n\"d\" = \"y\";")
        #expect(problems.isEmpty, "\(problems)")
        #expect(entries.map(\.value) == ["one\ntwo\n\nthree", "x", "line\nnext", "y"])
        // Lines are counted inside values: the entries after them are where the file has them.
        #expect(entries.map { "\($0.key)@\($0.line):\($0.column)" } == ["a@1:1", "b@5:1", "c@6:1", "d@8:1"])
    }

    /// A string whose closing quote is missing: the quote that ends it opens the next entry. It is reported once, at
    /// its opening quote, and the entries after it are read (no cascade of errors, no keys lost).
    @Test func anUnterminatedStringIsReportedOnceAndTheNextLinesAreRead() {
        let (strings, problems) = LocalizableStrings.parse(
            """
            "a" = "never closed;
            "b" = "2";
            "c" = "3";
            """)
        #expect(problems.map { "\($0.line):\($0.column) \($0.message)" } == [
            "1:7 unterminated string: its closing `\"` is missing before the end of the line"
        ])
        #expect(strings == ["b": "2", "c": "3"])
    }

    /// A value that goes on over a line break, closed, but without its `;`: the `;` is what is missing.
    @Test func aClosedMultiLineValueWithoutSemicolonIsAMissingSemicolon() {
        let (strings, problems) = LocalizableStrings.parse("\"a\" = \"one\ntwo\"\n\"b\" = \"2\";\n\"c\" = \"3\";")
        #expect(problems.map { "\($0.line):\($0.column) \($0.message)" } == [
            "3:1 expected `;` after the value of \"a\""
        ])
        #expect(strings["c"] == "3")
    }

    @Test func aStringOpenAtTheEndOfTheFileIsReportedAtItsQuote() {
        let (strings, problems) = LocalizableStrings.parse("\"a\" = \"1\";\n\"b\" = \"open\n\"c\" = \"3\";\n")
        #expect(problems.map { "\($0.line):\($0.column) \($0.message)" } == [
            "2:7 unterminated string: its closing `\"` is missing before the end of the line"
        ])
        #expect(strings == ["a": "1", "c": "3"])
        let (_, atEnd) = LocalizableStrings.parse("\"a\" = \"1\";\n\"b\" = \"open")
        #expect(atEnd.map { "\($0.line):\($0.column) \($0.message)" } == [
            "2:7 unterminated string: its closing `\"` is missing before the end of the file"
        ])
    }

    /// Apple's loader keeps the last value of a key defined twice; both entries are kept, and `redefinitions` pairs
    /// each later one with the first.
    @Test func aKeyDefinedAgainKeepsItsLastValue() {
        let (entries, problems) = LocalizableStrings.parseEntries("\"k\" = \"1\";\n\"j\" = \"x\";\n\"k\" = \"2\";\n\"k\" = \"3\";")
        #expect(problems.isEmpty)
        #expect(LocalizableStrings.redefinitions(in: entries).map { "\($0.first)→\($0.later)" } == ["0→2", "0→3"])
        #expect(LocalizableStrings.parse("\"k\" = \"1\";\n\"k\" = \"2\";").strings == ["k": "2"])
    }
}
