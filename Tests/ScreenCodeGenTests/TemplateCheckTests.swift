import ScreencCore
import ScreencTestSupport
import Testing

@testable import ScreenCodeGen

/// Hostile custom templates end in a `TemplateError` at the tag responsible, before anything parses or renders them:
/// partials that include each other used to overflow the stack (a segmentation fault), 2,586 nested sections crashed
/// swift-mustache's parser, and partials that each include the next twice grew until memory ran out.
@Suite struct TemplateCheckTests {
    static let pragma = "{{% CONTENT_TYPE: TEXT}}\n"

    /// The error the templates `overrides` (built-ins replaced or partials added) are refused with.
    static func refusal(_ overrides: [String: String]) throws -> TemplateError {
        let templates = TemplateSet.builtin.overriding(with: overrides)
        return try #require(throws: TemplateError.self) { try ScreenRenderer(templates: templates) }
    }

    @Test func aPartialThatIncludesItselfIsRefusedAtItsTag() throws {
        let direct = try Self.refusal(["state": Self.pragma + "x\n  {{> state}}\n"])
        #expect(direct.template == "state" && direct.line == 3 && direct.column == 3)
        #expect(direct.message == "the partial `state` includes itself, so it would be expanded without end")

        let inSection = try Self.refusal(["state": Self.pragma + "{{#names}}\n{{> state}}\n{{/names}}\n"])
        #expect(inSection.template == "state" && inSection.line == 3 && inSection.column == 1)
    }

    @Test func partialsThatIncludeEachOtherAreRefusedWithTheirPath() throws {
        let mutual = try Self.refusal(["state": Self.pragma + "{{> helper}}\n", "helper": Self.pragma + "a {{>state}}\n"])
        #expect(mutual.template == "helper" && mutual.line == 2 && mutual.column == 3)
        #expect(mutual.message == "partials include each other without end: `helper` → `state` → `helper`")

        // Through a built-in: `screen` includes `entry`, which now includes `screen`.
        let throughBuiltin = try Self.refusal(["entry": Self.pragma + "{{> screen}}\n"])
        #expect(throughBuiltin.template == "entry")
        #expect(throughBuiltin.message.contains("`entry` → `screen` → `entry`"))
    }

    @Test func inclusionsAreFoundAsSwiftMustacheReadsTags() throws {
        // New delimiters, a comment that mentions a partial, and a triple mustache.
        let delimited = try Self.refusal(["state": Self.pragma + "{{{names.state}}} {{! {{> nothing}} }}\n{{=<% %>=}}\n<%> state %>\n"])
        #expect(delimited.template == "state" && delimited.line == 4 && delimited.column == 1)
        let outline = TemplateOutline("{{! {{> a}} }}{{{b}}}{{=| |=}}|> c||#d||/d|{{> e}}")
        #expect(outline.inclusions.map(\.name) == ["c"])
        #expect(outline.depth == 1)
    }

    @Test func dynamicPartialsAreRefused() throws {
        let dynamic = try Self.refusal(["state": Self.pragma + "\n{{>*names.state}}\n"])
        #expect(dynamic.template == "state" && dynamic.line == 3 && dynamic.column == 1)
        #expect(dynamic.message.contains("cannot check it for cycles"))
    }

    @Test func deepNestingIsRefusedBeforeAnyParserRecurses() throws {
        let depth = 2_586
        let deep = try Self.refusal([
            "state": Self.pragma + String(repeating: "{{#names}}", count: depth) + "x"
                + String(repeating: "{{/names}}", count: depth) + "\n"
        ])
        #expect(deep.template == "state" && deep.line == 2 && deep.column == 1 + 10 * TemplateCheck.maxDepth)
        #expect(deep.message.hasPrefix("sections nest more than \(TemplateCheck.maxDepth) levels deep"))

        // Each partial opens a section and includes the next: nesting through partials counts too.
        var chain: [String: String] = ["state": Self.pragma + "{{> p0}}\n"]
        for index in 0..<40 {
            chain["p\(index)"] = Self.pragma + "{{#names}}\n{{> p\(index + 1)}}\n{{/names}}\n"
        }
        let nested = try Self.refusal(chain)
        #expect(nested.message.contains("sections and partials nest more than \(TemplateCheck.maxDepth) levels deep"))
        #expect(nested.template == "p31" && nested.line == 2, "\(nested)")
    }

