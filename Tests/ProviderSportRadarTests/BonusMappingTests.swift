import Foundation
import Testing
@_spi(ProviderKit) @testable import ProviderSportRadar
@_spi(ProviderKit) import ServicesProvider

/// Bonuses, opt-in plans and win boosts mapped from the vendor-shaped fixtures, exactly.
struct BonusMappingTests {
    private func eur(_ text: String) -> Money { Money(amount: dec(text), currency: "EUR") }

    @Test func grantedBonusesMapAmountsWageringDatesAndStatuses() throws {
        let response = try Fixture.decode(SportRadarModels.BonusesResponse.self, "getBonuses")
        let bonuses = try response.bonuses.map { bonus throws(ServiceProviderError) in try SportRadarModelMapper.grantedBonus(bonus, currency: "EUR") }
        #expect(bonuses.map(\.id) == ["355012", "355020", "355031", "350001"])
        #expect(bonuses.map(\.status) == [.active, .active, .pending, .expired])
        #expect(bonuses.map(\.kind) == [.bonusMoney, .freeBet, .bonusMoney, .bonusMoney])
        let welcome = bonuses[0]
        #expect(welcome.name == "Bienvenue 100 % jusqu'à 100 €")
        #expect(welcome.amount == eur("50.00"))
        #expect(welcome.wagering == BonusWagering(required: eur("150"), remaining: eur("107.5")))
        #expect(welcome.grantedAt == TestConfig.utc(2025, 3, 1, 10, 15, 22))
        #expect(welcome.expiresAt == TestConfig.utc(2025, 3, 31, 23, 59, 59))
        // The free bet's amount is the external free bet's, not the bonus's "0.00".
        #expect(bonuses[1].amount == eur("5"))
        #expect(bonuses[1].wagering == nil)
        #expect(bonuses[3].wagering?.remaining == eur("3.5"))
    }

