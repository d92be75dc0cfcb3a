import ScreenIR

extension RenderedRow {
    /// `ItemListSingleLineInputItem` parameters.
    public struct SingleLineInput: Sendable, Equatable {
        /// `title:` (the leading caption); nil is passed as an empty string.
        public var title: DisplayText?
        /// `placeholder:`; nil is passed as `""`.
        public var placeholder: DisplayText?
        /// The bound String state field.
        public var field: String
        /// `text:`: the bound field's value.
        public var text: String
        /// `type:` (with `capitalization` / `autocorrection` for `.regular`).
        public var type: SingleLineInputRow.InputType
        /// The `capitalization:` of `.regular`.
        public var capitalization: Bool
        /// The `autocorrection:` of `.regular`.
        public var autocorrection: Bool
        /// `maxLength:`; 0 means unlimited.
        public var maxLength: Int
        /// `clearType:`.
        public var clearType: SingleLineInputRow.ClearType
        /// `alignment:`.
        public var alignment: SingleLineInputRow.Alignment
        /// `spacing:`: the gap between caption and field, in points.
        public var spacing: Double
        /// `enabled:`: the `enabled` condition, or true.
        public var enabled: Bool
        /// `action:` (the return key); nil is passed as `{}`.
        public var action: ScreenAction?
        /// The hook called with the new text after an edit changed it (`change:`).
        public var change: ScreenHook?

        /// Creates the parameters.
        public init(
            title: DisplayText?, placeholder: DisplayText?, field: String, text: String,
            type: SingleLineInputRow.InputType, capitalization: Bool, autocorrection: Bool, maxLength: Int,
            clearType: SingleLineInputRow.ClearType, alignment: SingleLineInputRow.Alignment, enabled: Bool,
            action: ScreenAction?, change: ScreenHook? = nil, spacing: Double = 0
        ) {
            self.change = change
            self.spacing = spacing
            self.title = title
            self.placeholder = placeholder
            self.field = field
            self.text = text
            self.type = type
            self.capitalization = capitalization
            self.autocorrection = autocorrection
            self.maxLength = maxLength
            self.clearType = clearType
            self.alignment = alignment
            self.enabled = enabled
            self.action = action
        }

        /// Whether the field hides what is typed (`type: .password`).
        public var isSecure: Bool { type == .password }
        /// The length limit in Characters, nil when unlimited.
        public var limit: Int? { maxLength > 0 ? maxLength : nil }
    }

    /// `ItemListMultilineInputItem` parameters.
    public struct MultilineInput: Sendable, Equatable {
        /// `placeholder:`; nil is passed as `""`.
        public var placeholder: DisplayText?
        /// The bound String state field.
        public var field: String
        /// `text:`: the bound field's value.
        public var text: String
        /// `maxLength:`'s `value`; nil means no limit (`maxLength: nil`).
        public var maxLength: Int?
        /// `maxLength:`'s `display`.
        public var displayLimit: Bool
        /// `capitalization:`.
        public var capitalization: Bool
        /// `autocorrection:`.
        public var autocorrection: Bool
        /// `minimalHeight:`.
        public var minimalHeight: Double?
        /// The hook called with the new text after an edit changed it (`change:`).
        public var change: ScreenHook?

        /// Creates the parameters.
        public init(
            placeholder: DisplayText?, field: String, text: String, maxLength: Int?, displayLimit: Bool,
            capitalization: Bool, autocorrection: Bool, minimalHeight: Double?, change: ScreenHook? = nil
        ) {
            self.change = change
            self.placeholder = placeholder
            self.field = field
            self.text = text
            self.maxLength = maxLength
            self.displayLimit = displayLimit
            self.capitalization = capitalization
            self.autocorrection = autocorrection
            self.minimalHeight = minimalHeight
        }

        /// The length limit in Characters, nil when unlimited.
        public var limit: Int? { maxLength }
    }
}
