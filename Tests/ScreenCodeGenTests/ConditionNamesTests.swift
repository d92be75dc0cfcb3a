import ScreenDiagnostics
import ScreenExpressions
import ScreencCore
import Testing

@testable import ScreenCodeGen

/// Condition members are named after what they test (or as the user named them), never after the first row, section
/// or button that used them; entries carry only what their item reads, under names that say what it is.
@Suite struct ConditionNamesTests {
    private static func expression(_ text: String) -> Expression {
        let span = SourceSpan(file: "test.yaml", at: SourcePosition(line: 1, column: 1))
        let (expression, diagnostics) = ExpressionParser.parse(
            ExpressionSource(text: text, span: span, textColumnOffset: nil), recordVariables: ["peer"])
        precondition(diagnostics.isEmpty, "\(text): \(diagnostics.map(\.message))")
        return expression!
    }

    @Test(arguments: [
        ("hasTwoStepAuth != nil", "isHasTwoStepAuthSet"),
        ("hasTwoStepAuth == nil", "isHasTwoStepAuthNil"),
        ("hasTwoStepAuth == true", "isHasTwoStepAuthTrue"),
        ("blockedPeers.isEmpty", "isBlockedPeersEmpty"),
        ("!blockedPeers.isEmpty", "isNotBlockedPeersEmpty"),
        ("blockedPeers.count > 0", "hasBlockedPeers"),
        ("blockedPeers.count == 0", "isBlockedPeersEmpty"),
        ("mode == .mtproto", "isModeMtproto"),
        ("slowMode != .off", "isSlowModeNotOff"),
        ("limit >= 3", "isLimitAtLeast3"),
        ("bio.count > 70", "isBioCountAbove70"),
        ("count < -1", "isCountBelowMinus1"),
        ("count == 3", "isCount3"),
        ("selectedPeer == peer.id", "isSelectedPeerEqualToPeerId"),
        ("name == \"\"", "isNameEmpty"),
        ("(cacheSize ?? 0) > 5", "isCacheSizeAbove5"),
        ("canSendMedia && isAdmin", "canSendMediaAndIsAdmin"),
        ("!isPremium", "isNotPremium"),
        ("!hasPeers", "hasNoPeers"),
        ("!canSave", "cannotSave"),
        ("!autoplay", "isNotAutoplay"),
        ("!autoDownloadCellular || !autoDownloadWifi", "isNotAutoDownloadCellularOrIsNotAutoDownloadWifi"),
        ("!(canSendMedia && isAdmin)", "notCanSendMediaAndIsAdmin"),
        ("peer.canRemove && editing", "peerCanRemoveAndIsEditing"),
        ("peer.kind == .bot || showsBots", "isPeerKindBotOrShowsBots"),
        // Not named by the scheme: `<first field>Condition`.
        ("name == \"Ann\"", "nameCondition"),
        ("a && (b || c)", "aCondition"),
        ("firstThing && secondThing && thirdThing && fourth", "firstThingCondition"),
    ])
    func aConditionIsNamedAfterWhatItTests(_ condition: String, _ name: String) {
        #expect(ConditionNames.name(of: Self.expression(condition)) == name)
    }

    @Test func aNameStartsWithAVerbOnlyBeforeAnUppercaseLetter() {
        #expect(ConditionNames.startsWithVerb("hasPeers"))
        #expect(!ConditionNames.startsWithVerb("hash"))
        #expect(!ConditionNames.startsWithVerb("is"))
        #expect(ConditionNames.name(of: Self.expression("hash && island")) == "isHashAndIsIsland")
    }

    private static func generated(_ yaml: String) throws -> String {
        let result = try Compiler.compile([SourceFile(path: "Test.yaml", text: yaml)])
        let errors = result.lint.diagnostics.filter { $0.severity == .error }
        #expect(errors.isEmpty, "\(errors.map(\.message))")
        return try #require(result.files.first).contents
    }

