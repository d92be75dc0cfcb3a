import ScreenExpressions
import ScreenIR

/// Computes what a screen shows for a state, exactly as the generated ItemListUI code does.
public enum ScreenRenderer {
    /// Renders `screen` for `state`.
    ///
    /// - A section is shown when its `visible` is absent or true; within a shown section each of its
    ///   `displayRows` (header row, written rows, footer row) is shown when its `visible` is absent or true.
    /// - A repeated row (`forEach: peer in blockedPeers`) is shown once per element of the list, in list order, each
    ///   instance with its element bound: its `visible`, texts, conditions and bindings are evaluated per element.
    /// - Rows keep the stable ids of `ScreenEntries` (instances add their element's id), so ids do not depend on
    ///   state and rows ascend by `sortKey` (position, element index).
    /// - The title is the first conditional title whose `when` holds, else `title`; a navigation-bar slot shows its
    ///   first button whose `when` holds. Interpolated texts everywhere are evaluated (`ConditionContext.text`).
    /// - The empty-state text is given only when no row at all is shown.
    ///
    /// Linear in the number of rows shown (and list elements): each instance is rendered once, with no search.
    ///
    /// `strings` is where a reusable text called inside a condition or an argument looks up its keys (see
    /// `ConditionContext.init(screen:state:strings:)`); every other key stays a key until the text is resolved.
    ///
    /// Precondition: `screen` lints without errors and `state` was made from it (`ScreenState(defaultsOf:)`).
    public static func render(_ screen: Screen, state: ScreenState, strings: StringsLookup? = nil) -> RenderedScreen {
        let context = ConditionContext(screen: screen, state: state, strings: strings)
        var renderer = Renderer(screen: screen, context: context)
        return renderer.render()
    }

    /// Renders `screen` for `state` exactly as `render(_:state:)` does, but takes from `previous` — a rendering of the
    /// same screen for an earlier state — every row whose stable id `isUnchanged` accepts instead of evaluating it
    /// again: such a row shown in `previous` is taken as it was (an instance of a repeated row with its element's
    /// index in the list now), and one `previous` does not show stays hidden. Rows of a section that `previous` did
    /// not show are always evaluated.
    ///
    /// The caller vouches that, for every id it accepts, the row's `visible`, texts, conditions and bindings read
    /// nothing that changed between the two states, and that an instance's element has the same value (it may have
    /// moved). A long list whose one element changed, or a state change no repeated row reads, then costs a lookup
    /// per unchanged row instead of evaluating it.
    public static func render(
        _ screen: Screen, state: ScreenState, reusing previous: RenderedScreen, unchanged isUnchanged: (RowID) -> Bool,
        strings: StringsLookup? = nil
    ) -> RenderedScreen {
        withoutActuallyEscaping(isUnchanged) { isUnchanged in
            var renderer = Renderer(
                screen: screen, context: ConditionContext(screen: screen, state: state, strings: strings))
            return renderer.render(reusing: Renderer.Reuse(previous: previous, isUnchanged: isUnchanged))
        }
    }

    /// Renders one row of `screen` for `state`, shown or not: a fixed row by position, an instance of a repeated
    /// row for the element with the id's `element` (nil when the list has no such element, or no row has the id).
    public static func renderRow(stableID: RowID, of screen: Screen, state: ScreenState) -> RenderedRow? {
        guard let instance = RowInstance(stableID, in: screen, state: state) else { return nil }
        return renderRow(instance)
    }

    static func renderRow(_ instance: RowInstance) -> RenderedRow {
        let entry = instance.entry
        return RenderedRow(
            stableID: instance.stableID, rowID: entry.row.id.value, sectionID: entry.sectionID,
            sectionIndex: entry.sectionIndex, isImplicit: entry.row.isImplicit, element: instance.context.element,
            content: RowContentBuilder(context: instance.context).content(of: entry.row))
    }
}
