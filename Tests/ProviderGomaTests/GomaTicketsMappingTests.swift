import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import XCTest
@_spi(ProviderKit) import ServicesProvider
@_spi(ProviderKit) import ServicesProviderTesting
@_spi(ProviderKit) @testable import ProviderGoma

/// Every ticket fixture through the mapper, the ticket requests as built, and the ticket errors.
final class GomaTicketsMappingTests: XCTestCase {
    private func ticket(_ name: String) throws -> Bet {
        try GomaModelMapper.bet(try Fixture.decode(GomaModels.Ticket.self, name), currency: "EUR")
    }

    private func eur(_ text: String) -> Money { Money(amount: decimal(text), currency: "EUR") }

    // MARK: - Mappers

    func testSettledTicketsMapWonSingleLostMultipleAndPushAsVoid() throws {
        let page = try Fixture.decode(GomaModels.Paged<GomaModels.Ticket>.self, "my-tickets-resolved.json")
        let bets = try GomaModelMapper.bets(page.data, currency: "EUR")
        XCTAssertEqual(bets.map(\.id), ["4977", "4950", "4931"])

        let won = bets[0]
        XCTAssertEqual(won.type, .single)
        XCTAssertEqual(won.status, .won)
        XCTAssertEqual(won.stake, eur("5"))
        XCTAssertEqual(won.payout, eur("10.5"))
        XCTAssertEqual(won.shareCode, "share-id-placeholder-4977")
        XCTAssertEqual(won.legs.map(\.status), [.won])
        XCTAssertEqual(won.legs.map(\.eventResult), ["2:1"])

        let lost = bets[1]
        XCTAssertEqual(lost.type, .multiple)
        XCTAssertEqual(lost.status, .lost)
        XCTAssertEqual(lost.payout, eur("0"))
        XCTAssertEqual(lost.totalOdds?.decimal, decimal("5.25"))
        XCTAssertEqual(lost.potentialReturn, eur("52.5"))
        XCTAssertEqual(lost.legs.map(\.status), [.won, .lost])
        XCTAssertEqual(lost.legs.map(\.eventResult), ["1:1", "3:0"])
        XCTAssertEqual(lost.legs.map(\.eventName), ["União Fictícia v Desportivo Teste", "Académico Demo v Clube Amostra"])
        XCTAssertEqual(lost.placedAt, utc(2025, 3, 8, 12, 1, 10))

        let void = bets[2]
        XCTAssertEqual(void.type, .single)
        XCTAssertEqual(void.status, .void, "the vendor's push is a void")
        XCTAssertTrue(void.status.isSettled)
        XCTAssertEqual(void.payout, void.stake, "a push gives the stake back as winnings")
        XCTAssertEqual(void.legs.map(\.status), [.void])
        XCTAssertEqual(void.legs.map(\.eventResult), [nil], "a postponed event has no score")
        XCTAssertEqual(void.shareCode, "share-id-placeholder-4931")
    }

    func testTicketDetailsIsTheSettledListsTicket() throws {
        let details = try ticket("ticket-details.json")
        let listed = try GomaModelMapper.bets(try Fixture.decode(GomaModels.Paged<GomaModels.Ticket>.self, "my-tickets-resolved.json").data,
                                              currency: "EUR")
        XCTAssertEqual(details, listed.first)
    }

    func testRefreshedTicketIsRepriced() throws {
        let before = try ticket("ticket-shared.json")
        let refreshed = try ticket("ticket-refresh.json")
        XCTAssertEqual(refreshed.id, "5013")
        XCTAssertEqual(refreshed.status, .open)
        XCTAssertEqual(refreshed.stake, before.stake)
        XCTAssertEqual(before.totalOdds?.decimal, decimal("6.11"))
        XCTAssertEqual(refreshed.totalOdds?.decimal, decimal("6.12"))
        XCTAssertEqual(refreshed.potentialReturn, eur("61.2"))
        XCTAssertEqual(refreshed.legs.map(\.odds.decimal), [decimal("1.8"), decimal("3.4")])
        XCTAssertEqual(refreshed.shareCode, "share-id-placeholder-5013")
    }

