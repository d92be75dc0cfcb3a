import ScreenPreview
import ScreencTestSupport
import TerminalUI

/// Replays keys on a model and records a plain-text frame after each step (with the cursor position while an
/// input is edited), for key-replay snapshots. The clock advances 0.1 s per key and 2 s between steps, so a frame
/// shows the change marks (`▌`) of its own step only.
struct Replay {
    var model: PreviewModel
    let width: Int
    let height: Int
    var now = 0.0
    private(set) var transcript = ""

    init(_ model: PreviewModel, width: Int, height: Int) {
        self.model = model
        self.width = width
        self.height = height
        self.model.resize(width: width, height: height)
        record("start")
    }

    /// Presses `keys`, then records a frame titled with `label`.
    mutating func press(_ label: String, _ keys: PreviewKey...) {
        for key in keys {
            now += 0.1
            _ = model.handle(key, now: now)
        }
        record(label)
    }

    /// Types `text` (one key per character), then records a frame.
    mutating func type(_ text: String) {
        for character in text {
            now += 0.1
            _ = model.handle(.character(character), now: now)
        }
        record("type \"\(text)\"")
    }

    private mutating func record(_ label: String) {
        defer { now += 2 }
        let frame = PreviewLayout.render(model, width: width, height: height, now: now, color: false, animated: false)
        var text = FrameTranscript.plain(frame)
        if let cursor = frame.cursor { text += "cursor: row \(cursor.row), column \(cursor.column)\n" }
        transcript += section(label, text)
    }
}
