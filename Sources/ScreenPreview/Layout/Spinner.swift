import ScreenRuntime

/// The activity indicator of `activityText` rows and `style: activity` navigation buttons.
enum Spinner {
    /// The animation, one glyph per step.
    static let frames = ["⠋", "⠙", "⠹", "⠸", "⠼", "⠴", "⠦", "⠧", "⠇", "⠏"]
    /// The glyph of a still frame (`--static`, snapshots).
    static let still = "⟳"
    /// Animation speed.
    static let stepsPerSecond = 10.0

    /// The glyph at `now`, or the still glyph when not animated.
    static func glyph(now: Double, animated: Bool) -> String {
        guard animated else { return still }
        let step = Int((now * stepsPerSecond).rounded(.down))
        return frames[((step % frames.count) + frames.count) % frames.count]
    }

    /// Whether a spinner is on screen: an `activityText` with its activity on, an activity navigation button, or the
    /// loading indicator of an empty state.
    static func isVisible(in screen: RenderedScreen) -> Bool {
        if screen.showsLoadingIndicator { return true }
        let bar = screen.navigationBar
        if [bar.left, bar.secondaryRight, bar.right].contains(where: { $0?.style == .activity }) { return true }
        return screen.sections.contains { section in
            section.rows.contains {
                if case .activityText(let item) = $0.content { item.displayActivity } else { false }
            }
        }
    }
}
