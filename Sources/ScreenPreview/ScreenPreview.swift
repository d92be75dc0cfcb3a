import ScreenIR
import ScreenRuntime
import TerminalUI

/// Entry points for `screenc preview`.
public enum ScreenPreview {
    /// One frame of `screen` for `--static`: nothing focused, spinners still, no change marks.
    ///
    /// - Parameters:
    ///   - state: the state to show (default: every field at its default), e.g. after `--set field=value`.
    ///   - height: the terminal height; nil makes the frame as tall as the whole screen needs
    ///     (`PreviewLayout.fullHeight(of:width:)`), so nothing scrolls away.
    ///   - color: false for attributes only (`NO_COLOR`, or output that is not a terminal).
    public static func staticFrame(
        _ screen: Screen,
        strings: [String: String] = [:],
        state: ScreenState? = nil,
        width: Int,
        height: Int? = nil,
        color: Bool
    ) -> Frame {
        var model = PreviewModel(screen: screen, strings: strings, initialState: state)
        model.page.focus = nil
        if let height { model.resize(width: width, height: height) } else { model.fitToContent(width: width) }
        return PreviewLayout.render(
            model, width: width, height: model.viewport.height, now: 0, color: color, animated: false)
    }
}
