import LocalizedStrings
import ScreenIR
import ScreenRuntime

/// The state of an interactive preview: the stack of screens, focus, editing, the status line and change marks.
///
/// Pure: keys and the time come in as values (`handle(_:now:)`), frames go out through `PreviewLayout`. Every key
/// acts through `InteractionHandler`, so the preview does exactly what the generated code would, and every state
/// change is re-rendered with `ScreenRenderer` — rows and sections appear and disappear as their conditions say.
public struct PreviewModel: Sendable {
    /// Loads the screen a `push:` names; nil when it is not available.
    public typealias Loader = @Sendable (String) -> Screen?
    /// Why the screen a `push:` names is not loaded (its file cannot be read, or has errors), for the status line;
    /// nil when there is nothing more to say than that it is not loaded.
    public typealias Unavailability = @Sendable (String) -> String?

    /// The navigation stack: the root screen first, the screen shown last. Never empty.
    public internal(set) var pages: [PreviewPage]
    /// The strings file's keys and values localized texts are looked up in (keys as the file writes them:
    /// `SocksProxySetup.Title`); without one, texts show their keys.
    public let strings: [String: String]
    /// `strings` as `PresentationStrings` accessors: what texts are resolved with.
    let table: StringsTable
    /// What the last key did that the screen cannot show; nil when it reported nothing.
    public internal(set) var status: PreviewStatus?
    /// Whether the full help overlay (`?`) is shown.
    public internal(set) var isShowingHelp = false
    /// The input being edited, if any.
    public internal(set) var editor: InputEditor?
    /// Whether the data panel (`d`) is open over the shown screen (its lines and cursor are the page's `panel`).
    public internal(set) var isShowingPanel = false
    /// Whether the preview's app accepts the writes data-bound controls ask for (a switch bound to app data calls
    /// its `change` hook): true applies them, as an app that persists the value and re-emits its data would; false
    /// drops them, as an app that rejects the change and re-emits its data unchanged — a switch that flipped under the
    /// finger flips back, other controls keep showing the data's value. A switch whose change the app intercepts
    /// (`interactive: false`) is written in neither case. Switched in the data panel (`w`).
    public internal(set) var acceptsWrites = true
    /// How long, in seconds, a row that appeared or changed stays marked in the gutter.
    public var changeMarkDuration: Double = 1.2
    /// The terminal size the model scrolls for; set it with `resize(width:height:)` or `fitToContent(width:)`.
    public private(set) var viewport = (width: 80, height: 24)
    /// Whether the viewport is as tall as the shown screen needs (`fitToContent(width:)`): a frame printed whole
    /// gets the full layout — rules, status line and help line — at any height, instead of the compact layout of
    /// a small terminal.
    public internal(set) var fitsContent = false

    /// Loads pushed screens.
    let loader: Loader
    /// Why a pushed screen is not loaded.
    let whyNotLoaded: Unavailability
    /// The rows' line counts and targets as last laid out, so that scrolling and drawing lay out only the rows that
    /// changed and the rows on screen (see `RowShapes`). Not part of what the model shows.
    var rowShapes = RowShapes()

    /// A preview of `screen`, in `initialState` (default: every field at its default), with `push:` targets loaded
    /// by `loader` (and a target it does not have explained by `whyNotLoaded`) and localized texts looked up in
    /// `strings`.
    ///
    /// Precondition: `screen` lints without errors and `initialState`, if given, was made from it.
    public init(
        screen: Screen,
        loader: @escaping Loader = { _ in nil },
        whyNotLoaded: @escaping Unavailability = { _ in nil },
        strings: [String: String] = [:],
        initialState: ScreenState? = nil
    ) {
        self.loader = loader
        self.whyNotLoaded = whyNotLoaded
        self.strings = strings
        self.table = StringsTable(strings)
        pages = [
            PreviewPage(
                screen: screen, state: initialState ?? ScreenState(defaultsOf: screen), backTitle: nil,
                strings: Self.lookup(in: table))
        ]
        let appeared = lifecycleCalls([.didAppear(firstTime: true)]) + [focusAfterAppearing()].compactMap { $0 }
        // Keys missing from the strings file are a problem to see first; else the hook the screen calls on appearing.
        if let missing = missingKeysStatus(of: screen) {
            status = missing
        } else if !appeared.isEmpty {
            status = PreviewStatus(kind: .call, message: "→ \(appeared.joined(separator: ", ")) · didAppear")
        }
    }

