import Foundation
import Mustache
import ScreenCodeGen
import ScreenIR
import ScreencCore
import ScreencTestSupport
import Testing

/// The template context is a documented contract for custom templates: a snapshot of it (JSON, sorted keys) makes
/// every change deliberate. Re-record with `SCREENC_RECORD=1 swift test --filter TemplateContextTests`.
@Suite struct TemplateContextTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    static func exampleScreens() throws -> LintResult {
        let directory = root.appendingPathComponent("Screens")
        let names = try FileManager.default.contentsOfDirectory(atPath: directory.path).filter { $0.hasSuffix(".yaml") }
        return Linter.lint(
            try names.sorted().map {
                SourceFile(path: "Screens/\($0)", bytes: [UInt8](try Data(contentsOf: directory.appendingPathComponent($0))))
            })
    }

    static func json(_ context: ScreenTemplateContext) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(context), as: UTF8.self) + "\n"
    }

    /// The example screens and the harness fixtures (which have app data, parameters, repeated rows, variants…).
    static func allScreens() throws -> [Screen] {
        try Compiler.compile(try GeneratedScreensDriftTests.inputs()).lint.screens
    }

    @Test(arguments: ["ProxyServerSettings", "ChatFolders", "DataAndStorage", "LiveScreen"])
    func contextMatchesSnapshot(_ name: String) throws {
        let screen = try #require(try Self.allScreens().first { $0.name.value == name })
        let context = TemplateContextBuilder.context(for: screen, sourceFile: screen.file)
        assertSnapshot(try Self.json(context), named: "context.\(name).json")
    }

    /// Every key any example screen's or fixture's context has, from its JSON encoding.
    static func contextKeys() throws -> Set<String> {
        var keys: Set<String> = []
        func collect(_ value: Any) {
            if let object = value as? [String: Any] {
                for (key, child) in object {
                    keys.insert(key)
                    collect(child)
                }
            } else if let array = value as? [Any] {
                array.forEach(collect)
            }
        }
        for screen in try Self.allScreens() {
            let context = TemplateContextBuilder.context(for: screen, sourceFile: screen.file)
            collect(try JSONSerialization.jsonObject(with: Data(try Self.json(context).utf8)))
        }
        return keys
    }

    /// Every key any example screen's or fixture's context has is documented in docs/Templates.md.
    @Test func everyContextKeyIsDocumented() throws {
        let documentation = try String(contentsOf: Self.root.appendingPathComponent("docs/Templates.md"), encoding: .utf8)
        for key in try Self.contextKeys().sorted() {
            #expect(documentation.contains("`\(key)`"), "docs/Templates.md does not document `\(key)`")
        }
    }

    /// `TemplateKey` lists exactly the context's keys: none missing (the typed renderer could not look it up fast),
    /// none left over from a removed field.
    @Test func templateKeysAreExactlyTheContextKeys() throws {
        #expect(Set(TemplateKey.allCases.map(\.rawValue)) == (try Self.contextKeys()))
    }
}
