import Foundation
import ScreenCodeGen
import ScreencCore

/// `screenc compile --template NAME.mustache …` with the input's custom templates replacing the built-in ones of the
/// same name (or adding partials): the same entry point, so the templates are checked before any parser sees them
/// (`TemplateCheck`), parsed by the typed renderer or, when they use what it does not support, by swift-mustache, and
/// rendered within the render limit.
enum TemplateStage {
    /// The most CPU time one compile with custom templates may take. A compile whose render exhausts the render limit
    /// (`RenderLimit.defaultSteps`) takes about 1 s of CPU time in this sanitized build with screenc's renderer and
    /// 2.5 s with swift-mustache (sections over the entries nested twelve deep); the templates' checks and parses are
    /// bounded too (`TemplateCheck`, `ScreenRenderer.maxSwiftMustacheParseCost`). More than this means some work
    /// escapes those bounds: a hang in the making, which `-timeout` only catches at 10 s of wall-clock time.
    static let maximumSeconds = 5.0

    /// Compiles the screen with the custom templates; checks that a refused or failing template is a `TemplateError`
    /// at a place in that template, and that a screen without errors renders to exactly one file.
    static func run(_ input: FuzzInput, templates: [String: String], settings: ProjectSettings, lint: LintResult) {
        let set = TemplateSet.builtin.overriding(with: templates)
        let read = input.read
        let strings = input.strings.map { StringsFile(bytes: $0, path: FuzzInput.stringsPath) }
        var generated = 0
        let start = processSeconds()
        defer {
            let seconds = processSeconds() - start
            check(seconds <= maximumSeconds, "compiling with custom templates took \(seconds) s of CPU time")
        }
        let compiled: LintResult
        do {
            compiled = try Compiler.compile(
                paths: [FuzzInput.screenPath], read: { try read($0) }, templates: set, naming: settings.naming,
                strings: strings, rules: settings.rules, declarations: input.projectDeclarations,
                module: settings.module, stage: { $0.utf8.count }, collect: { _ in generated += 1 })
        } catch let error as TemplateError {
            checkPosition(error, in: set)
            return
        } catch {
            fatalError("compiling with custom templates threw something other than a TemplateError: \(error)")
        }
        check(compiled.diagnostics == lint.diagnostics, "custom templates changed the diagnostics")
        check(generated == 1 || (lint.fails(strict: false) && generated == 0), "\(generated) files generated")
    }

    /// A template error names a template of the set (or the entry point, when it is missing), says what is wrong,
    /// and, when it has a place, the place is in that template.
    static func checkPosition(_ error: TemplateError, in set: TemplateSet) {
        check(!error.message.isEmpty, "a template error without a message")
        guard let source = set.sources[error.template] else {
            check(error.template == TemplateSet.entryPoint, "a template error in `\(error.template)`, not a template")
            return
        }
        check((error.line == nil) == (error.column == nil), "a template error with a line but no column, or back")
        guard let line = error.line, let column = error.column else { return }
        // Upper bounds: every line break counts (a CR LF twice), a column is at most the template's length plus one.
        let lines = 1 + source.unicodeScalars.count { ["\n", "\r", "\u{85}", "\u{2028}", "\u{2029}"].contains($0) }
        check(
            line >= 1 && line <= lines && column >= 1 && column <= source.unicodeScalars.count + 1,
            "template error at \(line):\(column), outside `\(error.template)` (\(lines) lines)")
    }

    /// The CPU time the process has used, in seconds (the compile runs on several threads).
    static func processSeconds() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }
}
