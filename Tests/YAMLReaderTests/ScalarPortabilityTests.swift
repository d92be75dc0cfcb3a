import ScreenDiagnostics
import Testing
import YAMLReader

/// `ScalarPortability`: which plain scalars PyYAML (YAML 1.1) and the JavaScript `yaml` package (YAML 1.2) read
/// differently. Every spelling here was loaded with both tools when it was written; `Tests/Portability` checks the
/// repository's files against the tools themselves in CI.
@Suite("Scalar portability")
struct ScalarPortabilityTests {
    @Test("YAML 1.1 booleans", arguments: [
        ("yes", true), ("Yes", true), ("YES", true), ("on", true), ("On", true), ("ON", true),
        ("no", false), ("No", false), ("NO", false), ("off", false), ("Off", false),
        ("OFF", false),
    ])
    func booleans(value: String, isTrue: Bool) {
        #expect(ScalarPortability.problem(plain: value, inFlow: false) == .yaml11Boolean(isTrue: isTrue))
    }

    @Test("numbers and dates the two versions read differently", arguments: [
        ("007", ScalarPortability.Problem.leadingZero), ("0755", .leadingZero), ("09", .leadingZero), ("-01", .leadingZero),
        ("+00", .leadingZero), ("0_7", .leadingZero),
        ("1:30", .sexagesimal), ("12:30:45", .sexagesimal), ("-1:30", .sexagesimal), ("1:30.5", .sexagesimal),
        ("0:30.5", .sexagesimal), ("190:20:30", .sexagesimal),
        ("0b11", .yaml11Number), ("1_000", .yaml11Number), ("-0x1F", .yaml11Number), ("0x_1", .yaml11Number),
        ("1.5_0", .yaml11Number), ("1_0.5", .yaml11Number),
        ("1e3", .yaml12Number), ("1E+3", .yaml12Number), ("1.5e3", .yaml12Number), ("0o17", .yaml12Number),
        ("+.5", .yaml12Number), ("-.5", .yaml12Number), ("+.nan", .yaml12Number), (".5e3", .yaml12Number),
        ("9007199254740993", .beyondDoublePrecision), ("-12345678901234567890", .beyondDoublePrecision),
        ("18446744073709551617", .beyondDoublePrecision), ("9223372036854775807", .beyondDoublePrecision),
        ("2024-01-31", .timestamp), ("2024-1-3 1:02:03", .timestamp), ("2024-01-31T10:00:00Z", .timestamp),
        ("2024-01-31 10:00:00.5 +1", .timestamp),
        ("=", .valueKey), ("<<", .mergeKey),
    ])
    func numbers(value: String, problem: ScalarPortability.Problem) {
        #expect(ScalarPortability.problem(plain: value, inFlow: false) == problem)
    }

    @Test("values every tool reads alike", arguments: [
        "true", "false", "True", "FALSE", "null", "~", "", "0", "-0", "+0", "7", "10", "-42", "0.5", "1.", "01.5", ".5",
        "1.5e+3", ".5e+3", "0x1F", "0x1f", ".inf", "-.inf", "+.inf", ".nan", ".NaN", "9007199254740992", "9007199254740994",
        "-9223372036854775808", "9223372036854775808", "yES", "nO",
        "oN", "yeah", "y", "Y", "n", "N", "1:60", "1:3a", "01:30", "1:", ":30", "a:1", "v1:30", "2024-01", "2024-01-311", "a=b", "<<<",
        "String?", "a?b", "Anna Müller", "https://telegram.org",
    ])
    func portable(value: String) {
        #expect(ScalarPortability.problem(plain: value, inFlow: false) == nil)
    }

    @Test("a ? inside brackets or braces, and a tab")
    func syntax() {
        #expect(ScalarPortability.problem(plain: "String?", inFlow: true) == .questionMarkInFlow)
        #expect(ScalarPortability.problem(plain: "a ?? b", inFlow: true) == .questionMarkInFlow)
        #expect(ScalarPortability.problem(plain: "String?", inFlow: false) == nil)
        #expect(ScalarPortability.problem(plain: "a\tb", inFlow: false) == .tab)
        #expect(ScalarPortability.problem(plain: "yes", inFlow: true) == .yaml11Boolean(isTrue: true))
        #expect(ScalarPortability.Problem.questionMarkInFlow.rule == .nonPortableYAML)
        #expect(ScalarPortability.Problem.tab.rule == .nonPortableYAML)
        #expect(ScalarPortability.Problem.leadingZero.rule == .ambiguousScalar)
    }

