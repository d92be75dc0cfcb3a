import Foundation
import Testing

/// `screenc preview` as a user runs it without a terminal (one frame printed): samples files (`--data`), `--set`
/// for data fields and parameters, and the exit codes of the problems they can have.
@Suite struct PreviewCommandTests {
    static let screen = #"""
screen: BlockedUsers
title:
  - { when: category == .groups, text: Blocked in Groups }
  - text: Blocked Users
parameters:
  category: { enum: [privateChats, groups, channels], sample: groups }
  limit: 10
data:
  autoplayGifs: true
  cacheSize: { type: String?, sample: "1.2 GB" }
  quality: { enum: [low, medium, high], sample: medium }
  blockedPeers:
    list: { id: Int, name: String, status: String?, kind: { enum: [user, bot] }, muted: Bool }
    sample:
      - { id: 1, name: Alex Morgan, status: last seen recently, kind: user, muted: false }
      - { id: 2, name: Zoë Laurent, kind: bot, muted: true }
      - { id: 3, name: Sam, status: online, kind: user, muted: false }
state:
  showBots: false
  note: ""
  visits: 0
lifecycle:
  didAppear: blockedUsersAppeared
  willDisappear: saveDraft?
sections:
  - id: settings
    rows:
      - { id: autoplay, item: switch, title: Autoplay GIFs, bind: autoplayGifs }
      - { id: qualityLow, item: checkbox, title: Low, bind: quality, selects: low }
      - { id: qualityHigh, item: checkbox, title: High, bind: quality, selects: high }
      - { id: showBots, item: switch, title: Show bots, bind: showBots }
      - { id: noteInput, item: singleLineInput, bind: note, placeholder: Note }
      - { id: cache, item: disclosure, title: Cache, label: \(cacheSize ?? "…"), action: openCache? }
  - id: peers
    header: \(blockedPeers.count) blocked of \(limit) · \(visits) visits
    visible: "!blockedPeers.isEmpty"
    rows:
      - id: peer
        forEach: peer in blockedPeers
        item: disclosure
        title: \(peer.name)
        label: \(peer.status ?? "")
        visible: peer.kind == .user || showBots
        action: openPeer
      - id: mute
        forEach: p in blockedPeers
        item: switch
        title: Mute \(p.name)
        bind: p.muted
"""#

    private func run(_ arguments: [String], files: [String: String] = [:]) throws -> ScreencProcess.Output {
        var all = files
        all["Live.yaml"] = Self.screen
        let sandbox = try Sandbox(all)
        return try ScreencProcess.run(["preview", "Live.yaml", "--width", "60"] + arguments, in: sandbox.url)
    }

    @Test func samplesFileGivesDataAndParameters() throws {
        let samples = """
            autoplayGifs: false
            cacheSize: ~
            category: channels
            blockedPeers:
              - { id: 7, name: Ana Lima, kind: user, muted: true }
            """
        let output = try run(["--data", "samples.yaml"], files: ["samples.yaml": samples])
        #expect(output.status == 0, "\(output.stderr)")
        #expect(output.stderr.isEmpty)
        #expect(output.stdout.contains("Blocked Users"), "category: channels picks the other title")
        #expect(output.stdout.contains("[○ off]"))
        #expect(output.stdout.contains("Ana Lima"))
        #expect(output.stdout.contains("1 blocked of 10"))
        #expect(!output.stdout.contains("Alex Morgan"))
        #expect(output.stdout.contains("Cache") && output.stdout.contains("… ›"))
    }

    @Test func samplesFileProblemsArePrintedWithTheirPosition() throws {
        let samples = """
            autoplayGif: false
            quality: ultra
            blockedPeers:
              - { name: Ana, kind: user, muted: true }
            """
        let output = try run(["--data", "bad.yaml"], files: ["bad.yaml": samples])
        #expect(output.status == 1)
        #expect(output.stdout.isEmpty)
        #expect(output.stderr.contains("bad.yaml:1:1"))
        #expect(output.stderr.contains("did you mean `autoplayGifs`?"))
        #expect(output.stderr.contains("bad.yaml:2:10"))
        #expect(output.stderr.contains("bad.yaml:4:5"))
        #expect(output.stderr.contains("3 errors in 1 file"))
    }

    @Test func samplesThatBreakAListAreReported() throws {
        let samples = """
            blockedPeers:
              - { id: 1, name: Ana, kind: user, muted: true }
              - { id: 1, name: Bo, kind: bot, muted: false }
            """
        let output = try run(["--data", "twice.yaml"], files: ["twice.yaml": samples])
        #expect(output.status == 1)
        #expect(output.stderr.contains("twice.yaml"))
        #expect(output.stderr.contains("id 1"))
    }

    @Test func aMissingSamplesFileIsAUsageError() throws {
        let output = try run(["--data", "nope.yaml"])
        #expect(output.status == 64)
        #expect(output.stderr == "error: cannot read the samples file nope.yaml: No such file or directory\n")
    }

    @Test func setAcceptsDataFieldsAndParameters() throws {
        let output = try run(["--set", "category=channels", "--set", "autoplayGifs=false", "--set", "cacheSize=nil"])
        #expect(output.status == 0, "\(output.stderr)")
        #expect(output.stdout.contains("Blocked Users"))
        #expect(output.stdout.contains("[○ off]"))
        #expect(output.stdout.contains("… ›"))

        // --set applies after --data.
        let both = try run(
            ["--data", "s.yaml", "--set", "autoplayGifs=true"],
            files: ["s.yaml": "autoplayGifs: false\n"]
        )
        #expect(both.status == 0)
        #expect(both.stdout.contains("[ on ●]"))
    }

    @Test func setRejectsListsAndBadValues() throws {
        let list = try run(["--set", "blockedPeers=x"])
        #expect(list.status == 64)
        #expect(list.stderr.contains("a list cannot be set with `field=value`"))
        #expect(list.stderr.contains("--data FILE"))
        let value = try run(["--set", "category=tables"])
        #expect(value.status == 64)
        #expect(value.stderr.contains("has no case `tables`"))
    }

    /// The data panel through `--keys`: the frame after opening it and toggling a value.
    @Test func keysOpenThePanel() throws {
        let output = try run(["--height", "24", "--keys", "d j j space"])
        #expect(output.status == 0)
        #expect(output.stdout.contains("── Data · BlockedUsers"))
        #expect(output.stdout.contains("autoplayGifs") && output.stdout.contains("false"))
        #expect(output.stdout.contains("[○ off]"))
    }
}
