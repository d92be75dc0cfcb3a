#!/usr/bin/env python3
"""Deterministic generator of realistic screenc screen files, for the benchmarks.

    Benchmarks/generate_corpus.py OUT_DIR --count 10000 [--seed 1] [--size 4700]

Writes COUNT files `OUT_DIR/<Screen>.yaml`. The same arguments always give the same bytes (a private
`random.Random(seed)` drives every choice; nothing depends on the clock, the machine or hash seeds).

Every file:
- is one screen with a unique `screen:` name and lints clean with `screenc lint --strict` as part of the corpus
  (every state field is used, every `visible:` reads a field, `push:` only names screens of the same corpus);
- is about SIZE bytes (sections are added until the file is as close to its target as it gets; targets vary
  by ±8 % around SIZE);
- mixes localized (`{ key: … }`) and literal texts, some of them non-ASCII (accents, CJK, Cyrillic, emoji).

Across the corpus every one of the 14 row kinds, every title variant, the navigation bar, toolbars, empty states,
both list styles and every condition operator appear; each file has 6–9 of the 10 section kinds below.
"""

import argparse
import json
import os
import random
import re
import sys

# --- vocabulary -------------------------------------------------------------------------------------------------

AREAS = [
    "Privacy", "Chats", "Media", "Calls", "Stories", "Folders", "Stickers", "Devices", "Language", "Network",
    "Storage", "Sounds", "Badges", "Groups", "Channels", "Contacts", "Wallet", "Premium", "Passcode", "Proxy",
    "Themes", "Archive", "Drafts", "Bots", "Sessions", "Downloads", "Uploads", "Reactions", "Emoji", "Business",
]
THINGS = [
    "Settings", "Options", "Editor", "Details", "Usage", "Limits", "Filters", "Overview", "Permissions", "Defaults",
    "Picker", "Manager", "Preferences", "Access", "Rules", "Schedule", "Controls", "Summary", "Advanced", "Setup",
]
KEY_AREAS = [
    "Settings", "Notifications", "PrivacySettings", "ChatSettings", "DataUsage", "Privacy", "Common", "Channel",
    "Group", "Profile", "Appearance", "AutoDownloadSettings", "StickerPacksSettings", "SocksProxySetup",
]
KEY_THINGS = [
    "Title", "Info", "Help", "Header", "Footer", "Enable", "Disable", "ShowPreview", "Sound", "Badge", "Alert",
    "Contacts", "GroupChats", "Channels", "AutoPlay", "SaveToPhotos", "Reset", "Delete", "Edit", "Done", "Cancel",
    "Search", "LastSeen", "PhoneNumber", "ForwardedMessages", "Calls", "Passcode", "TwoStepAuth", "DataSaver",
]
LITERALS = [
    "Show previews", "Message preview", "Keep media", "Autoplay videos", "Save to Photos", "Sync contacts",
    "Suggest frequent contacts", "Archive new chats", "Data saver", "Use less data for calls", "Reduce motion",
    "Large emoji", "Send with Enter", "Raise to speak", "In-app sounds", "Vibrate", "Show badge counter",
    "Count unread messages", "Import contacts", "Auto-night mode", "Quick reaction", "Swipe to reply",
]
# Non-ASCII literals: accented Latin, CJK, Cyrillic, Greek, emoji and typographic punctuation.
UNICODE_LITERALS = [
    "Zoë Laurent", "王小明", "家族のグループ", "Café ☕", "Łódź → Berlin", "Work 💼", "Français", "Ελληνικά",
    "Привет, мир", "Crème brûlée", "Straße & Söhne", "München – Zürich", "🎉 Party mode", "Dvořák", "İstanbul",
    "Ångström", "Ñandú", "한국어 채팅", "Résumé…", "Ünïcödé ✓",
]
SENTENCES = [
    "Changes apply to all your devices.",
    "You can change this later in Settings.",
    "Only people in your contacts will see this.",
    "Media from new chats is kept for 7 days.",
    "Turn this off to save mobile data.",
    "Previews are hidden on the lock screen.",
    "Existing chats keep their own setting.",
    "These settings do not affect secret chats.",
]
MARKDOWN = [
    "Messages in **new** chats are deleted after this time. [Learn more](https://telegram.org/faq)",
    "**Telegram Premium** lifts this limit — up to 4 GB per file.",
    "Set an **additional password** that is required on a new device.",
    "Your contacts will see **when you were last seen** unless you hide it.",
]
ACTION_VERBS = ["open", "show", "edit", "select", "manage", "share", "copy", "reset", "export", "review"]

