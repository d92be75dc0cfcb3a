// A live screen with a list of 10,000 elements in the preview: one switch row per element (bound to the element's
// `muted`, a write the app applies), a header that counts them, and fixed switches above — one bound to app data no
// row of the list reads, one to state that every element's `visible` reads.
//
// Measured at 80×24, each followed by its frame (render and diff, as in the preview loop):
//   - a frame with the focus in the middle of the list;
//   - ↓ / ↑ (alternately), and Page Down / Page Up (alternately);
//   - Space on an element's switch (the app writes the element's field);
//   - Space on the fixed data-bound switch (no element reads it), and on the state switch every element reads;
//   - in the data panel: Space on a Bool data field, and Space on a field of an element (the list expanded).

import Foundation
import ScreenPreview
import ScreencCore
import TerminalUI

/// The live screen's YAML: `count` elements as the list's sample.
func liveScreenYAML(count: Int) -> String {
    var yaml = """
        screen: LiveBench
        title: Blocked Users
        data:
          autoplayGifs: true
          blockedPeers:
            list: { id: Int, name: String, status: String?, kind: { enum: [user, bot] }, muted: Bool }
            sample:

        """
    let names = ["Alex Morgan", "Zoë Laurent", "王小明", "Łukasz Nowak", "Sam"]
    for id in 1...count {
        let status = id % 3 == 0 ? ", status: online" : ""
        yaml += "      - { id: \(id), name: \(names[id % names.count]) \(id)\(status), kind: user, muted: \(id % 2 == 0) }\n"
    }
    yaml += """
        state:
          showBots: false
        sections:
          - id: settings
            rows:
              - { id: autoplay, item: switch, title: Autoplay GIFs, bind: autoplayGifs }
              - { id: showBots, item: switch, title: Show bots, bind: showBots }
          - id: peers
            header: \\(blockedPeers.count) blocked
            rows:
              - id: peer
                forEach: peer in blockedPeers
                item: switch
                title: \\(peer.name)
                text: \\(peer.status ?? "")
                bind: peer.muted
                visible: peer.kind == .user || showBots

        """
    return yaml
}

