import ScreenDiagnostics

/// The failing and passing inputs for every rule (see `RuleExamplesTests`).
let ruleExamples: [RuleExample] = yamlExamples + structureExamples + nameExamples + stateExamples + conditionExamples
    + layoutExamples + liveScreenExamples + declarationExamples

private let clean = screenWithRows("")

private let yamlExamples: [RuleExample] = [
    RuleExample(
        .yamlSyntax,
        bad: "screen: Demo\ntitle: [Demo\nsections1️⃣: []\n",
        good: clean),
    RuleExample(
        .invalidEncoding,
        bad: "screen: Demo\ntitle: caf1️⃣\u{FFFD}\n",  // replaced by an invalid byte in the test below
        good: clean),
    RuleExample(
        .duplicateKey,
        bad: screenWithRows("") + "1️⃣title: Again\n",
        good: clean),
    RuleExample(
        .multipleDocuments,
        bad: clean + "\n1️⃣---\nscreen: Other\n",
        good: clean),
    RuleExample(
        .unsupportedTag,
        bad: "screen: Demo\ntitle: 1️⃣!!binary aGk=\nsections: []\n",
        good: clean),
    RuleExample(
        .anchorsNotSupported,
        bad: "screen: Demo\ntitle: 1️⃣&name Demo\nsections: []\n",
        good: clean),
    RuleExample(
        .complexKey,
        bad: "screen: Demo\ntitle: Demo\n1️⃣[a, b]: c\nsections: []\n",
        good: clean),
    RuleExample(
        .nonPortableYAML,
        bad: screenWithRows("      - { id: note, item: placeholder, text: 1️⃣Why? }\n"),
        good: screenWithRows("      - { id: note, item: placeholder, text: \"Why?\" }\n")),
    RuleExample(
        .ambiguousScalar,
        bad: screenWithRows("      - id: note\n        item: placeholder\n        text: 1️⃣no\n"),
        good: screenWithRows("      - id: note\n        item: placeholder\n        text: \"no\"\n")),
]

private let structureExamples: [RuleExample] = [
    RuleExample(.emptyFile, bad: "1️⃣# nothing here yet\n", good: clean),
    RuleExample(
        .unknownKey,
        bad: screenWithRows("      - id: other\n        item: switch\n        1️⃣titel: Other\n        title: Other\n        bind: 'on'\n"),
        good: clean),
    RuleExample(
        .missingKey,
        bad: "1️⃣screen: Demo\nsections: []\n",
        good: clean),
    RuleExample(
        .wrongType,
        bad: screenWithRows("      - id: other\n        item: disclosure\n        title: 1️⃣[a, b]\n"),
        good: screenWithRows("      - id: other\n        item: disclosure\n        title: Other\n")),
    RuleExample(
        .unknownValue,
        bad: screenWithRows("      - id: other\n        item: 1️⃣swtich\n        title: Other\n        bind: 'on'\n"),
        good: clean),
    RuleExample(
        .invalidValue,
        bad: screenWithRows("      - id: name\n        item: singleLineInput\n        bind: name\n        maxLength: 1️⃣-1\n", state: "  'on': true\n  name: \"\"\n"),
        good: screenWithRows("      - id: name\n        item: singleLineInput\n        bind: name\n        maxLength: 32\n", state: "  'on': true\n  name: \"\"\n")),
    RuleExample(
        .conflictingKeys,
        bad: screenWithRows("      - id: open\n        item: action\n        title: Open\n        action: open\n        1️⃣push: Demo\n"),
        good: screenWithRows("      - id: open\n        item: action\n        title: Open\n        push: Demo\n")),
]