    /// One condition used by a row, a section, a title variant, a button and a toolbar action is one member named
    /// after what it tests, whoever used it first.
    @Test func aSharedConditionIsNamedAfterWhatItTestsNotItsFirstUse() throws {
        let swift = try Self.generated(
            """
            screen: Names
            title:
              - when: mode == .mtproto
                text: MTProto
              - text: Proxy
            state:
              mode: { enum: [socks5, mtproto], default: socks5 }
              host: ""
            navigationBar:
              right: { title: Done, enabled: mode == .mtproto, action: done }
            toolbar:
              - { title: Share, enabled: mode == .mtproto, action: share }
            sections:
              - id: secret
                visible: "!host.isEmpty"
                rows:
                  - { id: secretRow, item: text, text: Secret, visible: mode == .mtproto }
              - id: other
                rows:
                  - { id: hostRow, item: disclosure, title: Host, enabled: "!host.isEmpty", action: done }
            """)
        #expect(swift.contains("fileprivate var isModeMtproto: Bool {"))
        #expect(swift.contains("fileprivate var isNotHostEmpty: Bool {"))
        #expect(swift.components(separatedBy: "fileprivate var ").count == 3, "two members, each used everywhere")
        for rowName in ["Title", "Secret", "Visible", "Enabled", "Shown", "HostRow", "Toolbar", "Button"] {
            #expect(!swift.contains("fileprivate var is\(rowName)"), "a member named after a use: \(rowName)")
        }
    }

    /// Two different conditions with the same derived name, and a derived name that is a field's: numbered.
    @Test func aTakenNameIsNumbered() throws {
        let swift = try Self.generated(
            """
            screen: Taken
            title: Taken
            state:
              count: 1
              isCount3: false
            data:
              size: { type: Int?, sample: 2 }
            sections:
              - id: main
                rows:
                  - { id: a, item: text, text: A, visible: count == 3 }
                  - { id: b, item: text, text: B, visible: isCount3 && count > 1 }
                  - { id: c, item: text, text: C, visible: size ?? 0 > 1 }
                  - { id: d, item: text, text: D, visible: size ?? 5 > 1 }
            """)
        #expect(swift.contains("fileprivate var isCount32: Bool {"), "`isCount3` is a field")
        #expect(swift.contains("fileprivate var isSizeAbove1: Bool {"))
        #expect(swift.contains("fileprivate var isSizeAbove12: Bool {"), "another condition, the same name")
    }

    /// A member on a list element's type leaves the element variable out of its name.
    @Test func anElementMemberIsNamedWithoutTheVariable() throws {
        let swift = try Self.generated(
            """
            screen: Peers
            title: Peers
            data:
              peers:
                list: { id: Int, name: String, kind: { enum: [user, bot] } }
            sections:
              - id: main
                rows:
                  - { id: peer, forEach: p in peers, item: disclosure, title: \\(p.name), enabled: p.kind == .bot, action: open }
            """)
        #expect(swift.contains("fileprivate var isKindBot: Bool {"))
        #expect(swift.contains("enabled: p.isKindBot,"))
    }

    /// The condition of an `if` text is computed in `item(…)` from what the entry carries anyway (`count` for the
    /// plural), or carried under the name of what it is — never as `labelCondition` beside the value it tests.
    @Test func anEntryCarriesWhatItsItemReadsUnderNamesThatSayWhatItIs() throws {
        let swift = try Self.generated(
            """
            screen: Payloads
            title: Payloads
            data:
              count: 2
              size: { type: Int?, sample: 5 }
              twoStep: { type: Bool?, sample: true }
            sections:
              - id: main
                rows:
                  - id: counted
                    item: disclosure
                    title: Count
                    label: { if: count > 0, then: { key: MessageTimer_Months, count: count }, else: None }
                    action: open
                  - id: sized
                    item: disclosure
                    title: Size
                    label: { if: size == nil, then: Calculating…, else: '\\(size ?? 0, format: bytes)' }
                    action: open
                  - id: twoStepRow
                    item: disclosure
                    title: Two-Step
                    label: { if: twoStep == true, then: "On", else: "Off" }
                    action: open
            """)
        #expect(swift.contains("case counted(count: Int)"))
        #expect(swift.contains("count > 0 ?"))
        #expect(swift.contains("case sized(size: Int?)"))
        #expect(swift.contains("label: size == nil ? \"Calculating…\" : dataSizeString(Int64(size ?? 0)"))
        #expect(swift.contains("case twoStepRow(isTwoStepTrue: Bool)"))
        #expect(!swift.contains("labelCondition") && !swift.contains("ConditionMet"), "named after what it is")
    }
}
