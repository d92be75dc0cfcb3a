import Foundation
import ScreencCore
import Testing

@testable import ScreenCodeGen

/// Closure types in declarations (hook members, arguments-class members) are laid out as `swift format` leaves them:
/// declarations of every length, from one line to one parameter per line, formatted with the repository's
/// `.swift-format`, come back unchanged. (A single type name longer than a line is beyond any layout.)
@Suite struct SwiftFunctionTypeLayoutTests {
    /// Properties and `init` parameters with closure types of growing length, optional and not.
    static func declarations() -> (source: String, lineCounts: Set<Int>) {
        var properties: [String] = []
        var parameters: [String] = []
        var lineCounts: Set<Int> = []
        for length in stride(from: 10, through: 82, by: 4) {
            for isOptional in [false, true] {
                let element = "Screen" + String(repeating: "X", count: length) + "Data.Element"
                let type = SwiftFunctionType([element, "Bool", "ScreenHandle"], isOptional: isOptional)
                let name = "hook\(length)\(isOptional ? "Optional" : "")"
                let property = type.property(name, column: 15, indent: 4)
                let parameter = type.parameter(name, indent: 8, trailing: 1)
                lineCounts.insert(property.split(separator: "\n").count)
                lineCounts.insert(parameter.split(separator: "\n").count)
                properties.append("    public var \(property)")
                parameters.append("        \(parameter),")
            }
        }
        let source = """
            public struct Hooks {
            \(properties.joined(separator: "\n"))

                public init(
            \(parameters.joined(separator: "\n"))
                    last: @escaping () -> Void
                ) {
                }
            }

            """
        return (source, lineCounts)
    }

    @Test func everyLayoutIsLeftUnchangedBySwiftFormat() throws {
        let tool = try #require(SwiftFormatIdempotenceTests.swiftFormat(), "swift-format is not on PATH")
        let (source, lineCounts) = Self.declarations()
        // One line, broken after the label (or inside an optional's parentheses), and one parameter per line.
        #expect(lineCounts.contains(1) && lineCounts.contains(2) && lineCounts.contains(3))
        #expect(lineCounts.contains { $0 >= 6 })
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("SwiftFunctionTypeLayout-\(UUID()).swift")
        try source.write(to: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: file) }
        let process = Process()
        process.executableURL = tool
        let configuration = GeneratedScreensDriftTests.root.appendingPathComponent(".swift-format")
        process.arguments = ["format", "--configuration", configuration.path, file.path]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let formatted = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        #expect(formatted == source, "\(UnifiedDiff.unified(expected: source, actual: formatted, expectedName: "laid out", actualName: "swift format"))")
    }
}

/// `SwiftValue.width` is the width of `singleLine` without building it: layout decisions depend on it.
@Suite struct SwiftValueWidthTests {
    @Test func widthIsTheSingleLinesWidth() {
        let values: [SwiftValue] = [
            .atom("x"), .atom("\"Zoë 王小明 👨‍👩‍👧\""), .call("f", []), .call("f", [.init("", .atom("a"))]),
            .call("ItemListNavigationButton", [.init("content", .call(".text", [.init("", .atom("\"Done\""))])), .init("enabled", .atom("true"))]),
            .array([]), .array([.atom("a"), .call("g", [.init("x", .atom("1"))])]),
            .closure(parameters: "", body: .atom("arguments.cancel()")),
            .closure(parameters: "value", body: .call("arguments.update", [.init("", .atom("\\.x")), .init("to", .atom("value"))])),
        ]
        for value in values {
            #expect(value.width == SwiftLayout.width(value.singleLine), "\(value.singleLine)")
        }
    }
}