    func testUpdatedTicketHasTheNewStakeAndSelections() throws {
        let updated = try ticket("ticket-update.json")
        XCTAssertEqual(updated.id, "5013")
        XCTAssertEqual(updated.type, .multiple)
        XCTAssertEqual(updated.stake, eur("15"))
        XCTAssertEqual(updated.totalOdds?.decimal, decimal("4.07"))
        XCTAssertEqual(updated.potentialReturn, eur("61.05"))
        XCTAssertEqual(updated.legs.map(\.eventId), ["48213", "48215"])
        XCTAssertEqual(updated.legs.map(\.outcomeName), ["Atlético Exemplo", "Sporting Modelo"])
        XCTAssertEqual(updated.placedAt, utc(2025, 3, 14, 18, 22, 5), "the ticket keeps its placing time")
    }

    func testSharedTicketIsTheOwnersOpenTicket() throws {
        let shared = try ticket("ticket-shared.json")
        let own = try GomaModelMapper.bet(try XCTUnwrap(Fixture.decode(GomaModels.Paged<GomaModels.Ticket>.self, "my-tickets.json").data.first),
                                          currency: "EUR")
        XCTAssertEqual(shared, own)
        XCTAssertEqual(shared.shareCode, "share-id-placeholder-5013")
        XCTAssertEqual(shared.legs.count, 2)
    }

    func testQRCodeMapsPayloadAndExpiry() throws {
        let code = try GomaModelMapper.qrCode(try Fixture.decode(GomaModels.TicketQRCode.self, "ticket-qrcode.json"))
        XCTAssertEqual(code, BetQRCode(payload: "qr-code-payload-placeholder-5013", expiresAt: utc(2025, 3, 15, 20, 30)))
    }