    /// Where rendering looks up the keys of a reusable text called inside an argument or a condition: the strings
    /// file's values; nil without one (the keys are shown).
    var stringsLookup: StringsLookup? { Self.lookup(in: table) }

    private static func lookup(in table: StringsTable) -> StringsLookup? {
        guard !table.isEmpty else { return nil }
        return { @Sendable name in table.value(forAccessor: name) }
    }

    /// The screen shown (the top of the stack).
    public internal(set) var page: PreviewPage {
        get { pages[pages.count - 1] }
        set { pages[pages.count - 1] = newValue }
    }

    /// Whether an input is being edited (keys then type text instead of moving the focus).
    public var isEditing: Bool { editor != nil }

    /// The focus on the screen shown.
    public var focus: PreviewFocus? { page.focus }

    /// The text a rendered display text shows: a literal as written, a key as its value in `strings` (a formatted
    /// key with its arguments, a plural key in its English form). Without a strings file a key shows as itself; with
    /// one, a key it does not have shows as `[? Key]`, so a missing text cannot pass for a real one.
    public func text(_ text: DisplayText) -> String {
        let lookup = { (name: String) in table.value(forAccessor: name) }
        if !table.isEmpty {
            let missing = missingLocalizationKeys(in: text, strings: lookup)
            if !missing.isEmpty { return missing.map { "[? \($0)]" }.joined(separator: " ") }
        }
        return resolve(text, strings: lookup)
    }

    /// With a strings file: a `problem` status naming the keys `screen` uses that the file does not have (every
    /// text, whatever the state); nil when there are none or no file was given.
    func missingKeysStatus(of screen: Screen) -> PreviewStatus? {
        guard !table.isEmpty else { return nil }
        var missing: [String] = []
        let lookup = { (name: String) in table.value(forAccessor: name) }
        // Every text of the screen, and of the reusable texts it declares (whichever rows call them).
        var texts: [DisplayText] = []
        screen.forEachText { texts.append($0) }
        texts += screen.declarations.texts.map(\.text)
        for text in texts {
            for nested in text.allTexts where nested.key != nil {
                for key in missingLocalizationKeys(in: nested, strings: lookup) where !missing.contains(key) {
                    missing.append(key)
                }
            }
        }
        guard !missing.isEmpty else { return nil }
        let shown = missing.prefix(3).joined(separator: ", ") + (missing.count > 3 ? ", …" : "")
        return PreviewStatus(
            kind: .problem, message: "\(missing.count) key\(missing.count == 1 ? "" : "s") not in the strings file: \(shown)")
    }

    /// Tells the model the terminal size, so scrolling and Page Up / Page Down fit it. Call it before the first
    /// frame and whenever the terminal is resized.
    public mutating func resize(width: Int, height: Int) {
        viewport = (max(1, width), max(1, height))
        fitsContent = false
        scrollToFocus()
    }

    /// Makes the viewport `width` wide and exactly as tall as the shown screen needs to be seen whole without
    /// scrolling (`PreviewLayout.fullHeight(of:width:)`), with the full layout at that height: for a frame printed
    /// once (`--static`, `--keys`). The height is `viewport.height`.
    public mutating func fitToContent(width: Int) {
        fitsContent = true
        viewport = (max(1, width), PreviewLayout.fullHeight(of: self, width: max(1, width)))
        scrollToFocus()
    }

    /// The stable ids of the rows marked as just changed at `now`: those that appeared or changed less than
    /// `changeMarkDuration` seconds before.
    public func markedRows(now: Double) -> Set<RowID> {
        Set(page.changes.filter { now - $0.value < changeMarkDuration }.map(\.key))
    }

    /// When the next frame differs without a key: the next change mark expires, or the next spinner step while an
    /// activity indicator is shown (10 steps per second). Nil when nothing animates.
    public func nextFrameTime(after now: Double) -> Double? {
        var times = page.changes.values.map { $0 + changeMarkDuration }.filter { $0 > now }
        if Spinner.isVisible(in: page.rendered) {
            times.append(
                (now * Spinner.stepsPerSecond).rounded(.down) / Spinner.stepsPerSecond + 1 / Spinner.stepsPerSecond
            )
        }
        return times.min()
    }
}
