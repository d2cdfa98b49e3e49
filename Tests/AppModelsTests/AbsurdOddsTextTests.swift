import Foundation
import Testing
@_spi(ProviderKit) import ServicesProvider
@testable import AppModels

/// Absurd odds (a fuzzing campaign's 9.2e16 and above, or what a vendor's 1e300, infinity or NaN
/// becomes) show in every odds format without trapping: fractional and American fall back to the
/// decimal form when the odds have no fraction or moneyline an `Int` holds.
@Suite struct AbsurdOddsTextTests {
    private let decimal = mapper("en_US", "America/New_York", odds: .decimal)
    private let fractional = mapper("en_GB", "Europe/London", odds: .fractional)
    private let american = mapper("en_US", "America/New_York", odds: .american)

    private func odds(_ value: Double) -> Odds { Odds(decimal: Decimal(shortestText: value)) }

    @Test func oddsFromAboutNinePointTwoETwentySixShowInEveryFormat() {
        // 9.2e16 still has a moneyline (9.2e18 < Int.max); 9.3e16 has none, so it shows decimal.
        #expect(american.text(for: odds(9.2e16)) == "+9200000000000000000")
        let huge = odds(9.3e16)
        #expect(decimal.text(for: huge) == "93,000,000,000,000,000.00")
        #expect(fractional.text(for: huge) == "93000000000000000/1")
        #expect(american.text(for: huge) == "93,000,000,000,000,000.00")
    }

    @Test func oddsBeyondAnIntShowTheDecimalForm() {
        let huge = odds(1e20)
        #expect(decimal.text(for: huge) == "100,000,000,000,000,000,000.00")
        #expect(fractional.text(for: huge) == "100,000,000,000,000,000,000.00")
        #expect(american.text(for: huge) == "100,000,000,000,000,000,000.00")
    }

    @Test(arguments: [1e300, Double.infinity, Double.nan])
    func oddsNoDecimalHoldsShowTheSameTextInEveryFormat(_ value: Double) {
        let absurd = odds(value)
        let text = decimal.text(for: absurd)
        #expect(fractional.text(for: absurd) == text)
        #expect(american.text(for: absurd) == text)
        #expect(fractional.text(for: Odds(decimal: .nan)) == decimal.text(for: Odds(decimal: .nan)))
    }
}
