import Foundation
import Testing
@_spi(ProviderKit) import ServicesProvider
@_spi(ProviderKit) @testable import ProviderGoma

/// Counts and dates Goma sends that an `Int` or a `DateFormatter` would trap on.
@Suite struct GomaVendorNumberTests {
    private func sport(_ json: String) throws -> Sport {
        GomaModelMapper.sport(try JSONDecoder().decode(GomaModels.Sport.self, from: Data(json.utf8)))
    }

    @Test func liveAndPreLiveCountsWhoseSumOverflowsHaveNoTotal() throws {
        let max = Int.max
        let overflowing = try sport(#"{"id":1,"name":"Football","live_count":\#(max),"pre_live_count":1}"#)
        #expect(overflowing.liveEventCount == max)
        #expect(overflowing.eventCount == nil)
        #expect(try sport(#"{"id":1,"name":"Football","live_count":"\#(max)","pre_live_count":"\#(max)"}"#).eventCount == nil)
        #expect(try sport(#"{"id":1,"name":"Football","live_count":\#(Int.min),"pre_live_count":-1}"#).eventCount == nil)
        #expect(try sport(#"{"id":1,"name":"Football","live_count":\#(max),"pre_live_count":0}"#).eventCount == max)
        #expect(try sport(#"{"id":1,"name":"Football","live_count":3,"pre_live_count":"4"}"#).eventCount == 7)
        #expect(try sport(#"{"id":1,"name":"Football"}"#).eventCount == nil)
    }

    @Test func datesWithHostileBytesAreRefused() {
        #expect(GomaDateParser.parse("2025-03-1\u{032B} 19:05:41") == nil)
        #expect(GomaDateParser.parse("2025-03-14 19:05:4\u{0661}") == nil)
        #expect(GomaDateParser.parse("2025-02-30 19:05:41") == nil)
        #expect(GomaDateParser.parse("2025-03-14T19:05:41." + String(repeating: "7", count: 40) + "Z") != nil)
    }
}
