import ScreenIR
import ScreencCore
import ScreencTestSupport
import Testing

/// The screen of `DeclaredPrivacyScreen`, linted.
enum DeclaredScreen {
    /// The screen, linted (no diagnostics).
    static func screen() throws -> Screen {
        let result = Linter.lint([SourceFile(path: "DeclaredPrivacy.yaml", text: DeclaredPrivacyScreen.source)])
        try #require(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.message))")
        return try #require(result.screens.first)
    }
}
