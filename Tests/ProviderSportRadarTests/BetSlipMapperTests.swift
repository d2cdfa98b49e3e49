import Foundation
import Testing
@_spi(ProviderKit) @testable import ProviderSportRadar
@_spi(ProviderKit) import ServicesProvider

/// The bet slip's mappers over the fixtures.
struct BetSlipMapperTests {
    static let slip = PoseidonMapperTests.slip
    static func eur(_ text: String) -> Money { Money(amount: dec(text), currency: "EUR") }

    @Test func allowedTypesMapToDomainTypes() throws {
        let entries = try Fixture.decode([SportRadarModels.AllowedBetType].self, "allowedBetTypesWithCalculation")
        #expect(entries.map { SportRadarModelMapper.betType($0, slip: Self.slip) } == [.single, .system(size: 2), .multiple, nil, nil])
        let options = SportRadarModelMapper.bettingOptions(entries, slip: Self.slip)
        #expect(options.allowedTypes == [.single, .system(size: 2), .multiple])
        #expect(options.isAccepted)  // the slip is a multiple
        var system = Self.slip
        system.type = .system(size: 2)
        #expect(SportRadarModelMapper.systemCode(entries, slip: system) == "D")
        system.type = .system(size: 1)
        #expect(SportRadarModelMapper.systemCode(entries, slip: system) == nil)
        #expect(!SportRadarModelMapper.bettingOptions(entries, slip: system).isAccepted)
    }

    /// Five legs: ten doubles and ten trebles; the fold code tells them apart, an unknown code is left out.
    @Test func equalBetCountsAreToldApartByTheFoldCode() {
        let five = BetSlip(selections: (1...5).map { BetSelection(eventId: "\($0)", marketId: "\($0)", outcomeId: "\($0)", odds: Odds(decimal: 2)) },
                           type: .system(size: 3), stakePerBet: Self.eur("1"))
        func entry(_ code: String, _ units: Int) -> SportRadarModels.AllowedBetType {
            .init(idFOBetType: code, name: nil, potentialReturn: nil, totalStake: nil, unitCount: units)
        }
        #expect(SportRadarModelMapper.betType(entry("D", 10), slip: five) == .system(size: 2))
        #expect(SportRadarModelMapper.betType(entry("T", 10), slip: five) == .system(size: 3))
        #expect(SportRadarModelMapper.betType(entry("X", 10), slip: five) == nil)
        #expect(SportRadarModelMapper.betType(entry("X", 5), slip: five) == .system(size: 4))  // C(5, 4)
        #expect(SportRadarModelMapper.betType(entry("X", 26), slip: five) == nil)  // a full cover: bets of several sizes
        #expect(SportRadarModelMapper.betType(entry("C1", 5), slip: five) == .single)
        #expect(SportRadarModelMapper.systemCode([entry("D", 10), entry("T", 10)], slip: five) == "T")
    }

