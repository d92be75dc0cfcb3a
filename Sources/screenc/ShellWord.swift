/// Words of a command line that a user can paste into a shell.
enum ShellWord {
    /// `word` as is when it holds only characters a shell leaves alone, else in single quotes.
    static func quoted(_ word: String) -> String {
        let safe = !word.isEmpty && word.allSatisfy { $0.isLetter || $0.isNumber || "-_./=+,:@%".contains($0) }
        return safe ? word : "'" + word.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}