    @Test("quoted or tagged scalars are portable")
    func quotedOrTagged() {
        #expect(ScalarPortability.problem(YAMLScalar("no", style: .doubleQuoted), inFlow: false) == nil)
        #expect(ScalarPortability.problem(YAMLScalar("007", style: .singleQuoted), inFlow: false) == nil)
        #expect(ScalarPortability.problem(YAMLScalar("on", style: .literal), inFlow: false) == nil)
        #expect(ScalarPortability.problem(YAMLScalar("yes", tag: "tag:yaml.org,2002:str"), inFlow: false) == nil)
        #expect(ScalarPortability.problem(YAMLScalar("String?", style: .doubleQuoted), inFlow: true) == nil)
    }

    @Test("what screenc may read as a number", arguments: [
        ("10", true), ("007", true), ("1e3", true), ("+.5", true), ("-0x1F", true), ("1.5", true),
        ("1_000", false), ("0b11", false), ("0o17", false), ("1:30", false), ("yes", false), ("+.nan", false),
        ("2024-01-31", false), ("inf", false),
    ])
    func mayBeNumber(value: String, expected: Bool) {
        #expect(ScalarPortability.mayBeNumber(value) == expected)
    }

    @Test("NEL, LINE SEPARATOR and a tab found in the file's bytes, wherever they are")
    func fileLevelProblems() {
        let text = "title: \"A\u{2028}B\"\nrows: [{ text: \"x\u{85}y\" }]\nplain: a\tb\n"
        let messages = YAMLParser.parse(Array(text.utf8), file: "a.yaml").diagnostics
            .filter { $0.rule == .nonPortableYAML }.map(\.message)
        #expect(messages.count == 3, "\(messages)")
        #expect(messages.contains { $0.hasPrefix("LINE SEPARATOR (U+2028)") })
        #expect(messages.contains { $0.hasPrefix("NEL (U+0085)") })
        #expect(messages.contains { $0.contains("a tab") })
        // A file without them has no such problem (the bytes are searched, not scanned by the tokenizer).
        #expect(YAMLParser.parse(Array("title: \"é – ü\"\n".utf8), file: "a.yaml").diagnostics.isEmpty)
    }

    @Test("the diagnostic: rule, message, note and the quoting fix-it")
    func diagnostic() {
        let span = SourceSpan(file: "a.yaml", start: SourcePosition(line: 3, column: 8), end: SourcePosition(line: 3, column: 11))
        let diagnostic = ScalarPortability.diagnostic(.yaml11Boolean(isTrue: false), value: "Off", at: span)
        #expect(diagnostic.rule == .ambiguousScalar)
        #expect(diagnostic.severity == .warning)
        #expect(diagnostic.message == "unquoted `Off` is the boolean false to YAML 1.1 tools (PyYAML, yamllint) and text to YAML 1.2 tools")
        #expect(diagnostic.fixIt == Diagnostic.FixIt(span: span, replacement: "\"Off\""))
        let number = ScalarPortability.diagnostic(.leadingZero, value: "010", at: span, fix: .number("10"))
        #expect(number.fixIt?.replacement == "10")
        #expect(ScalarPortability.diagnostic(.beyondDoublePrecision, value: "9007199254740993", at: span, fix: .none).fixIt == nil)
    }
}

/// `YAMLQuoting`: spellings that every YAML reader reads back as the text.
@Suite("YAML quoting")
struct YAMLQuotingTests {
    @Test("double-quoted spellings", arguments: [
        ("NO", #""NO""#),
        ("0755", #""0755""#),
        (#"say "hi" \ bye"#, #""say \"hi\" \\ bye""#),
        ("tab\tnew\nline", #""tab\tnew\nline""#),
        ("bell\u{07}del\u{7F}", #""bell\adel\x7F""#),
        ("\u{2028}\u{FEFF}", #""\L\uFEFF""#),
        ("中文 😀", #""中文 😀""#),
    ])
    func doubleQuoted(value: String, expected: String) {
        #expect(YAMLQuoting.doubleQuoted(value) == expected)
    }

    @Test("single quotes where a \" or \\ would need an escape", arguments: [
        ("String?", #""String?""#),
        (#""admin" == role"#, #"'"admin" == role'"#),
        (#"\(count) users"#, #"'\(count) users'"#),
        (#"it's "x""#, #"'it''s "x"'"#),
        ("tab\t\"", #""tab\t\"""#),
    ])
    func quoted(value: String, expected: String) {
        #expect(YAMLQuoting.quoted(value) == expected)
    }

    @Test("quoted spellings read back as the same string")
    func roundTrip() throws {
        for value in ["NO", "a\"b\\c", "x\u{0}y\u{1B}z", "\u{85}\u{A0}\u{2029}", "line\r\nbreak", "!lowDataMode", "it's \"x\""] {
            for spelling in [YAMLQuoting.doubleQuoted(value), YAMLQuoting.quoted(value)] {
                let root = try #require(parse("k: \(spelling)\n").root)
                #expect(root["k"]?.scalar?.value == value)
                #expect(root["k"]?.scalar?.isPlainUntagged == false)
            }
        }
    }
}
