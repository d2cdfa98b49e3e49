import Foundation
import Testing
@_spi(ProviderKit) import ServicesProvider
@_spi(ProviderKit) @testable import ProviderGoma

@Suite struct GomaBettingMappingTests {
    @Test func myTicketsMapOpenAndSettledBets() throws {
        let page = try Fixture.decode(GomaModels.Paged<GomaModels.Ticket>.self, "my-tickets.json")
        #expect(page.currentPage == 1)
        #expect(page.perPage == nil)
        let bets = try page.data.map { try GomaModelMapper.bet($0, currency: "EUR") }
        #expect(bets.count == 2)

        let open = bets[0]
        #expect(open.id == "5013")
        #expect(open.type == .multiple)
        #expect(open.status == .open)
        #expect(open.stake == Money(amount: decimal("10"), currency: "EUR"))
        #expect(open.potentialReturn == Money(amount: decimal("61.1"), currency: "EUR"))
        #expect(open.payout == nil)
        #expect(open.totalOdds?.decimal == decimal("6.11"))
        #expect(open.placedAt == utc(2025, 3, 14, 18, 22, 5))
        #expect(open.legs.count == 2)
        #expect(open.legs[0] == BetLeg(eventId: "48213", eventName: "Atlético Exemplo v Desportivo Teste", marketName: "Resultado Final",
                                       outcomeName: "Atlético Exemplo", odds: Odds(decimal: decimal("1.85")), status: .open,
                                       eventStartDate: utc(2025, 3, 15, 20, 30), eventResult: nil, outcomeId: "3456781"))
        #expect(open.legs[1].odds.decimal == decimal("3.3"))

        let won = bets[1]
        #expect(won.id == "4977")
        #expect(won.type == .single)
        #expect(won.status == .won)
        #expect(won.status.isSettled)
        #expect(won.payout == Money(amount: decimal("10.5"), currency: "EUR"))
        #expect(won.legs[0].eventResult == "2:1")
        #expect(won.legs[0].status == .won)
        #expect(won.legs[0].eventStartDate == utc(2025, 3, 12, 19, 45))
    }

    @Test func placedTicketMapsWithReference() throws {
        let ticket = try Fixture.decode(GomaModels.Ticket.self, "place-bet.json")
        let bet = try GomaModelMapper.bet(ticket, currency: "EUR", reference: "ref-1")
        #expect(bet.id == "5013")
        #expect(bet.reference == "ref-1")
        #expect(bet.stake.amount == decimal("10"))
        #expect(bet.potentialReturn?.amount == decimal("61.1"))
        #expect(bet.legs.map(\.eventId) == ["48213", "48214"])
        #expect(bet.legs.map(\.outcomeName) == ["Atlético Exemplo", "Empate"])
    }

    @Test func calculationMapsToPotentialReturn() throws {
        let calculation = try Fixture.decode(GomaModels.TicketCalculation.self, "tickets-calculate.json")
        #expect(calculation.selections?.map(\.sportEventId) == ["48213", "48214"])
        let slip = BetSlip(selections: [], type: .multiple, stakePerBet: Money(amount: 10, currency: "EUR"))
        let result = GomaModelMapper.potentialReturn(calculation, slip: slip)
        #expect(result.totalStake == Money(amount: decimal("10.00"), currency: "EUR"))
        #expect(result.potentialReturn == Money(amount: decimal("61.05"), currency: "EUR"))
        #expect(result.totalOdds?.decimal == decimal("6.105"))
    }

    /// The tips send a ticket's amounts as numeric strings: read exactly; any other text is refused.
    @Test func ticketAmountsAreNumbersOrNumericStrings() throws {
        let json = #"{"id":1,"type":"single","stake":"10.10","possible_winnings":20.2,"status":"pending","selections":[]}"#
        let ticket = try GomaCoding.makeDecoder().decode(GomaModels.Ticket.self, from: Data(json.utf8))
        #expect(ticket.stake.value == decimal("10.10"))
        #expect(ticket.possibleWinnings.value == decimal("20.2"))
        let text = #"{"id":1,"type":"single","stake":"ten","possible_winnings":20,"status":"pending","selections":[]}"#
        #expect(throws: (any Error).self) { try GomaCoding.makeDecoder().decode(GomaModels.Ticket.self, from: Data(text.utf8)) }
    }

    @Test func ticketStatusesAndTypes() throws {
        #expect(GomaModelMapper.betStatus("pending") == .open)
        #expect(GomaModelMapper.betStatus("lost") == .lost)
        #expect(GomaModelMapper.betStatus("push") == .void)
        #expect(GomaModelMapper.betStatus("void_x") == .unknown("void_x"))
        #expect(try GomaModelMapper.betType("system_2") == .system(size: 2))
        #expect(throws: (any Error).self) { try GomaModelMapper.betType("lucky15") }
    }

    @Test func placeBetRequestEncodesLikeTheVendorRequest() throws {
        let request = GomaModels.PlaceBetRequest(stake: 10, type: "multiple", selections: [
            .init(sportEventId: "48213", outcomeId: "3456781"), .init(sportEventId: "48214", outcomeId: "3456792"),
        ], cashback: false)
        let encoded = try JSONSerialization.jsonObject(with: GomaCoding.makeEncoder().encode(request)) as? NSDictionary
        let expected = try JSONSerialization.jsonObject(with: Fixture.data("place-bet-request.json")) as? NSDictionary
        #expect(encoded == expected)
    }
}
