/// Telegram's plural keys: one accessor for the keys `<Name>_0`, `_1`, `_2`, `_3_10`, `_many` and `_any`, whose
/// form is chosen by the language's plural rules at run time.
public enum PluralForms {
    /// The form suffixes, as Telegram's generator matches them (`^(.*?)_(0|1|2|3_10|many|any)$`).
    public static let suffixes = ["0", "1", "2", "3_10", "many", "any"]

    /// The accessor name and form of a plural key (`Call.Seconds_3_10` → (`Call.Seconds`, `3_10`)); nil when the key
    /// is not a plural form (`PasscodeSettings.AutoLock.IfAwayFor_1minute`).
    public static func split(_ key: String) -> (base: String, form: String)? {
        // The generator's `.*?` is lazy: the base ends at the first `_` after which a whole suffix ends the key. At
        // most one suffix can end a key after a `_` (none is another's end after a `_`), so only the key's end is
        // looked at, whatever the number of underscores before it.
        for suffix in suffixes where key.hasSuffix("_" + suffix) {
            return (String(key.dropLast(suffix.count + 1)), suffix)
        }
        return nil
    }

    /// The forms to try, in order, for `count` under English rules: `1` uses `_1`, every other number `_any`
    /// (CLDR English has only "one" and "other"); `_any` is the fallback when a form is missing.
    public static func englishForms(for count: Int) -> [String] {
        count == 1 ? ["1", "any"] : ["any"]
    }

    /// The text of plural accessor `name` for `count`: the English form's string (looked up in `lookup` as
    /// `<name>_<form>`) with its placeholder replaced by the grouped number; nil when no form is found.
    public static func text(_ name: String, count: Int, lookup: (String) -> String?) -> String? {
        for form in englishForms(for: count) {
            if let format = lookup(name + "_" + form) {
                return StringFormat.fill(format, with: [.string(StringFormat.groupedNumber(count))])
            }
        }
        return nil
    }
}
