/// Writes the Swift source of `BuiltinTemplates.swift`, which embeds the templates of `Templates/` in the binary so
/// a relocated `screenc` needs no resource files. A test regenerates it and fails when it drifts from `Templates/`.
public enum BuiltinTemplatesSource {
    /// The Swift file for `templates` (name → source).
    public static func swiftSource(_ templates: [String: String]) -> String {
        var output = """
            // Generated from Templates/*.mustache. Do not edit: change the templates and run
            // `SCREENC_RECORD=1 swift test --filter BuiltinTemplatesTests`.

            enum BuiltinTemplates {
                static let sources: [String: String] = [

            """
        for name in templates.keys.sorted() {
            let text = templates[name]!
            let hashes = String(repeating: "#", count: delimiterLength(for: text))
            output += "        \"\(name)\": \(hashes)\"\"\"\n"
            for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
                output += line.isEmpty ? "\n" : "        " + line + "\n"
            }
            output += "        \"\"\"\(hashes),\n"
        }
        output += "    ]\n}\n"
        return output
    }

    /// Enough `#`s that the raw string's closing delimiter cannot occur in the text.
    private static func delimiterLength(for text: String) -> Int {
        var count = 1
        while text.contains("\"\"\"" + String(repeating: "#", count: count)) { count += 1 }
        return count
    }
}
