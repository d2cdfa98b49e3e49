import Foundation
import Testing
@_spi(ProviderKit) import ServicesProvider

/// The core's byte-by-byte date reader: exact formats, ranges checked, hostile bytes refused.
@Suite struct FixedFormatDateTests {
    private func iso(_ text: String) -> Date? {
        FixedFormatDate.parse(text) { date in
            guard date.isoDay(), date.literal("T"), date.time(), date.optionalFraction() else { return false }
            return date.isAtEnd || date.isoZone()
        }
    }

    @Test func readsTheFieldsAndTheZone() {
        #expect(iso("1970-01-01T00:00:00") == Date(timeIntervalSince1970: 0))
        #expect(iso("2025-03-14T19:05:41.310Z") == Date(timeIntervalSince1970: 1_741_979_141).addingTimeInterval(0.31))
        #expect(iso("2025-03-14T20:05:41+01:00") == Date(timeIntervalSince1970: 1_741_979_141))
        #expect(iso("2025-03-14T18:35:41-0030") == Date(timeIntervalSince1970: 1_741_979_141))
        #expect(iso("2024-02-29T00:00:00") != nil)
        #expect(iso("2000-02-29T00:00:00") != nil)
    }

    @Test(arguments: [
        "2025-03-1\u{032B}19:05:41.310", "2025-03-1\u{032B}T19:05:41.310", "2025-03-14T19:05:4\u{0661}",
        "２０２５-03-14T19:05:41", "2025-13-14T19:05:41", "2025-00-14T19:05:41", "2025-02-29T00:00:00", "1900-02-29T00:00:00",
        "2025-04-31T00:00:00", "2025-03-00T00:00:00", "2025-03-14T24:00:00", "2025-03-14T19:60:00", "2025-03-14T19:05:61",
        "2025-03-14T19:05:41.", "2025-03-14T19:05:41Z ", " 2025-03-14T19:05:41", "2025-03-14T19:05:41+24:00",
        "2025-03-14T19:05:41+01", "2025-3-14T19:05:41", "", "2025", "2025-03-14T",
    ])
    func refusesAnythingElse(_ text: String) {
        #expect(iso(text) == nil)
    }

    @Test func aFortyDigitFractionIsReadToTheNanosecond() throws {
        let date = try #require(iso("2025-03-14T19:05:41." + String(repeating: "9", count: 40)))
        #expect(abs(date.timeIntervalSince1970 - 1_741_979_141.999_999_999) < 1e-6)
        #expect(iso("2025-03-14T19:05:41." + String(repeating: "0", count: 400) + "Z") == Date(timeIntervalSince1970: 1_741_979_141))
    }
}
