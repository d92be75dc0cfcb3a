import ScreenDiagnostics
import Testing

@testable import ScreenExpressions

/// `nil`, `??`, optionals, lists and the fields of a repeated row's element.
@Suite struct OptionalsAndRecordsTests {
    static let peer = RecordType(
        name: "BlockedPeer",
        fields: [
            .init(name: "id", type: .int), .init(name: "name", type: .string),
            .init(name: "status", type: .optional(.string)),
            .init(name: "kind", type: .enumeration(name: "BlockedPeer.Kind", cases: ["user", "bot"])),
        ])
    static let checker = ExpressionTypeChecker(fields: [
        "status": .optional(.string), "limit": .optional(.int), "peers": .list(peer), "name": .string,
        "quality": .optional(.enumeration(name: "Data.Quality", cases: ["low", "high"])),
    ]).adding("peer", as: .record(peer))

    private func parseRecord(_ text: String) -> (Expression?, [Diagnostic]) {
        ExpressionParser.parse(source(text), recordVariables: ["peer"])
    }

    private func check(_ text: String) -> (ExpressionType?, [String]) {
        let (parsed, syntax) = parseRecord(text)
        guard let parsed, syntax.isEmpty else { return (nil, syntax.map(\.message)) }
        let (type, diagnostics) = Self.checker.check(parsed)
        return (type, diagnostics.map(\.message))
    }

    @Test func nilCoalescingParsesLikeSwift() {
        #expect(shape("a ?? b ?? c") == "(a ?? (b ?? c))")
        #expect(shape("a ?? b == c") == "((a ?? b) == c)")
        #expect(shape("!a ?? b") == "((!a) ?? b)")
        #expect(shape("a == nil || b != nil") == "((a == nil) || (b != nil))")
        #expect(canonical("(a ?? b) ?? c") == "(a ?? b) ?? c")
        #expect(canonical("a ?? (b ?? c)") == "a ?? b ?? c")
        #expect(canonical("(a == b) ?? c") == "(a == b) ?? c")
    }

    @Test func recordFieldsAreReadOnlyAfterRecordVariables() {
        let (parsed, diagnostics) = parseRecord("peer.name.count > 3 && peer.status != nil")
        #expect(diagnostics.isEmpty)
        #expect(fullyParenthesized(parsed!) == "((((peer.name).count) > 3) && ((peer.status) != nil))")
        // Anywhere else an unknown member is still a syntax-level error with a fix-it.
        let (other, otherDiagnostics) = parse("host.length > 0")
        #expect(other == nil)
        #expect(otherDiagnostics.first?.fixIt?.replacement == "count")
    }

    @Test func typesOfTheNewForms() {
        #expect(check("status == nil").0 == .bool)
        #expect(check("status ?? \"\"").0 == .string)
        #expect(check("(status ?? \"\").isEmpty").0 == .bool)
        #expect(check("limit == 3").0 == .bool)
        #expect(check("peers.isEmpty").0 == .bool)
        #expect(check("peers.count > 2").0 == .bool)
        #expect(check("peer.kind == .bot").0 == .bool)
        #expect(check("quality == .high").0 == .bool)
        #expect(check("quality ?? .low").0 == .enumeration(name: "Data.Quality", cases: ["low", "high"]))
        #expect(check("peer.status ?? name").0 == .string)
    }

    @Test func mistakesWithOptionalsAndRecords() {
        #expect(check("name == nil").1 == ["`name` is a String, not an optional, so it is never `nil`"])
        #expect(check("name ?? \"x\"").1 == ["`??` needs an optional on its left, but `name` is a String"])
        #expect(check("status.isEmpty").1 == ["`.isEmpty` is only available on a String or a list, but `status` is a `String?`"])
        #expect(check("peer.nmae == \"x\"").1 == ["`BlockedPeer` has no field `nmae`"])
        #expect(check("peer == peer").1 == ["`==` cannot compare a `BlockedPeer` as a whole"])
        #expect(check("status ?? 3").1 == ["the right side of `??` must be a String, but `3` is an Int"])
        #expect(check("nil").1 == ["`nil` can only be compared with `==` or `!=` to an optional"])
        #expect(check("quality ?? .medium").1 == ["`Data.Quality` has no case `medium`"])
    }

    @Test func evaluation() {
        let values: [String: ExpressionValue] = [
            "status": .null, "limit": .int(3), "name": .string("Zoë"),
            "peers": .list([.record(["id": .int(1), "name": .string("Alex")])]),
            "peer": .record(["id": .int(2), "name": .string("Anna"), "kind": .enumCase("bot")]),
        ]
        func evaluate(_ text: String) -> ExpressionValue {
            ExpressionEvaluator.evaluate(parseRecord(text).0!, in: values)
        }
        #expect(evaluate("status == nil") == .bool(true))
        #expect(evaluate("status ?? name") == .string("Zoë"))
        #expect(evaluate("limit ?? 0") == .int(3))
        #expect(evaluate("limit == 3") == .bool(true))
        #expect(evaluate("peers.count") == .int(1))
        #expect(evaluate("peers.isEmpty") == .bool(false))
        #expect(evaluate("peer.name") == .string("Anna"))
        #expect(evaluate("peer.status") == .null)  // an optional field left out of the record
        #expect(evaluate("peer.kind == .bot") == .bool(true))
    }

    @Test func swiftSource() {
        let (parsed, _) = parseRecord("(peer.status ?? \"\").isEmpty && limit != nil")
        let swift = ExpressionPrinter.swiftSource(parsed!) { $0 == "peer" ? $0 : "data.\($0)" }
        #expect(swift == "(peer.status ?? \"\").isEmpty && data.limit != nil")
    }

    @Test func anUnknownRecordFieldIsItsOwnRule() throws {
        let parsed = try #require(parseRecord("peer.nmae == \"x\"").0)
        let diagnostic = try #require(Self.checker.check(parsed).1.first)
        #expect(diagnostic.rule == .unknownField)
        #expect(diagnostic.help == "did you mean `name`?")
        #expect(diagnostic.notes == ["`BlockedPeer` has the fields `id`, `name`, `status`, `kind`"])
    }

    @Test func unknownNamesAreListedByGroup() throws {
        let checker = ExpressionTypeChecker(
            fields: ["on": .bool, "count": .int, "peers": .list(Self.peer), "ready": .bool],
            groups: [
                .init(label: "state fields", names: ["on", "count"]), .init(label: "data fields", names: ["peers"]),
                .init(label: "parameters", names: []), .init(label: "conditions", names: ["ready"]),
            ]
        ).adding("peer", as: .record(Self.peer))
        let diagnostic = try #require(checker.checkCondition(expression("cont > 1")).first)
        #expect(diagnostic.rule == .unknownStateField)
        #expect(diagnostic.message == "there is no field `cont`")
        #expect(
            diagnostic.notes == [
                "state fields: `on`, `count`", "data fields: `peers`", "conditions: `ready`", "the row's element: `peer`",
            ])
        #expect(diagnostic.help == "did you mean `count`?")
        let empty = ExpressionTypeChecker(fields: [:], groups: [.init(label: "state fields", names: [])])
        #expect(empty.knownNamesNotes() == ["the screen declares no state, data, parameters or conditions"])
    }
}