    @Test func partialsThatGrowExponentiallyAreRefused() throws {
        var partials: [String: String] = ["state": Self.pragma + "{{> p0}}{{> p0}}\n"]
        for index in 0..<40 {
            partials["p\(index)"] = Self.pragma + "{{> p\(index + 1)}} and {{> p\(index + 1)}}\n"
        }
        partials["p40"] = Self.pragma + "leaf\n"
        let exponential = try Self.refusal(partials)
        #expect(exponential.message.contains("longer than 8 MB"))
        #expect(exponential.line == 2 && exponential.column == 1)
    }

    /// The built-in templates are far inside every limit.
    @Test func builtinTemplatesPassWithRoomToSpare() throws {
        try TemplateCheck.check(.builtin)
        let outlines = TemplateSet.builtin.sources.mapValues(TemplateOutline.init)
        #expect(outlines.values.map(\.depth).max()! <= TemplateCheck.maxDepth / 4)
        #expect(outlines.values.map(\.length).reduce(0, +) < TemplateCheck.maxExpansion / 100)
        for (name, outline) in outlines {
            #expect(
                outline.delimiterComparisons * outline.length < ScreenRenderer.maxSwiftMustacheParseCost / 10, "\(name)")
        }
    }

    /// A custom template of many tags is rendered by the typed renderer, in time linear in its length (swift-mustache's
    /// parser measured the rest of the text at every tag: 25,000 tags took 7.9 s).
    @Test func aLongTemplateRendersInLinearTime() throws {
        let screen = try #require(try TemplateContextTests.exampleScreens().screens.first)
        func template(_ tags: Int) -> TemplateSet {
            TemplateSet.builtin.overriding(with: [
                "state": Self.pragma + String(repeating: "// {{names.state}} {{#hasData}}data{{/hasData}}\n", count: tags)
            ])
        }
        let small = template(5_000)
        let large = template(10_000)
        var lines = 0
        let ratio = try CPUTime.doublingRatio(
            small: {
                let renderer = try ScreenRenderer(templates: small)
                #expect(renderer.usesTypedRenderer)
                lines = try renderer.render(screen, sourceFile: screen.file).contents.split(separator: "\n").count
            },
            large: { _ = try ScreenRenderer(templates: large).render(screen, sourceFile: screen.file) })
        #expect(ratio < 3, "doubling the template multiplied the work by \(ratio)")
        #expect(lines > 5_000)
    }

    /// A template that only swift-mustache can parse (it has a transform) is refused when swift-mustache's parser
    /// would take long over it, instead of being parsed for seconds.
    @Test func aLongTemplateOnlySwiftMustacheParsesIsRefused() throws {
        let long = Self.pragma + "{{uppercased(names.state)}}\n" + String(repeating: "// {{names.state}}\n", count: 10_000)
        let refusal = try Self.refusal(["state": long])
        #expect(refusal.template == "state" && refusal.line == 1)
        #expect(refusal.message.contains("too long for swift-mustache"))
        #expect(refusal.message.contains("transforms"))
        // A short one is parsed and rendered by swift-mustache.
        let short = TemplateSet.builtin.overriding(with: ["state": Self.pragma + "// {{uppercased(names.state)}}\n"])
        #expect(try !ScreenRenderer(templates: short).usesTypedRenderer)
    }

    /// Sections over a list nested in sections over the same list repeat their work exponentially: the render stops
    /// at its step limit with an error, with either renderer.
    @Test func aRenderThatRunsAwayStopsAtItsLimit() throws {
        let screen = try #require(try TemplateContextTests.exampleScreens().screens.first { $0.sections.count > 1 })
        let context = TemplateContextBuilder.context(for: screen, sourceFile: screen.file)
        let nested = String(repeating: "{{#entryGroups}}x", count: 40) + String(repeating: "{{/entryGroups}}", count: 40)
        let typed = try ScreenRenderer(templates: TemplateSet.builtin.overriding(with: ["screen": nested]))
        #expect(typed.usesTypedRenderer)
        let error = try #require(throws: TemplateError.self) { try typed.renderUTF8(context, steps: 100_000) }
        #expect(error.message.hasPrefix("rendering this screen takes more than 100000 steps"))
        let transformed = try ScreenRenderer(
            templates: TemplateSet.builtin.overriding(with: ["screen": "{{uppercased(names.screen)}}" + nested]))
        #expect(!transformed.usesTypedRenderer)
        #expect(throws: TemplateError.self) { try transformed.renderWithSwiftMustache(context, steps: 100_000) }
        // Within the limit, both renderers give the same text.
        let once = TemplateSet.builtin.overriding(with: ["screen": "{{#entryGroups}}x{{/entryGroups}}\n"])
        #expect(try ScreenRenderer(templates: once).render(context).hasPrefix("xx"))
    }

    /// Found by the fuzz target: a template error is placed as editors count lines — at line feeds and carriage
    /// returns, not at vertical tabs or form feeds, which swift-mustache and the check counted as line breaks (an
    /// unclosed section of a 19-line template was reported at line 23). CR LF files get their column right too.
    @Test func templateErrorsAreAtTheLinesEditorsShow() throws {
        let unclosed = try Self.refusal(["state": Self.pragma + "a\u{0B}\u{0B}\u{0C}b\n{{#fields}}\n"])
        // At the end of the text: after the third line feed (swift-mustache said line 6).
        #expect(unclosed.template == "state" && unclosed.line == 4 && unclosed.column == 1, "\(unclosed)")
        let crlf = try Self.refusal(["state": "{{% CONTENT_TYPE: TEXT}}\r\nline\r\n  {{/fields}}\r\n"])
        // At the tag's name, as with line feeds alone (swift-mustache said column 36, counting back to a "\n").
        #expect(crlf.line == 3 && crlf.column == 6, "\(crlf)")
        let cycle = try Self.refusal(["state": Self.pragma + "x\u{0B}\u{0C}\n  {{> state}}\n"])
        #expect(cycle.line == 3 && cycle.column == 3, "\(cycle)")
    }

    /// A long text in a section over a list nested in sections over the same list is written for every element, a few
    /// steps each, so the step limit alone let it grow until memory ran out (found by the fuzz target: 30 KB of text
    /// five sections deep over a screen's entries would be 11 GB). The typed renderer stops at its output limit.
    @Test func aRenderThatWritesTooMuchStopsAtItsSizeLimit() throws {
        let screen = try #require(try TemplateContextTests.exampleScreens().screens.first { $0.sections.count > 1 })
        let context = TemplateContextBuilder.context(for: screen, sourceFile: screen.file)
        let count = context.entries.count
        // About 96 MB of output in a few thousand steps: over the 64 MB limit.
        let text = String(repeating: "x", count: 96 * 1024 * 1024 / (count * count * count) + 1)
        let nested =
            String(repeating: "{{#entries}}", count: 3) + text + String(repeating: "{{/entries}}", count: 3)
        let renderer = try ScreenRenderer(templates: TemplateSet.builtin.overriding(with: ["screen": nested]))
        #expect(renderer.usesTypedRenderer)
        let error = try #require(throws: TemplateError.self) { _ = try renderer.render(context) }
        #expect(error.template == "screen")
        #expect(error.message.hasPrefix("rendering this screen writes more than 64 MB"))
        // One level less is 8 MB or less, and is rendered.
        let shallower =
            String(repeating: "{{#entries}}", count: 2) + text + String(repeating: "{{/entries}}", count: 2)
        let file = try ScreenRenderer(templates: TemplateSet.builtin.overriding(with: ["screen": shallower]))
            .render(context)
        #expect(file.utf8.count == count * count * text.utf8.count)
    }
}
