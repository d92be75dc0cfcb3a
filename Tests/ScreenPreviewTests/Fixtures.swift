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
}
