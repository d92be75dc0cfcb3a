import ScreenDiagnostics
import ScreenExpressions

/// `ItemListSingleLineInputItem` bound to a String field.
public struct SingleLineInputRow: Sendable, Equatable {
    /// `ItemListSingleLineInputItemType`.
    public enum InputType: String, Sendable, Equatable, CaseIterable {
        case regular, password, email, number, decimal, username
    }
    /// `ItemListSingleLineInputClearType`.
    public enum ClearType: String, Sendable, Equatable, CaseIterable { case none, always, onFocus }
    /// `ItemListSingleLineInputAlignment`.
    public enum Alignment: String, Sendable, Equatable, CaseIterable { case `default`, right }

    /// The leading caption (`title:`, an `NSAttributedString` in ItemListUI).
    public var title: DisplayText?
    public var placeholder: DisplayText?
    public var binding: Located<String>
    public var type: InputType
    /// Only for `.regular`.
    public var capitalization: Bool
    /// Only for `.regular`.
    public var autocorrection: Bool
    /// 0 means unlimited.
    public var maxLength: Int
    public var clearType: ClearType
    public var alignment: Alignment
    /// The gap between the caption and the field in points (`spacing:`, `CGFloat`); 0 by default.
    public var spacing: Double
    public var enabled: Expression?
    /// The return-key action.
    public var action: ActionTarget?

    /// The hook called with the new value when the control changes its binding (`change:`); for a binding to app
    /// data always set (default `update<Field>`), since the control cannot write app data itself.
    public var change: HookReference?

    public init(
        title: DisplayText?, placeholder: DisplayText?, binding: Located<String>, type: InputType, capitalization: Bool,
        autocorrection: Bool, maxLength: Int, clearType: ClearType, alignment: Alignment, enabled: Expression?,
        action: ActionTarget?, change: HookReference? = nil, spacing: Double = 0
    ) {
        self.change = change
        self.spacing = spacing
        self.title = title
        self.placeholder = placeholder
        self.binding = binding
        self.type = type
        self.capitalization = capitalization
        self.autocorrection = autocorrection
        self.maxLength = maxLength
        self.clearType = clearType
        self.alignment = alignment
        self.enabled = enabled
        self.action = action
    }

    /// Whether the input hides what is typed.
    public var isSecure: Bool { type == .password }
}

/// `ItemListMultilineInputItem` bound to a String field.
public struct MultilineInputRow: Sendable, Equatable {
    public var placeholder: DisplayText?
    public var binding: Located<String>
    /// `ItemListMultilineInputItemTextLimit.value`; nil means no limit.
    public var maxLength: Int?
    /// `ItemListMultilineInputItemTextLimit.display`.
    public var displayLimit: Bool
    public var capitalization: Bool
    public var autocorrection: Bool
    public var minimalHeight: Double?

    /// The hook called with the new value when the control changes its binding (`change:`); for a binding to app
    /// data always set (default `update<Field>`), since the control cannot write app data itself.
    public var change: HookReference?

    public init(
        placeholder: DisplayText?, binding: Located<String>, maxLength: Int?, displayLimit: Bool, capitalization: Bool,
        autocorrection: Bool, minimalHeight: Double?, change: HookReference? = nil
    ) {
        self.change = change
        self.placeholder = placeholder
        self.binding = binding
        self.maxLength = maxLength
        self.displayLimit = displayLimit
        self.capitalization = capitalization
        self.autocorrection = autocorrection
        self.minimalHeight = minimalHeight
    }
}
