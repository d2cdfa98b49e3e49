import Foundation
import Testing
@_spi(ProviderKit) import ServicesProvider
@testable import AppModels

@Suite struct MoneyTextTests {
    @Test func englishUsesTheCurrencysOwnDigits() {
        #expect(english.text(for: Money(amount: dec("1234567.5"), currency: "EUR")) == "€1,234,567.50")
        #expect(english.text(for: Money(amount: dec("0.1"), currency: "EUR")) == "€0.10")
        #expect(english.text(for: Money(amount: dec("1234567"), currency: "XAF")) == "FCFA\(nbsp)1,234,567")
        #expect(english.text(for: Money(amount: dec("1234.5"), currency: "XAF")) == "FCFA\(nbsp)1,235")
        #expect(english.text(for: Money(amount: dec("0.1"), currency: "BHD")) == "BHD\(nbsp)0.100")
    }

    @Test func negativeAmountsRoundHalfAwayFromZero() {
        #expect(english.text(for: Money(amount: dec("-12.345"), currency: "EUR")) == "-€12.35")
        #expect(french.text(for: Money(amount: dec("-12.345"), currency: "EUR")) == "-12,35\(nbsp)€")
        #expect(english.text(for: Money(amount: dec("-0.001"), currency: "EUR")) == "€0.00")
    }

    @Test func digitsBeyondDoublePrecisionAreKept() {
        // Through Double this would print …568.00.
        #expect(english.text(for: Money(amount: dec("12345678901234567.89"), currency: "EUR")) == "€12,345,678,901,234,567.89")
    }

    @Test func frenchGroupsWithNarrowNoBreakSpaces() {
        #expect(french.text(for: Money(amount: dec("1234567.5"), currency: "EUR")) == "1\(nnbsp)234\(nnbsp)567,50\(nbsp)€")
        #expect(french.text(for: Money(amount: dec("1234"), currency: "XAF")) == "1\(nnbsp)234\(nbsp)FCFA")
    }

    @Test func portugueseGroupsOnlyFromFiveDigits() {
        #expect(portuguese.text(for: Money(amount: dec("1234.5"), currency: "EUR")) == "1234,50\(nbsp)€")
        #expect(portuguese.text(for: Money(amount: dec("12345"), currency: "EUR")) == "12\(nbsp)345,00\(nbsp)€")
    }
}

@Suite struct OddsTextTests {
    @Test func decimalOddsUseTwoDecimalsAndTheLocaleSeparator() {
        #expect(english.text(for: odds("2.5")) == "2.50")
        #expect(french.text(for: odds("2.5")) == "2,50")
        #expect(english.text(for: Odds(numerator: 10, denominator: 11) ?? odds("0")) == "1.91")
        #expect(english.text(for: odds("1001")) == "1,001.00")
    }

    @Test func fractionalOddsKeepTheQuotedFraction() {
        let fractional = mapper("en_GB", "Europe/London", odds: .fractional)
        #expect(fractional.text(for: odds("2.5")) == "3/2")
        #expect(fractional.text(for: odds("1.5")) == "1/2")
        #expect(fractional.text(for: Odds(numerator: 10, denominator: 11) ?? odds("0")) == "10/11")
    }

    @Test func americanOddsAreSigned() {
        let american = mapper("en_US", "America/New_York", odds: .american)
        #expect(american.text(for: odds("2.5")) == "+150")
        #expect(american.text(for: odds("1.5")) == "-200")
        #expect(american.text(for: Odds(numerator: 10, denominator: 11) ?? odds("0")) == "-110")
    }

    @Test func anExplicitFormatOverridesThePreference() {
        #expect(english.text(for: odds("3"), format: .fractional) == "2/1")
    }
}
