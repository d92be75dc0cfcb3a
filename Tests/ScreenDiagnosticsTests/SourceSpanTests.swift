import Dispatch
import ScreenDiagnostics
import Testing

@Suite("Source spans")
struct SourceSpanTests {
    @Test("a span keeps the path it was made with, whatever the path")
    func keepsThePath() {
        for path in ["Screens/A.yaml", "/absolute/path/with spaces/B.yml", "", "ünïcödé/画面.yaml", "a\nb.yaml"] {
            let span = SourceSpan(file: path, start: SourcePosition(line: 3, column: 4), end: SourcePosition(line: 3, column: 9))
            #expect(span.file == path)
            #expect(span.description == "\(path):3:4")
            var moved = span
            moved.file = path + ".other"
            #expect(moved.file == path + ".other")
            #expect(moved.start == span.start && moved.end == span.end)
        }
    }

    @Test("spans of one path are equal and hash alike however they were made, on any thread")
    func equalAcrossThreads() {
        let paths = (0..<200).map { "Screens/Screen\($0).yaml" }
        let made = UnsafeMutableBufferPointer<SourceSpan?>.allocate(capacity: paths.count * 4)
        made.initialize(repeating: nil)
        defer { made.deallocate() }
        nonisolated(unsafe) let slots = made
        DispatchQueue.concurrentPerform(iterations: paths.count * 4) { index in
            slots[index] = SourceSpan(file: paths[index % paths.count], at: SourcePosition(line: 1, column: 1))
        }
        for index in made.indices {
            let expected = SourceSpan(file: paths[index % paths.count], at: SourcePosition(line: 1, column: 1))
            #expect(made[index] == expected)
            #expect(made[index]?.hashValue == expected.hashValue)
            #expect(made[index]?.file == paths[index % paths.count])
        }
    }

    @Test("spans sort by path, then position — as diagnostics are listed")
    func sortsByPathThenPosition() {
        // Made in an order that differs from the paths' order, so that the order they were first seen in cannot
        // stand in for the order of their paths.
        let later = SourceSpan(file: "z-sorted-last.yaml", at: SourcePosition(line: 1, column: 1))
        let earlier = SourceSpan(file: "a-sorted-first.yaml", at: SourcePosition(line: 9, column: 9))
        let sameFile = SourceSpan(file: "a-sorted-first.yaml", at: SourcePosition(line: 2, column: 1))
        #expect([later, earlier, sameFile].sorted() == [sameFile, earlier, later])
    }

    @Test("positions keep lines and columns past 65,535, and clamp what does not fit in 32 bits")
    func positions() {
        let far = SourcePosition(line: 1_000_000, column: 3_000_000)
        #expect(far.line == 1_000_000 && far.column == 3_000_000)
        #expect(SourcePosition(line: 1, column: Int.max).column == Int(Int32.max))
        #expect(SourcePosition(line: 2, column: 1) > SourcePosition(line: 1, column: 500))
    }
}
