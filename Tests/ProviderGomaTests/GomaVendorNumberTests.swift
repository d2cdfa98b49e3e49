import Foundation
import XCTest
@_spi(ProviderKit) import ServicesProvider
@_spi(ProviderKit) @testable import ProviderGoma

/// Counts and dates Goma sends that an `Int` or a `DateFormatter` would trap on.
final class GomaVendorNumberTests: XCTestCase {
    private func sport(_ json: String) throws -> Sport {
        GomaModelMapper.sport(try JSONDecoder().decode(GomaModels.Sport.self, from: Data(json.utf8)))
    }

    func testLiveAndPreLiveCountsWhoseSumOverflowsHaveNoTotal() throws {
        let max = Int.max
        let overflowing = try sport(#"{"id":1,"name":"Football","live_count":\#(max),"pre_live_count":1}"#)
        XCTAssertEqual(overflowing.liveEventCount, max)
        XCTAssertNil(overflowing.eventCount)
        XCTAssertNil(try sport(#"{"id":1,"name":"Football","live_count":"\#(max)","pre_live_count":"\#(max)"}"#).eventCount)
        XCTAssertNil(try sport(#"{"id":1,"name":"Football","live_count":\#(Int.min),"pre_live_count":-1}"#).eventCount)
        XCTAssertEqual(try sport(#"{"id":1,"name":"Football","live_count":\#(max),"pre_live_count":0}"#).eventCount, max)
        XCTAssertEqual(try sport(#"{"id":1,"name":"Football","live_count":3,"pre_live_count":"4"}"#).eventCount, 7)
        XCTAssertNil(try sport(#"{"id":1,"name":"Football"}"#).eventCount)
    }

    func testDatesWithHostileBytesAreRefused() {
        XCTAssertNil(GomaDateParser.parse("2025-03-1\u{032B} 19:05:41"))
        XCTAssertNil(GomaDateParser.parse("2025-03-14 19:05:4\u{0661}"))
        XCTAssertNil(GomaDateParser.parse("2025-02-30 19:05:41"))
        XCTAssertNotNil(GomaDateParser.parse("2025-03-14T19:05:41." + String(repeating: "7", count: 40) + "Z"))
    }
}
