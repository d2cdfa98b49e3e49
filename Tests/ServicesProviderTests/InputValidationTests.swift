import Foundation
import Testing
@_spi(ProviderKit) import ServicesProvider

/// The domain's input rules: what they accept as much as what they refuse.
@Suite("Input validation")
struct InputValidationTests {
    func codes(_ body: () throws(ServiceProviderError) -> Void) -> [String] {
        do throws(ServiceProviderError) {
            try body()
            return []
        } catch {
            guard case .validation(let fields) = error else { return ["not validation: \(error)"] }
            return fields.map(\.code)
        }
    }

    @Test func minorUnitsFollowISO4217() {
        #expect(Money.minorUnits(of: "EUR") == 2)
        #expect(Money.minorUnits(of: "XAF") == 0)
        #expect(Money.minorUnits(of: "jpy") == 0)
        #expect(Money.minorUnits(of: "BHD") == 3)
        #expect(Money.minorUnits(of: "CLF") == 4)
        #expect(Money.minorUnits(of: "ZZZ") == 2)
    }

    @Test func amountsUpToTheCurrencyDigitsPass() {
        for (amount, currency) in [("0.01", "EUR"), ("10.50", "EUR"), ("1300", "XAF"), ("1.005", "BHD"), ("999999999.99", "EUR")] {
            #expect(codes { () throws(ServiceProviderError) in try Money(amount: Decimal(string: amount)!, currency: currency).validate() } == [], "\(amount) \(currency)")
        }
        #expect(codes { () throws(ServiceProviderError) in try Money(amount: Decimal(string: "1.5")!, currency: "XAF").validate() } == ["TOO_MANY_DECIMALS"])
        #expect(codes { () throws(ServiceProviderError) in try Money(amount: Decimal(string: "1.0005")!, currency: "BHD").validate() } == ["TOO_MANY_DECIMALS"])
        #expect(codes { () throws(ServiceProviderError) in try Money(amount: 5, currency: "").validate() } == ["INVALID"])
        #expect(codes { () throws(ServiceProviderError) in try Money(amount: 5, currency: "EURO").validate() } == ["INVALID"])
    }

    @Test func oddsMustBeFiniteAndAboveOne() {
        #expect(codes { () throws(ServiceProviderError) in try Odds(decimal: Decimal(string: "1.01")!).validate() } == [])
        #expect(codes { () throws(ServiceProviderError) in try Odds(decimal: 1).validate() } == ["OUT_OF_RANGE"])
        #expect(codes { () throws(ServiceProviderError) in try Odds(decimal: .nan).validate() } == ["INVALID"])
    }

    @Test func vendorIdsPassAndTheLimitIsInclusive() {
        for id in ["7014240", "98765432.10", "sr:match:1", "211089163574108160", UUID().uuidString, "a-b_c~d",
                   String(repeating: "9", count: InputValidation.maximumIdentifierLength)] {
            #expect(codes { () throws(ServiceProviderError) in try InputValidation.identifier(id, field: "id") } == [], "\(id)")
        }
        let long = String(repeating: "9", count: InputValidation.maximumIdentifierLength + 1)
        #expect(codes { () throws(ServiceProviderError) in try InputValidation.identifier(long, field: "id") } == ["TOO_LONG"])
        let email = String(repeating: "a", count: InputValidation.maximumUsernameLength - 6) + "@b.com"
        #expect(codes { () throws(ServiceProviderError) in try InputValidation.username(email) } == [])
        #expect(codes { () throws(ServiceProviderError) in try InputValidation.username("x" + email) } == ["TOO_LONG"])
    }

    @Test func aSlipRefusesTheSameOutcomeTwiceButNotTwoOutcomesOfOneEventInSingles() {
        let a = BetSelection(eventId: "1", marketId: "m", outcomeId: "home", odds: Odds(decimal: 2))
        let b = BetSelection(eventId: "1", marketId: "m", outcomeId: "away", odds: Odds(decimal: 3))
        let stake = Money(amount: 1, currency: "EUR")
        #expect(codes { () throws(ServiceProviderError) in try BetSlip(selections: [a, b], type: .single, stakePerBet: stake).validate() } == [])
        #expect(codes { () throws(ServiceProviderError) in try BetSlip(selections: [a, b, a], type: .single, stakePerBet: stake).validate() } == ["DUPLICATE"])
    }
}