/// The measurements of the live screen, named `live <count>: …`.
@MainActor func liveListResults(count: Int) -> [Result] {
    let source = SourceFile(path: "LiveBench.yaml", text: liveScreenYAML(count: count))
    let lint = Linter.lint([source])
    guard let screen = lint.screens.first, !lint.fails(strict: false) else {
        FileHandle.standardError.write(Data("error: the live screen does not lint clean: \(lint.diagnostics)\n".utf8))
        exit(1)
    }
    let (width, height) = (80, 24)
    let options = FrameRenderer.Options(color: true, plain: false)
    var now = 10.0

    /// A model focused on element `count / 2`'s row (reached with End and ↑, as a user would scroll there).
    func middleModel() -> PreviewModel {
        var model = PreviewModel(screen: screen)
        model.resize(width: width, height: height)
        _ = model.handle(.end, now: 0)
        for _ in 0..<(count / 2) { _ = model.handle(.up, now: 0) }
        return model
    }

    /// Keys (cycled) on `model`, each followed by a frame drawn and diffed.
    func measureKeys(_ model: PreviewModel, _ keys: [PreviewKey]) -> (median: Double, min: Double, max: Double) {
        var model = model
        var renderer = IncrementalFrameRenderer(options: options)
        _ = renderer.render(PreviewLayout.render(model, width: width, height: height, now: now, color: true))
        var index = 0
        return measure(batches: 9) {
            now += 0.05
            _ = model.handle(keys[index % keys.count], now: now)
            index += 1
            let frame = PreviewLayout.render(model, width: width, height: height, now: now, color: true)
            sink &+= renderer.render(frame).utf8.count
        }
    }

    let middle = middleModel()
    var renderer = IncrementalFrameRenderer(options: options)
    var other = middle
    _ = other.handle(.down, now: 0)
    let models = [middle, other]
    var flip = 0
    _ = renderer.render(PreviewLayout.render(middle, width: width, height: height, now: now, color: true))
    let frame = measure(batches: 9) {
        flip ^= 1
        let next = PreviewLayout.render(models[flip], width: width, height: height, now: now, color: true)
        sink &+= renderer.render(next).utf8.count
    }
    let move = measureKeys(middle, [.down, .up])
    let page = measureKeys(middle, [.pageDown, .pageUp])
    let toggleElement = measureKeys(middle, [.character(" ")])

    var top = PreviewModel(screen: screen)
    top.resize(width: width, height: height)
    let toggleData = measureKeys(top, [.character(" ")])
    var showBots = top
    _ = showBots.handle(.down, now: 0)
    let toggleState = measureKeys(showBots, [.character(" ")])

    // The data panel: the cursor on `autoplayGifs`, then on the `muted` field of element count / 2.
    var panel = middle
    for key: PreviewKey in [.character("d"), .home] { _ = panel.handle(key, now: 0) }
    precondition(panel.page.panel.currentLine == .field("autoplayGifs"), "the panel cursor is not on autoplayGifs")
    let panelData = measureKeys(panel, [.character(" ")])
    for key: PreviewKey in [.down, .right] { _ = panel.handle(key, now: 0) }
    for _ in 0..<(count / 2) { _ = panel.handle(.down, now: 0) }
    _ = panel.handle(.right, now: 0)
    for _ in 0..<5 { _ = panel.handle(.down, now: 0) }
    guard case .elementField(_, _, _, "muted") = panel.page.panel.currentLine else {
        preconditionFailure("the panel cursor is not on an element's muted field: \(panel.page.panel.currentLine)")
    }
    let panelElement = measureKeys(panel, [.character(" ")])

    let name = "live \(count)-element list 80×24"
    func result(_ label: String, _ time: (median: Double, min: Double, max: Double)) -> Result {
        Result(name: "\(name): \(label)", value: time.median, min: time.min, max: time.max, unit: "ns")
    }
    return [
        result("frame: render + diff", frame),
        result("↓ + render + diff", move),
        result("page down + render + diff", page),
        result("toggle an element's switch + render + diff", toggleElement),
        result("toggle a data switch + render + diff", toggleData),
        result("toggle a state switch every element reads + render + diff", toggleState),
        result("panel: toggle a data field + render + diff", panelData),
        result("panel: toggle an element's field + render + diff", panelElement),
    ]
}

/// `--live-frames N`: no measuring, N keys on the live screen each followed by its frame, for a profiler: Space on an
/// element's switch (`element`), on the data-bound switch (`data`), on a data field in the data panel (`panel`), or
/// Page Down / Page Up (`page`).
@MainActor func profileLiveList(count: Int, frames: Int, key: String) {
    let source = SourceFile(path: "LiveBench.yaml", text: liveScreenYAML(count: count))
    guard let screen = Linter.lint([source]).screens.first else { exit(1) }
    var model = PreviewModel(screen: screen)
    model.resize(width: 80, height: 24)
    var keys: [PreviewKey] = [.character(" ")]
    switch key {
    case "data": break
    case "panel": _ = model.handle(.character("d"), now: 0)
    case "page": keys = [.pageDown, .pageUp]
    default:
        _ = model.handle(.end, now: 0)
        for _ in 0..<(count / 2) { _ = model.handle(.up, now: 0) }
    }
    var renderer = IncrementalFrameRenderer(options: FrameRenderer.Options(color: true, plain: false))
    for index in 0..<frames {
        _ = model.handle(keys[index % keys.count], now: 10 + Double(index) * 0.05)
        let frame = PreviewLayout.render(model, width: 80, height: 24, now: 10, color: true)
        sink &+= renderer.render(frame).utf8.count
    }
    print("\(frames) live frames (sink \(sink))")
}
