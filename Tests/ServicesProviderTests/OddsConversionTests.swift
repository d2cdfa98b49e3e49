import Foundation
import Testing
@_spi(ProviderKit) import ServicesProvider

/// Fractional and American odds of absurd decimal odds are `nil`, never an `Int` conversion trap.
@Suite struct OddsConversionTests {
    /// What a vendor's double becomes (through its shortest text, as the mappers read it).
    private func odds(_ value: Double) -> Odds { Odds(decimal: Decimal(shortestText: value)) }

    @Test func ordinaryOddsConvert() {
        #expect(odds(2.5).fractional == Odds.Fraction(numerator: 3, denominator: 2))
        #expect(odds(2.5).american == 150)
        #expect(odds(1.5).american == -200)
        #expect(odds(1).fractional == Odds.Fraction(numerator: 0, denominator: 1))
        #expect(odds(1).american == 0)
    }

    @Test func ninePointTwoETwentySixIsTheEdgeOfAMoneyline() {
        #expect(odds(9.2e16).american == 9_200_000_000_000_000_000)
        #expect(odds(9.2e16).fractional == Odds.Fraction(numerator: 92_000_000_000_000_000, denominator: 1))
        #expect(odds(9.3e16).american == nil)
    }

    @Test(arguments: [9.3e16, 1e17, 9.3e18, 1e19, 1e150])
    func hugeOddsHaveNoMoneylineAndAFractionOnlyWhileItFits(_ value: Double) {
        let huge = odds(value)
        #expect(huge.american == nil)
        if value < 9.2e18 {
            #expect(huge.fractional == Odds.Fraction(numerator: Int(exactly: value - 1) ?? -1, denominator: 1))
        } else {
            #expect(huge.fractional == nil)
        }
    }

    @Test func theLargestDecimalHasNoFractionNorMoneyline() {
        let largest = Odds(decimal: .greatestFiniteMagnitude)
        #expect(largest.fractional == nil)
        #expect(largest.american == nil)
    }

    @Test(arguments: [1e300, Double.infinity, -Double.infinity, Double.nan])
    func oddsNoDecimalHoldsAreNaNWithNoFractionNorMoneyline(_ value: Double) {
        // A Decimal cannot hold 1e300 or infinity: the vendor's double becomes Decimal.nan.
        let absurd = odds(value)
        #expect(absurd.decimal.isNaN)
        #expect(absurd.fractional == nil)
        #expect(absurd.american == nil)
        #expect(Odds(decimal: .nan).fractional == nil)
        #expect(Odds(decimal: .nan).american == nil)
    }

    @Test func aQuotedFractionIsKeptWhateverItsSize() {
        let quoted = Odds(numerator: Int.max, denominator: 1)
        #expect(quoted?.fractional == Odds.Fraction(numerator: Int.max, denominator: 1))
        #expect(quoted?.american == nil)
    }
}
