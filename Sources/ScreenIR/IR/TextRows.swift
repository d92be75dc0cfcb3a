import ScreenDiagnostics
import ScreenExpressions

/// `ItemListTextItem`: free text between sections.
public struct TextRow: Sendable, Equatable {
    /// `ItemListTextItemTextAlignment`.
    public enum Alignment: String, Sendable, Equatable, CaseIterable { case natural, center }
    /// `ItemListTextItemTextSize`.
    public enum Size: String, Sendable, Equatable, CaseIterable { case generic, larger }

    public var text: DisplayText
    public var format: TextFormat
    public var alignment: Alignment
    public var size: Size
    /// The hook a tap on a markdown link calls with the link's target (`linkAction:`); nil for none.
    public var linkAction: HookReference?

    public init(
        text: DisplayText, format: TextFormat, alignment: Alignment, size: Size, linkAction: HookReference? = nil
    ) {
        self.linkAction = linkAction
        self.text = text
        self.format = format
        self.alignment = alignment
        self.size = size
    }
}

/// `ItemListTextWithLabelItem`: a small label above a value.
public struct TextWithLabelRow: Sendable, Equatable {
    /// `ItemListTextWithLabelItemTextColor`.
    public enum TextColor: String, Sendable, Equatable, CaseIterable { case primary, accent, highlighted }

    public var label: DisplayText
    public var text: DisplayText
    public var multiline: Bool
    public var labelColor: TextColor
    public var textColor: TextColor
    public var action: ActionTarget?

    public init(
        label: DisplayText, text: DisplayText, multiline: Bool, labelColor: TextColor, textColor: TextColor,
        action: ActionTarget?
    ) {
        self.label = label
        self.text = text
        self.multiline = multiline
        self.labelColor = labelColor
        self.textColor = textColor
        self.action = action
    }
}

/// `ItemListMultilineTextItem`: read-only multi-line text.
public struct MultilineTextRow: Sendable, Equatable {
    /// `ItemListMultilineTextBaseFont`.
    public enum Font: String, Sendable, Equatable, CaseIterable { case `default`, monospace }

    public var text: DisplayText
    public var font: Font
    public var action: ActionTarget?

    public init(text: DisplayText, font: Font, action: ActionTarget?) {
        self.text = text
        self.font = font
        self.action = action
    }
}

/// `ItemListInfoItem`: a notice with a title, text and optional close button.
public struct InfoRow: Sendable, Equatable {
    public var title: DisplayText
    public var text: DisplayText
    public var format: TextFormat
    public var closeAction: ActionTarget?
    /// The hook a tap on a markdown link calls with the link's target (`linkAction:`); nil for none.
    public var linkAction: HookReference?

    public init(
        title: DisplayText, text: DisplayText, format: TextFormat, closeAction: ActionTarget?,
        linkAction: HookReference? = nil
    ) {
        self.linkAction = linkAction
        self.title = title
        self.text = text
        self.format = format
        self.closeAction = closeAction
    }
}

/// `ItemListActivityTextItem`: footer-like text with an optional spinner.
public struct ActivityTextRow: Sendable, Equatable {
    /// `ItemListActivityTextItem.TextColor`.
    public enum Color: String, Sendable, Equatable, CaseIterable { case generic, constructive, destructive, warning }

    public var text: DisplayText
    public var color: Color
    /// `displayActivity`; nil means false.
    public var activity: Expression?
    /// The hook a tap on a markdown link calls with the link's target (`linkAction:`); nil for none.
    public var linkAction: HookReference?

    public init(text: DisplayText, color: Color, activity: Expression?, linkAction: HookReference? = nil) {
        self.linkAction = linkAction
        self.text = text
        self.color = color
        self.activity = activity
    }
}

/// `ItemListPlaceholderItem`: centred secondary text inside a section.
public struct PlaceholderRow: Sendable, Equatable {
    public var text: DisplayText

    public init(text: DisplayText) {
        self.text = text
    }
}
