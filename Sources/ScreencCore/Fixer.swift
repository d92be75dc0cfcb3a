import ScreenDiagnostics
import YAMLReader

/// `screenc lint --fix`'s core: applies the fix-its of a lint run's diagnostics to the files in memory, re-lints, and
/// repeats until nothing is left to fix. Pure: the caller reads and writes the files.
///
/// - Every diagnostic that carries a fix-it (`Diagnostic.FixIt`: there is exactly one obvious edit) is applied,
///   whatever its severity; suppressed diagnostics and rules turned off are not in the lint result, so they are not.
/// - Two fix-its whose spans overlap (or two insertions at one place) are not applied together: the first is, the
///   file is linted again, and the other is applied in a later round if its diagnostic is still there.
/// - A round that would leave a file with more errors than before is undone for that file, which is then left as it
///   was before that round (a fix-it must never make a screen worse).
/// - At most `maximumRounds` rounds, so fix-its that keep producing new ones cannot loop.
public enum Fixer {
    /// One fix-it that was applied.
    public struct AppliedFix: Sendable, Equatable {
        /// The file it changed.
        public var file: String
        /// Where the replaced text started, in the file as it was when the fix-it was applied.
        public var position: SourcePosition
        /// The rule of the diagnostic it fixed.
        public var rule: Rule
        /// The diagnostic's message.
        public var message: String
        /// The text put in place.
        public var replacement: String
    }

    /// What a `fix` run did.
    public struct Outcome: Sendable {
        /// The files after fixing, in the order given; unchanged ones as they were.
        public var files: [SourceFile]
        /// The paths of the files whose contents changed, in the order given.
        public var changedFiles: [String]
        /// Every fix-it applied, round by round, in file and position order within a round.
        public var applied: [AppliedFix]
        /// The lint run of the fixed files: what is left.
        public var lint: LintResult
    }

    /// The most rounds of fixing and re-linting one run does.
    public static let maximumRounds = 8

    /// Fixes `files`; `lint` lints a set of files (with the run's options: naming, strings, rules).
    public static func fix(_ files: [SourceFile], lint: ([SourceFile]) -> LintResult) -> Outcome {
        var current = files
        let index = Dictionary(files.enumerated().map { ($1.path, $0) }, uniquingKeysWith: { first, _ in first })
        var result = lint(current)
        var applied: [AppliedFix] = []
        var settled: Set<String> = []
        for _ in 0..<maximumRounds {
            let before = current
            var round: [String: [AppliedFix]] = [:]
            for (path, fixes) in chosenFixes(result.diagnostics, in: index, excluding: settled) {
                let file = index[path]!
                let edits = fixes.map { SourceEdits.Edit(start: $0.span.start, end: $0.span.end, replacement: $0.replacement) }
                guard let fixed = SourceEdits.apply(edits, to: current[file].bytes) else {
                    settled.insert(path)
                    continue
                }
                current[file].bytes = fixed
                round[path] = fixes.map(\.applied)
            }
            guard !round.isEmpty else { break }
            var next = lint(current)
            let worse = round.keys.filter { errorCount(next, in: $0) > errorCount(result, in: $0) }
            if !worse.isEmpty {
                for path in worse {
                    current[index[path]!] = before[index[path]!]
                    round[path] = nil
                    settled.insert(path)
                }
                next = lint(current)
            }
            applied += round.keys.sorted().flatMap { round[$0]! }
            result = next
            if round.isEmpty { break }
        }
        let changed = zip(files, current).filter { $0.bytes != $1.bytes }.map(\.0.path)
        return Outcome(files: current, changedFiles: changed, applied: applied, lint: result)
    }

    /// A fix-it chosen for a round, with what to report once it is applied.
    private struct ChosenFix {
        var span: SourceSpan
        var replacement: String
        var applied: AppliedFix
    }

    /// The fix-its to apply this round, by file: those of files being fixed that are not settled, each edit once
    /// (two diagnostics may propose the same one), in position order, leaving out any that overlaps one before it.
    private static func chosenFixes(
        _ diagnostics: [Diagnostic], in files: [String: Int], excluding settled: Set<String>
    ) -> [(String, [ChosenFix])] {
        var byFile: [String: [ChosenFix]] = [:]
        for diagnostic in diagnostics {
            guard let fix = diagnostic.fixIt, files[fix.span.file] != nil, !settled.contains(fix.span.file) else {
                continue
            }
            let applied = AppliedFix(
                file: fix.span.file, position: fix.span.start, rule: diagnostic.rule, message: diagnostic.message,
                replacement: fix.replacement)
            byFile[fix.span.file, default: []].append(ChosenFix(span: fix.span, replacement: fix.replacement, applied: applied))
        }
        return byFile.keys.sorted().map { path in
            let sorted = byFile[path]!.sorted { ($0.span.start, $0.span.end) < ($1.span.start, $1.span.end) }
            var chosen: [ChosenFix] = []
            for fix in sorted {
                if let last = chosen.last {
                    if last.span == fix.span && last.replacement == fix.replacement { continue }
                    let touchesInsertion = fix.span.start == last.span.end
                        && (last.span.start == last.span.end || fix.span.start == fix.span.end)
                    if fix.span.start < last.span.end || touchesInsertion { continue }
                }
                chosen.append(fix)
            }
            return (path, chosen)
        }
    }

    private static func errorCount(_ result: LintResult, in file: String) -> Int {
        result.diagnostics.count { $0.severity == .error && $0.span.file == file }
    }
}
