/// Where the value of a built-in item's parameter comes from when it is not one key's value: each is a documented
/// helper of the code generator's `EntryBuilder` (`Building/EntryBuilder+Sources.swift`) that the generated call
/// builder calls. Keys are named as the description names them; their values are read from the row struct.
public enum BuiltinSource: Sendable, Equatable {
    /// ItemListSwitchItem's `enableInteractiveChanges:`: condition key `interactive` (a switch whose change the app
    /// intercepts does not flip under the finger), and `false` while condition key `locked` holds (a locked switch
    /// does not flip); left out when neither is given.
    case interactiveChanges(interactive: String, locked: String)
    /// A switch's `updated:`: the closure that writes the field binding key `of` names; for an interactive switch
    /// (condition key `interactive`) bound to app data it first shows the new value in the data the screen shows,
    /// until the app's data emits again (the switch has flipped under the finger).
    case switchSetter(of: String, interactive: String)
    /// A closure that toggles the Bool field of binding key `of` (`{ arguments.update(\.expanded, to: !isExpanded) }`).
    case toggle(of: String)
    /// ItemListExpandableSwitchItem's `subItems:`: one `SubItem(id:title:isSelected:isEnabled:)` per sub-item of key
    /// `of`, its selection and enabled state carried in the entry.
    case subItems(of: String)
    /// ItemListDisclosureItem's `labelStyle:` from key `of` (read with `labelColor`): left out for `text`,
    /// `.detailText`, `.multilineDetailText`, `.coloredText(<colour>)`, `.badge(<colour>)`.
    case labelStyle(of: String)
    /// ItemListActionItem's `kind:` from enumeration key `kind`, `.disabled` while condition key `enabled` is false
    /// (constant, or `enabled ? .kind : .disabled`).
    case actionKind(kind: String, enabled: String)
    /// The closure of action key `action`, running only while condition key `enabled` holds (when it is computed).
    case actionWhileEnabled(action: String, enabled: String)
    /// The closure of optional action key `action` while condition key `condition` holds, else `nil` (no button):
    /// `canClose ? { … } : nil`, as the real screens pass ItemListInfoItem's `closeAction:`; `nil` without the action.
    case actionWhen(action: String, condition: String)
    /// ItemListCheckboxItem's `checked:` from the behavior read from key `of`: the bound Bool, the bound enum
    /// compared with the selected case, or the `checked:` condition.
    case checkedState(of: String)
    /// ItemListCheckboxItem's `action:` from the behavior read from key `of`: toggle the bound Bool, select the case,
    /// or run the action.
    case checkedAction(of: String)
    /// A section header's `text:` from text key `text`, in capitals when Bool key `uppercased` is true (a literal
    /// written in capitals, any other text with `.uppercased()`).
    case headerText(text: String, uppercased: String)
    /// `accessoryText: ItemListSectionHeaderAccessoryText(value:color:)` from key `of`; left out without one.
    case headerAccessory(of: String)
    /// `.plain(<text>)` or `.markdown(<text>)` from the text read with its format by `textOrMarkdown` from key `of`.
    case formattedText(of: String)
    /// `linkAction:` from hook key `of`: `{ action in if case .tap(let target) = action { arguments.<hook>(target)
    /// } }`; left out without one.
    case linkAction(of: String)
    /// ItemListSingleLineInputItem's `title:` from text key `of`: `NSAttributedString(string: <text>, textColor:
    /// presentationData.theme.list.itemPrimaryTextColor)` (Display's initializer defaults to black, and the item
    /// keeps the caller's colour), `NSAttributedString()` without one.
    case inputCaption(of: String)
    /// ItemListSingleLineInputItem's `type:` from enumeration key `type`: `.regular(capitalization:autocorrection:)`
    /// from Bool keys `capitalization` and `autocorrection` (left out when both are true), else `.<type>`.
    case inputType(type: String, capitalization: String, autocorrection: String)
    /// ItemListMultilineInputItem's `maxLength:` from Int key `maxLength` and Bool key `display`:
    /// `ItemListMultilineInputItemTextLimit(value:display:)`, `nil` without a limit.
    case textLimit(maxLength: String, display: String)

    /// An input's `text:` (ItemListSingleLineInputItem's, ItemListMultilineInputItem's) from binding key `bind`, and
    /// with expression key `unedited` the user's edit or else that text: `state.editedName ?? data.name`, carried as one `String` (a `String?` field that stays
    /// `nil` until the user edits, as real edit screens keep it).
    case editedText(bind: String, unedited: String)
    /// The controller's `AccountContext` (`arguments.context`) when the row gives key `given`, left out otherwise:
    /// ItemListDisclosureItem's `context:`, which its `iconPeer:` avatar needs.
    case accountContext(given: String)

    /// Whether the value reads the state: it is computed before the call is built, with the parameters that are
    /// bindings or conditions, in parameter order (so the entry's payload lists those values first, then texts).
    public var readsState: Bool {
        switch self {
        case .interactiveChanges, .subItems, .actionKind, .checkedState, .actionWhen, .editedText: true
        case .switchSetter, .toggle, .labelStyle, .actionWhileEnabled, .checkedAction, .headerText,
            .headerAccessory, .formattedText, .linkAction, .inputCaption, .inputType, .textLimit, .accountContext:
            false
        }
    }
}
