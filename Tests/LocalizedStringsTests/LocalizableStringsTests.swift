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
                "line 5: unterminated string",
                "line 7: unknown escape `\\q`",
                "line 8: duplicate key \"one\"; the last value is used",
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
}