private let nameExamples: [RuleExample] = [
    RuleExample(.invalidScreenName, bad: "screen: 1️⃣data-and-storage\ntitle: Demo\nsections: []\n", good: clean),
    RuleExample(
        .invalidIdentifier,
        bad: screenWithRows("      - id: 1️⃣default\n        item: placeholder\n        text: Nothing\n"),
        good: screenWithRows("      - id: nothing\n        item: placeholder\n        text: Nothing\n")),
    RuleExample(
        .duplicateID,
        bad: screenWithRows("      - id: 1️⃣toggle\n        item: placeholder\n        text: Nothing\n"),
        good: screenWithRows("      - id: nothing\n        item: placeholder\n        text: Nothing\n")),
    RuleExample(
        .duplicateScreen,
        bad: clean, screenWithRows("", name: "1️⃣Demo"),
        good: clean, screenWithRows("", name: "Other")),
    RuleExample(
        .invalidLocalizationKey,
        bad: "screen: Demo\ntitle: { key: 1️⃣Settings.Title }\nstate:\n  'on': true\nsections:\n  - id: main\n    rows:\n      - { id: toggle, item: switch, title: T, bind: 'on' }\n",
        good: "screen: Demo\ntitle: { key: Settings_Title }\nstate:\n  'on': true\nsections:\n  - id: main\n    rows:\n      - { id: toggle, item: switch, title: T, bind: 'on' }\n"),
    RuleExample(
        .generatedNameClash,
        bad: screenWithRows("", name: "1️⃣ItemListNode"),
        good: screenWithRows("", name: "ItemListNodeScreen")),
    RuleExample(
        .longName,
        bad: screenWithRows("", name: "1️⃣ArchivedChatsAutomaticDownloadCellularDataLimitAndStorageUsageDetailsSettings"),
        good: screenWithRows("", name: "ArchiveDownloadSettings")),
    RuleExample(
        .invalidItemDeclaration,
        bad: "items:\n  1️⃣switch: { swift: MySwitchItem, module: MyItems, parameters: [presentationData, { title: Text }] }\n"
            + screenWithRows(""),
        good: "items:\n  mySwitch: { swift: MySwitchItem, module: MyItems, parameters: [presentationData, { title: Text }] }\n"
            + screenWithRows("      - { id: mine, item: mySwitch, title: Mine }\n")),
]

private let stateExamples: [RuleExample] = [
    RuleExample(
        .invalidDefault,
        bad: screenWithRows("", state: "  'on': { type: Bool, default: 1️⃣\"yes\" }\n"),
        good: screenWithRows("", state: "  'on': { type: Bool, default: true }\n")),
    RuleExample(
        .duplicateEnumCase,
        bad: screenWithRows("      - { id: a, item: checkbox, title: A, bind: mode, selects: a }\n", state: "  'on': true\n  mode: { enum: [a, 1️⃣a], default: a }\n"),
        good: screenWithRows("      - { id: a, item: checkbox, title: A, bind: mode, selects: a }\n", state: "  'on': true\n  mode: { enum: [a, b], default: a }\n")),
    RuleExample(
        .unknownStateField,
        bad: screenWithRows("      - { id: other, item: switch, title: Other, bind: 1️⃣of }\n"),
        good: clean),
    RuleExample(
        .bindingTypeMismatch,
        bad: screenWithRows("      - { id: other, item: switch, title: Other, bind: 1️⃣name }\n", state: "  'on': true\n  name: \"\"\n"),
        good: screenWithRows("      - { id: other, item: singleLineInput, bind: name }\n", state: "  'on': true\n  name: \"\"\n")),
    RuleExample(
        .missingBinding,
        bad: screenWithRows("      - 1️⃣id: pick\n        item: checkbox\n        title: Pick\n"),
        good: screenWithRows("      - id: pick\n        item: checkbox\n        title: Pick\n        bind: 'on'\n")),
    RuleExample(
        .unknownEnumCase,
        bad: screenWithRows("      - { id: a, item: checkbox, title: A, bind: mode, selects: 1️⃣socks }\n", state: "  'on': true\n  mode: { enum: [socks5, mtproto], default: socks5 }\n"),
        good: screenWithRows("      - { id: a, item: checkbox, title: A, bind: mode, selects: socks5 }\n", state: "  'on': true\n  mode: { enum: [socks5, mtproto], default: socks5 }\n")),
    RuleExample(
        .segmentCountMismatch,
        bad: "screen: Demo\ntitle: { segments: [Day, Night], selected: 1️⃣theme }\nstate:\n  theme: { enum: [day, night, auto], default: day }\nsections:\n  - id: main\n    rows:\n      - { id: note, item: placeholder, text: Nothing }\n",
        good: "screen: Demo\ntitle: { segments: [Day, Night, Auto], selected: theme }\nstate:\n  theme: { enum: [day, night, auto], default: day }\nsections:\n  - id: main\n    rows:\n      - { id: note, item: placeholder, text: Nothing }\n"),
    RuleExample(
        .unusedStateField,
        bad: screenWithRows("", state: "  'on': true\n  1️⃣unused: 3\n"),
        good: clean),
]