YAML11_WORDS = {"y", "n", "yes", "no", "on", "off", "true", "false", "null", "~"}


def lit(text):
    """A literal Text as YAML: plain when that is safe and unambiguous, double-quoted otherwise."""
    plain_ok = (
        re.fullmatch(r"[^\s\-?:,\[\]{}#&*!|>'\"%@`][^#:,\[\]{}]*", text) is not None
        and not text.endswith(" ")
        and text.lower() not in YAML11_WORDS
        and not re.fullmatch(r"[-+]?[0-9][0-9_.]*", text)
    )
    return text if plain_ok else json.dumps(text, ensure_ascii=False)


class Screen:
    """One screen being written: its lines, state fields and the corpus it belongs to."""

    def __init__(self, index, names, rng):
        self.index = index
        self.names = names
        self.rng = rng
        self.name = names[index]
        self.state = []  # lines under `state:`
        self.sections = []  # one string per section
        self.header = []  # everything above `state:`
        self.tail = []  # navigationBar, toolbar, emptyState
        self.actions = 0

    # texts
    def key(self):
        return "{ key: %s_%s }" % (self.rng.choice(KEY_AREAS), self.rng.choice(KEY_THINGS))

    def literal(self):
        pool = UNICODE_LITERALS if self.rng.random() < 0.3 else LITERALS
        return lit(self.rng.choice(pool))

    def text(self):
        return self.key() if self.rng.random() < 0.5 else self.literal()

    def sentence(self):
        return lit(self.rng.choice(SENTENCES))

    def action(self, stem):
        self.actions += 1
        return "%s%s%d" % (self.rng.choice(ACTION_VERBS), stem, self.actions)

    def push_target(self):
        """Another screen of the corpus (never a name outside it)."""
        count = len(self.names)
        offset = self.rng.randrange(1, count) if count > 1 else 0
        return self.names[(self.index + offset) % count]


# --- sections -----------------------------------------------------------------------------------------------------
# Each takes the screen and a section number k (ids and fields get the suffix k, so they are unique in the file)
# and returns the section's YAML, after adding the state fields it uses.


def toggles(s, k):
    s.state += [
        "  autoplay%d: true" % k,
        "  stealth%d: false" % k,
        "  premium%d: { type: Bool, default: false }" % k,
    ]
    return f"""  - id: toggles{k}
    header: {s.key()}
    footer: {s.sentence()}
    rows:
      - id: autoplay{k}
        item: switch
        title: {s.text()}
        text: {s.sentence()}
        textColor: accent
        bind: autoplay{k}
      - id: stealth{k}
        item: switch
        title: {s.literal()}
        bind: stealth{k}
        enabled: autoplay{k}
        locked: "!premium{k}"
        lockedAction: {s.action("Paywall")}
      - id: manage{k}
        item: action
        title: {s.text()}
        visible: autoplay{k} && stealth{k}
        action: {s.action("Media")}
"""


def radio(s, k):
    s.state += ["  quality%d: { enum: [automatic, high, medium, low], default: automatic }" % k, "  lowData%d: false" % k]
    return f"""  - id: quality{k}
    header: {s.text()}
    rows:
      - id: qualityAuto{k}
        item: checkbox
        title: {s.key()}
        subtitle: {s.sentence()}
        bind: quality{k}
        selects: automatic
      - id: qualityHigh{k}
        item: checkbox
        title: 1080p HD
        bind: quality{k}
        selects: high
      - id: qualityMedium{k}
        item: checkbox
        title: 720p
        bind: quality{k}
        selects: medium
      - id: qualityLow{k}
        item: checkbox
        title: {s.literal()}
        bind: quality{k}
        selects: low
      - id: lowData{k}
        item: checkbox
        title: Lower quality on cellular
        style: right
        color: secondary
        bind: lowData{k}
        visible: quality{k} != .low
"""


