import ScreenIR
import ScreencTestSupport
import Testing

@testable import ScreenPreview

/// A key costs the same however many screens are pushed: comparing and copying the whole navigation stack on every
/// key made 4,000 pushes take 10 to 22 s.
@Suite struct DeepNavigationTests {
    static let loop = """
        screen: Loop
        title: Loop
        state:
          name: ""
        sections:
          - id: main
            rows:
              - { id: next, item: disclosure, title: Next, push: Loop }
              - { id: name, item: singleLineInput, bind: name, placeholder: Name }
        """

    @Test func pushingIsLinearInTheNumberOfPushes() throws {
        let all = try screens([Self.loop])
        let loop = try #require(all["Loop"])
        func push(_ count: Int) {
            var model = PreviewModel(screen: loop, loader: { all[$0] })
            for index in 0..<count {
                _ = model.handle(.enter, now: Double(index))
                // Keys on the pushed screen: down to the input and back up to the disclosure, a page down and up.
                for key in [PreviewKey.down, .up, .pageDown, .pageUp] { _ = model.handle(key, now: Double(index)) }
            }
            #expect(model.pages.count == count + 1)
        }
        let ratio = CPUTime.doublingRatio(small: { push(400) }, large: { push(800) })
        #expect(ratio < 3, "doubling the pushes multiplied the work by \(ratio)")
    }
}
