import Foundation
import Testing
@_spi(ProviderKit) @testable import ProviderSportRadar
@_spi(ProviderKit) import ServicesProvider

/// Vendor dates are read byte by byte: a combining mark among the digits or a 40-digit fraction
/// (which trapped inside `DateFormatter` on Linux) is refused or read, never a crash.
struct SportRadarDatesTests {
    /// `2025-03-1̫19:05:41.310`: U+032B COMBINING INVERTED DOUBLE ARCH BELOW inside the digits.
    static let combining = "2025-03-1\u{032B}19:05:41.310"
    static let fortyDigits = "2025-03-14T19:05:41." + String(repeating: "3", count: 40)

    @Test func theAcceptedFormats() {
        #expect(SportRadarDates.omegaDateTime("14-03-2025 18:20:01") == TestConfig.utc(2025, 3, 14, 18, 20, 1))
        #expect(SportRadarDates.transactionDate("2025-03-14T19:05:41.310") == TestConfig.utc(2025, 3, 14, 19, 5, 41, ms: 310))
        #expect(SportRadarDates.transactionDate("14-03-2025 19:05:41") == TestConfig.utc(2025, 3, 14, 19, 5, 41))
        #expect(SportRadarDates.poseidon("2025-03-15T20:00:00.000Z") == TestConfig.utc(2025, 3, 15, 20, 0, 0))
        #expect(SportRadarDates.poseidon("2025-03-15T21:00:00+0100") == TestConfig.utc(2025, 3, 15, 20, 0, 0))
        #expect(SportRadarDates.poseidon("2025-03-15T21:00:00.000+01:00") == TestConfig.utc(2025, 3, 15, 20, 0, 0))
        #expect(SportRadarDates.poseidon("2024-06-01 12:30:00.5") == TestConfig.utc(2024, 6, 1, 12, 30, 0, ms: 500))
    }

    @Test(arguments: [combining, "2025-03-14T19:05:4\u{0661}.310", "14-03-2025 18:20:0\u{032B}1", "2025-02-30T00:00:00.000",
                      "2025-03-14T19:05:41.310 ", "2025-03-14T19:05:41", "1\u{FF14}-03-2025 18:20:01"])
    func malformedTextIsNil(_ text: String) {
        #expect(SportRadarDates.omegaDateTime(text) == nil)
        #expect(SportRadarDates.transactionDate(text) == nil)
        #expect(SportRadarDates.poseidon(text) == nil)
    }

    @Test func aFortyDigitFractionIsReadToTheNanosecond() throws {
        let transaction = try #require(SportRadarDates.transactionDate(Self.fortyDigits))
        #expect(abs(transaction.timeIntervalSince(TestConfig.utc(2025, 3, 14, 19, 5, 41, ms: 333))) < 0.001)
        let poseidon = try #require(SportRadarDates.poseidon(Self.fortyDigits + "Z"))
        #expect(abs(poseidon.timeIntervalSince(TestConfig.utc(2025, 3, 14, 19, 5, 41, ms: 333))) < 0.001)
    }

    @Test func aTransactionWithACombiningMarkIsADecodingError() throws {
        let text = try Fixture.string("getTransactionsHistory").replacingOccurrences(of: "2025-03-14T19:05:41.310", with: Self.combining)
        let response = try JSONDecoder().decode(SportRadarModels.TransactionsHistoryResponse.self, from: Data(text.utf8))
        #expect(throws: ServiceProviderError.self) { try (response.transactionList ?? []).map(SportRadarModelMapper.transaction) }
    }

    @Test func anEventStartWithACombiningMarkIsADecodingError() throws {
        let text = try Fixture.string("getEventDetails").replacingOccurrences(of: "2025-03-15T20:00:00.000Z", with: "2025-03-1\u{032B}T20:00:00.000Z")
        let detail = try JSONDecoder().decode(SportRadarModels.ContentResponse<SportRadarModels.ContentEvent>.self, from: Data(text.utf8))
        #expect(throws: ServiceProviderError.self) { try SportRadarModelMapper.event(detail.data) }
    }

    @Test func betHistoryDatesWithHostileBytesAreUnknown() throws {
        let text = try Fixture.string("getBetHistory-open")
            .replacingOccurrences(of: "2025-03-14T18:22:05.123Z", with: Self.combining)
            .replacingOccurrences(of: "2025-03-15T20:00:00.000Z", with: Self.fortyDigits + "Z")
        let bets = try SportRadarModelMapper.bets(try JSONDecoder().decode([SportRadarModels.BetHistoryRow].self, from: Data(text.utf8)), currency: "EUR")
        #expect(!bets.isEmpty)
        #expect(bets.allSatisfy { $0.placedAt == nil || $0.placedAt != TestConfig.utc(2025, 3, 14, 18, 22, 5, ms: 123) })
    }
}
