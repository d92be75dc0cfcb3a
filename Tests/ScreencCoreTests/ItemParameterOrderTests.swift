import Foundation
import ScreenIR
import Testing

/// The descriptions list each item's initializer parameters in order: every call the committed generated screens make
/// passes its labels in an order the item's description allows (a subsequence of its parameters), and only labels
/// the description has.
@Suite struct ItemParameterOrderTests {
    static let screens = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("GeneratedScreens/Screens")

    /// Each `return <Item>(` call in `source` with the labels of its own arguments (not of nested calls), in order.
    static func calls(in source: String) -> [(callee: String, labels: [String])] {
        var calls: [(String, [String])] = []
        let lines = source.components(separatedBy: "\n")
        for (index, line) in lines.enumerated() {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            guard trimmed.hasPrefix("return "), trimmed.hasSuffix("("), !trimmed.contains(".") else { continue }
            let callee = String(trimmed.dropFirst("return ".count).dropLast())
            let indent = line.prefix { $0 == " " }.count + 4
            var labels: [String] = []
            for argument in lines[(index + 1)...] {
                let depth = argument.prefix { $0 == " " }.count
                if depth < indent { break }
                guard depth == indent, let colon = argument.firstIndex(of: ":") else { continue }
                let label = argument[argument.index(argument.startIndex, offsetBy: depth)..<colon]
                if label.allSatisfy({ $0.isLetter || $0.isNumber }) { labels.append(String(label)) }
            }
            calls.append((callee, labels))
        }
        return calls
    }

    @Test func everyGeneratedCallFollowsItsDescriptionsParameterOrder() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: Self.screens.path).filter { $0.hasSuffix(".swift") }
        let bySwiftName = Dictionary(ItemCatalogue.shipped.map { ($0.swiftName, $0) }, uniquingKeysWith: { a, _ in a })
        var checked = Set<String>()
        for file in files.sorted() {
            let source = try String(contentsOf: Self.screens.appendingPathComponent(file), encoding: .utf8)
            for call in Self.calls(in: source) {
                guard let description = bySwiftName[call.callee] else { continue }
                checked.insert(description.name)
                let order = description.parameters.map(\.label)
                var remaining = order[...]
                for label in call.labels {
                    guard let position = remaining.firstIndex(of: label) else {
                        Issue.record(
                            "\(file): \(call.callee)(\(call.labels.joined(separator: ":, "))) — `\(label)` is \(order.contains(label) ? "out of order" : "not a parameter") in the description (\(order.joined(separator: ", ")))")
                        break
                    }
                    remaining = remaining[(position + 1)...]
                }
            }
        }
        #expect(checked.count >= 15, "calls of \(checked.sorted()) were checked")
    }
}
