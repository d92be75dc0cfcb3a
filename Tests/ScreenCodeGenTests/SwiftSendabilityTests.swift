import ScreenDiagnostics
import ScreencCore
import Testing

/// A generated struct claims `Sendable` only when every stored property's type is known to be `Sendable`. TelegramCore
/// and Postbox do not declare `EnginePeer` or `EnginePeer.Id` `Sendable`, so a struct holding either must not claim it:
/// in Telegram's build (Swift 5 mode, `-warnings-as-errors`) the claim is an error. The stubs declare the peer types
/// as the real modules do, so the `GeneratedScreens` target would fail to build too; this suite says which
/// declaration is wrong.
@Suite struct SwiftSendabilityTests {
    /// The generated Swift of `yaml`, which must compile without diagnostics.
    static func generated(_ yaml: String) throws -> String {
        let result = try Compiler.compile([SourceFile(path: "Screens/Sendability.yaml", text: yaml)])
        #expect(result.lint.diagnostics.isEmpty, "\(result.lint.diagnostics.map(\.message))")
        return try #require(result.files.first).contents
    }

    /// The declaration lines of the value structs (`public struct X: Equatable, Sendable {`), trimmed, in order.
    static func structDeclarations(in source: String) -> [String] {
        source.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { $0.hasPrefix("public struct ") && $0.contains(": Equatable") }
    }

    static let screen = """
        screen: Sendability
        title: Sendability
        parameters:
          mode: { enum: [compact, full], default: compact }
        data:
          note: { type: 'String?' }
          blockedPeers:
            list: { id: PeerId, peer: Peer }
            element: BlockedPeer
          mutedIds:
            list: { id: PeerId, title: String }
            element: MutedChat
          owners:
            list: { id: Int, owner: 'Peer?' }
            element: Owner
          folders:
            list: { id: Int, name: String, count: 'Int?', kind: { enum: [shared, own] } }
            element: Folder
        state:
          editing: false
          query: { type: 'String?' }
        sections:
          - id: peers
            rows:
              - { id: peer, item: peer, forEach: blocked in blockedPeers, peer: blocked.peer, remove: unblock, editing: editing }
              - { id: muted, item: text, forEach: chat in mutedIds, text: \\(chat.title) }
              - { id: owner, item: text, forEach: entry in owners, text: Owner }
              - { id: folder, item: text, forEach: folder in folders, text: \\(folder.name), visible: folder.kind == .shared }
              - { id: note, item: text, text: Note, visible: note != nil && query != nil && mode == .full }
        """

    @Test func aStructHoldingAPeerOrAPeerIdDoesNotClaimSendable() throws {
        let declarations = Self.structDeclarations(in: try Self.generated(Self.screen))
        #expect(declarations.contains("public struct BlockedPeer: Equatable {"), "holds EnginePeer.Id and EnginePeer")
        #expect(declarations.contains("public struct MutedChat: Equatable {"), "holds EnginePeer.Id only")
        #expect(declarations.contains("public struct Owner: Equatable {"), "holds EnginePeer?")
        #expect(declarations.contains("public struct SendabilityData: Equatable {"), "holds lists of those elements")
        // The removable peer row adds `peerIdWithRevealedOptions: EnginePeer.Id?` to the state.
        #expect(declarations.contains("public struct SendabilityState: Equatable {"), "\(declarations)")
        #expect(declarations.filter { $0.hasSuffix("Sendable {") }.count == 2, "only Folder and the parameters")
    }

    @Test func aStructOfSendableFieldsClaimsSendable() throws {
        let declarations = Self.structDeclarations(in: try Self.generated(Self.screen))
        #expect(declarations.contains("public struct Folder: Equatable, Sendable {"), "Int, String, Int?, an enum")
        #expect(declarations.contains("public struct SendabilityParameters: Equatable, Sendable {"), "an enum")
        let plain = try Self.generated("""
            screen: Plain
            title: Plain
            data:
              folders:
                list: { id: String, name: String }
                element: Folder
            state:
              editing: false
            sections:
              - id: main
                rows:
                  - { id: folder, item: text, forEach: folder in folders, text: \\(folder.name) }
                  - { id: edit, item: switch, title: Edit, bind: editing }
            """)
        #expect(Self.structDeclarations(in: plain) == [
            "public struct PlainState: Equatable, Sendable {", "public struct PlainData: Equatable, Sendable {",
            "public struct Folder: Equatable, Sendable {",
        ])
    }
}