def disclosures(s, k):
    s.state += ["  blocked%d: 3" % k]
    return f"""  - id: links{k}
    header: {s.key()}
    footer: {{ markdown: {lit(s.rng.choice(MARKDOWN))} }}
    rows:
      - id: blocked{k}
        item: disclosure
        title: {s.key()}
        label: "{s.rng.randrange(1, 99)}"
        labelStyle: badge
        labelColor: destructive
        push: {s.push_target()}
      - id: color{k}
        item: disclosure
        title: {s.literal()}
        label: Orange
        labelStyle: coloredText
        labelColor: "#FF9500"
        action: {s.action("Color")}
      - id: timeout{k}
        item: disclosure
        title: {s.key()}
        label: 6 months
        disclosureStyle: optionArrows
        action: {s.action("Timeout")}
      - id: usage{k}
        item: disclosure
        title: Storage used
        label: 1.2 GB
        labelStyle: detailText
        titleColor: accent
        disclosureStyle: none
      - id: more{k}
        item: disclosure
        title: {s.text()}
        titleBadge: NEW
        enabled: blocked{k} > 0
        push: {s.push_target()}
"""


def form(s, k):
    s.state += ["  username%d: \"\"" % k, "  checking%d: false" % k, "  bio%d: %s" % (k, lit("Café ☕ in Łódź"))]
    return f"""  - id: form{k}
    header: {{ key: Profile_Username }}
    footer: {s.sentence()}
    rows:
      - id: username{k}
        item: singleLineInput
        title: t.me/
        bind: username{k}
        placeholder: {s.key()}
        type: username
        maxLength: 32
        clearType: onFocus
        action: {s.action("Username")}
      - id: checking{k}
        item: activityText
        text: Checking username…
        activity: checking{k}
        visible: checking{k}
      - id: tooShort{k}
        item: activityText
        text: A username must have **at least 5** characters.
        color: destructive
        visible: "!checking{k} && !username{k}.isEmpty && username{k}.count < 5"
      - id: bio{k}
        item: multilineInput
        bind: bio{k}
        placeholder: {s.key()}
        maxLength: 255
        autocorrection: false
        minimalHeight: 66
"""


def notices(s, k):
    s.state += ["  dismissed%d: false" % k]
    return f"""  - id: notices{k}
    visible: "!dismissed{k}"
    rows:
      - id: tip{k}
        item: info
        title: {s.text()}
        markdown: {lit(s.rng.choice(MARKDOWN))}
        closeAction: {s.action("Tip")}
      - id: teaser{k}
        item: text
        markdown: {lit(s.rng.choice(MARKDOWN))}
        textAlignment: center
        textSize: larger
      - id: code{k}
        item: multilineText
        text: "52 813"
        font: monospace
        action: {s.action("Code")}
      - id: empty{k}
        item: placeholder
        text: {s.literal()}
"""


def expandable(s, k):
    s.state += [
        "  download%d: true" % k,
        "  showTypes%d: false" % k,
        "  fromContacts%d: true" % k,
        "  fromGroups%d: false" % k,
        "  fromChannels%d: false" % k,
    ]
    return f"""  - id: download{k}
    header: {s.key()}
    rows:
      - id: downloadTypes{k}
        item: expandableSwitch
        title: {s.text()}
        bind: download{k}
        expanded: showTypes{k}
        subItems:
          - id: typeContacts{k}
            title: {{ key: AutoDownloadSettings_Contacts }}
            bind: fromContacts{k}
            enabled: download{k}
          - id: typeGroups{k}
            title: {s.literal()}
            bind: fromGroups{k}
            enabled: download{k}
          - id: typeChannels{k}
            title: {{ key: AutoDownloadSettings_Channels }}
            bind: fromChannels{k}
"""


