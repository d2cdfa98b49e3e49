import Foundation
import Testing
@_spi(ProviderKit) import ServicesProvider

/// A placed bet is completed from its slip (`Bet.completed(from:)`, which `PlacementLedger.place`
/// applies on every provider), and a slip's return is estimated from its odds where the vendor
/// has no call (`PotentialReturn.estimate(for:maximumSelections:)`).
@Suite struct PlacedBetCompletionTests {
    static let stake = Money(amount: 2, currency: "EUR")

    static func selection(_ id: String, odds: Decimal, named: Bool = true) -> BetSelection {
        BetSelection(eventId: "e\(id)", marketId: "m\(id)", outcomeId: "o\(id)", odds: Odds(decimal: odds),
                     names: named ? BetSelectionNames(eventName: "Home \(id) v Away \(id)", marketName: "Match Result", outcomeName: "Home \(id)") : nil)
    }

    static func bareLeg(_ id: String?, odds: Decimal) -> BetLeg {
        BetLeg(eventId: "", eventName: "", marketName: "", outcomeName: "", odds: Odds(decimal: odds), status: .open, outcomeId: id.map { "o\($0)" })
    }

    @Test func legsWithoutNamesTakeTheirSelectionsNamesByOutcomeId() {
        let slip = BetSlip(selections: [Self.selection("1", odds: 2), Self.selection("2", odds: 3)], type: .multiple, stakePerBet: Self.stake)
        // The vendor answers the legs in another order.
        let bet = Bet(id: "b", type: .multiple, status: .open, stake: Self.stake, legs: [Self.bareLeg("2", odds: 3), Self.bareLeg("1", odds: 2)])
        let completed = bet.completed(from: slip)
        #expect(completed.legs.map(\.eventName) == ["Home 2 v Away 2", "Home 1 v Away 1"])
        #expect(completed.legs.map(\.marketName) == ["Match Result", "Match Result"])
        #expect(completed.legs.map(\.outcomeName) == ["Home 2", "Home 1"])
        #expect(completed.legs.map(\.eventId) == ["e2", "e1"])
        #expect(completed.totalOdds == Odds(decimal: 6))
    }

    @Test func legsWithoutOutcomeIdsAreMatchedByPosition() {
        let slip = BetSlip(selections: [Self.selection("1", odds: 2), Self.selection("2", odds: 3)], type: .multiple, stakePerBet: Self.stake)
        let bet = Bet(id: "b", type: .multiple, status: .open, stake: Self.stake, legs: [Self.bareLeg(nil, odds: 2), Self.bareLeg(nil, odds: 3)])
        let completed = bet.completed(from: slip)
        #expect(completed.legs.map(\.outcomeId) == ["o1", "o2"])
        #expect(completed.legs.map(\.outcomeName) == ["Home 1", "Home 2"])
    }

    @Test func whatTheVendorSaidIsKept() {
        let slip = BetSlip(selections: [Self.selection("1", odds: 2)], type: .single, stakePerBet: Self.stake)
        let leg = BetLeg(eventId: "e1", eventName: "Vendor's name", marketName: "1X2", outcomeName: "1", odds: Odds(decimal: 2), status: .open, outcomeId: "o1")
        let bet = Bet(id: "b", type: .single, status: .open, stake: Self.stake, totalOdds: Odds(decimal: dec("2.05")), legs: [leg])
        let completed = bet.completed(from: slip)
        #expect(completed.legs == [leg])
        #expect(completed.totalOdds == Odds(decimal: dec("2.05")))
    }

    @Test func aBetWithoutLegsGetsOnePerSelection() {
        let slip = BetSlip(selections: [Self.selection("1", odds: 2), Self.selection("2", odds: 3)], type: .system(size: 2), stakePerBet: Self.stake)
        let bet = Bet(id: "b", type: .system(size: 2), status: .pendingConfirmation, stake: Self.stake, legs: [])
        let completed = bet.completed(from: slip)
        #expect(completed.legs.map(\.outcomeName) == ["Home 1", "Home 2"])
        #expect(completed.legs.allSatisfy { $0.status == .pendingConfirmation })
        #expect(completed.totalOdds == nil)  // a system is several bets: no one price
    }

