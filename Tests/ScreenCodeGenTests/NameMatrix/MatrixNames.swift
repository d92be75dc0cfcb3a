import Foundation
import ScreenDiagnostics
import ScreenIR

/// The names the name matrix puts through every role: Swift's keywords (contextual ones included), standard library
/// and Foundation types, every name the stub modules declare (read from their sources) and every local name the
/// templates declare (read from the templates), each as written, lowerCamelCased and UpperCamelCased.
enum MatrixNames {
    /// Swift's contextual keywords and other words with a meaning in some position: valid identifiers in most places,
    /// but not all (`Type` after a dot, `some` and `any` before a type, `get` in an accessor block, …).
    static let contextualKeywords: [String] = SwiftIdentifier.contextualKeywords.sorted() + [
        "Protocol", "Type", "Self", "self", "super", "init", "deinit", "subscript", "rethrows", "await", "repeat",
        "throws", "newValue", "oldValue", "error", "of",
    ]

    /// Standard library and Foundation types and functions a generated file could mean, beyond the ones it is known
    /// to use (`ReservedNames.standardNames`).
    static let standardExtras: [String] = [
        "AnyObject", "AnyClass", "Result", "Float", "UInt", "Int8", "Int16", "UInt32", "UInt64", "Substring",
        "Range", "ClosedRange", "Sequence", "Collection", "Codable", "Encodable", "Decodable", "KeyPath",
        "CustomStringConvertible", "Data", "Date", "URL", "UUID", "NSObject", "NSString", "IndexPath", "Foundation",
        "Swift", "print", "min", "max", "zip", "map", "filter", "stride", "fatalError", "precondition", "assert",
        "type", "debugPrint", "Unicode", "MainActor", "Task", "Equatable", "Hashable",
    ]

    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// Every name a public declaration of a stub module introduces (`public struct ItemListSwitchItem`,
    /// `public func combineLatest`, `public var presentationData`, …).
    static func stubNames() throws -> Set<String> {
        let stubs = packageRoot.appendingPathComponent("Tests/Support/Stubs")
        let pattern = try NSRegularExpression(
            pattern: #"\b(?:public|open)\s+(?:(?:final|static|class|override|convenience|indirect|mutating)\s+)*"#
                + #"(?:class|struct|enum|protocol|typealias|func|var|let|actor|case)\s+`?([A-Za-z_][A-Za-z0-9_]*)"#)
        var names: Set<String> = []
        let enumerator = FileManager.default.enumerator(at: stubs, includingPropertiesForKeys: nil)
        while let url = enumerator?.nextObject() as? URL {
            guard url.pathExtension == "swift" else { continue }
            let source = try String(contentsOf: url, encoding: .utf8)
            let range = NSRange(source.startIndex..., in: source)
            for match in pattern.matches(in: source, range: range) {
                if let name = Range(match.range(at: 1), in: source) { names.insert(String(source[name])) }
            }
        }
        return names
    }

    /// The names the templates declare or use as labels and locals: words after `let`, `var`, `func`, `enum`,
    /// `typealias`, `case` and before `:` or ` in`, outside `{{…}}` tags.
    static func templateNames() throws -> Set<String> {
        let templates = packageRoot.appendingPathComponent("Templates")
        var names: Set<String> = []
        let declaration = try NSRegularExpression(
            pattern: #"\b(?:let|var|func|enum|struct|class|typealias|case)\s+([A-Za-z_][A-Za-z0-9_]*)"#)
        let label = try NSRegularExpression(pattern: #"([A-Za-z_][A-Za-z0-9_]*)\s*:"#)
        let closure = try NSRegularExpression(pattern: #"\{\s*(?:\[[^\]]*\]\s*)?([A-Za-z_][A-Za-z0-9_, ]*)\s+in\b"#)
        for file in try FileManager.default.contentsOfDirectory(atPath: templates.path) where file.hasSuffix(".mustache") {
            let raw = try String(contentsOf: templates.appendingPathComponent(file), encoding: .utf8)
            let source = raw.replacingOccurrences(of: #"\{\{[^}]*\}\}"#, with: " ", options: .regularExpression)
            let range = NSRange(source.startIndex..., in: source)
            for pattern in [declaration, label] {
                for match in pattern.matches(in: source, range: range) {
                    if let name = Range(match.range(at: 1), in: source) { names.insert(String(source[name])) }
                }
            }
            for match in closure.matches(in: source, range: range) {
                guard let list = Range(match.range(at: 1), in: source) else { continue }
                for word in source[list].split(whereSeparator: { $0 == "," || $0 == " " }) { names.insert(String(word)) }
            }
        }
        return names
    }

    /// Every name of the matrix, each as written and with its first letter lowered and raised, sorted.
    static func all() throws -> [String] {
        var base = Set(SwiftIdentifier.keywords).union(contextualKeywords).union(standardExtras)
        base.formUnion(ReservedNames.standardNames)
        base.formUnion(ReservedNames.importedNames)
        base.formUnion(try stubNames())
        base.formUnion(try templateNames())
        var names: Set<String> = []
        for name in base where SwiftIdentifier.isValid(name) {
            names.insert(name)
            names.insert(name.prefix(1).lowercased() + name.dropFirst())
            names.insert(name.prefix(1).uppercased() + name.dropFirst())
        }
        return names.sorted()
    }
}