private let conditionExamples: [RuleExample] = [
    RuleExample(
        .expressionSyntax,
        bad: screenWithRows("      - { id: other, item: placeholder, text: Hi, visible: \"on 1️⃣&&\" }\n"),
        good: screenWithRows("      - { id: other, item: placeholder, text: Hi, visible: \"!on\" }\n")),
    RuleExample(
        .expressionType,
        bad: screenWithRows("      - { id: other, item: placeholder, text: Hi, visible: 1️⃣count }\n", state: "  'on': true\n  count: 0\n"),
        good: screenWithRows("      - { id: other, item: placeholder, text: Hi, visible: count > 0 }\n", state: "  'on': true\n  count: 0\n")),
    RuleExample(
        .constantCondition,
        bad: screenWithRows("      - { id: other, item: placeholder, text: Hi, visible: 1️⃣false }\n"),
        good: screenWithRows("      - { id: other, item: placeholder, text: Hi, visible: 'on' }\n")),
]

private let layoutExamples: [RuleExample] = [
    RuleExample(
        .emptySection,
        bad: clean + "  - id: 1️⃣later\n    rows: []\n",
        good: clean),
    RuleExample(.emptyScreen, bad: "screen: 1️⃣Demo\ntitle: Demo\nsections: []\n", good: clean),
    RuleExample(
        .toolbarActionCount,
        bad: clean + "toolbar:\n  - { title: A, action: a }\n  - { title: B, action: b }\n  - { title: C, action: c }\n  - 1️⃣{ title: D, action: d }\n",
        good: clean + "toolbar:\n  - { title: A, action: a }\n  - { title: B, action: b }\n  - { title: C, action: c }\n"),
    RuleExample(
        .unknownPushTarget,
        bad: screenWithRows("      - { id: more, item: disclosure, title: More, push: 1️⃣Mores }\n"), screenWithRows("", name: "More"),
        good: screenWithRows("      - { id: more, item: disclosure, title: More, push: More }\n"), screenWithRows("", name: "More")),
    RuleExample(
        .pushParameters,
        bad: screenWithRows(
            "      - { id: a, item: disclosure, title: A, push: { screen: Target, with: { 1️⃣categry: .groups } } }\n"
                + "      - { id: b, item: disclosure, title: B, push: { screen: Target, with: { category: .group } } }\n"
                + "      - { id: c, item: disclosure, title: C, push: { screen: Target, with: { category: .groups, limit: \"true\" } } }\n"
                + "      - { id: e, item: disclosure, title: E, push: { screen: Target, with: { note: nil } } }\n"
                + "      - { id: f, item: disclosure, title: F, push: Target }\n"),
        pushTarget,
        good: screenWithRows(
            "      - { id: a, item: disclosure, title: A, push: { screen: Target, with: { category: .groups } } }\n"
                + "      - { id: b, item: disclosure, title: B, push: { screen: Target, with: { category: .privateChats, limit: 3, note: nil } } }\n"
                + "      - { id: c, item: disclosure, title: C, push: { screen: Target, with: { category: .groups, note: '\"x\"' } } }\n"
                + "      - { id: d, item: disclosure, title: D, push: { screen: Target, with: { note: nil, limit: 1, category: .groups } } }\n"),
        pushTarget),
    RuleExample(
        .invalidActionName,
        bad: screenWithRows("      - { id: open, item: action, title: Open, action: 1️⃣open-link }\n"),
        good: screenWithRows("      - { id: open, item: action, title: Open, action: openLink }\n")),
]

