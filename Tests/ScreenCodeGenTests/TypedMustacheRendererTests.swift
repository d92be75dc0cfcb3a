import Mustache
import ScreencCore
import ScreencTestSupport
import Testing

@testable import ScreenCodeGen

/// The typed renderer must produce exactly what swift-mustache produces: every example screen and fixture with the
/// built-in templates, and small templates that exercise each whitespace and lookup rule.
@Suite struct TypedMustacheRendererTests {
    @Test func builtinTemplatesUseTheTypedRenderer() throws {
        #expect(try ScreenRenderer().usesTypedRenderer)
    }

    @Test func everyScreenRendersTheSameAsWithSwiftMustache() throws {
        let renderer = try ScreenRenderer()
        let result = try Compiler.compile(try GeneratedScreensDriftTests.inputs())
        #expect(result.lint.screens.count > 10)
        for screen in result.lint.screens {
            let context = TemplateContextBuilder.context(for: screen, sourceFile: screen.file)
            let typed = try #require(try TypedMustacheRenderer(sources: TemplateSet.builtin.sources)
                .render(context, withTemplate: TemplateSet.entryPoint))
            #expect(typed == (try renderer.renderWithSwiftMustache(context)), "\(screen.file)")
        }
    }

    /// A small context: `name`, `flag`, `count`, `html`, `items` (objects with `name`, `isLast`), `strings`, `empty`,
    /// `nested.inner.name`.
    struct Sample: TemplateObject {
        var fields: [String: TemplateValue]
        func value(forKey key: String) -> TemplateValue? { fields[key] }

        static func item(_ name: String, isLast: Bool) -> TemplateValue {
            .object(Sample(fields: ["name": .text(name), "isLast": .flag(isLast)]))
        }

        static let root = Sample(fields: [
            "name": .text("root"), "flag": .flag(true), "off": .flag(false), "count": .integer(42),
            "html": .text("a < b && c > \"d\" 'e'"),
            "items": .list([item("one", isLast: false), item("two", isLast: false), item("three", isLast: true)]),
            "strings": .list([.text("x"), .text("y")]), "empty": .list([]),
            "nested": .object(Sample(fields: ["inner": .object(Sample(fields: ["name": .text("deep")]))])),
        ])
    }

    /// Templates rendered both ways; the key is what each one exercises.
    static let templates: [String: String] = [
        "escaping": "{{html}}|{{{html}}}|{{&html}}\n{{% CONTENT_TYPE: TEXT}}\n{{html}}\n",
        "standalone sections": "a\n  {{#flag}}  \nb\n  {{/flag}}\n{{^off}}\nc\n{{/off}}\n",
        "inline sections": "{{#items}}{{name}}{{^isLast}}, {{/isLast}}{{/items}} {{#off}}no{{/off}}\n",
        "lists of strings and dots": "{{#strings}}[{{.}}]{{/strings}}{{^empty}}none{{/empty}}{{#empty}}x{{/empty}}\n",
        "stack walk and dotted names": "{{#items}}{{name}}/{{count}}/{{nested.inner.name}}/{{.name}}/{{.count}};{{/items}}\n",
        "values": "{{count}} {{flag}} {{off}} {{missing}} {{#name}}{{.}}{{/name}} {{#count}}{{.}}{{/count}}\n",
        "comments": "a {{! note }} b\n  {{! standalone }}  \nc\n",
        "partials": "{{% CONTENT_TYPE: TEXT}}\nbegin\n  {{> item}}\n    {{> list}}\nx {{> item}} y\nend\n",
        "item": "<{{name}}>\n",
        "list": "{{% CONTENT_TYPE: TEXT}}\n{{#items}}\n- {{name}}\n{{/items}}\n<{{html}}>\n",
        "crlf": "a\r\n{{#flag}}\r\nb {{name}}\r\n{{/flag}}\r\n  {{> item}}\r\n",
        "trailing whitespace": "x\n{{#flag}}\ny{{/flag}}\n   ",
        "unclosed brace": "{ {x} {{name}} }\n",
    ]

    @Test(arguments: templates.keys.sorted())
    func rendersLikeSwiftMustache(_ name: String) throws {
        var library = MustacheLibrary()
        for (templateName, source) in Self.templates { try library.register(source, named: templateName) }
        let typed = try TypedMustacheRenderer(sources: Self.templates)
        let expected = try #require(library.render(Sample.root, withTemplate: name))
        #expect(try typed.render(Sample.root, withTemplate: name) == expected)
    }

    /// Random templates built from tags, text and whitespace, sections nested and closed (seeded, so the same every
    /// run): whenever both parsers accept one, the outputs are equal.
    @Test func randomTemplatesRenderLikeSwiftMustache() throws {
        var generator = SeededGenerator(seed: 0x5C4EE2C)
        var compared = 0
        for _ in 0..<400 {
            let source = Self.randomTemplate(depth: 0, using: &generator)
            var sources = Self.templates
            sources["random"] = source
            var library = MustacheLibrary()
            guard (try? sources.forEach { try library.register($1, named: $0) }) != nil else { continue }
            let typed = try TypedMustacheRenderer(sources: sources)
            let expected = library.render(Sample.root, withTemplate: "random")
            // nil: a value only swift-mustache can print (a list as text); the caller falls back to it.
            guard let actual = try? typed.render(Sample.root, withTemplate: "random") else { continue }
            #expect(actual == expected, "template: \(source.debugDescription)")
            compared += 1
        }
        #expect(compared > 150)
    }

    static func randomTemplate(depth: Int, using generator: inout SeededGenerator) -> String {
        let leaves = [
            "{{name}}", "{{{html}}}", "{{html}}", "{{count}}", "{{.}}", "{{nested.inner.name}}", "{{.name}}", "{{! c }}",
            "{{> item}}", "{{> list}}", "{{% CONTENT_TYPE: TEXT}}", "{{% CONTENT_TYPE: HTML}}", "\n", "\n", "\r\n",
            " ", "  ", "\t", "x", "é", "{", "}", "<&>",
        ]
        let sections = ["#flag", "^off", "#items", "#nested", "^empty", "#strings", "#off", "^flag", "#name"]
        var text = ""
        for _ in 0..<Int.random(in: 1...8, using: &generator) {
            if depth < 3, Int.random(in: 0..<4, using: &generator) == 0 {
                let section = sections.randomElement(using: &generator)!
                let padding = ["", " ", "\n", "  "]
                text += padding.randomElement(using: &generator)! + "{{\(section)}}" + padding.randomElement(using: &generator)!
                text += randomTemplate(depth: depth + 1, using: &generator)
                text += padding.randomElement(using: &generator)! + "{{/\(section.dropFirst())}}"
                    + padding.randomElement(using: &generator)!
            } else {
                text += leaves.randomElement(using: &generator)!
            }
        }
        return text
    }

    @Test func syntaxOutsideTheSupportedPartIsReported() {
        for source in ["{{uppercased(name)}}", "{{=<% %>=}}", "{{<parent}}{{/parent}}", "{{>*dynamic}}", "{{#a}}"] {
            #expect(throws: TypedMustacheUnsupported.self, "\(source)") {
                try TypedMustacheTemplate(source: source)
            }
        }
    }

    /// A custom template with a transform cannot use the typed renderer; swift-mustache renders it.
    @Test func customTemplatesOutsideTheSupportedPartRenderWithSwiftMustache() throws {
        let screen = try #require(try TemplateContextTests.exampleScreens().screens.first)
        let templates = TemplateSet.builtin.overriding(with: ["screen": "{{uppercased(names.screen)}}\n"])
        let renderer = try ScreenRenderer(templates: templates)
        #expect(!renderer.usesTypedRenderer)
        let output = try renderer.render(screen, sourceFile: screen.file).contents
        #expect(output == screen.name.value.uppercased() + "\n")
    }

    /// The built-in templates never read a group's `rows`, so the renderer leaves them out of the context; a custom
    /// template that lays rows out one by one gets every row's `entries.append(…)`, as the context builder makes it.
    @Test func rowsAreBuiltWhenATemplateReadsThem() throws {
        for screen in try TemplateContextTests.exampleScreens().screens {
            let full = TemplateContextBuilder.context(for: screen, sourceFile: screen.file)
            let lean = TemplateContextBuilder.context(for: screen, sourceFile: screen.file, includesRows: false)
            #expect(lean.entryGroups.allSatisfy { $0.rows.isEmpty })
            #expect(try ScreenRenderer().render(lean) == (try ScreenRenderer().render(full)), "\(screen.file)")

            let templates = TemplateSet.builtin.overriding(with: [
                "screen": "{{#entryGroups}}{{#rows}}{{{statement}}}\n{{/rows}}{{/entryGroups}}"
            ])
            let statements = full.entryGroups.flatMap(\.rows).map { $0.statement + "\n" }.joined()
            #expect(!statements.isEmpty)
            #expect(try ScreenRenderer(templates: templates).render(screen, sourceFile: screen.file).contents == statements)
        }
    }

    /// A list or an object printed as text comes out as swift-mustache prints it: its Swift description.
    @Test func aListOrObjectPrintedAsTextIsPrintedAsSwiftMustacheDoes() throws {
        let screen = try #require(try TemplateContextTests.exampleScreens().screens.first)
        let context = TemplateContextBuilder.context(for: screen, sourceFile: screen.file)
        for template in ["{{imports}}\n", "{{names}}\n", "{{{imports}}}{{&names}}\n"] {
            let renderer = try ScreenRenderer(templates: TemplateSet.builtin.overriding(with: ["screen": template]))
            #expect(renderer.usesTypedRenderer)
            let output = try renderer.render(context)
            #expect(output == (try renderer.renderWithSwiftMustache(context)), "\(template)")
            #expect(output.count > 10, "\(output)")
        }
    }
}
