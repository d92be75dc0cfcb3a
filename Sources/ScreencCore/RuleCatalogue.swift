import ScreenDiagnostics

/// The text of `screenc lint --list-rules`: one rule per line, `id  severity  summary`, sorted by id.
public enum RuleCatalogue {
    public static func listing() -> String {
        let rules = Rule.allCases.sorted()
        let idWidth = rules.map(\.rawValue.count).max() ?? 0
        let severityWidth = Severity.allCases.map(\.rawValue.count).max() ?? 0
        return rules.map { rule in
            let id = padded(rule.rawValue, to: idWidth)
            let severity = padded(rule.severity.rawValue, to: severityWidth)
            return "\(id)  \(severity)  \(rule.summary)\n"
        }.joined()
    }

    private static func padded(_ text: String, to width: Int) -> String {
        text + String(repeating: " ", count: max(0, width - text.count))
    }
}