/// A screen with parameters for `push-parameters`: a required enum, an Int with a default and an optional String.
private let pushTarget = """
    screen: Target
    title: Target
    parameters:
      category: { enum: [privateChats, groups], sample: groups }
      limit: 10
      note: { type: "String?" }
    sections:
      - id: main
        rows:
          - id: t
            item: text
            text: Up to \\(limit) for \\(note ?? "all").
            visible: category == .groups
    """

/// A screen with a list of blocked peers and one repeated row whose keys the caller supplies.
private func peersScreen(_ rowKeys: String, list: String = "{ id: Int, name: String, muted: Bool }") -> String {
    """
    screen: Demo
    title: Demo
    data:
      peers:
        list: \(list)
    sections:
      - id: main
        rows:
          - id: peer
            forEach: peer in peers
    \(rowKeys)
    """
}

private let liveScreenExamples: [RuleExample] = [
    RuleExample(
        .unknownField,
        bad: peersScreen("        item: disclosure\n        title: \\(1️⃣peer.nmae)\n"),
        good: peersScreen("        item: disclosure\n        title: \\(peer.name)\n")),
    RuleExample(
        .readOnlyBinding,
        bad: peersScreen("        item: singleLineInput\n        bind: 1️⃣peer.name\n"),
        good: peersScreen("        item: switch\n        title: \\(peer.name)\n        bind: peer.muted\n")),
    RuleExample(
        .missingListID,
        bad: "screen: Demo\ntitle: Demo\ndata:\n  peers:\n    1️⃣list: { name: String }\nsections:\n  - id: main\n    rows:\n      - { id: peer, item: text, text: \\(peer.name), forEach: peer in peers }\n",
        good: "screen: Demo\ntitle: Demo\ndata:\n  peers:\n    list: { id: Int, name: String }\nsections:\n  - id: main\n    rows:\n      - { id: peer, item: text, text: \\(peer.name), forEach: peer in peers }\n"),
    RuleExample(
        .conditionCycle,
        bad: "screen: Demo\ntitle: Demo\nstate:\n  'on': true\nconditions:\n  1️⃣a: b && on\n  b: a\nsections:\n  - id: main\n    visible: a\n    rows:\n      - { id: note, item: text, text: x }\n",
        good: "screen: Demo\ntitle: Demo\nstate:\n  'on': true\nconditions:\n  a: b && on\n  b: \"!on\"\nsections:\n  - id: main\n    visible: a\n    rows:\n      - { id: note, item: text, text: x }\n"),
    RuleExample(
        .hookTypeMismatch,
        bad: screenWithRows("      - { id: name, item: singleLineInput, bind: name, change: changed }\n      - { id: other, item: switch, title: Other, bind: 'on', change: 1️⃣changed }\n", state: "  'on': true\n  name: \"\"\n"),
        good: screenWithRows("      - { id: name, item: singleLineInput, bind: name, change: nameChanged }\n      - { id: other, item: switch, title: Other, bind: 'on', change: changed }\n", state: "  'on': true\n  name: \"\"\n")),
    RuleExample(
        .invalidForEach,
        bad: peersScreen("        item: disclosure\n        title: \\(peer.name)\n        push: 1️⃣Demo\n"),
        good: peersScreen("        item: disclosure\n        title: \\(peer.name)\n        action: openPeer\n")),
    RuleExample(
        .unreachableVariant,
        bad: clean + "navigationBar:\n  right:\n    - { title: Done, action: done }\n    - 1️⃣{ title: Done, style: activity, when: 'on', action: done }\n",
        good: clean + "navigationBar:\n  right:\n    - { title: Done, style: activity, when: 'on', action: done }\n    - { title: Done, action: done }\n"),
    RuleExample(
        .invalidFocus,
        bad: "focus: 1️⃣toggle\n" + screenWithRows("      - { id: name, item: singleLineInput, bind: name }\n", state: "  'on': true\n  name: \"\"\n"),
        good: "focus: name\n" + screenWithRows("      - { id: name, item: singleLineInput, bind: name }\n", state: "  'on': true\n  name: \"\"\n")),
    RuleExample(
        .loadMoreWithoutList,
        bad: "loadMore: 1️⃣loadMorePeers\n" + clean,
        good: "loadMore: loadMorePeers\ndata:\n  peers:\n    list: { id: Int, name: String }\n    sample: []\n"
            + screenWithRows("      - { id: peer, forEach: peer in peers, item: disclosure, title: \\(peer.name) }\n")),
    RuleExample(
        .invalidReorder,
        bad: peersScreen("        item: disclosure\n        title: \\(peer.name)\n        reorder: 1️⃣reorderPeers\n"),
        good: peersScreen(
            "        item: peer\n        peer: peer.peer\n        reorder: reorderPeers\n",
            list: "{ id: PeerId, peer: Peer }")),
]