    @Test func aSystemTicketCarriesTheVendorCode() throws {
        var system = Self.slip
        system.type = .system(size: 2)
        let tickets = try SportRadarModelMapper.tickets(system, systemCode: "D")
        #expect(tickets.map(\.idFOBetType) == ["D"])
        #expect(tickets.first?.betLegs.count == 3)
        #expect(throws: ServiceProviderError.invalidRequest(message: "No bet type of the bookmaker is a system of 2.")) {
            try SportRadarModelMapper.tickets(system)
        }
    }

    @Test func aHeldSlipCarriesItsSlipId() throws {
        let held = try SportRadarModelMapper.placedBet(try Fixture.decode(SportRadarModels.PlaceBetsResponse.self, "placeBets-needs-confirmation"),
                                                       reference: "r", slip: Self.slip)
        #expect(held.status == .pendingConfirmation)
        #expect(held.slipId == "30412877")
        #expect(held.id == "98765432.10")
        let placed = try SportRadarModelMapper.placedBet(try Fixture.decode(SportRadarModels.PlaceBetsResponse.self, "placeBets"), reference: "r", slip: Self.slip)
        #expect(placed.status == .open)
        #expect(placed.slipId == "30412877", "every placed bet names its slip (a win boost needs it)")
        // The bet builder knows only detailed state 66: 10 is a refusal there.
        let ten = try JSONDecoder().decode(SportRadarModels.PlaceBetsResponse.self, from: Data(#"{"idFOBetSlip":1,"status":{"state":1,"detailedState":10}}"#.utf8))
        #expect(try SportRadarModelMapper.placedBet(ten, reference: "r", slip: Self.slip).status == .pendingConfirmation)
        #expect(throws: ServiceProviderError.betRejected(message: nil)) {
            try SportRadarModelMapper.placedBet(ten, reference: "r", slip: Self.slip, confirmable: [66])
        }
    }

    @Test func confirmation() throws {
        let held = try SportRadarModelMapper.placedBet(try Fixture.decode(SportRadarModels.PlaceBetsResponse.self, "placeBets-needs-confirmation"),
                                                       reference: "r", slip: Self.slip)
        let placed = try SportRadarModelMapper.confirmedBet(try Fixture.decode(SportRadarModels.BetSlipStatus.self, "confirmBetslip"), pending: held)
        #expect(placed.status == .open)
        #expect(placed.legs.allSatisfy { $0.status == .open })
        #expect(throws: ServiceProviderError.betRejected(message: "Offer expired")) {
            try SportRadarModelMapper.confirmedBet(try Fixture.decode(SportRadarModels.BetSlipStatus.self, "confirmBetslip-not-placed"), pending: held)
        }
    }

    @Test func partialCashoutResults() throws {
        let offer = CashoutOffer(betId: "98765432.10", amount: Self.eur("12.4"), allowsPartial: true, remainingStake: Self.eur("10"))
        let done = try Fixture.decode(SportRadarModels.CashoutResponse.self, "cashoutBet")
        #expect(try SportRadarModelMapper.partialCashoutResult(done, offer: offer, partialStake: Self.eur("5"), value: Self.eur("6.2"))
                == .partiallyCompleted(payout: Self.eur("6.2"), remainingStake: Self.eur("5")))
        var unknownStake = offer
        unknownStake.remainingStake = nil
        #expect(try SportRadarModelMapper.partialCashoutResult(done, offer: unknownStake, partialStake: Self.eur("5"), value: Self.eur("6.2"))
                == .partiallyCompleted(payout: Self.eur("6.2"), remainingStake: nil))
        #expect(throws: ServiceProviderError.cashoutValueChanged) {
            try SportRadarModelMapper.partialCashoutResult(try Fixture.decode(SportRadarModels.CashoutResponse.self, "cashoutBet-reoffer"),
                                                           offer: offer, partialStake: Self.eur("5"), value: Self.eur("6.2"))
        }
        #expect(throws: ServiceProviderError.betRejected(message: "Cashout is not available for this bet")) {
            try SportRadarModelMapper.partialCashoutResult(try Fixture.decode(SportRadarModels.CashoutResponse.self, "cashoutBet-error"),
                                                           offer: offer, partialStake: Self.eur("5"), value: Self.eur("6.2"))
        }
    }

    @Test func betBuilderQuote() throws {
        let quote = SportRadarModelMapper.betBuilderQuote(try Fixture.decode(SportRadarModels.CustomBetCalculateResponse.self, "customBet-calculate"),
                                                          selections: Array(Self.slip.selections.prefix(2)), stake: Self.eur("10"))
        #expect(quote.odds.decimal == dec("3.15"))
        #expect(quote.potentialReturn == Self.eur("31.5"))
        let placed = try SportRadarModelMapper.placedBet(try Fixture.decode(SportRadarModels.PlaceBetsResponse.self, "customBet-place"),
                                                         reference: "r", slip: BetSlip(selections: quote.selections, type: .multiple, stakePerBet: quote.stake),
                                                         confirmable: [66], totalOdds: quote.odds)
        #expect(placed.id == "98765440.10")
        #expect(placed.status == .open)
        #expect(placed.potentialReturn == Self.eur("31.5"))
        #expect(placed.totalOdds == quote.odds)
    }

    @Test func specialOffer() throws {
        let offer = try SportRadarModelMapper.specialOffer(try Fixture.decode([SportRadarModels.SpecialOffer].self, "calculateSpecialOffers"), currency: "EUR")
        #expect(offer == SlipSpecialOffer(id: "1201.1", cashReturn: Self.eur("2"), freeBetReturn: Self.eur("0")))
        #expect(throws: ServiceProviderError.notFound) { try SportRadarModelMapper.specialOffer([], currency: "EUR") }
    }

    @Test func oddsChangeSettings() throws {
        #expect(try SportRadarModelMapper.oddsChangePolicy(try Fixture.decode([SportRadarModels.BetslipSetting].self, "betslipSettings-getAll")) == .acceptHigher)
        #expect(try SportRadarModelMapper.oddsChangePolicy(try Fixture.decode([SportRadarModels.BetslipSetting].self, "betslipSettings-getAll-legacy")) == .acceptNone)
        let mixed: [SportRadarModels.BetslipSetting] = [.init(id: 648, name: "OddsChange", value: "higher"),
                                                       .init(id: 667, name: "oddsChangeInRunning", value: "higher"),
                                                       .init(id: 668, name: "oddsChangePreMatch", value: "none")]
        #expect(try SportRadarModelMapper.oddsChangePolicy(mixed) == .acceptNone)  // the split pair wins; the stricter of it
        #expect(try SportRadarModelMapper.oddsChangePolicy(Array(mixed.prefix(2))) == .acceptHigher)  // half a pair: the legacy one
        #expect(throws: ServiceProviderError.notFound) { try SportRadarModelMapper.oddsChangePolicy([]) }
        #expect(throws: ServiceProviderError.invalidResponse(message: "Unknown odds-change setting any.")) {
            try SportRadarModelMapper.oddsChangePolicy([.init(id: 648, name: "OddsChange", value: "any")])
        }
        #expect(try SportRadarModelMapper.oddsChangeSettings(.acceptNone).map(\.value) == ["none", "none"])
        #expect(throws: ServiceProviderError.invalidRequest(message: "The bookmaker saves only \"accept no change\" or \"accept higher odds\".")) {
            try SportRadarModelMapper.oddsChangeSettings(.acceptAny)
        }
    }
}