    @Test func selectionsWithoutNamesLeaveTheLegsAsTheVendorSentThem() {
        let slip = BetSlip(selections: [Self.selection("1", odds: 2, named: false)], type: .single, stakePerBet: Self.stake)
        let bet = Bet(id: "b", type: .single, status: .open, stake: Self.stake, legs: [Self.bareLeg("1", odds: 2)])
        let completed = bet.completed(from: slip)
        #expect(completed.legs.first?.eventName == "")
        #expect(completed.totalOdds == Odds(decimal: 2))
    }

    @Test func theLedgerCompletesWhatItPlaces() async throws {
        let ledger = PlacementLedger()
        let slip = BetSlip(selections: [Self.selection("1", odds: 2)], type: .single, stakePerBet: Self.stake)
        let bet = try await ledger.place(BetPlacementRequest(slip: slip, reference: "r")) { () throws(ServiceProviderError) -> Bet in
            Bet(id: "b", type: .single, status: .open, stake: Self.stake, legs: [Self.bareLeg("1", odds: 2)])
        }
        #expect(bet.legs.first?.eventName == "Home 1 v Away 1")
    }

    // MARK: - The estimate

    @Test func theEstimateIsStakeTimesTheOddsOfEachBet() throws {
        let picks = [Self.selection("1", odds: 2), Self.selection("2", odds: 3), Self.selection("3", odds: dec("1.5"))]
        let singles = try PotentialReturn.estimate(for: BetSlip(selections: picks, type: .single, stakePerBet: Self.stake), maximumSelections: 20)
        #expect(singles.potentialReturn == Money(amount: 13, currency: "EUR"))  // 2 × (2 + 3 + 1.5)
        #expect(singles.numberOfBets == 3)
        #expect(singles.totalStake == Money(amount: 6, currency: "EUR"))
        #expect(singles.isEstimate)
        #expect(singles.totalOdds == nil)

        let multiple = try PotentialReturn.estimate(for: BetSlip(selections: picks, type: .multiple, stakePerBet: Self.stake), maximumSelections: 20)
        #expect(multiple.potentialReturn == Money(amount: 18, currency: "EUR"))  // 2 × 9
        #expect(multiple.totalOdds == Odds(decimal: 9))

        let system = try PotentialReturn.estimate(for: BetSlip(selections: picks, type: .system(size: 2), stakePerBet: Self.stake), maximumSelections: 20)
        #expect(system.potentialReturn == Money(amount: 27, currency: "EUR"))  // 2 × (6 + 3 + 4.5)
        #expect(system.numberOfBets == 3)
    }

    @Test func theEstimateIsRoundedDownToTheCent() throws {
        let slip = BetSlip(selections: [Self.selection("1", odds: dec("1.333"))], type: .single, stakePerBet: Money(amount: dec("1.01"), currency: "EUR"))
        let estimate = try PotentialReturn.estimate(for: slip, maximumSelections: 20)
        #expect(estimate.potentialReturn.amount == dec("1.34"))  // 1.34633 → 1.34
    }

    @Test func aSlipTheProviderWouldRefuseHasNoEstimate() {
        #expect(throws: ServiceProviderError.self) {
            try PotentialReturn.estimate(for: BetSlip(selections: [], type: .single, stakePerBet: Self.stake), maximumSelections: 20)
        }
        #expect(throws: ServiceProviderError.self) {
            try PotentialReturn.estimate(for: BetSlip(selections: [Self.selection("1", odds: 2)], type: .multiple, stakePerBet: Self.stake),
                                         maximumSelections: 20)
        }
    }
}

/// A decimal from its text, exactly (a `Double` literal would not be).
private func dec(_ text: String) -> Decimal { Decimal(string: text, locale: Locale(identifier: "en_US_POSIX")) ?? .nan }