/// A screen declaring an app type and a formatter, with `body` as its rows' section.
private func declaringScreen(_ body: String, types: String = "") -> String {
    """
    screen: Demo
    title: Demo
    types:
      Settings:
        module: TelegramCore
        members: { timeout: Int32 }
    \(types)functions:
      format:
        module: TelegramStringFormatting
        parameters: [strings, value: Int32]
    data:
      settings: { type: 'Settings?' }
    sections:
      - id: main
        rows:
    \(body)
    """
}

let declarationExamples: [RuleExample] = [
    RuleExample(
        .unknownType,
        bad: "screen: Demo\ntitle: Demo\ndata:\n  size: { type: 1️⃣Int46 }\nsections:\n  - id: main\n    rows:\n      - { id: t, item: text, text: '\\(size)' }\n",
        good: "screen: Demo\ntitle: Demo\ndata:\n  size: { type: Int64 }\nsections:\n  - id: main\n    rows:\n      - { id: t, item: text, text: '\\(size)' }\n"),
    RuleExample(
        .unknownFunction,
        bad: declaringScreen("      - { id: t, item: text, text: { if: let settings, then: '\\(1️⃣fromat(value: settings.timeout))', else: x } }"),
        good: declaringScreen("      - { id: t, item: text, text: { if: let settings, then: '\\(format(value: settings.timeout))', else: x } }")),
    RuleExample(
        .callArguments,
        bad: declaringScreen("      - { id: t, item: text, text: { if: let settings, then: '\\(format(1️⃣vaule: settings.timeout))', else: x } }"),
        good: declaringScreen("      - { id: t, item: text, text: { if: let settings, then: '\\(format(value: settings.timeout))', else: x } }")),
    RuleExample(
        .invalidDeclaration,
        bad: declaringScreen(
            "      - { id: t, item: text, text: x, visible: settings != nil }",
            types: "  Loop:\n    members: { 1️⃣next: Loop }\n"),
        good: declaringScreen(
            "      - { id: t, item: text, text: x, visible: settings != nil }",
            types: "  Loop:\n    members: { next: LoopReference }\n  LoopReference:\n")),
    RuleExample(
        .textCycle,
        bad: "screen: Demo\ntitle: Demo\ntexts:\n  1️⃣a:\n    parameters: { n: Int }\n    text: '\\(b(n: n))'\n  b:\n    parameters: { n: Int }\n    text: '\\(a(n: n))'\nsections:\n  - id: main\n    rows:\n      - { id: t, item: text, text: { call: a, args: { n: 1 } } }\n",
        good: "screen: Demo\ntitle: Demo\ntexts:\n  a:\n    parameters: { n: Int }\n    text: '\\(b(n: n))'\n  b:\n    parameters: { n: Int }\n    text: '\\(n)'\nsections:\n  - id: main\n    rows:\n      - { id: t, item: text, text: { call: a, args: { n: 1 } } }\n"),
]
