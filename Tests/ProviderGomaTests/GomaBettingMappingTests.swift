import Foundation
import XCTest
@_spi(ProviderKit) import ServicesProvider
@_spi(ProviderKit) @testable import ProviderGoma

final class GomaBettingMappingTests: XCTestCase {
    func testMyTicketsMapOpenAndSettledBets() throws {
        let page = try Fixture.decode(GomaModels.Paged<GomaModels.Ticket>.self, "my-tickets.json")
        XCTAssertEqual(page.currentPage, 1)
        XCTAssertNil(page.perPage)
        let bets = try page.data.map { try GomaModelMapper.bet($0, currency: "EUR") }
        XCTAssertEqual(bets.count, 2)

        let open = bets[0]
        XCTAssertEqual(open.id, "5013")
        XCTAssertEqual(open.type, .multiple)
        XCTAssertEqual(open.status, .open)
        XCTAssertEqual(open.stake, Money(amount: decimal("10"), currency: "EUR"))
        XCTAssertEqual(open.potentialReturn, Money(amount: decimal("61.1"), currency: "EUR"))
        XCTAssertNil(open.payout)
        XCTAssertEqual(open.totalOdds?.decimal, decimal("6.11"))
        XCTAssertEqual(open.placedAt, utc(2025, 3, 14, 18, 22, 5))
        XCTAssertEqual(open.legs.count, 2)
        XCTAssertEqual(open.legs[0], BetLeg(eventId: "48213", eventName: "Atlético Exemplo v Desportivo Teste", marketName: "Resultado Final",
                                            outcomeName: "Atlético Exemplo", odds: Odds(decimal: decimal("1.85")), status: .open,
                                            eventStartDate: utc(2025, 3, 15, 20, 30), eventResult: nil))
        XCTAssertEqual(open.legs[1].odds.decimal, decimal("3.3"))

        let won = bets[1]
        XCTAssertEqual(won.id, "4977")
        XCTAssertEqual(won.type, .single)
        XCTAssertEqual(won.status, .won)
        XCTAssertTrue(won.status.isSettled)
        XCTAssertEqual(won.payout, Money(amount: decimal("10.5"), currency: "EUR"))
        XCTAssertEqual(won.legs[0].eventResult, "2:1")
        XCTAssertEqual(won.legs[0].status, .won)
        XCTAssertEqual(won.legs[0].eventStartDate, utc(2025, 3, 12, 19, 45))
    }

    func testPlacedTicketMapsWithReference() throws {
        let ticket = try Fixture.decode(GomaModels.Ticket.self, "place-bet.json")
        let bet = try GomaModelMapper.bet(ticket, currency: "EUR", reference: "ref-1")
        XCTAssertEqual(bet.id, "5013")
        XCTAssertEqual(bet.reference, "ref-1")
        XCTAssertEqual(bet.stake.amount, decimal("10"))
        XCTAssertEqual(bet.potentialReturn?.amount, decimal("61.1"))
        XCTAssertEqual(bet.legs.map(\.eventId), ["48213", "48214"])
        XCTAssertEqual(bet.legs.map(\.outcomeName), ["Atlético Exemplo", "Empate"])
    }

    func testCalculationMapsToPotentialReturn() throws {
        let calculation = try Fixture.decode(GomaModels.TicketCalculation.self, "tickets-calculate.json")
        XCTAssertEqual(calculation.selections?.map(\.sportEventId), ["48213", "48214"])
        let slip = BetSlip(selections: [], type: .multiple, stakePerBet: Money(amount: 10, currency: "EUR"))
        let result = GomaModelMapper.potentialReturn(calculation, slip: slip)
        XCTAssertEqual(result.totalStake, Money(amount: decimal("10.00"), currency: "EUR"))
        XCTAssertEqual(result.potentialReturn, Money(amount: decimal("61.05"), currency: "EUR"))
        XCTAssertEqual(result.totalOdds?.decimal, decimal("6.105"))
    }

    func testTicketStakeMustBeANumber() {
        let json = #"{"id":1,"type":"single","stake":"10.0","possible_winnings":20,"status":"pending","selections":[]}"#
        XCTAssertThrowsError(try GomaCoding.makeDecoder().decode(GomaModels.Ticket.self, from: Data(json.utf8)))
    }

    func testTicketStatusesAndTypes() throws {
        XCTAssertEqual(GomaModelMapper.betStatus("pending"), .open)
        XCTAssertEqual(GomaModelMapper.betStatus("lost"), .lost)
        XCTAssertEqual(GomaModelMapper.betStatus("push"), .void)
        XCTAssertEqual(GomaModelMapper.betStatus("void_x"), .unknown("void_x"))
        XCTAssertEqual(try GomaModelMapper.betType("system_2"), .system(size: 2))
        XCTAssertThrowsError(try GomaModelMapper.betType("lucky15"))
    }

    func testPlaceBetRequestEncodesLikeTheVendorRequest() throws {
        let request = GomaModels.PlaceBetRequest(stake: 10, type: "multiple", selections: [
            .init(sportEventId: "48213", outcomeId: "3456781"), .init(sportEventId: "48214", outcomeId: "3456792"),
        ], cashback: false)
        let encoded = try JSONSerialization.jsonObject(with: GomaCoding.makeEncoder().encode(request)) as? NSDictionary
        let expected = try JSONSerialization.jsonObject(with: Fixture.data("place-bet-request.json")) as? NSDictionary
        XCTAssertEqual(encoded, expected)
    }
}