def profile(s, k):
    name = s.rng.choice(UNICODE_LITERALS)
    return f"""  - id: profile{k}
    rows:
      - id: profileTitle{k}
        item: sectionHeader
        text: {s.key()}
        badge: "{s.rng.randrange(2, 9)}"
        accessory: {{ text: {lit(name)}, color: destructive }}
      - id: phone{k}
        item: textWithLabel
        label: {{ key: UserInfo_Phone }}
        text: "+48 601 234 {s.rng.randrange(100, 999)}"
        action: {s.action("Call")}
      - id: about{k}
        item: textWithLabel
        label: {{ key: Profile_About }}
        text: {lit(name + " — coffee, climbing and Swift.")}
        multiline: true
      - id: handle{k}
        item: textWithLabel
        label: {{ key: Profile_Username }}
        text: "@user_{s.index}_{k}"
        labelColor: accent
        textColor: highlighted
      - id: profileNote{k}
        item: sectionHeader
        text: {s.sentence()}
        multiline: true
"""


def danger(s, k):
    s.state += ["  sessions%d: 2" % k, "  reason%d: \"\"" % k]
    return f"""  - id: danger{k}
    header:
      text: {s.text()}
      badge: NEW
      accessory: {{ text: {s.literal()}, color: generic }}
    footer: {{ text: {s.sentence()} }}
    rows:
      - id: terminate{k}
        item: action
        title: {s.key()}
        kind: destructive
        alignment: center
        enabled: sessions{k} > 0 && (reason{k}.isEmpty || reason{k}.count >= 3)
        action: {s.action("Sessions")}
      - id: reason{k}
        item: singleLineInput
        bind: reason{k}
        placeholder: {s.literal()}
        type: regular
        capitalization: false
        autocorrection: false
        alignment: right
      - id: related{k}
        item: action
        title: {s.text()}
        kind: neutral
        visible: sessions{k} >= 2
        push: {s.push_target()}
"""


def modes(s, k):
    s.state += ["  mode%d: { enum: [socks, mtproto], default: socks }" % k, "  secret%d: \"\"" % k, "  port%d: \"\"" % k]
    return f"""  - id: mode{k}
    header: {{ key: SocksProxySetup_Connection }}
    rows:
      - id: modeSocks{k}
        item: checkbox
        title: SOCKS5
        bind: mode{k}
        selects: socks
      - id: modeMtproto{k}
        item: checkbox
        title: MTProto
        bind: mode{k}
        selects: mtproto
      - id: port{k}
        item: singleLineInput
        bind: port{k}
        placeholder: {{ key: SocksProxySetup_Port }}
        type: number
        maxLength: 5
  - id: secret{k}
    visible: mode{k} == .mtproto
    rows:
      - id: secret{k}Input
        item: singleLineInput
        bind: secret{k}
        placeholder: {{ key: SocksProxySetup_SecretPlaceholder }}
        type: password
        clearType: always
        enabled: "!port{k}.isEmpty"
"""


def counters(s, k):
    s.state += ["  unread%d: { type: Int, default: 0 }" % k, "  countMuted%d: true" % k]
    return f"""  - id: counters{k}
    footer: {s.sentence()}
    rows:
      - id: countMuted{k}
        item: switch
        title: {s.text()}
        bind: countMuted{k}
      - id: unread{k}
        item: text
        text: {s.sentence()}
        visible: unread{k} > 0 || -unread{k} >= 1
      - id: resetCounters{k}
        item: action
        title: {{ key: Notifications_Reset }}
        kind: destructive
        enabled: countMuted{k} != false
        action: {s.action("Counters")}
"""


SECTIONS = [toggles, radio, disclosures, form, notices, expandable, profile, danger, modes, counters]


# --- screens ------------------------------------------------------------------------------------------------------


def screen_names(count, rng):
    names = []
    for index in range(count):
        names.append("%s%s%05d" % (rng.choice(AREAS), rng.choice(THINGS), index))
    return names


