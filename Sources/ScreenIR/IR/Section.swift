import ScreenDiagnostics
import ScreenExpressions

/// A section of the list: an `ItemListSectionId` with its rows.
public struct Section: Sendable, Equatable {
    /// The section's id (a case of the generated section enum).
    public var id: Located<String>
    /// A header shown above the rows (an `ItemListSectionHeaderItem` row).
    public var header: SectionHeader?
    /// A footer shown below the rows (an `ItemListTextItem` row).
    public var footer: SectionFooter?
    /// When the whole section is shown; nil means always.
    public var visible: Expression?
    /// The rows written in the section, in order.
    public var rows: [Row]
    /// The whole section mapping.
    public var span: SourceSpan

    public init(
        id: Located<String>, header: SectionHeader?, footer: SectionFooter?, visible: Expression?, rows: [Row],
        span: SourceSpan
    ) {
        self.id = id
        self.header = header
        self.footer = footer
        self.visible = visible
        self.rows = rows
        self.span = span
    }

    /// The rows the section displays, in order: the header row (id `<section>Header`), the written rows,
    /// then the footer row (id `<section>Footer`). Code generation, preview and validation all use this list.
    public var displayRows: [Row] {
        var result: [Row] = []
        result.reserveCapacity(rows.count + 2)
        forEachDisplayRow { result.append($0) }
        return result
    }

    /// How many rows `displayRows` has, without building them.
    public var displayRowCount: Int {
        (header == nil ? 0 : 1) + rows.count + (footer == nil ? 0 : 1)
    }

    /// Calls `body` with each of `displayRows` in order, without building the array (or copying the written rows).
    public func forEachDisplayRow(_ body: (Row) throws -> Void) rethrows {
        if let header {
            try body(
                Row(id: Located(id.value + "Header", span: header.span), item: .sectionHeader(header), visible: nil,
                    span: header.span, isImplicit: true))
        }
        for index in rows.indices {
            try body(rows[index])
        }
        if let footer {
            let item = TextRow(
                text: footer.text, format: footer.format, alignment: .natural, size: .generic,
                linkAction: footer.linkAction)
            try body(
                Row(id: Located(id.value + "Footer", span: footer.span), item: .text(item), visible: nil,
                    span: footer.span, isImplicit: true))
        }
    }
}

/// `ItemListSectionHeaderItem` options, used by section headers and `sectionHeader` rows.
public struct SectionHeader: Sendable, Equatable {
    /// The header text.
    public var text: DisplayText
    /// A badge next to the text.
    public var badge: DisplayText?
    /// Text at the trailing edge (`ItemListSectionHeaderAccessoryText`).
    public var accessory: HeaderAccessory?
    /// Whether the text may wrap.
    public var multiline: Bool
    /// Whether the text is shown in capitals (`uppercased: true`): the generated code calls `.uppercased()` on it, as
    /// Telegram's screens do for headers whose strings are not stored in capitals (itemlistui-api-2.md §7.2).
    public var uppercased: Bool
    /// The accent-coloured button at the trailing edge (`actionText:`); shown only with `action`.
    public var actionText: DisplayText?
    /// What a tap on `actionText` does (`action:`, `push:` or `set:`).
    public var action: ActionTarget?
    /// The header's YAML.
    public var span: SourceSpan

    public init(
        text: DisplayText, badge: DisplayText?, accessory: HeaderAccessory?, multiline: Bool, span: SourceSpan,
        uppercased: Bool = false, actionText: DisplayText? = nil, action: ActionTarget? = nil
    ) {
        self.uppercased = uppercased
        self.actionText = actionText
        self.action = action
        self.text = text
        self.badge = badge
        self.accessory = accessory
        self.multiline = multiline
        self.span = span
    }
}

/// `ItemListSectionHeaderAccessoryText`.
public struct HeaderAccessory: Sendable, Equatable {
    /// `ItemListSectionHeaderAccessoryTextColor`.
    public enum Color: String, Sendable, Equatable, CaseIterable { case generic, destructive }
    public var text: DisplayText
    public var color: Color

    public init(text: DisplayText, color: Color) {
        self.text = text
        self.color = color
    }
}

/// A section footer: an `ItemListTextItem` below the rows.
public struct SectionFooter: Sendable, Equatable {
    public var text: DisplayText
    public var format: TextFormat
    /// The hook a tap on a markdown link calls with the link's target (`linkAction:`); nil for none.
    public var linkAction: HookReference?
    public var span: SourceSpan

    public init(text: DisplayText, format: TextFormat, span: SourceSpan, linkAction: HookReference? = nil) {
        self.linkAction = linkAction
        self.text = text
        self.format = format
        self.span = span
    }
}
