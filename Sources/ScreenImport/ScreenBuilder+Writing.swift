import ScreenItems
import SwiftSyntax

/// The sections and rows of the screen file written from the entries read: a section's header, footer and shared
/// `visible:`, each row's keys, and the comments saying what was approximated.
extension ScreenBuilder {
    /// A section's YAML: header and footer from a leading `ItemListSectionHeaderItem` and a trailing
    /// `ItemListTextItem`, the section's `visible:` when every entry has the same condition.
    mutating func write(section id: String, _ entries: [Entry]) -> [String] {
        var lines: [String] = []
        var body = entries
        let read = entries.filter { !$0.left }
        for left in entries where left.left {
            lines.append(contentsOf: left.notes.map { "  # \(YAMLText.oneLine($0))" })
            lines.append(contentsOf: left.quote.map { "  #   \($0)" })
            summary.left += 1
        }
        body = read
        guard !read.isEmpty else { return lines }
        let hasRows = body.contains { !["sectionHeader", "text"].contains($0.reading!.description.name) }
        var header: Entry?
        var footer: Entry?
        // The conditions every entry of the section is under (outside any loop) are the section's `visible:`.
        var prefix = read.first.map { Array($0.conditionParts.prefix($0.shareableParts)) } ?? []
        for entry in read.dropFirst() {
            let parts = entry.conditionParts.prefix(entry.shareableParts)
            prefix = Array(zip(prefix, parts).prefix { $0 == $1 }.map(\.0))
        }
        let shared = Self.joined(prefix[...])
        // A header or footer shows with its section: one shown on a condition of its own stays a row.
        if let first = body.first, first.reading!.description.name == "sectionHeader", first.conditionParts == prefix,
            !first.reading!.tagged,
            first.forEach == nil,
            first.reading!.values.keys.allSatisfy({ Self.headerKeys.contains($0) }),
            body.count > 1 || !hasRows
        {
            header = body.removeFirst()
        }
        if let last = body.last, last.reading!.description.name == "text", last.conditionParts == prefix,
            !last.reading!.tagged,
            last.forEach == nil,
            last.reading!.values.keys.filter({ ["text", "markdown"].contains($0) }).count == 1,
            last.reading!.values.keys.allSatisfy({ ["text", "markdown", "linkAction"].contains($0) })
        {
            footer = body.removeLast()
        }
        // A section without rows would be `empty-section`: its header and footer stay rows, approximated.
        if body.isEmpty {
            func why(_ what: String) -> String {
                "the section's \(what), written as a row: no other row of the section was imported"
            }
            if var footer {
                footer.notes.append(why("footer"))
                body.append(footer)
            }
            if var header {
                header.notes.append(why("header"))
                body.insert(header, at: 0)
            }
            header = nil
            footer = nil
        }
        lines.append("  - id: \(id.isEmpty ? "main" : id)")
        for (entry, key) in [(header, "header"), (footer, "footer")] {
            guard let entry, let reading = entry.reading else { continue }
            if key == "header" { headerEntries[id] = entry.id } else { footerEntries[id] = entry.id }
            let text = reading.values["text"] ?? reading.values["markdown"].map { "{ markdown: \($0) }" } ?? "\"\""
            if key == "header", let accessory = reading.values["accessory"], reading.values.count <= 3,
                reading.values.keys.allSatisfy({ ["text", "uppercased", "accessory"].contains($0) })
            {
                let uppercased = reading.values["uppercased"] == "true" ? ", uppercased: true" : ""
                lines.append("    header: { text: \(text), accessory: \(accessory)\(uppercased) }")
            } else if key == "header", reading.values.keys.contains(where: { !["text", "uppercased"].contains($0) }) {
                // A badge, a button, several lines: the header's mapping, its keys as the row's.
                let keys = reading.description.keys.compactMap { key in reading.values[key.name].map { "\(key.name): \($0)" } }
                lines.append("    header: { \(keys.joined(separator: ", ")) }")
            } else if key == "header", reading.values["uppercased"] == "true", text.hasPrefix("{ key:") {
                lines.append("    header: \(text.dropLast(2)), uppercased: true }")
            } else if key == "header", reading.values["uppercased"] == "true" {
                lines.append("    header: { text: \(text), uppercased: true }")
            } else if key == "footer", let link = reading.values["linkAction"] {
                // Links in the footer calling a hook: the footer's mapping.
                let format = reading.values["markdown"].map { "markdown: \($0)" } ?? "text: \(reading.values["text"] ?? "\"\"")"
                lines.append("    footer: { \(format), linkAction: \(link) }")
            } else if text.hasPrefix("{ call:") {
                // A reusable text's call is a mapping of its own: the header's (footer's) `text:`.
                lines.append("    \(key): { text: \(text) }")
            } else {
                lines.append("    \(key): \(text)")
            }
            lines.append(contentsOf: comments(entry, indent: "    "))
            count(entry)
        }
        if let shared { lines.append("    visible: \(RowReader.conditionValue(shared))") }
        lines.append("    rows:")
        for var entry in body {
            // A row the factory's reorder handler moves: `reorder:`, which also gives a peer row's grip.
            let reorder = entry.forEach == nil ? nil : reorderHooks[entry.id]
            if let reading = entry.reading, reading.description.name == "peer", reading.reorderable != (reorder != nil) {
                entry.notes.append(
                    reorder == nil
                        ? "`canBeReordered: true` without a `setReorderEntry` handler screenc can read: the row shows no grip"
                        : "the `setReorderEntry` handler moves this row, but its editing value does not say `canBeReordered: true`")
            }
            lines.append(contentsOf: write(row: entry, sharedParts: prefix.count, reorder: reorder))
        }
        return lines
    }

    private mutating func write(row entry: Entry, sharedParts: Int, reorder: String?) -> [String] {
        let reading = entry.reading!
        var lines = comments(entry, indent: "      ")
        lines.append("      - id: \(entry.id)")
        if let forEach = entry.forEach { lines.append("        forEach: \(forEach)") }
        lines.append("        item: \(reading.description.name)")
        for key in reading.description.keys {
            guard let value = reading.values[key.name] else { continue }
            lines.append("        \(key.name): \(value)")
        }
        if let condition = Self.joined(entry.conditionParts.dropFirst(sharedParts)) {
            lines.append("        visible: \(RowReader.conditionValue(condition))")
        }
        if let reorder { lines.append("        reorder: \(reorder)") }
        count(entry)
        return lines
    }

    /// The keys of a `sectionHeader` row that a section's `header:` mapping has too.
    static let headerKeys: Set<String> = [
        "text", "uppercased", "badge", "accessory", "actionText", "action", "push", "set", "multiline",
    ]

    /// Conditions that all hold: nil for none, `a` for one, `(a) && (b)` for more.
    static func joined(_ parts: ArraySlice<String>) -> String? {
        if parts.isEmpty { return nil }
        if parts.count == 1 { return parts.first }
        return parts.map { "(\(RowReader.unwrapped($0)))" }.joined(separator: " && ")
    }

    /// The id of the entry written at `line` (1-based) of the screen file `yaml` this builder made: the nearest row,
    /// header or footer at or above it.
    func entry(atLine line: Int, in yaml: String) -> String? {
        var section = ""
        var owner: String?
        for (index, text) in yaml.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            guard index < line else { break }
            if text.hasPrefix("  - id: ") {
                section = String(text.dropFirst("  - id: ".count))
                owner = nil
            } else if text.hasPrefix("      - id: ") {
                owner = String(text.dropFirst("      - id: ".count))
            } else if text.hasPrefix("    header:") {
                owner = headerEntries[section]
            } else if text.hasPrefix("    footer:") {
                owner = footerEntries[section]
            } else if text.hasPrefix("    visible:") || text.hasPrefix("    rows:") {
                owner = nil
            }
        }
        return owner
    }

    private func comments(_ entry: Entry, indent: String) -> [String] {
        guard !entry.notes.isEmpty else { return [] }
        return entry.notes.map { "\(indent)# approximated: \(YAMLText.oneLine($0))" }
            + entry.quote.map { "\(indent)#   \($0)" }
    }

    private mutating func count(_ entry: Entry) {
        if entry.notes.isEmpty { summary.exact += 1 } else { summary.approximated += 1 }
    }
}
