import ScreenExpressions
import ScreenIR
import ScreenRuntime
import ScreencCore
import Testing

/// A state holds values of the app's declared types checked and complete, as it does for its own: `Int32` within its
/// range, `Double`, cases of declared enums with exactly the values they carry, structs with every member, arrays and
/// dictionaries of checked elements.
@Suite struct DeclaredValueStateTests {
    func samples() throws -> ScreenState { ScreenState(defaultsOf: try DeclaredScreen.screen()) }

    func members(_ state: ScreenState) throws -> [String: ExpressionValue] {
        guard case .record(let members)? = state["privacy"] else { throw LintFailure(description: "no privacy") }
        return members
    }

    func setting(_ member: String, _ value: ExpressionValue) throws -> ScreenState {
        var members = try members(samples())
        members[member] = value
        return try samples().setting("privacy", to: .record(members))
    }

    @Test func samplesAreKeptAsDecoded() throws {
        let members = try members(samples())
        #expect(members["accountRemovalTimeout"] == .int(604800))
        #expect(members["ratio"] == .double(0.5))
        #expect(
            members["presence"] == .caseWithValues("enableContacts", ["enableFor": .list([]), "disableFor": .list([])])
        )
        #expect(members["network"] == .null)
        // Setting a state to its own values changes nothing.
        #expect(try samples().setting("privacy", to: .record(members)) == samples())
    }

    @Test func anInt32StaysInItsRange() throws {
        #expect(
            try members(setting("accountRemovalTimeout", .int(2_147_483_647)))["accountRemovalTimeout"]
                == .int(2_147_483_647)
        )
        #expect(throws: ScreenStateError.self) { try setting("accountRemovalTimeout", .int(2_147_483_648)) }
        #expect(try members(setting("storageBytes", .int(5_000_000_000)))["storageBytes"] == .int(5_000_000_000))
        #expect(throws: ScreenStateError.self) { try setting("ratio", .int(1)) }
    }

    @Test func aCaseWithoutItsValuesGetsTheirZeroValues() throws {
        let state = try setting("presence", .enumCase("enableEveryone"))
        #expect(try members(state)["presence"] == .caseWithValues("enableEveryone", ["disableFor": .list([])]))
        // A value the case does not carry, or of the wrong type, is refused with its path.
        do {
            _ = try setting("presence", .caseWithValues("enableEveryone", ["enableFor": .list([])]))
            Issue.record("a value the case does not carry was accepted")
        } catch {
            #expect(
                String(describing: error).contains(
                    "`privacy.presence`: `SelectivePrivacySettings.enableEveryone` has no field `enableFor`"
                )
            )
        }
        do {
            _ = try setting("presence", .caseWithValues("enableEveryone", ["disableFor": .int(3)]))
            Issue.record("a value of the wrong type was accepted")
        } catch {
            #expect(String(describing: error).hasPrefix("`privacy.presence.disableFor` is a dictionary"))
        }
        #expect(throws: ScreenStateError.self) { try setting("presence", .enumCase("everybody")) }
    }

    @Test func structsNeedEveryMemberAndCollectionsCheckTheirElements() throws {
        #expect(throws: ScreenStateError.self) { try setting("network", .record(["cellular": .bool(true)])) }
        #expect(try members(setting("blockedIds", .list([.int(3)])))["blockedIds"] == .list([.int(3)]))
        #expect(throws: ScreenStateError.self) { try setting("blockedIds", .list([.string("3")])) }
    }

    @Test func textsSetCasesAndNumbersButNotStructs() throws {
        var state = try ScreenState(defaultsOf: Self.parameterScreen())
        try state.assign("timeout=2147483647")
        #expect(state["timeout"] == .int(2_147_483_647))
        #expect(throws: ScreenStateError.self) { try state.assign("timeout=2147483648") }
        try state.assign("policy=afterDays")
        #expect(state["policy"] == .caseWithValues("afterDays", ["days": .int(0)]))
        try state.assign("ratio=0.25")
        #expect(state["ratio"] == .double(0.25))
        do {
            try state.assign("ratio=half")
            Issue.record("a Double accepted `half`")
        } catch {
            #expect(error.description == "`ratio` is a Double: expected a number such as `0.5`, got `half`")
        }
        var privacy = try samples()
        try privacy.assign("privacy=nil")
        #expect(privacy["privacy"] == .null)
        do {
            try privacy.assign("privacy=x")
            Issue.record("a struct was set from text")
        } catch {
            #expect(error.description.contains("a value of an app type cannot be set with `field=value`"))
        }
    }

    static func parameterScreen() throws -> Screen {
        let source = #"""
            screen: Parameters
            title: Parameters
            types:
              ClearPolicy:
                cases:
                  never:
                  afterDays: { days: Int32 }
            parameters:
              timeout: { type: Int32, default: 0 }
              policy: { type: ClearPolicy, sample: never }
              ratio: { type: Double, default: 1 }
            sections:
              - id: main
                rows:
                  - id: row
                    item: text
                    text: 'After \(timeout) \(ratio)'
                    visible: policy == .afterDays
            """#
        let result = Linter.lint([SourceFile(path: "Parameters.yaml", text: source)])
        try #require(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.message))")
        return try #require(result.screens.first)
    }
}
