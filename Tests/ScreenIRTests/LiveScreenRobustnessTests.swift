import ScreenDiagnostics
import Testing

@testable import ScreenIR

/// A screen using every live-screen construct, read whole and with each line left out or cut off after it: every
/// variant is read without a crash, and every diagnostic points into the file.
@Suite struct LiveScreenRobustnessTests {
    static let full = #"""
        screen: BlockedPeers
        title:
          - when: saving
            text: Saving \(blockedPeers.count) peers…
          - key: BlockedUsers_Title
        parameters:
          category: { enum: [privateChats, groups, channels], sample: groups }
          showsArchive: { type: Bool, default: false }
          limit: 10
        data:
          autoplayGifs: true
          cacheSize: { type: 'String?', sample: "1.2 GB" }
          quality: { enum: [low, medium, high], sample: medium }
          blockedPeers:
            list: { id: Int, name: String, status: 'String?', kind: { enum: [user, bot] }, muted: Bool }
            element: BlockedPeer
            sample:
              - { id: 1, name: Alex Morgan, status: last seen recently, kind: user, muted: false }
              - { id: 2, name: Zoë Laurent, kind: bot, muted: true }
        state:
          saving: false
          draft: ""
          revealedPeer: { type: 'Int?' }
        conditions:
          hasPeers: "!blockedPeers.isEmpty"
          canSave: hasPeers && !saving && limit > 0
        presentation: modal
        animateChanges: "!saving"
        focus: draftInput
        lifecycle:
          didAppear: screenAppeared
          willDisappear: saveDraft?
        navigationBar:
          right:
            - when: saving
              title: { key: Common_Done }
              style: activity
              action: savePeers
            - title: { key: Common_Done }
              style: bold
              enabled: canSave
              action: savePeers
        sections:
          - id: settings
            rows:
              - id: autoplay
                item: switch
                title: Autoplay GIFs \(cacheSize ?? "")
                bind: autoplayGifs
              - id: qualityLow
                item: checkbox
                title: Low
                bind: quality
                selects: low
              - id: draftInput
                item: singleLineInput
                bind: draft
                change: draftChanged
          - id: peers
            visible: hasPeers && category != .channels && (showsArchive || revealedPeer == nil)
            rows:
              - id: peer
                forEach: peer in blockedPeers
                item: disclosure
                title: \(peer.name)
                label: \(peer.status ?? "")
                visible: peer.kind == .user
                action: openPeer
              - id: peerMute
                forEach: peer in blockedPeers
                item: switch
                title: Mute \(peer.name)
                bind: peer.muted

        """#

    @Test func theFullScreenIsClean() throws {
        let read = ReadScreen(Self.full)
        #expect(read.diagnostics.isEmpty, "\(read.located)")
        let screen = try #require(read.screen)
        #expect(screen.hookSignatures.map(\.name) == [
            "updateAutoplayGifs", "updateQuality", "draftChanged", "openPeer", "updateBlockedPeerMuted", "savePeers",
            "screenAppeared", "saveDraft",
        ])
    }

    @Test func everyLineLeftOutOrCutOff() {
        let lines = Self.full.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        for index in lines.indices {
            var without = lines
            without.remove(at: index)
            for text in [without.joined(separator: "\n"), lines[...index].joined(separator: "\n")] {
                let result = ScreenReader.read(Array(text.utf8), file: "Screen.yaml")
                let lineCount = text.split(separator: "\n", omittingEmptySubsequences: false).count
                #expect(
                    result.diagnostics.allSatisfy { $0.span.file == "Screen.yaml" && $0.span.start.line <= lineCount + 1 },
                    "line \(index + 1): \(result.diagnostics.map { "\($0.rule.rawValue)@\($0.span.start)" })")
            }
        }
    }
}
