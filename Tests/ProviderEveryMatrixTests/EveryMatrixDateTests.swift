import Foundation
import XCTest
@_spi(ProviderKit) @testable import ProviderEveryMatrix

/// Vendor date-times are read byte by byte, never by `DateFormatter` (which traps on Linux for
/// a combining mark among the digits or a 40-digit fraction).
final class EveryMatrixDateTests: XCTestCase {
    private func utc(_ seconds: TimeInterval) -> Date { Date(timeIntervalSince1970: seconds) }

    func testTheAcceptedFormats() {
        XCTAssertEqual(EveryMatrixModelMapper.date("2025-08-27T13:32:29.767"), utc(1_756_301_549).addingTimeInterval(0.767))
        XCTAssertEqual(EveryMatrixModelMapper.date("2025-08-27T13:32:29"), utc(1_756_301_549))
        XCTAssertEqual(EveryMatrixModelMapper.date("2025-08-27T15:32:29+02:00"), utc(1_756_301_549))
        XCTAssertEqual(EveryMatrixModelMapper.date("2025-08-27T13:32:29.000Z"), utc(1_756_301_549))
        XCTAssertNil(EveryMatrixModelMapper.date("0001-01-01T00:00:00"))
        XCTAssertNil(EveryMatrixModelMapper.date("2025-03-14"), "a day alone was never a date-time here")
    }

    func testHostileTextIsNil() {
        for text in ["2025-03-1\u{032B}T19:05:41.310", "2025-03-1\u{032B}19:05:41.310", "2025-08-27T13:32:2\u{0669}", "2025-02-29T13:32:29"] {
            XCTAssertNil(EveryMatrixModelMapper.date(text), text)
        }
        let forty = EveryMatrixModelMapper.date("2025-08-27T13:32:29." + String(repeating: "1", count: 40))
        XCTAssertEqual(forty?.timeIntervalSince1970 ?? 0, 1_756_301_549.111_111_111, accuracy: 1e-6)
    }
}