    func testQRCodeWithAnUnreadableExpiryKeepsThePayload() throws {
        let answer = try GomaCoding.makeDecoder().decode(GomaModels.TicketQRCode.self,
                                                         from: Data(#"{"qrCode":"abc","expirationDateTime":"15/03/2025 20h30"}"#.utf8))
        XCTAssertEqual(try GomaModelMapper.qrCode(answer), BetQRCode(payload: "abc", expiresAt: nil))
        XCTAssertEqual(GomaModelMapper.qrCodeExpiry("2025-03-15T20:30:00.000000Z"), utc(2025, 3, 15, 20, 30))
    }

    func testQRCodeAnswerWithoutACodeIsAnInvalidResponse() throws {
        let decoder = GomaCoding.makeDecoder()
        let withMessage = try decoder.decode(GomaModels.TicketQRCode.self, from: Data(#"{"qrCode":null,"message":"Not available."}"#.utf8))
        XCTAssertThrowsError(try GomaModelMapper.qrCode(withMessage)) { error in
            XCTAssertEqual(error as? ServiceProviderError, .invalidResponse(message: "Not available."))
        }
        let empty = try decoder.decode(GomaModels.TicketQRCode.self, from: Data(#"{}"#.utf8))
        XCTAssertThrowsError(try GomaModelMapper.qrCode(empty)) { error in
            XCTAssertEqual(error as? ServiceProviderError, .invalidResponse(message: "The bookmaker sent no QR code for this bet."))
        }
    }

    func testDeleteAnswerIsABareTrue() throws {
        XCTAssertEqual(try Fixture.decode(Bool.self, "ticket-delete.json"), true)
        XCTAssertEqual(try makeTestExecutor().decode(Bool.self, from: Data("false".utf8)), false)
    }

    func testPagingPastTheEnd() throws {
        let empty = try Fixture.decode(GomaModels.Paged<GomaModels.Ticket>.self, "my-tickets-empty.json")
        XCTAssertEqual(empty.currentPage, 3)
        XCTAssertNil(empty.perPage)
        XCTAssertFalse(GomaModelMapper.ticketPageHasMore(empty, limit: 20))
        let three = try Fixture.decode(GomaModels.Paged<GomaModels.Ticket>.self, "my-tickets-resolved.json")
        XCTAssertFalse(GomaModelMapper.ticketPageHasMore(three, limit: 20), "3 of 20: the end")
        XCTAssertTrue(GomaModelMapper.ticketPageHasMore(three, limit: 3), "a full page may go on")
        XCTAssertTrue(GomaModelMapper.ticketPageHasMore(three, limit: 2))
    }

    func testHistoryStatusesPerQuery() throws {
        func statuses(_ filter: BetHistoryQuery.Filter, _ settled: BetStatus? = nil) throws -> [String] {
            try GomaModelMapper.ticketStatuses(BetHistoryQuery(filter: filter, settledStatus: settled))
        }
        XCTAssertEqual(try statuses(.open), ["pending"])
        XCTAssertEqual(try statuses(.settled), ["win", "lost", "push"])
        XCTAssertEqual(try statuses(.all), [])
        XCTAssertEqual(try statuses(.settled, .won), ["win"])
        XCTAssertEqual(try statuses(.settled, .lost), ["lost"])
        XCTAssertEqual(try statuses(.settled, .void), ["push"])
        XCTAssertEqual(try statuses(.all, .void), ["push"])
        XCTAssertThrowsError(try statuses(.open, .won)) { error in
            XCTAssertEqual(error as? ServiceProviderError, .invalidRequest(message: "Open bets have no settled status to filter by."))
        }
        for unsupported in [BetStatus.cashedOut, .push, .cancelled] {
            XCTAssertThrowsError(try statuses(.settled, unsupported)) { error in
                guard case .invalidRequest? = error as? ServiceProviderError else { return XCTFail("\(error)") }
            }
        }
    }

    func testTicketIdsMustBeWholeNumbers() throws {
        XCTAssertEqual(try GomaModelMapper.ticketNumber("5013", field: "id"), 5013)
        for bad in ["abc", "0", "-1", "50.13"] {
            XCTAssertThrowsError(try GomaModelMapper.ticketNumber(bad, field: "id")) { error in
                XCTAssertEqual(error as? ServiceProviderError,
                               .validation(fields: [.init(field: "id", code: "INVALID", message: "id is not a Goma ticket id.")]), bad)
            }
        }
        XCTAssertThrowsError(try GomaModelMapper.ticketNumber("", field: "id")) { error in
            guard case .validation(let fields)? = error as? ServiceProviderError else { return XCTFail("\(error)") }
            XCTAssertEqual(fields.map(\.code), ["REQUIRED"])
        }
    }

    // MARK: - Requests

    private func make(_ endpoint: Request<some Sendable>) throws -> URLRequest {
        try makeTestExecutor().makeRequest(for: endpoint, credentials: Credentials(accessToken: "user-jwt", userId: "321")).urlRequest
    }

    func testUpdateBodyEncodesLikeTheVendorRequest() throws {
        let slip = BetSlip(selections: [
            BetSelection(eventId: "48213", marketId: "912345", outcomeId: "3456781", odds: Odds(decimal: decimal("1.85"))),
            BetSelection(eventId: "48215", marketId: "912450", outcomeId: "3456803", odds: Odds(decimal: decimal("2.2"))),
        ], type: .multiple, stakePerBet: eur("15"))
        let service = GomaBettingService(runtime: GomaProvider(configuration: testConfiguration).runtime)
        let body = GomaModelMapper.updateTicketRequest(ticketId: 5013, slip: slip, type: "multiple", selections: service.selections(slip))
        let request = try make(GomaAPI.updateTicket(body))
        XCTAssertEqual(request.httpMethod, "POST")
        XCTAssertEqual(request.path, "/api/tickets/v1/5013")
        XCTAssertEqual(request.bearer, "Bearer user-jwt")
        XCTAssertFalse(GomaAPI.updateTicket(body).isIdempotent, "an update is never retried")
        let expected = try JSONSerialization.jsonObject(with: Fixture.data("ticket-update-request.json")) as? NSDictionary
        XCTAssertEqual(request.bodyJSON as NSDictionary?, expected)
        XCTAssertNil(request.bodyJSON?["cashback"])
        XCTAssertTrue(request.bodyJSON?["bettingTicket_id"] is Int, "the ticket id is an int")
    }

    func testTicketCallsPathsAndMethods() throws {
        let cases: [(Request<Void>, String, String)] = [
            (GomaAPI.ticket(id: 4977).untyped, "GET", "/api/tickets/v1/4977"),
            (GomaAPI.refreshTicket(id: 5013).untyped, "POST", "/api/tickets/v1/5013/refresh"),
            (GomaAPI.deleteTicket(id: 5013).untyped, "DELETE", "/api/tickets/v1/5013"),
            (GomaAPI.ticketQRCode(id: 5013).untyped, "GET", "/api/tickets/v1/5013/qrcode"),
            (GomaAPI.sharedTicket(shareId: "share-id-placeholder-5013").untyped, "GET", "/api/tickets/v1/share/share-id-placeholder-5013"),
        ]
        for (endpoint, method, path) in cases {
            let request = try make(endpoint)
            XCTAssertEqual(request.httpMethod, method, path)
            XCTAssertEqual(request.path, path)
            XCTAssertEqual(request.bearer, "Bearer user-jwt", path)
            XCTAssertNil(request.httpBody, "\(path) has no body")
        }
        XCTAssertFalse(GomaAPI.refreshTicket(id: 1).isIdempotent)
    }

    func testAShareCodeStaysOneSegment() throws {
        let request = try make(GomaAPI.sharedTicket(shareId: "a/b?c"))
        XCTAssertEqual(request.url?.absoluteString, "https://api.goma.test/api/tickets/v1/share/a%2Fb%3Fc")
    }

    // MARK: - Errors

    private func mapped(_ status: Int, _ method: HTTPMethod, _ path: String, _ fixture: String) throws -> ServiceProviderError? {
        let url = try XCTUnwrap(URL(string: "https://api.goma.test" + path))
        let response = try XCTUnwrap(HTTPURLResponse(url: url, statusCode: status, httpVersion: nil, headerFields: nil))
        return GomaErrorMapper().error(for: response, body: try Fixture.data(fixture), context: ResponseContext(method: method, usedSession: true))
    }

    func testTicketErrors() throws {
        XCTAssertEqual(try mapped(422, .delete, "/api/tickets/v1/5013", "ticket-delete-error-422.json"),
                       .conflict(message: "This ticket can no longer be deleted."))
        // Any refusal of the update, not only the "does not allow selections" one.
        XCTAssertEqual(try mapped(422, .post, "/api/tickets/v1/5013", "ticket-delete-error-422.json"),
                       .betRejected(message: "This ticket can no longer be deleted."))
        for (method, path) in [(HTTPMethod.get, "/api/tickets/v1/4977"), (.post, "/api/tickets/v1/5013/refresh"), (.delete, "/api/tickets/v1/1"),
                               (.get, "/api/tickets/v1/1/qrcode"), (.get, "/api/tickets/v1/share/x")] {
            XCTAssertEqual(try mapped(404, method, path, "ticket-error-404.json"), .notFound, path)
        }
        // The refresh's 422 is not documented: the status's default.
        XCTAssertEqual(try mapped(422, .post, "/api/tickets/v1/5013/refresh", "ticket-delete-error-422.json"),
                       .vendor(code: "HTTP_422", message: "This ticket can no longer be deleted."))
        // Placing keeps its own reading.
        XCTAssertEqual(try mapped(422, .post, "/api/tickets/v1", "ticket-delete-error-422.json"),
                       .betRejected(message: "This ticket can no longer be deleted."))
    }
}
