import ScreenIR

extension RenderedRow {
    /// `ItemListSectionHeaderItem` parameters (a section's `header:` or a `sectionHeader` row).
    public struct SectionHeader: Sendable, Equatable {
        /// `text:`.
        public var text: DisplayText
        /// `badge:`.
        public var badge: DisplayText?
        /// `accessoryText:`.
        public var accessory: HeaderAccessory?
        /// `multiline:`.
        public var multiline: Bool
        /// Whether `text` is shown in capitals (the generated code calls `.uppercased()` on it).
        public var uppercased = false
        /// `actionText:`, the trailing button's title; nil for none.
        public var actionText: DisplayText? = nil
        /// `action:`, what a tap on `actionText` does.
        public var action: ScreenAction? = nil

        /// Creates the parameters.
        public init(text: DisplayText, badge: DisplayText?, accessory: HeaderAccessory?, multiline: Bool) {
            self.text = text
            self.badge = badge
            self.accessory = accessory
            self.multiline = multiline
        }
    }

    /// `ItemListTextItem` parameters (a section's `footer:` or a `text` row).
    public struct Text: Sendable, Equatable {
        /// `text:` (`.plain` or `.markdown` by `format`).
        public var text: DisplayText
        /// Plain or markdown.
        public var format: TextFormat
        /// `textAlignment:`.
        public var alignment: TextRow.Alignment
        /// `textSize:`.
        public var size: TextRow.Size
        /// `linkAction:`: the hook a tapped link calls with its target; nil for none.
        public var linkAction: ScreenHook? = nil

        /// Creates the parameters.
        public init(text: DisplayText, format: TextFormat, alignment: TextRow.Alignment, size: TextRow.Size) {
            self.text = text
            self.format = format
            self.alignment = alignment
            self.size = size
        }
    }

    /// `ItemListTextWithLabelItem` parameters.
    public struct TextWithLabel: Sendable, Equatable {
        /// `label:`.
        public var label: DisplayText
        /// `text:`.
        public var text: DisplayText
        /// `multiline:`.
        public var multiline: Bool
        /// `labelColor:`.
        public var labelColor: TextWithLabelRow.TextColor
        /// `textColor:`.
        public var textColor: TextWithLabelRow.TextColor
        /// `action:`; the row is selectable only with one.
        public var action: ScreenAction?

        /// Creates the parameters.
        public init(
            label: DisplayText, text: DisplayText, multiline: Bool, labelColor: TextWithLabelRow.TextColor,
            textColor: TextWithLabelRow.TextColor, action: ScreenAction?
        ) {
            self.label = label
            self.text = text
            self.multiline = multiline
            self.labelColor = labelColor
            self.textColor = textColor
            self.action = action
        }
    }

    /// `ItemListMultilineTextItem` parameters.
    public struct MultilineText: Sendable, Equatable {
        /// `text:`.
        public var text: DisplayText
        /// `font:`.
        public var font: MultilineTextRow.Font
        /// `action:`; the row is selectable only with one.
        public var action: ScreenAction?

        /// Creates the parameters.
        public init(text: DisplayText, font: MultilineTextRow.Font, action: ScreenAction?) {
            self.text = text
            self.font = font
            self.action = action
        }
    }

    /// `ItemListInfoItem` parameters.
    public struct Info: Sendable, Equatable {
        /// `title:`.
        public var title: DisplayText
        /// `text:` (`.plain` or `.markdown` by `format`).
        public var text: DisplayText
        /// Plain or markdown.
        public var format: TextFormat
        /// `closeAction:`; no close button when nil.
        public var closeAction: ScreenAction?
        /// `linkAction:`: the hook a tapped link calls with its target; nil for none.
        public var linkAction: ScreenHook? = nil

        /// Creates the parameters.
        public init(title: DisplayText, text: DisplayText, format: TextFormat, closeAction: ScreenAction?) {
            self.title = title
            self.text = text
            self.format = format
            self.closeAction = closeAction
        }
    }

    /// `ItemListActivityTextItem` parameters.
    public struct ActivityText: Sendable, Equatable {
        /// `text:` (markdown).
        public var text: DisplayText
        /// `color:`.
        public var color: ActivityTextRow.Color
        /// `displayActivity:`: the `activity` condition, or false.
        public var displayActivity: Bool
        /// `linkAction:`: the hook a tapped link calls with its target; nil for none.
        public var linkAction: ScreenHook? = nil

        /// Creates the parameters.
        public init(text: DisplayText, color: ActivityTextRow.Color, displayActivity: Bool) {
            self.text = text
            self.color = color
            self.displayActivity = displayActivity
        }
    }

    /// `ItemListPlaceholderItem` parameters.
    public struct Placeholder: Sendable, Equatable {
        /// `text:`.
        public var text: DisplayText

        /// Creates the parameters.
        public init(text: DisplayText) {
            self.text = text
        }
    }
}
