import Foundation
import Testing
@_spi(ProviderKit) @testable import ProviderSportRadar
@_spi(ProviderKit) import ServicesProvider

/// Poseidon fixtures → domain models; fractional prices become exact decimal odds.
struct PoseidonMapperTests {
    @Test func sportsHideEmptyNodes() throws {
        let list = try Fixture.decode(SportRadarModels.ContentResponse<SportRadarModels.NavigationList>.self, "getAvailableSportTypes")
        let sports = SportRadarModelMapper.sports(list.data)
        #expect(sports.map(\.kind) == [.football, .tennis, .basketball])
        #expect(sports[0] == Sport(id: "88001", name: "Football", kind: .football, liveEventCount: 9, eventCount: 152))
    }

    @Test func eventGroup() throws {
        let group = try Fixture.decode(SportRadarModels.ContentResponse<SportRadarModels.EventGroup>.self, "getEventsForEventGroup")
        let events = try group.data.events.map(SportRadarModelMapper.event)
        #expect(events.count == 3)
        let live = events[0]
        #expect(live.id == "4067580.1")
        #expect(live.status == .inProgress(period: EventPeriod(code: "1p")))
        #expect(live.isLive)
        #expect(live.matchTime == "34:12")
        #expect(live.score == Score(home: 1, away: 0, periods: [PeriodScore(period: "PERIOD1", home: 1, away: 0)]))
        #expect(live.startDate == TestConfig.utc(2025, 3, 14, 19, 0, 0))
        #expect(live.home?.name == "Olympique Test")
        #expect(live.competition == Competition(id: "1098.1", name: "Ligue 1", sportId: "FBL", region: "France"))
        let outcomes = try #require(live.markets.first?.outcomes)
        #expect(outcomes.map(\.odds.decimal) == [dec("1.4"), dec("4"), dec("8")])
        #expect(outcomes[0].odds.quotedFraction == Odds.Fraction(numerator: 2, denominator: 5))
        #expect(events[1].status == .notStarted)
        #expect(events[1].score == nil)
    }

    @Test func eventDetails() throws {
        let detail = try Fixture.decode(SportRadarModels.ContentResponse<SportRadarModels.ContentEvent>.self, "getEventDetails")
        let event = try SportRadarModelMapper.event(detail.data)
        #expect(event.id == "4067574.1")
        #expect(event.startDate == TestConfig.utc(2025, 3, 15, 20, 0, 0))
        #expect(event.sport?.kind == .football)
        #expect(event.markets.count == 3)
        let result = event.markets[0]
        #expect(result.isMain)
        #expect(result.typeId == "1")
        #expect(result.outcomes.map(\.odds.decimal) == [dec("1.79"), dec("4.7"), dec("5.25")])
        #expect(result.outcomes.map(\.code) == ["H", "D", "A"])
        let totals = event.markets[1]
        #expect(totals.line == dec("2.5"))
        #expect(totals.outcomes.map(\.name) == ["Over 2.5", "Under 2.5"])
        #expect(totals.outcomes.map(\.odds.decimal) == [dec("1.9"), dec("1.95")])
        let btts = event.markets[2]
        #expect(btts.isAvailable == false)
        #expect(btts.outcomes.map(\.status) == [.suspended, .suspended])
        #expect(btts.outcomes[1].odds.decimal == dec("2"))
    }

    @Test func placeholderEventAndBadPriceAreTypedErrors() throws {
        let text = try Fixture.string("getEventDetails").replacingOccurrences(of: "\"idfoevent\": \"4067574.1\",\n    \"name\"", with: "\"idfoevent\": \"_TOKEN_\",\n    \"name\"")
        let placeholder = try JSONDecoder().decode(SportRadarModels.ContentResponse<SportRadarModels.ContentEvent>.self, from: Data(text.utf8))
        #expect(placeholder.data.idfoevent == "_TOKEN_")
        #expect(throws: ServiceProviderError.self) { try SportRadarModelMapper.event(placeholder.data) }
        let selection = SportRadarModels.ContentSelection(idfoselection: "1", name: "x", selectionhashcode: "h", currentpriceup: "a",
                                                    currentpricedown: "1", idfomarket: nil, hadvalue: nil, istradable: true,
                                                    isunderover: nil, idfoselectionsuspensiontype: "N/O")
        #expect(throws: ServiceProviderError.self) { try SportRadarModelMapper.outcome(selection) }
    }

