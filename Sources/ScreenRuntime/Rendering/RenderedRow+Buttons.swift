import ScreenExpressions
import ScreenIR

extension RenderedRow {
    /// `ItemListDisclosureItem` parameters.
    public struct Disclosure: Sendable, Equatable {
        /// `title:`.
        public var title: DisplayText
        /// `label:`; nil is passed as `""`.
        public var label: DisplayText?
        /// `labelStyle:`.
        public var labelStyle: DisclosureRow.LabelStyle
        /// `disclosureStyle:`.
        public var disclosureStyle: DisclosureRow.DisclosureStyle
        /// `titleColor:`.
        public var titleColor: DisclosureRow.TitleColor
        /// `titleBadge:`.
        public var titleBadge: DisplayText?
        /// `enabled:`: the `enabled` condition, or true.
        public var enabled: Bool
        /// `action:`; nil is passed as `action: nil` (a read-only row).
        public var action: ScreenAction?
        /// `icon:`; nil for none.
        public var icon: IconReference? = nil
        /// `iconPeer:`, the peer whose avatar is drawn before the title: a `PeerSample` (its id and name), or `.null`
        /// while the value is `nil`; nil when the row has no `iconPeer` (the call then passes no `context:` either).
        public var iconPeer: ExpressionValue? = nil
        /// `titleIcon:`; nil for none.
        public var titleIcon: IconReference? = nil
        /// `additionalDetailLabel:`; nil for none.
        public var additionalDetailLabel: DisplayText? = nil
        /// `additionalDetailLabelColor:`.
        public var additionalDetailLabelColor: DisclosureRow.DetailLabelColor = .generic

        /// Creates the parameters.
        public init(
            title: DisplayText, label: DisplayText?, labelStyle: DisclosureRow.LabelStyle,
            disclosureStyle: DisclosureRow.DisclosureStyle, titleColor: DisclosureRow.TitleColor,
            titleBadge: DisplayText?, enabled: Bool, action: ScreenAction?
        ) {
            self.title = title
            self.label = label
            self.labelStyle = labelStyle
            self.disclosureStyle = disclosureStyle
            self.titleColor = titleColor
            self.titleBadge = titleBadge
            self.enabled = enabled
            self.action = action
        }
    }

    /// `ItemListActionItem` parameters.
    public struct Action: Sendable, Equatable {
        /// `title:`.
        public var title: DisplayText
        /// `kind:` as passed: `.disabled` while `enabled` is false, otherwise `declaredKind`.
        public var kind: ActionRow.Kind
        /// The `kind` written in YAML (default `generic`).
        public var declaredKind: ActionRow.Kind
        /// `alignment:`.
        public var alignment: ActionRow.Alignment
        /// The `enabled` condition, or true. (ItemListActionItem has no `enabled:`; it is expressed by `kind`.)
        public var enabled: Bool
        /// `action:`.
        public var action: ScreenAction

        /// Creates the parameters.
        public init(
            title: DisplayText, kind: ActionRow.Kind, declaredKind: ActionRow.Kind, alignment: ActionRow.Alignment,
            enabled: Bool, action: ScreenAction
        ) {
            self.title = title
            self.kind = kind
            self.declaredKind = declaredKind
            self.alignment = alignment
            self.enabled = enabled
            self.action = action
        }
    }
}
