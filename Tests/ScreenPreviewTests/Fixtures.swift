/// Small screens written for the unit tests.
enum Fixtures {
    /// Segments that switch between sections, so rows disappear while the focus is on them.
    static let segmentedSections = """
        screen: Segmented
        title: { segments: [First, Second], selected: page }
        state:
          page: 0
        sections:
          - id: first
            visible: page == 0
            rows:
              - { id: a1, item: action, title: A1, action: tapA1 }
              - { id: a2, item: action, title: A2, action: tapA2 }
              - { id: a3, item: action, title: A3, action: tapA3 }
          - id: second
            visible: page == 1
            rows:
              - { id: b1, item: action, title: B1, action: tapB1 }
          - id: third
            header: Always here
            rows:
              - { id: c1, item: action, title: C1, action: tapC1 }
        """

    /// An input that hides itself once it holds three characters, and a disabled one.
    static let vanishingInput = """
        screen: Vanishing
        title: Vanishing
        state:
          name: ""
          locked: ""
        sections:
          - id: inputs
            rows:
              - { id: nameInput, item: singleLineInput, bind: name, placeholder: Name, visible: name.count < 3 }
              - { id: lockedInput, item: singleLineInput, bind: locked, placeholder: Locked, enabled: "!name.isEmpty" }
              - { id: after, item: action, title: After, action: tapAfter }
        """

    /// A long title with buttons on both sides.
    static let longTitle = """
        screen: LongTitle
        title: Notification exceptions for every single chat, group and channel you have ever muted
        navigationBar:
          left: { title: Cancel, action: cancel }
          right: { title: Save Changes, style: bold, action: save }
          secondaryRight: { icon: search, action: search }
        sections:
          - id: main
            rows:
              - id: row
                item: disclosure
                title: A disclosure whose title is far too long for a narrow terminal window
                label: and a long label too
                action: open
        """

    /// Wide characters, markdown and text that tries to drive the terminal.
    static let widthsAndMarkup = """
        screen: Widths
        title: 设置和隐私 🔒
        sections:
          - id: main
            footer: { markdown: "**Bold words** and [a link](https://telegram.org) in a footer" }
            rows:
              - { id: cjk, item: disclosure, title: 通知和声音通知和声音, label: 已开启, action: open }
              - { id: emoji, item: switch, title: "👨‍👩‍👧 Family 🇯🇵 flags", bind: on }
              - { id: hostile, item: action, title: "Red \\u001B[31malert\\u001B[0m and \\u202Ereversed", action: act }
        state:
          on: true
        """

    /// A live screen: parameters (one in the title), app data with a list of blocked peers (a row per peer and a
    /// switch per peer bound to the peer's `muted`), state of every kind, an optional hook and lifecycle hooks.
    static let liveBlockedUsers = """
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
          syncing: { type: Bool? }
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
          revealedPeer: { type: Int? }
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
              - { id: cache, item: disclosure, title: Cache, label: \\(cacheSize ?? "…"), action: openCache? }
              - { id: syncingText, item: activityText, text: Syncing…, activity: true, visible: syncing ?? false }
              - { id: revealed, item: text, text: 'Revealed peer: \\(revealedPeer ?? 0)' }
          - id: peers
            header: \\(blockedPeers.count) blocked of \\(limit) · \\(visits) visits
            visible: "!blockedPeers.isEmpty"
            rows:
              - id: peer
                forEach: peer in blockedPeers
                item: disclosure
                title: \\(peer.name)
                label: \\(peer.status ?? "")
                visible: peer.kind == .user || showBots
                action: openPeer
              - id: mute
                forEach: p in blockedPeers
                item: switch
                title: Mute \\(p.name)
                bind: p.muted
        """
}
