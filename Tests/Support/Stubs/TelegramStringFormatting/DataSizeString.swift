// TelegramStringFormatting's data sizes (test support only). Not in the reference: the signatures are the ones
// Telegram's callers use (`dataSizeString(size, formatting: DataSizeStringFormatting(presentationData: …))`), and the
// algorithm is the app's — the largest unit (GB, MB, KB) the size reaches, whole units plus one decimal digit rounded
// down when it is not zero, through the localized `FileSize_*` keys (`"%@ MB"`); below 1 KB, bytes.

import TelegramPresentationData

/// How sizes are written: the decimal separator and the localized unit formats.
public struct DataSizeStringFormatting {
    let decimalSeparator: String
    let byte: (String) -> PresentationStrings.FormattedString
    let kilobyte: (String) -> PresentationStrings.FormattedString
    let megabyte: (String) -> PresentationStrings.FormattedString
    let gigabyte: (String) -> PresentationStrings.FormattedString

    public init(strings: PresentationStrings, decimalSeparator: String) {
        self.decimalSeparator = decimalSeparator
        self.byte = strings.FileSize_B
        self.kilobyte = strings.FileSize_KB
        self.megabyte = strings.FileSize_MB
        self.gigabyte = strings.FileSize_GB
    }

    public init(presentationData: PresentationData) {
        self.init(strings: presentationData.strings, decimalSeparator: presentationData.dateTimeFormat.decimalSeparator)
    }
}

/// `size` bytes as text: `512 B`, `1.5 KB`, `12 MB`, `1.2 GB`.
public func dataSizeString(_ size: Int64, forceDecimal: Bool = false, formatting: DataSizeStringFormatting) -> String {
    let units: [(Int64, (String) -> PresentationStrings.FormattedString)] = [
        (1024 * 1024 * 1024, formatting.gigabyte), (1024 * 1024, formatting.megabyte), (1024, formatting.kilobyte),
    ]
    for (unit, format) in units where size >= unit {
        let remainder = (size % unit) * 10 / unit
        if remainder != 0 || forceDecimal {
            return format("\(size / unit)\(formatting.decimalSeparator)\(remainder)").string
        }
        return format("\(size / unit)").string
    }
    return formatting.byte("\(size)").string
}

/// `size` bytes as text (`Int` overload).
public func dataSizeString(_ size: Int, forceDecimal: Bool = false, formatting: DataSizeStringFormatting) -> String {
    return dataSizeString(Int64(size), forceDecimal: forceDecimal, formatting: formatting)
}
