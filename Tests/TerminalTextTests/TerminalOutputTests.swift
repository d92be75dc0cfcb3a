import Testing

@testable import TerminalText

/// `TerminalOutput`: the sanitizing writer's last step, which every message screenc prints goes through.
@Suite struct TerminalOutputTests {
    @Test func safeTextIsUnchanged() {
        let text = "created Generated/Zoë 王.swift\n\tindented ✓ 👨‍👩‍👧\n"
        #expect(TerminalOutput.sanitized(text) == text)
        #expect(TerminalOutput.sanitized(text, keepingStyles: true) == text)
        #expect(TerminalOutput.sanitized("") == "")
    }

    @Test func controlsC1AndBidiAreEscapedLineFeedsAndTabsKept() {
        let text = "a\u{1B}]0;pwned\u{07}b\rc\u{9B}31md\u{202E}e\u{2066}f\u{200F}g\u{7F}h\u{85}\n\ti\u{2028}"
        #expect(
            TerminalOutput.sanitized(text)
                == "a\\u{1B}]0;pwned\\u{7}b\\rc\\u{9B}31md\\u{202E}e\\u{2066}f\\u{200F}g\\u{7F}h\\u{85}\n\ti\\u{2028}")
    }

    @Test func stylesAreKeptOnlyWhenAskedAndOnlyStyles() {
        let styled = "\u{1B}[1;31merror\u{1B}[0m: \u{1B}[38;5;208mx\u{1B}[m"
        #expect(TerminalOutput.sanitized(styled, keepingStyles: true) == styled)
        #expect(TerminalOutput.sanitized(styled) == styled.replacingEvery("\u{1B}", with: "\\u{1B}"))
        // Not a style: cursor movement, clearing, OSC, a private mode, an unfinished sequence.
        for sequence in ["\u{1B}[2J", "\u{1B}[10;1H", "\u{1B}]8;;http://x\u{1B}\\", "\u{1B}[?25l", "\u{1B}[31", "\u{1B}"] {
            #expect(
                TerminalOutput.sanitized("<\(sequence)>", keepingStyles: true)
                    == "<" + TerminalSafety.inline(sequence) + ">", "\(Array(sequence.unicodeScalars))")
        }
    }

    /// Output grows by the escapes only: one pass over the text (a 1 MB line with an escape every 10 bytes).
    @Test func escapingIsOnePass() {
        let line = String(repeating: "abcdefghi\u{1B}", count: 100_000)
        let sanitized = TerminalOutput.sanitized(line)
        #expect(sanitized.utf8.count == 100_000 * (9 + "\\u{1B}".utf8.count))
    }
}

extension String {
    fileprivate func replacingEvery(_ target: Character, with replacement: String) -> String {
        var result = ""
        for character in self { if character == target { result += replacement } else { result.append(character) } }
        return result
    }
}
