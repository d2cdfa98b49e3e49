import Foundation
import Testing
@_spi(ProviderKit) @testable import ProviderEveryMatrix

/// Vendor date-times are read byte by byte, never by `DateFormatter` (which traps on Linux for
/// a combining mark among the digits or a 40-digit fraction).
@Suite struct EveryMatrixDateTests {
    private func utc(_ seconds: TimeInterval) -> Date { Date(timeIntervalSince1970: seconds) }

    @Test func theAcceptedFormats() {
        #expect(EveryMatrixModelMapper.date("2025-08-27T13:32:29.767") == utc(1_756_301_549).addingTimeInterval(0.767))
        #expect(EveryMatrixModelMapper.date("2025-08-27T13:32:29") == utc(1_756_301_549))
        #expect(EveryMatrixModelMapper.date("2025-08-27T15:32:29+02:00") == utc(1_756_301_549))
        #expect(EveryMatrixModelMapper.date("2025-08-27T13:32:29.000Z") == utc(1_756_301_549))
        #expect(EveryMatrixModelMapper.date("0001-01-01T00:00:00") == nil)
        #expect(EveryMatrixModelMapper.date("2025-03-14") == nil, "a day alone was never a date-time here")
    }

    @Test func hostileTextIsNil() {
        for text in ["2025-03-1\u{032B}T19:05:41.310", "2025-03-1\u{032B}19:05:41.310", "2025-08-27T13:32:2\u{0669}", "2025-02-29T13:32:29"] {
            #expect(EveryMatrixModelMapper.date(text) == nil, "\(text)")
        }
        let forty = EveryMatrixModelMapper.date("2025-08-27T13:32:29." + String(repeating: "1", count: 40))
        #expect(abs((forty?.timeIntervalSince1970 ?? 0) - 1_756_301_549.111_111_111) <= 1e-6)
    }
}
