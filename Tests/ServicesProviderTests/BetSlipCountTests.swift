import Foundation
import Testing
@_spi(ProviderKit) import ServicesProvider

/// The number of bets of a system slip is C(n, k), computed without overflow; a slip whose count
/// does not fit an `Int` fails `validate()` instead of trapping. The default maximum of
/// selections (30) refuses such slips first, so these pass a larger one, as a provider whose
/// vendor documents one may.
@Suite struct BetSlipCountTests {
    private static let large = 100

    private func slip(_ size: Int, of count: Int) -> BetSlip {
        let selections = (0..<count).map { BetSelection(eventId: "e\($0)", marketId: "m\($0)", outcomeId: "o\($0)", odds: Odds(decimal: 2)) }
        return BetSlip(selections: selections, type: .system(size: size), stakePerBet: Money(amount: 1, currency: "EUR"))
    }

    @Test func thirtyOneOfSixtyTwoIsCountedExactly() throws {
        let slip = slip(31, of: 62)
        try slip.validate(maximumSelections: Self.large)
        #expect(slip.numberOfBets == 465_428_353_255_261_088)
        #expect(slip.totalStake == Money(amount: Decimal(465_428_353_255_261_088), currency: "EUR"))
    }

    @Test func smallSystemsAndEdges() {
        #expect(slip(2, of: 3).numberOfBets == 3)
        #expect(slip(3, of: 4).numberOfBets == 4)
        #expect(slip(1, of: 5).numberOfBets == 5)
        #expect(slip(5, of: 5).numberOfBets == 1)
        #expect(slip(0, of: 5).numberOfBets == 0)
        #expect(slip(6, of: 5).numberOfBets == 0)
        #expect(slip(-1, of: 5).numberOfBets == 0)
        #expect(slip(Int.max, of: 5).numberOfBets == 0)
        #expect(slip(Int.min, of: 5).numberOfBets == 0)
        #expect(slip(33, of: 66).numberOfBets == 7_219_428_434_016_265_740, "the largest central C(n, n/2) that fits")
        #expect(slip(61, of: 62).numberOfBets == 62)
    }

    @Test func aSystemWhoseCountDoesNotFitIsRefused() throws {
        let huge = slip(34, of: 68) // C(68, 34) ≈ 2.8e19
        #expect(huge.numberOfBets == Int.max)
        #expect(throws: ServiceProviderError.self) { try huge.validate(maximumSelections: Self.large) }
        do {
            try huge.validate(maximumSelections: Self.large)
        } catch {
            guard case .invalidRequest = error else { Issue.record("\(error)"); return }
        }
        #expect(throws: ServiceProviderError.self) { try slip(40, of: 80).validate(maximumSelections: Self.large) }
        try slip(2, of: 3).validate()
    }
}