    @Test func everyDocumentedBonusStatusMaps() {
        let expected: [String: BonusStatus] = ["ACTIVE": .active, "QUEUED": .pending, "OPTED_IN": .pending, "EXPIRED": .expired,
                                               "CANCELED": .forfeited, "RELEASED": .completed, "SPENT": .completed, "PAUSED": .unknown("PAUSED")]
        for (raw, status) in expected { #expect(SportRadarModelMapper.bonusStatus(raw) == status, "\(raw)") }
    }

    @Test func aWageredAmountBeyondTheRequirementLeavesZero() throws {
        let json = #"{"id":1,"status":"ACTIVE","amount":"1,000.00","wagerRequirement":"10.00","amountWagered":"12.00"}"#
        let bonus = try JSONDecoder().decode(SportRadarModels.GrantedBonus.self, from: Data(json.utf8))
        let mapped = try SportRadarModelMapper.grantedBonus(bonus, currency: "EUR")
        #expect(mapped.amount == eur("1000"))
        #expect(mapped.wagering?.remaining == eur("0"))
    }

    @Test func anAmountThatIsNotANumberIsADecodingErrorNamingTheField() throws {
        let bonus = try JSONDecoder().decode(SportRadarModels.GrantedBonus.self, from: Data(#"{"id":1,"status":"ACTIVE","amount":"cinq"}"#.utf8))
        #expect(throws: ServiceProviderError.decoding(type: "GrantedBonus", codingPath: "amount", debugDescription: "Not an amount: cinq")) {
            _ = try SportRadarModelMapper.grantedBonus(bonus, currency: "EUR")
        }
    }

    @Test func optInPlansHideCodedOnes() throws {
        let response = try Fixture.decode(SportRadarModels.EligibleOptInBonusPlansResponse.self, "getEligibleOptInBonusPlans")
        #expect(response.optInBonusPlans.count == 2)
        let plans = SportRadarModelMapper.availableBonuses(response, currency: "EUR")
        #expect(plans == [AvailableBonus(id: "88123", kind: .unknown("DEPOSIT"), name: "Dépôt boosté week-end",
                                         description: "50 % de votre dépôt offerts, jusqu'à 50 €.",
                                         imageURL: URL(string: "https://cdn.example.com/bonus/weekend.png"),
                                         startsAt: TestConfig.utc(2025, 3, 14), endsAt: TestConfig.utc(2025, 3, 16, 23, 59, 59),
                                         isSelectable: true, amount: eur("50"))])
        #expect(SportRadarModelMapper.httpsURL("http://cdn.example.com/a.png") == nil)
        #expect(SportRadarModelMapper.httpsURL("/relative.png") == nil)
    }

    @Test func eligibilityOffersAWheelWithExactTiers() throws {
        let response = try Fixture.decode(SportRadarModels.WinBoostEligibilityResponse.self, "winboost-eligibility")
        let boosts = response.data.winBoosts.map { SportRadarModelMapper.winBoost($0, betId: "98765432.10", currency: "EUR") }
        #expect(boosts == [WinBoost(id: "wb-7741", betId: "98765432.10", status: .eligible, wheel: WinBoostWheel(
            id: "cfg-12", title: "Coup de boost",
            tiers: [WinBoostTier(name: "x1.1", multiplier: dec("1.1"), chance: dec("0.6")),
                    WinBoostTier(name: "x1.25", multiplier: dec("1.25"), chance: dec("0.3")),
                    WinBoostTier(name: "x1.5", multiplier: dec("1.5"), chance: dec("0.1"))]))])
    }

    @Test func notEligibleHasNoIdAndSaysWhy() throws {
        let response = try Fixture.decode(SportRadarModels.WinBoostEligibilityResponse.self, "winboost-eligibility-NOT_ELIGIBLE")
        let boost = try #require(response.data.winBoosts.first.map { SportRadarModelMapper.winBoost($0, betId: nil, currency: "EUR") })
        #expect(boost == WinBoost(status: .notEligible, message: "Minimum odds not reached"))
        let statuses = ["ELIGIBLE", "NOT_ELIGIBLE", "TIMED_OUT", "ACCEPTED", "REJECTED", "AWARDED", "SPUN"].map(SportRadarModelMapper.winBoostStatus)
        #expect(statuses == [.eligible, .notEligible, .timedOut, .accepted, .rejected, .awarded, .unknown("SPUN")])
    }

    @Test func acceptAnswerSetsStatusAndTier() throws {
        let response = try Fixture.decode(SportRadarModels.WinBoostAcceptResponse.self, "winboost-accept")
        let offer = WinBoost(id: "wb-7741", betId: "98765432.10", status: .eligible)
        let answered = SportRadarModelMapper.answeredWinBoost(response, offer: offer)
        #expect(answered.status == .accepted)
        #expect(answered.awardedTier == WinBoostTier(name: "x1.25", multiplier: dec("1.25")))
        #expect(answered.betId == "98765432.10")
    }

    @Test func grantedListAndItsEmptyObject() throws {
        let granted = try Fixture.decode(SportRadarModels.WinBoostGrantedResponse.self, "winboost-granted")
        let entry = try #require(granted.data.first?.winBoosts.first)
        let boost = SportRadarModelMapper.winBoost(entry, betId: "98765432.10", currency: "EUR")
        #expect(boost == WinBoost(id: "wb-7741", betId: "98765432.10", status: .awarded,
                                  awardedTier: WinBoostTier(name: "x1.25", multiplier: dec("1.25")), boostAmount: eur("44.75")))
        #expect(try Fixture.decode(SportRadarModels.WinBoostGrantedResponse.self, "winboost-granted-empty").data.isEmpty)
        #expect(throws: DecodingError.self) {
            _ = try JSONDecoder().decode(SportRadarModels.WinBoostGrantedResponse.self, from: Data(#"{"status":"SUCCESS","data":{"x":1}}"#.utf8))
        }
    }

    @Test func gameTransactionIdDropsTrailingZerosOfTheBetId() throws {
        func bet(_ id: String, slip: String?) -> Bet {
            Bet(id: id, type: .single, status: .open, stake: eur("10"), legs: [], slipId: slip)
        }
        #expect(try SportRadarModelMapper.gameTransactionId(bet("98765432.10", slip: "30412877")) == "30412877_98765432.1")
        #expect(try SportRadarModelMapper.gameTransactionId(bet("98765432.00", slip: "30412877")) == "30412877_98765432")
        #expect(try SportRadarModelMapper.gameTransactionId(bet("100", slip: "7")) == "7_100")
        #expect(throws: ServiceProviderError.self) { _ = try SportRadarModelMapper.gameTransactionId(bet("98765432.10", slip: nil)) }
        #expect(throws: ServiceProviderError.self) { _ = try SportRadarModelMapper.gameTransactionId(bet("98765432.10", slip: "a/b")) }
    }

    @Test func placedAndHistoryBetsCarryTheirSlipId() throws {
        let placed = try Fixture.decode(SportRadarModels.PlaceBetsResponse.self, "placeBets")
        let slip = BetSlip(selections: [BetSelection(eventId: "1", marketId: "1", outcomeId: "1", odds: try #require(Odds(numerator: 1, denominator: 1)))],
                           type: .single, stakePerBet: eur("10"))
        let bet = try SportRadarModelMapper.placedBet(placed, request: BetPlacementRequest(slip: slip), slip: slip)
        #expect(bet.slipId == String(placed.idFOBetSlip))
        let rows = try Fixture.decode([SportRadarModels.BetHistoryRow].self, "getBetHistory-open")
        let history = try SportRadarModelMapper.bets(rows, currency: "EUR")
        #expect(history.first?.slipId == rows.first?.idFOBetslip.map(String.init))
        #expect(history.first?.slipId != nil)
    }

    @Test func freeBetFallsBackToPoseidonOnlyWhenOmegaHasNone() throws {
        let balance = try Fixture.decode(SportRadarModels.BalanceResponse.self, "getBalance")
        let poseidon = try Fixture.decode(SportRadarModels.FreeBalanceResponse.self, "getFreebet")
        let other = SportRadarModels.FreeBalanceResponse(freeBalance: dec("99"))
        #expect(try SportRadarModelMapper.wallet(balance, cashback: nil, freeBalance: other).primary?.freeBet == eur("5.00"))
        var text = try Fixture.string("getBalance")
        text = text.replacingOccurrences(of: "\"SPORT_RADAR\"", with: "\"CASINO\"")
        let withoutSportsbook = try JSONDecoder().decode(SportRadarModels.BalanceResponse.self, from: Data(text.utf8))
        #expect(SportRadarModelMapper.sportsbookFreeBet(withoutSportsbook) == nil)
        #expect(try SportRadarModelMapper.wallet(withoutSportsbook, cashback: nil, freeBalance: poseidon).primary?.freeBet == eur("5"))
        #expect(try SportRadarModelMapper.wallet(withoutSportsbook, cashback: nil).primary?.freeBet == nil)
    }
}
