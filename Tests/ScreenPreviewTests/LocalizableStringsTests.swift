import ScreenPreview
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

    @Test func lookupTriesTheKeyThenDots() {
        let strings = ["SocksProxySetup.Title": "Proxy", "Common_Done": "Done!", "Common.Done": "Done"]
        #expect(LocalizableStrings.lookup("SocksProxySetup_Title", in: strings) == "Proxy")
        #expect(LocalizableStrings.lookup("Common_Done", in: strings) == "Done!")
        #expect(LocalizableStrings.lookup("Missing_Key", in: strings) == nil)
        #expect(LocalizableStrings.lookup("Plain", in: [:]) == nil)
    }

    @Test func theFixtureParsesCleanly() {
        let (strings, problems) = LocalizableStrings.parse(englishStringsFile)
        #expect(problems.isEmpty)
        #expect(strings.count > 100)
    }
}
