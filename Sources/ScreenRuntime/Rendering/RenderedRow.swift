import ScreenIR

/// One row as the generated code hands it to ItemListUI for a given state: an entry of the node state with its
/// stable id, section and the fully resolved item parameters (texts with their interpolations evaluated).
public struct RenderedRow: Sendable, Equatable, Identifiable {
    /// The row's stable id (`ItemListNodeEntry.stableId`): its position, and for an instance of a repeated row its
    /// element's id; see `RowID`.
    public var stableID: RowID
    /// The row's id: the generated entry case (`server`, `connectionHeader`, `connectionFooter`, `peer`).
    public var rowID: String
    /// The id of the row's section.
    public var sectionID: String
    /// The section's index: the raw value of the generated section enum, the item's `sectionId`.
    public var sectionIndex: Int
    /// Whether the row is a section's `header:` or `footer:` rather than a row written in `rows:`.
    public var isImplicit: Bool
    /// The element an instance of a repeated row is shown for; nil for a fixed row.
    public var element: ListElement?
    /// The item and its parameters.
    public var content: Content

    /// Creates a rendered row.
    public init(
        stableID: RowID, rowID: String, sectionID: String, sectionIndex: Int, isImplicit: Bool,
        element: ListElement? = nil, content: Content
    ) {
        self.stableID = stableID
        self.rowID = rowID
        self.sectionID = sectionID
        self.sectionIndex = sectionIndex
        self.isImplicit = isImplicit
        self.element = element
        self.content = content
    }

    /// `Identifiable`: the stable id.
    public var id: RowID { stableID }

    /// Where the row sits in display order: (position, element index; 0 for a fixed row) — the generated entry's
    /// `sortKey`, which ItemListUI's node requires to ascend.
    public var sortKey: (position: Int, index: Int) { (stableID.position, element?.index ?? 0) }

    /// The row's kind.
    public var kind: RowKind { content.kind }

    /// The item with its resolved parameters, one case per row kind.
    public enum Content: Sendable, Equatable {
        /// `ItemListSwitchItem`.
        case `switch`(Switch)
        /// `ItemListExpandableSwitchItem`.
        case expandableSwitch(ExpandableSwitch)
        /// `ItemListDisclosureItem`.
        case disclosure(Disclosure)
        /// `ItemListActionItem`.
        case action(Action)
        /// `ItemListSectionHeaderItem` (a section `header:` or a `sectionHeader` row).
        case sectionHeader(SectionHeader)
        /// `ItemListTextItem` (a section `footer:` or a `text` row).
        case text(Text)
        /// `ItemListTextWithLabelItem`.
        case textWithLabel(TextWithLabel)
        /// `ItemListSingleLineInputItem`.
        case singleLineInput(SingleLineInput)
        /// `ItemListMultilineInputItem`.
        case multilineInput(MultilineInput)
        /// `ItemListMultilineTextItem`.
        case multilineText(MultilineText)
        /// `ItemListCheckboxItem`.
        case checkbox(Checkbox)
        /// `ItemListInfoItem`.
        case info(Info)
        /// `ItemListActivityTextItem`.
        case activityText(ActivityText)
        /// `ItemListPlaceholderItem`.
        case placeholder(Placeholder)
        /// An item given by its description (`peerAction`, a custom item).
        case described(Described)

        /// The row kind of the item.
        public var kind: RowKind {
            switch self {
            case .switch: .switch
            case .expandableSwitch: .expandableSwitch
            case .disclosure: .disclosure
            case .action: .action
            case .sectionHeader: .sectionHeader
            case .text: .text
            case .textWithLabel: .textWithLabel
            case .singleLineInput: .singleLineInput
            case .multilineInput: .multilineInput
            case .multilineText: .multilineText
            case .checkbox: .checkbox
            case .info: .info
            case .activityText: .activityText
            case .placeholder: .placeholder
            case .described: .described
            }
        }

        /// The item's `enabled:` parameter; true for items that have none.
        public var isEnabled: Bool {
            switch self {
            case .switch(let item): item.enabled
            case .expandableSwitch(let item): item.enabled
            case .disclosure(let item): item.enabled
            case .action(let item): item.enabled
            case .singleLineInput(let item): item.enabled
            case .checkbox(let item): item.enabled
            case .described(let item): item.enabled
            case .sectionHeader, .text, .textWithLabel, .multilineInput, .multilineText, .info, .activityText,
                .placeholder:
                true
            }
        }

        /// The hook a tapped markdown link calls with its target (`linkAction:` of a text, info or activity-text
        /// item); nil for other items and for those without one.
        public var linkAction: ScreenHook? {
            switch self {
            case .text(let item): item.linkAction
            case .info(let item): item.linkAction
            case .activityText(let item): item.linkAction
            case .switch, .expandableSwitch, .disclosure, .action, .sectionHeader, .textWithLabel, .singleLineInput,
                .multilineInput, .multilineText, .checkbox, .placeholder, .described:
                nil
            }
        }

        /// What a tap on the row (ItemListUI's selection) triggers, if the item has such an action: disclosure,
        /// action, text-with-label, multiline-text, checkbox-with-action rows and switches with a row action. Ignores
        /// `enabled`.
        public var action: ScreenAction? {
            switch self {
            case .switch(let item): item.action
            case .disclosure(let item): item.action
            case .action(let item): item.action
            case .textWithLabel(let item): item.action
            case .multilineText(let item): item.action
            case .checkbox(let item):
                if case .action(let action) = item.behavior { action } else { nil }
            case .described(let item): item.action
            case .expandableSwitch, .sectionHeader, .text, .singleLineInput, .multilineInput, .info, .activityText,
                .placeholder:
                nil
            }
        }
    }
}
