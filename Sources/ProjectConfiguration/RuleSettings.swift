import ScreenDiagnostics

/// What `.screenc.yml` says about one rule (`rules: { empty-section: "off" }`).
public enum RuleSetting: String, Sendable, Hashable, CaseIterable {
    /// The rule reports nothing.
    case off
    /// The rule's problems are warnings.
    case warning
    /// The rule's problems are errors (they fail the run without `--strict`).
    case error
}

/// The rule severities a project changes: applied to every diagnostic of `lint` and `compile` before they are
/// printed and before `--strict` and the exit code look at them.
///
/// Only rules that can be silenced (`Rule.canBeSilenced`, the warnings) can be turned off or stay warnings; any rule
/// can be `error` (for an error rule that changes nothing). The decoder enforces this.
public struct RuleSettings: Sendable, Equatable {
    /// The setting of each rule the configuration names.
    public var settings: [Rule: RuleSetting]

    public init(_ settings: [Rule: RuleSetting] = [:]) {
        self.settings = settings
    }

    /// No changes.
    public static let none = RuleSettings()

    /// `diagnostics` with the settings applied: those of rules turned off removed, the others given the severity set.
    public func apply(to diagnostics: [Diagnostic]) -> [Diagnostic] {
        guard !settings.isEmpty else { return diagnostics }
        return diagnostics.compactMap { diagnostic in
            switch settings[diagnostic.rule] {
            case nil: return diagnostic
            case .off: return nil
            case .warning:
                var changed = diagnostic
                changed.severity = .warning
                return changed
            case .error:
                var changed = diagnostic
                changed.severity = .error
                return changed
            }
        }
    }
}