def title(s):
    variant = s.index % 6
    if variant == 0:
        return ["title: %s" % s.key()]
    if variant == 1:
        return ["title: %s" % s.literal()]
    if variant == 2:
        return ["title:", "  text: %s" % s.text(), "  subtitle: %d members" % s.rng.randrange(2, 500)]
    if variant == 3:
        s.state.append("  tab: 0")
        return ["title:", "  segments: [{ key: Calls_All }, { key: Calls_Missed }]", "  selected: tab"]
    if variant == 4:
        s.state.append("  period: { enum: [day, week, month], default: week }")
        return ["title:", "  segments: [Day, Week, %s]" % lit("Month 📅"), "  selected: period"]
    s.state.append("  page: { type: Int, default: 0 }")
    return ["title:", "  text: %s" % s.key(), "  tabs: [Chats, Media, Links]", "  selected: page"]


def extras(s):
    """Navigation bar, toolbar, empty state and list styles on some screens."""
    lines = []
    if s.index % 4 == 0:
        s.state.append("  edited: false")
        lines += [
            "navigationBar:",
            "  left:",
            "    title: { key: Common_Cancel }",
            "    action: %s" % s.action("Cancel"),
            "  right:",
            "    title: { key: Common_Done }",
            "    style: bold",
            "    enabled: edited",
            "    action: %s" % s.action("Save"),
            "  back: { key: Common_Back }",
            "",
        ]
    elif s.index % 4 == 1:
        lines += [
            "navigationBar:",
            "  right:",
            "    icon: search",
            "    action: %s" % s.action("Search"),
            "  secondaryRight:",
            "    icon: add",
            "    push: %s" % s.push_target(),
            "",
        ]
    if s.index % 5 == 2:
        lines += [
            "toolbar:",
            "  - title: { key: Conversation_Forward }",
            "    action: %s" % s.action("Forward"),
            "  - title: %s" % s.literal(),
            "    push: %s" % s.push_target(),
            "",
        ]
    if s.index % 7 == 3:
        lines += ["emptyState: %s" % lit("Nothing here yet. Tap + to add some 😺"), ""]
    return lines


def build_screen(index, names, rng, size):
    s = Screen(index, names, rng)
    head = ["# Generated by Benchmarks/generate_corpus.py: screen %d of %d." % (index + 1, len(names))]
    head.append("screen: %s" % s.name)
    head += title(s)
    if index % 9 == 4:
        head += ["style: plain", "systemStyle: legacy"]
    tail = extras(s)
    target = int(size * rng.uniform(0.92, 1.08))
    kinds = SECTIONS[index % len(SECTIONS):] + SECTIONS[: index % len(SECTIONS)]
    k = 0

    def render():
        state = ["state:"] + s.state + [""] if s.state else []
        return "\n".join(head + [""] + state + tail + ["sections:"]) + "\n" + "\n".join(s.sections)

    text = render()
    while k < len(kinds) * 3:
        saved_state, saved_actions = list(s.state), s.actions
        s.sections.append(kinds[k % len(kinds)](s, k + 1))
        candidate = render()
        if len(s.sections) > 1 and abs(len(candidate.encode()) - target) >= abs(len(text.encode()) - target):
            s.sections.pop()
            s.state, s.actions = saved_state, saved_actions
            break
        text = candidate
        k += 1
    return s.name, text


def main(argv):
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("out", help="directory to write the files to (created; must be empty or missing)")
    parser.add_argument("--count", type=int, required=True)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--size", type=int, default=4700, help="target bytes per file (default 4700)")
    args = parser.parse_args(argv)

    os.makedirs(args.out, exist_ok=True)
    if os.listdir(args.out):
        sys.exit("error: %s is not empty" % args.out)
    rng = random.Random(args.seed)
    names = screen_names(args.count, rng)
    total = 0
    for index in range(args.count):
        name, text = build_screen(index, names, rng, args.size)
        data = text.encode("utf-8")
        total += len(data)
        with open(os.path.join(args.out, name + ".yaml"), "wb") as file:
            file.write(data)
    print("%d files, %d bytes (%.0f bytes per file) in %s" % (args.count, total, total / max(1, args.count), args.out))


if __name__ == "__main__":
    main(sys.argv[1:])
