import ScreenIR

extension ScreenRenderer {
    /// `ItemListNodeState(animateChanges:)` of an emission that shows `rendered` for `state` after the emission
    /// `previous` (nil: it is the first), as the generated signal computes it from what it kept of the previous one:
    /// `{ whenChanged: }` animates when a named state or app data field has another value than before (never on the
    /// first emission), `{ unlessShrinking: true }` unless there are fewer rows than before. Without a comparison,
    /// `rendered.animateChanges`.
    public static func animatesChanges(
        _ screen: Screen, state: ScreenState, rendered: RenderedScreen,
        after previous: (state: ScreenState, rendered: RenderedScreen)?
    ) -> Bool {
        switch screen.presentation.listAnimation {
        case nil:
            return rendered.animateChanges
        case .unlessShrinking:
            return rendered.rowCount >= (previous?.rendered.rowCount ?? 0)
        case .whenChanged(let fields):
            guard let previous else { return false }
            return fields.contains { previous.state[$0.value] != state[$0.value] }
        }
    }

    /// The first emission's `animateChanges` for a screen that compares emissions: `false` for `whenChanged`
    /// (nothing changed yet), `true` for `unlessShrinking` (nothing shrank); nil for any other screen.
    static func firstEmissionAnimates(_ screen: Screen) -> Bool? {
        switch screen.presentation.listAnimation {
        case nil: nil
        case .unlessShrinking: true
        case .whenChanged: false
        }
    }
}