    /// `N/O` suspends a selection in a content snapshot as it does in a live update.
    @Test func noSuspensionTypeIsASuspension() throws {
        func selection(_ suspension: String?, tradable: Bool? = true) -> SportRadarModels.ContentSelection {
            SportRadarModels.ContentSelection(idfoselection: "1", name: "x", selectionhashcode: "h", currentpriceup: "1",
                                              currentpricedown: "2", idfomarket: nil, hadvalue: nil, istradable: tradable,
                                              isunderover: nil, idfoselectionsuspensiontype: suspension)
        }
        #expect(try SportRadarModelMapper.outcome(selection("N/O")).status == .suspended)
        #expect(try SportRadarModelMapper.outcome(selection(nil, tradable: false)).status == .suspended)
        #expect(try SportRadarModelMapper.outcome(selection("OTHER")).status == .open)
    }

    @Test func potentialReturn() throws {
        let value = SportRadarModelMapper.potentialReturn(try Fixture.decode(SportRadarModels.PotentialReturnResponse.self, "calculatePotentialReturn"),
                                                          currency: "EUR")
        #expect(value == PotentialReturn(numberOfBets: 1, totalStake: Money(amount: dec("10"), currency: "EUR"),
                                         potentialReturn: Money(amount: dec("179"), currency: "EUR"), totalOdds: Odds(decimal: dec("17.9"))))
    }

    static let slip = BetSlip(selections: [
        BetSelection(eventId: "4067574.1", marketId: "67677928.1", outcomeId: "251663186.1", odds: Odds(numerator: 79, denominator: 100)!),
        BetSelection(eventId: "4067580.1", marketId: "67679001.1", outcomeId: "251670002.1", odds: Odds(numerator: 3, denominator: 1)!),
        BetSelection(eventId: "4067592.1", marketId: "67681200.1", outcomeId: "251675003.1", odds: Odds(numerator: 3, denominator: 2)!),
    ], type: .multiple, stakePerBet: Money(amount: 10, currency: "EUR"))

    @Test func ticketMatchesTheRecordedRequest() throws {
        let tickets = try SportRadarModelMapper.tickets(Self.slip)
        let recorded = try Fixture.decode(SportRadarModels.BetTicket.self, "calculatePotentialReturn-request")
        #expect(tickets == [recorded])
        let placeRequest = try Fixture.decode(SportRadarModels.PlaceBetsRequest.self, "placeBets-request")
        #expect(SportRadarModels.PlaceBetsRequest(bets: tickets, useAutoAcceptance: true, free: false) == placeRequest)
    }

    @Test func placedBetStates() throws {
        let request = BetPlacementRequest(slip: Self.slip, reference: "ref-1")
        let placed = try SportRadarModelMapper.placedBet(try Fixture.decode(SportRadarModels.PlaceBetsResponse.self, "placeBets"), request: request, slip: Self.slip)
        #expect(placed.id == "98765432.10")
        #expect(placed.reference == "ref-1")
        #expect(placed.status == .open)
        #expect(placed.stake == Money(amount: 10, currency: "EUR"))
        #expect(placed.potentialReturn == Money(amount: 179, currency: "EUR"))
        let pending = try SportRadarModelMapper.placedBet(try Fixture.decode(SportRadarModels.PlaceBetsResponse.self, "placeBets-needs-confirmation"),
                                                          request: request, slip: Self.slip)
        #expect(pending.status == .pendingConfirmation)
        #expect(throws: ServiceProviderError.limitExceeded(message: "Bet rejected: wager limit exceeded")) {
            try SportRadarModelMapper.placedBet(try Fixture.decode(SportRadarModels.PlaceBetsResponse.self, "placeBets-rejected"), request: request, slip: Self.slip)
        }
    }

    @Test func openHistoryGroupsLegsByBet() throws {
        let rows = try Fixture.decode([SportRadarModels.BetHistoryRow].self, "getBetHistory-open")
        let bets = try SportRadarModelMapper.bets(rows, currency: "EUR")
        #expect(bets.map(\.id) == ["98765432.10", "98765433.10"])
        let treble = bets[0]
        #expect(treble.type == .multiple)
        #expect(treble.status == .open)
        #expect(treble.legs.count == 3)
        #expect(treble.legs.map(\.eventId) == ["4067574.1", "4067580.1", "4067592.1"])
        #expect(treble.legs.map(\.odds.decimal) == [dec("1.79"), dec("4"), dec("2.5")])
        #expect(treble.totalOdds == Odds(decimal: dec("17.9")))
        #expect(treble.stake == Money(amount: 10, currency: "EUR"))
        #expect(treble.potentialReturn == Money(amount: 179, currency: "EUR"))
        #expect(treble.payout == nil)
        let placedAt = try #require(treble.placedAt)
        #expect(abs(placedAt.timeIntervalSince(TestConfig.utc(2025, 3, 14, 18, 22, 5, ms: 123))) < 0.0005)
        #expect(treble.legs[0].eventStartDate == TestConfig.utc(2025, 3, 15, 20, 0, 0))
        #expect(bets[1].type == .single)
        #expect(bets[1].legs[0].odds.decimal == dec("1.9"))
    }

    @Test func resolvedHistory() throws {
        let bets = try SportRadarModelMapper.bets(try Fixture.decode([SportRadarModels.BetHistoryRow].self, "getBetHistory-resolved"), currency: "EUR")
        #expect(bets.map(\.status) == [.won, .lost])
        #expect(bets[0].payout == Money(amount: dec("18.5"), currency: "EUR"))
        #expect(bets[0].legs[0].eventResult == "2:1")
        #expect(bets[0].legs[0].odds.decimal == dec("1.85"))
        #expect(bets[1].payout == Money(amount: 0, currency: "EUR"))
        #expect(bets[1].legs[0].odds.decimal == dec("3.3"))
        #expect(SportRadarModelMapper.betStatus("CASHED OUT") == .cashedOut)
        #expect(SportRadarModelMapper.betStatus("Mystery") == .unknown("Mystery"))
    }

    @Test func cashout() throws {
        let offer = SportRadarModelMapper.cashoutOffer(try Fixture.decode(SportRadarModels.CalculateCashoutResponse.self, "calculateCashout"),
                                                       betId: "98765432.10", currency: "EUR")
        #expect(offer == CashoutOffer(betId: "98765432.10", amount: Money(amount: dec("12.4"), currency: "EUR"), allowsPartial: true))
        #expect(try SportRadarModelMapper.cashoutResult(try Fixture.decode(SportRadarModels.CashoutResponse.self, "cashoutBet"), offer: offer)
                == .completed(payout: offer.amount))
        let reoffer = try SportRadarModelMapper.cashoutResult(try Fixture.decode(SportRadarModels.CashoutResponse.self, "cashoutBet-reoffer"), offer: offer)
        #expect(reoffer == .reoffered(CashoutOffer(betId: "98765432.10", amount: Money(amount: dec("11.9"), currency: "EUR"), allowsPartial: true)))
        #expect(try SportRadarModelMapper.cashoutResult(SportRadarModels.CashoutResponse(cashoutResult: 0, cashoutReoffer: nil, message: nil), offer: offer) == .suspended)
        #expect(throws: ServiceProviderError.betRejected(message: "Bet suspended")) {
            try SportRadarModelMapper.cashoutResult(SportRadarModels.CashoutResponse(cashoutResult: 0, cashoutReoffer: nil, message: "Bet suspended"), offer: offer)
        }
    }

    @Test func otherBettingFixturesDecode() throws {
        #expect(try Fixture.decode([Double].self, "allowedCashoutBetIds").map { SportRadarModelMapper.formattedId($0, fractionDigits: 2) }
                == ["98765432.10", "98765433.10"])
        let free = try JSONSerialization.jsonObject(with: Fixture.data("getFreebet")) as? [String: Double]
        #expect(free?["freeBalance"] == 5)
        #expect(try Fixture.decode(SportRadarModels.CalculateCashoutRequest.self, "calculateCashout-request") == .init(stakeValue: 5))
        #expect(try Fixture.decode(SportRadarModels.CashoutRequest.self, "cashoutBet-request") == .init(expectedValue: dec("12.4")))
    }
}
