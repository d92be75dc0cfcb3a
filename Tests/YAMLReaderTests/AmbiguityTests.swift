import Testing
import YAMLReader

@Suite("YAML 1.1 ambiguity helper")
struct AmbiguityTests {
    @Test("YAML 1.1 booleans, leading-zero numbers and base-60 numbers are ambiguous",
          arguments: ["y", "Y", "yes", "Yes", "YES", "n", "N", "no", "No", "NO", "on", "On", "ON", "off", "Off", "OFF",
                      "007", "0755", "-01", "+00", "0_7", "08", "1:30", "12:30:45", "-1:30", "1:30.5", "0:30.5", "190:20:30"])
    func ambiguous(value: String) {
        #expect(YAML11Ambiguity.isAmbiguous(YAMLScalar(value)))
    }

    @Test("ordinary words and numbers are not ambiguous",
          arguments: ["true", "false", "True", "FALSE", "0", "-0", "7", "10", "0.5", "0x1F", "0o17", "yES", "nO", "oN",
                      "yeah", "1:60", "1:3a", "01:30", "1:", ":30", "a:1", "", "null", "1.30", "v1:30"])
    func notAmbiguous(value: String) {
        #expect(!YAML11Ambiguity.isAmbiguous(YAMLScalar(value)))
    }

    @Test("quoted or tagged scalars are never ambiguous")
    func quotedOrTagged() {
        #expect(!YAML11Ambiguity.isAmbiguous(YAMLScalar("no", style: .doubleQuoted)))
        #expect(!YAML11Ambiguity.isAmbiguous(YAMLScalar("007", style: .singleQuoted)))
        #expect(!YAML11Ambiguity.isAmbiguous(YAMLScalar("on", style: .literal)))
        #expect(!YAML11Ambiguity.isAmbiguous(YAMLScalar("yes", tag: "tag:yaml.org,2002:str")))
    }

    @Test("scalars read from a file")
    func fromFile() throws {
        let root = try #require(parse("country: NO\nzip: 0755\nquoted: \"NO\"\nflag: true\n").root)
        #expect(YAML11Ambiguity.isAmbiguous(try #require(root["country"]?.scalar)))
        #expect(YAML11Ambiguity.isAmbiguous(try #require(root["zip"]?.scalar)))
        #expect(!YAML11Ambiguity.isAmbiguous(try #require(root["quoted"]?.scalar)))
        #expect(!YAML11Ambiguity.isAmbiguous(try #require(root["flag"]?.scalar)))
    }

    @Test("double-quoted spellings", arguments: [
        ("NO", #""NO""#),
        ("0755", #""0755""#),
        (#"say "hi" \ bye"#, #""say \"hi\" \\ bye""#),
        ("tab\tnew\nline", #""tab\tnew\nline""#),
        ("bell\u{07}del\u{7F}", #""bell\adel\x7F""#),
        ("\u{2028}\u{FEFF}", #""\L\uFEFF""#),
        ("中文 😀", #""中文 😀""#),
    ])
    func quoted(value: String, expected: String) {
        #expect(YAML11Ambiguity.quoted(value) == expected)
    }

    @Test("quoted spellings read back as the same string")
    func quotedRoundTrip() throws {
        for value in ["NO", "a\"b\\c", "x\u{0}y\u{1B}z", "\u{85}\u{A0}\u{2029}", "line\r\nbreak", "!lowDataMode"] {
            let root = try #require(parse("k: \(YAML11Ambiguity.quoted(value))\n").root)
            #expect(root["k"]?.scalar == YAMLScalar(value, style: .doubleQuoted))
        }
    }
}
