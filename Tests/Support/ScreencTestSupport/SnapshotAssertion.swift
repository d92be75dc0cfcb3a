import Foundation
import ScreencCore
import Testing

/// Compares `actual` byte for byte with `__Snapshots__/<name>` next to this file.
///
/// On a mismatch the test fails with a unified-style line diff. With `SCREENC_RECORD=1` in the
/// environment the snapshot is (re)written instead and the test passes; without it a missing
/// snapshot is a failure.
public func assertSnapshot(
    _ actual: String,
    named name: String,
    filePath: String = #filePath,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    let directory = URL(fileURLWithPath: filePath).deletingLastPathComponent().appendingPathComponent("__Snapshots__")
    let url = directory.appendingPathComponent(name)
    let recording = ProcessInfo.processInfo.environment["SCREENC_RECORD"] == "1"
    let expected = FileManager.default.contents(atPath: url.path)
    if let expected, expected == Data(actual.utf8) { return }
    if recording {
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            try Data(actual.utf8).write(to: url)
        } catch {
            Issue.record("could not record snapshot \(name): \(error)", sourceLocation: sourceLocation)
        }
        return
    }
    guard let expected else {
        Issue.record(
            "snapshot \(name) is missing; run with SCREENC_RECORD=1 to record it",
            sourceLocation: sourceLocation)
        return
    }
    let diff = UnifiedDiff.unified(
        expected: String(decoding: expected, as: UTF8.self), actual: actual,
        expectedName: "__Snapshots__/\(name)", actualName: "actual")
    Issue.record(
        "output differs from snapshot \(name) (SCREENC_RECORD=1 rewrites it):\n\(diff)",
        sourceLocation: sourceLocation)
}

