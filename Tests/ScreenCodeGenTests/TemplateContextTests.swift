import Foundation
import Mustache
import ScreenCodeGen
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

    @Test(arguments: ["ProxyServerSettings", "ChatFolders", "DataAndStorage"])
    func contextMatchesSnapshot(_ name: String) throws {
        let screen = try #require(try Self.exampleScreens().screens.first { $0.name.value == name })
        let context = TemplateContextBuilder.context(for: screen, sourceFile: screen.file)
        assertSnapshot(try Self.json(context), named: "context.\(name).json")
    }

    /// Every key any example screen's context has is documented in docs/Templates.md.
    @Test func everyContextKeyIsDocumented() throws {
        let documentation = try String(contentsOf: Self.root.appendingPathComponent("docs/Templates.md"), encoding: .utf8)
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
        for screen in try Self.exampleScreens().screens {
            let context = TemplateContextBuilder.context(for: screen, sourceFile: screen.file)
            collect(try JSONSerialization.jsonObject(with: Data(try Self.json(context).utf8)))
        }
        for key in keys.sorted() {
            #expect(documentation.contains("`\(key)`"), "docs/Templates.md does not document `\(key)`")
        }
    }
}

/// The renderer looks values up through `MustacheParent.child(named:)`; the documentation and snapshots use the
/// `Encodable` keys. Both must agree for every key and value.
@Suite struct MustacheLookupTests {
    /// Compares a JSON value (from `JSONEncoder`) with what Mustache would see for the same context value.
    static func compare(_ json: Any, _ value: Any, path: String, problems: inout [String]) {
        switch json {
        case let object as [String: Any]:
            guard let parent = value as? MustacheParent else {
                problems.append("\(path) is not a MustacheParent")
                return
            }
            for (key, child) in object {
                guard let found = parent.child(named: key) else {
                    problems.append("\(path).\(key) has no Mustache lookup")
                    continue
                }
                compare(child, found, path: "\(path).\(key)", problems: &problems)
            }
        case let array as [Any]:
            guard let items = value as? [Any], items.count == array.count else {
                problems.append("\(path) is not an array of \(array.count)")
                return
            }
            for (index, item) in array.enumerated() {
                compare(item, items[index], path: "\(path)[\(index)]", problems: &problems)
            }
        default:
            let same: Bool
            switch value {
            case let bool as Bool: same = (json as? Bool) == bool
            case let int as Int: same = (json as? Int) == int
            case let string as String: same = (json as? String) == string
            default: same = false
            }
            if !same { problems.append("\(path): Mustache sees \(value), JSON has \(json)") }
        }
    }

    @Test func lookupsAgreeWithTheEncodableKeys() throws {
        for screen in try TemplateContextTests.exampleScreens().screens {
            let context = TemplateContextBuilder.context(for: screen, sourceFile: screen.file)
            let json = try JSONSerialization.jsonObject(with: Data(try TemplateContextTests.json(context).utf8))
            var problems: [String] = []
            Self.compare(json, context, path: screen.name.value, problems: &problems)
            #expect(problems.isEmpty, "\(problems.prefix(10).joined(separator: "\n"))")
        }
    }
}
