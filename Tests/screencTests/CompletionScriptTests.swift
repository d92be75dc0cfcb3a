import Foundation
import Testing

/// Shell completion completes the paths screenc reads: screen files for `preview <file>` and `lint`/`compile`
/// paths, `--strings` files, `--data` and `--config` YAML files, folders for `--output`. Bash's completion is run for
/// real on a folder of files; zsh's and fish's scripts (those shells are not on every machine) are read for the same
/// patterns.
@Suite struct CompletionScriptTests {
    static let files = [
        "Screens/Privacy.yaml": "", "Screens/Data.yml": "", "Screens/notes.txt": "", "Screens/Localizable.strings": "",
        "Screens/More/Other.yaml": "", "Templates/state.mustache": "",
    ]

    /// What bash offers for the last of `words` (the word being completed), sorted.
    static func bashCompletions(_ words: [String], in sandbox: Sandbox) throws -> [String] {
        let script = try ScreencProcess.run(["--generate-completion-script", "bash"], in: sandbox.url).stdout
        try Data(script.utf8).write(to: sandbox.url.appendingPathComponent("screenc.bash"))
        let driver = """
            source ./screenc.bash
            COMP_WORDS=("$@"); COMP_CWORD=$((${#COMP_WORDS[@]} - 1))
            COMP_LINE="${COMP_WORDS[*]}"; COMP_POINT=${#COMP_LINE}
            _screenc screenc "${COMP_WORDS[COMP_CWORD]}" "${COMP_WORDS[COMP_CWORD-1]}"
            printf '%s\\n' "${COMPREPLY[@]}"
            """
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["bash", "-c", driver, "bash", "screenc"] + words
        process.currentDirectoryURL = sandbox.url
        let out = Pipe()
        process.standardOutput = out
        try process.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self).split(separator: "\n").map(String.init).sorted()
    }

    /// Whether `bash` on PATH is version 4 or later (the generated script needs it; macOS ships 3.2).
    static let hasBash4: Bool = {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["bash", "-c", "echo ${BASH_VERSINFO[0]}"]
        let out = Pipe()
        process.standardOutput = out
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return false }
        let data = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Int(String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)) ?? 0 >= 4
    }()

    @Test(.enabled(if: hasBash4, "needs bash 4 or later"))
    func bashCompletesTheFilesEachArgumentTakes() throws {
        let sandbox = try Sandbox(Self.files)
        let screens = ["Screens/Data.yml", "Screens/More", "Screens/Privacy.yaml"]
        #expect(try Self.bashCompletions(["preview", "Screens/"], in: sandbox) == screens)
        #expect(try Self.bashCompletions(["lint", "Screens/"], in: sandbox) == screens)
        #expect(try Self.bashCompletions(["compile", "Screens/"], in: sandbox) == screens)
        #expect(try Self.bashCompletions(["preview", "Screens/Privacy.yaml", "--data", "Screens/"], in: sandbox) == screens)
        #expect(try Self.bashCompletions(["lint", "--config", "Screens/"], in: sandbox) == screens)
        #expect(
            try Self.bashCompletions(["lint", "--strings", "Screens/"], in: sandbox)
                == ["Screens/Localizable.strings", "Screens/More"])
        #expect(
            try Self.bashCompletions(["preview", "--strings", "Screens/L"], in: sandbox) == ["Screens/Localizable.strings"])
        #expect(try Self.bashCompletions(["compile", "--output", "Screens/"], in: sandbox) == ["Screens/More"])
        #expect(try Self.bashCompletions(["compile", "--template", "Templates/"], in: sandbox) == ["Templates/state.mustache"])
    }

    @Test func zshAndFishCompleteTheSameFiles() throws {
        let sandbox = try Sandbox([:])
        let zsh = try ScreencProcess.run(["--generate-completion-script", "zsh"], in: sandbox.url).stdout
        #expect(zsh.contains(#"'*:paths:_files -g '\''*.yaml *.yml'\'''"#))
        #expect(zsh.contains(#":file:_files -g '\''*.strings'\'''"#))
        #expect(zsh.contains(#"]:file:_files -g '\''*.yaml *.yml'\'''"#), "--config")
        #expect(zsh.contains(#"]:output:_files -/'"#))
        let fish = try ScreencProcess.run(["--generate-completion-script", "fish"], in: sandbox.url).stdout
        for option in ["data", "config", "strings"] {
            let line = fish.split(separator: "\n").first { $0.contains("\"screenc preview\"") && $0.contains("-l '\(option)'") }
                ?? fish.split(separator: "\n").first { $0.contains("\"screenc lint\"") && $0.contains("-l '\(option)'") }
            #expect(line?.contains("__fish_complete_directories") == true, "fish completes paths for --\(option)")
        }
        #expect(fish.contains(#"__screenc_should_offer_completions_for_positional "screenc preview" -eq 1' -fa '(set -l exts \'yaml\' \'yml\'"#))
    }
}
