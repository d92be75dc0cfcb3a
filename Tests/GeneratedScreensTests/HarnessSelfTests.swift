@_spi(Stubs) import ItemListUI
import ScreenExpressions
import ScreenRuntime
import SwiftSignalKit
import Testing

@testable import GeneratedScreens

/// The harness's own parts can fail: conversions between runtime values and generated types are exact and reject
/// what does not fit, the data feed counts its subscribers, the identity check notices a row whose stable id
/// changes, and the driver notices a hook payload that differs from the runtime's.
@Suite struct HarnessSelfTests {
    @Test func runtimeValuesBecomeTheGeneratedValuesAndBack() throws {
        let state = ScreenState(defaultsOf: try ScreenCatalog.screen(named: "LiveScreen"))
        let dataFields = state.expressionFields(of: .data)
        let data = try LiveScreenData(expressionFields: dataFields)
        #expect(data.cacheSize == "1.2 GB" && data.quality == .medium)
        #expect(data.blockedPeers.map(\.id) == [1, 2, 3])
        #expect(data.blockedPeers[1].status == nil && data.blockedPeers[1].kind == .bot)
        #expect(data.expressionFields == dataFields.values)

        let parameters = try LiveScreenParameters(expressionFields: state.expressionFields(of: .parameter))
        #expect(parameters == LiveScreenParameters(category: .groups, showsArchive: false, limit: 10, note: nil))
        let localState = try LiveScreenState(expressionFields: state.expressionFields(of: .state))
        #expect(localState == LiveScreenState())
        #expect(localState.expressionFields == state.expressionFields(of: .state).values)
    }

    @Test func aValueOfAnotherTypeIsRejectedWithItsField() throws {
        var values = ScreenState(defaultsOf: try ScreenCatalog.screen(named: "LiveScreen")).expressionFields(of: .data)
            .values
        values["quality"] = .enumCase("ultra")
        #expect {
            try LiveScreenData(expressionFields: ExpressionFields(values, of: "LiveScreenData"))
        } throws: { error in
            "\(error)" == "LiveScreenData.quality: .ultra is not a value of Quality"
        }
        values["quality"] = .enumCase("high")
        values["blockedPeers"] = .list([.record(["id": .string("1")])])
        #expect(throws: ExpressionConversionError.self) {
            try LiveScreenData(expressionFields: ExpressionFields(values, of: "LiveScreenData"))
        }
    }

    @Test func theDataFeedCountsItsSubscribers() {
        let feed = DataFeed(1)
        var received: [Int] = []
        let replaying = feed.signal(replayingCurrentValue: true).start(next: { received.append($0) })
        let later = feed.signal(replayingCurrentValue: false).start(next: { received.append($0 * 10) })
        #expect(feed.subscriberCount == 2)
        feed.put(2)
        #expect(received == [1, 2, 20])
        replaying.dispose()
        later.dispose()
        #expect(feed.subscriberCount == 0)
    }

    @Test func aRowWhoseStableIDChangesIsNoticed() {
        var identities = StableIdentities()
        let rows: [RowID] = [0, RowID(position: 1, element: .int(7)), RowID(position: 1, element: .int(8))]
        #expect(identities.check(rows: rows, ids: ["row0", "peer7", "peer8"]).isEmpty)
        // Moved: the same rows in another order keep their ids.
        #expect(identities.check(rows: [rows[0], rows[2], rows[1]], ids: ["row0", "peer8", "peer7"]).isEmpty)
        // By position instead of by element: element 8 now has element 7's id.
        #expect(identities.check(rows: [rows[0], rows[2]], ids: ["row0", "peer7"]).count == 1)
        #expect(identities.check(rows: [rows[1]], ids: ["peer1"]).count == 1)
    }

    /// With `category: channels` nothing shows peer 1's `muted`, so the runtime and the generated screen differ in
    /// nothing but the element the hook of peer 1's row receives.
    @Test func aPayloadThatDiffersFromTheRuntimesIsNoticed() throws {
        var values = ScreenState(defaultsOf: try ScreenCatalog.screen(named: "LiveScreen"))
        try values.set("category", toCase: "channels")
        let driver = try ScreenDriver("LiveScreen", values: values)
        let row = try #require(driver.rendered.instances(of: "peer").first?.stableID)
        try driver.state.setField("muted", ofElementAt: 0, in: "blockedPeers", to: .bool(true))
        #expect(driver.verify("peer 1 muted only in the runtime"))
        try withKnownIssue {
            try driver.perform(.tapRow(row: row), "open peer 1")
        } matching: { issue in
            issue.comments.contains {
                $0.rawValue.contains("hook calls: generated [hook(openPeer({id: 1, kind: .user, muted: false")
            }
        }
    }
}
