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

    @Test func theCurrencyTableHoldsActiveISOCodesInCapitalsOnly() {
        #expect(Money.iso4217MinorUnits(of: "EUR") == 2)
        #expect(Money.iso4217MinorUnits(of: "JPY") == 0)
        #expect(Money.iso4217MinorUnits(of: "XAF") == 0)
        #expect(Money.iso4217MinorUnits(of: "BHD") == 3)
        #expect(Money.iso4217MinorUnits(of: "CLF") == 4)
        #expect(Money.iso4217MinorUnits(of: "ZWG") == 2)
        for code in ["eur", "Eur", "ZZZ", "HRK", "XAU", "XTS", "XXX", "XDR", "EURO", "", "€"] {
            #expect(Money.iso4217MinorUnits(of: code) == nil, "\(code)")
        }
    }

    @Test func anUnknownOrLowerCaseCurrencyIsRefused() {
        for currency in ["eur", "ZZZ", "XAU", "XXX", "HRK", "E1R", "€"] {
            #expect(codes { () throws(ServiceProviderError) in try Money(amount: 5, currency: currency).validate() } == ["INVALID"], "\(currency)")
        }
        for currency in ["EUR", "USD", "XAF", "GBP", "BRL", "JPY"] {
            #expect(codes { () throws(ServiceProviderError) in try Money(amount: 5, currency: currency).validate() } == [], "\(currency)")
        }
    }

    @Test func aRegistrationsCurrencyIsAnISOCode() {
        func form(_ currency: String?) -> RegistrationForm { RegistrationForm(username: "ann", password: "Secret-pw-1", currency: currency, acceptsTerms: true) }
        #expect(codes { () throws(ServiceProviderError) in try form("EUR").validate() } == [])
        #expect(codes { () throws(ServiceProviderError) in try form(nil).validate() } == [])
        for bad in ["eur", "ZZZ", "HRK", "EURO"] {
            #expect(codes { () throws(ServiceProviderError) in try form(bad).validate() } == ["INVALID"], "\(bad)")
        }
    }

    @Test func anAmountAboveTheCeilingIsRefusedAndTheCeilingItselfPasses() {
        #expect(Money.maximumAmount == Decimal(string: "100000000000"))
        #expect(codes { () throws(ServiceProviderError) in try Money(amount: Money.maximumAmount, currency: "EUR").validate() } == [])
        let justAbove = Money.maximumAmount + Decimal(string: "0.01")!
        #expect(codes { () throws(ServiceProviderError) in try Money(amount: justAbove, currency: "EUR").validate() } == ["OUT_OF_RANGE"])
        for amount in [Decimal(string: "1e127")!, Decimal(string: "1e12")!] {
            for currency in ["EUR", "XAF", "BHD", "CLF"] {
                #expect(codes { () throws(ServiceProviderError) in try Money(amount: amount, currency: currency).validate() } == ["OUT_OF_RANGE"])
            }
        }
        // The largest amount of the currency with the most minor units is at most 10^15 minor
        // units, below 2^53: a Double holds every accepted amount's minor units exactly.
        #expect(Money.maximumAmount * 10_000 <= Decimal(string: "1e15")!)
        #expect(Decimal(string: "1e15")! < Decimal(1 << 53))
    }

    @Test func anAmountInAnotherCurrencyThanTheAccountsIsRefused() {
        let stake = Money(amount: 5, currency: "USD")
        #expect(codes { () throws(ServiceProviderError) in try stake.validate(field: "stake", accountCurrency: "EUR") } == ["CURRENCY_MISMATCH"])
        #expect(codes { () throws(ServiceProviderError) in try stake.validate(field: "stake", accountCurrency: "USD") } == [])
        // The amount's own rules come first.
        #expect(codes { () throws(ServiceProviderError) in try Money(amount: 5, currency: "usd").validate(accountCurrency: "USD") } == ["INVALID"])
    }

    @Test func oddsAreSentExactlyInADecimalFormatOrRefused() throws {
        #expect(try Odds(decimal: Decimal(string: "1.85")!).decimal(maximumFractionDigits: 2) == Decimal(string: "1.85")!)
        #expect(try Odds(decimal: 3).decimal(maximumFractionDigits: 0) == 3)
        let tiny = Odds(decimal: Decimal(string: "1.000000000000000000001")!)
        #expect(codes { () throws(ServiceProviderError) in _ = try tiny.decimal(maximumFractionDigits: 2, field: "selections[0].odds") } == ["OUT_OF_RANGE"])
        #expect(codes { () throws(ServiceProviderError) in _ = try Odds(decimal: Decimal(string: "1.004")!).decimal(maximumFractionDigits: 2) }
            == ["OUT_OF_RANGE"])
        #expect(codes { () throws(ServiceProviderError) in _ = try Odds(decimal: Decimal(string: "2.345")!).decimal(maximumFractionDigits: 2) }
            == ["TOO_MANY_DECIMALS"])
        #expect(codes { () throws(ServiceProviderError) in _ = try Odds(decimal: 1).decimal(maximumFractionDigits: 2) } == ["OUT_OF_RANGE"])
        #expect(codes { () throws(ServiceProviderError) in _ = try Odds(decimal: .nan).decimal(maximumFractionDigits: 2) } == ["INVALID"])
    }

    @Test func oddsAreSentAsTheirExactFractionOrRefused() throws {
        func fraction(_ odds: Odds, maximumTerm: Int = Int(Int32.max)) throws -> [Int] {
            let value = try odds.fraction(maximumTerm: maximumTerm)
            return [value.numerator, value.denominator]
        }
        #expect(try fraction(Odds(decimal: Decimal(string: "1.79")!)) == [79, 100])
        #expect(try fraction(Odds(decimal: Decimal(string: "2.5")!)) == [3, 2])
        #expect(try fraction(Odds(decimal: Decimal(string: "1.001")!)) == [1, 1000])  // `fractional` says 0/1
        #expect(Odds(decimal: Decimal(string: "1.001")!).fractional?.numerator == 0)
        #expect(try fraction(Odds(decimal: Decimal(string: "2.333")!)) == [1333, 1000])
        #expect(try fraction(Odds(decimal: 101)) == [100, 1])
        // A quoted fraction is the vendor's own price: sent as quoted, even where the decimal repeats.
        #expect(try fraction(try #require(Odds(numerator: 10, denominator: 11))) == [10, 11])
        #expect(try fraction(try #require(Odds(numerator: 4, denominator: 8))) == [4, 8])
        // A quoted fraction the decimal no longer matches is not trusted.
        var edited = try #require(Odds(numerator: 1, denominator: 3))
        edited.decimal = Decimal(string: "1.5")!
        #expect(try fraction(edited) == [1, 2])

        let refusals: [(Odds, Int, String)] = [
            (Odds(decimal: Decimal(string: "1.000000000000000000001")!), Int(Int32.max), "OUT_OF_RANGE"),
            (Odds(decimal: Decimal(string: "1.0000000001")!), Int(Int32.max), "OUT_OF_RANGE"),
            (Odds(decimal: Decimal(string: "1.001")!), 100, "OUT_OF_RANGE"),
            (Odds(decimal: Decimal(string: "2.333")!), 100, "TOO_MANY_DECIMALS"),
            (Odds(decimal: Decimal(string: "1.3333333333333333333333")!), Int(Int32.max), "TOO_MANY_DECIMALS"),
            (Odds(decimal: Decimal(string: "1e30")!), Int(Int32.max), "TOO_MANY_DECIMALS"),
            (Odds(decimal: 1), Int(Int32.max), "OUT_OF_RANGE"),
            (Odds(decimal: .nan), Int(Int32.max), "INVALID"),
        ]
        for (odds, maximumTerm, code) in refusals {
            #expect(codes { () throws(ServiceProviderError) in _ = try odds.fraction(maximumTerm: maximumTerm) } == [code], "\(odds.decimal)")
        }
    }

    @Test func aSlipHoldsAtMostTheMaximumOfSelections() {
        func slip(_ count: Int) -> BetSlip {
            BetSlip(selections: (0..<count).map { BetSelection(eventId: "e\($0)", marketId: "m", outcomeId: "o", odds: Odds(decimal: 2)) },
                    type: .single, stakePerBet: Money(amount: 1, currency: "EUR"))
        }
        #expect(BetSlip.defaultMaximumSelections == 30)
        #expect(codes { () throws(ServiceProviderError) in try slip(30).validate() } == [])
        #expect(codes { () throws(ServiceProviderError) in try slip(31).validate() } == ["TOO_MANY"])
        #expect(codes { () throws(ServiceProviderError) in try slip(10_000).validateSelections() } == ["TOO_MANY"])
        #expect(codes { () throws(ServiceProviderError) in try slip(5).validate(maximumSelections: 4) } == ["TOO_MANY"])
        #expect(codes { () throws(ServiceProviderError) in try BetPlacementRequest(slip: slip(31)).validate() } == ["TOO_MANY"])
        #expect(codes { () throws(ServiceProviderError) in try BetSlip.validateCount(slip(31).selections) } == ["TOO_MANY"])
    }

    @Test func anIdSegmentCannotSplitOrClimbItsId() {
        for value in ["..", ".", "a/b", "/", "../x"] {
            #expect(codes { () throws(ServiceProviderError) in try InputValidation.idSegment(value, field: "query") } == ["INVALID"], "\(value)")
        }
        #expect(codes { () throws(ServiceProviderError) in try InputValidation.idSegment("", field: "query") } == ["REQUIRED"])
        for value in ["arsenal", "a.b", "...", "90101.1", "a b"] {
            #expect(codes { () throws(ServiceProviderError) in try InputValidation.idSegment(value, field: "query") } == [], "\(value)")
        }
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

    @Test func anIdOfWhitespaceAloneIsRequiredAndWhitespaceBesideAnIdIsInvalid() {
        for blank in ["", " ", "\t\n", "\r\n", "\u{85}", "\u{A0}", "\u{2028}", "\u{3000} \u{2009}"] {
            #expect(codes { () throws(ServiceProviderError) in try InputValidation.identifier(blank, field: "id") } == ["REQUIRED"], "\(blank.debugDescription)")
        }
        for padded in [" 7014240", "7014240\n", "\u{A0}7014240"] {
            #expect(codes { () throws(ServiceProviderError) in try InputValidation.identifier(padded, field: "id") } == ["INVALID"], "\(padded.debugDescription)")
        }
    }

    @Test func aSlipRefusesTheSameOutcomeTwiceButNotTwoOutcomesOfOneEventInSingles() {
        let a = BetSelection(eventId: "1", marketId: "m", outcomeId: "home", odds: Odds(decimal: 2))
        let b = BetSelection(eventId: "1", marketId: "m", outcomeId: "away", odds: Odds(decimal: 3))
        let stake = Money(amount: 1, currency: "EUR")
        #expect(codes { () throws(ServiceProviderError) in try BetSlip(selections: [a, b], type: .single, stakePerBet: stake).validate() } == [])
        #expect(codes { () throws(ServiceProviderError) in try BetSlip(selections: [a, b, a], type: .single, stakePerBet: stake).validate() } == ["DUPLICATE"])
    }
}
