/// The `bytes` number format: a size in bytes as Telegram's `dataSizeString(_:formatting:)`
/// (TelegramStringFormatting) writes it — `512 B`, `1.5 KB`, `12 MB`, `1.2 GB` — through the localized keys
/// `FileSize_B`, `FileSize_KB`, `FileSize_MB` and `FileSize_GB` (`"%@ MB"`).
public enum DataSizeFormat {
    /// The English formats used when a strings table has no `FileSize_*` key.
    public static let englishFormats = [
        "FileSize_B": "%@ B", "FileSize_KB": "%@ KB", "FileSize_MB": "%@ MB", "FileSize_GB": "%@ GB",
    ]

    /// `size` as text: the unit is the largest of GB, MB, KB whose size it reaches (else B); the value is whole
    /// units plus, when not zero, one decimal digit rounded down (`1.2 GB`), joined by `decimalSeparator`.
    public static func text(_ size: Int64, decimalSeparator: String = ".", lookup: (String) -> String?) -> String {
        let units: [(key: String, size: Int64)] = [
            ("FileSize_GB", 1024 * 1024 * 1024), ("FileSize_MB", 1024 * 1024), ("FileSize_KB", 1024),
        ]
        for unit in units where size >= unit.size {
            let whole = size / unit.size
            let tenth = (size % unit.size) * 10 / unit.size
            let value = tenth == 0 ? "\(whole)" : "\(whole)\(decimalSeparator)\(tenth)"
            return format(unit.key, value, lookup: lookup)
        }
        return format("FileSize_B", "\(size)", lookup: lookup)
    }

    private static func format(_ key: String, _ value: String, lookup: (String) -> String?) -> String {
        let format = lookup(key) ?? englishFormats[key] ?? "%@"
        return StringFormat.fill(format, with: [.string(value)])
    }
}
