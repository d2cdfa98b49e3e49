import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Testing
@_spi(ProviderKit) import ServicesProvider
@_spi(ProviderKit) import ServicesProviderTesting
@_spi(ProviderKit) @testable import ProviderGoma

/// Every ticket fixture through the mapper, the ticket requests as built, and the ticket errors.
@Suite struct GomaTicketsMappingTests {
    private func ticket(_ name: String) throws -> Bet {
        try GomaModelMapper.bet(try Fixture.decode(GomaModels.Ticket.self, name), currency: "EUR")
    }

    private func eur(_ text: String) -> Money { Money(amount: decimal(text), currency: "EUR") }

    // MARK: - Mappers

    @Test func settledTicketsMapWonSingleLostMultipleAndPushAsVoid() throws {
        let page = try Fixture.decode(GomaModels.Paged<GomaModels.Ticket>.self, "my-tickets-resolved.json")
        let bets = try GomaModelMapper.bets(page.data, currency: "EUR")
        #expect(bets.map(\.id) == ["4977", "4950", "4931"])

        let won = bets[0]
        #expect(won.type == .single)
        #expect(won.status == .won)
        #expect(won.stake == eur("5"))
        #expect(won.payout == eur("10.5"))
        #expect(won.shareCode == "share-id-placeholder-4977")
        #expect(won.legs.map(\.status) == [.won])
        #expect(won.legs.map(\.eventResult) == ["2:1"])

        let lost = bets[1]
        #expect(lost.type == .multiple)
        #expect(lost.status == .lost)
        #expect(lost.payout == eur("0"))
        #expect(lost.totalOdds?.decimal == decimal("5.25"))
        #expect(lost.potentialReturn == eur("52.5"))
        #expect(lost.legs.map(\.status) == [.won, .lost])
        #expect(lost.legs.map(\.eventResult) == ["1:1", "3:0"])
        #expect(lost.legs.map(\.eventName) == ["União Fictícia v Desportivo Teste", "Académico Demo v Clube Amostra"])
        #expect(lost.placedAt == utc(2025, 3, 8, 12, 1, 10))

        let void = bets[2]
        #expect(void.type == .single)
        #expect(void.status == .void, "the vendor's push is a void")
        #expect(void.status.isSettled)
        #expect(void.payout == void.stake, "a push gives the stake back as winnings")
        #expect(void.legs.map(\.status) == [.void])
        #expect(void.legs.map(\.eventResult) == [nil], "a postponed event has no score")
        #expect(void.shareCode == "share-id-placeholder-4931")
    }

    @Test func ticketDetailsIsTheSettledListsTicket() throws {
        let details = try ticket("ticket-details.json")
        let listed = try GomaModelMapper.bets(try Fixture.decode(GomaModels.Paged<GomaModels.Ticket>.self, "my-tickets-resolved.json").data,
                                              currency: "EUR")
        #expect(details == listed.first)
    }

    @Test func refreshedTicketIsRepriced() throws {
        let before = try ticket("ticket-shared.json")
        let refreshed = try ticket("ticket-refresh.json")
        #expect(refreshed.id == "5013")
        #expect(refreshed.status == .open)
        #expect(refreshed.stake == before.stake)
        #expect(before.totalOdds?.decimal == decimal("6.11"))
        #expect(refreshed.totalOdds?.decimal == decimal("6.12"))
        #expect(refreshed.potentialReturn == eur("61.2"))
        #expect(refreshed.legs.map(\.odds.decimal) == [decimal("1.8"), decimal("3.4")])
        #expect(refreshed.shareCode == "share-id-placeholder-5013")
    }

    @Test func updatedTicketHasTheNewStakeAndSelections() throws {
        let updated = try ticket("ticket-update.json")
        #expect(updated.id == "5013")
        #expect(updated.type == .multiple)
        #expect(updated.stake == eur("15"))
        #expect(updated.totalOdds?.decimal == decimal("4.07"))
        #expect(updated.potentialReturn == eur("61.05"))
        #expect(updated.legs.map(\.eventId) == ["48213", "48215"])
        #expect(updated.legs.map(\.outcomeName) == ["Atlético Exemplo", "Sporting Modelo"])
        #expect(updated.placedAt == utc(2025, 3, 14, 18, 22, 5), "the ticket keeps its placing time")
    }

    @Test func sharedTicketIsTheOwnersOpenTicket() throws {
        let shared = try ticket("ticket-shared.json")
        let own = try GomaModelMapper.bet(try #require(Fixture.decode(GomaModels.Paged<GomaModels.Ticket>.self, "my-tickets.json").data.first),
                                          currency: "EUR")
        #expect(shared == own)
        #expect(shared.shareCode == "share-id-placeholder-5013")
        #expect(shared.legs.count == 2)
    }

    @Test func qrCodeMapsPayloadAndExpiry() throws {
        let code = try GomaModelMapper.qrCode(try Fixture.decode(GomaModels.TicketQRCode.self, "ticket-qrcode.json"))
        #expect(code == BetQRCode(payload: "qr-code-payload-placeholder-5013", expiresAt: utc(2025, 3, 15, 20, 30)))
    }

    @Test func qrCodeWithAnUnreadableExpiryKeepsThePayload() throws {
        let answer = try GomaCoding.makeDecoder().decode(GomaModels.TicketQRCode.self,
                                                         from: Data(#"{"qrCode":"abc","expirationDateTime":"15/03/2025 20h30"}"#.utf8))
        #expect(try GomaModelMapper.qrCode(answer) == BetQRCode(payload: "abc", expiresAt: nil))
        #expect(GomaModelMapper.qrCodeExpiry("2025-03-15T20:30:00.000000Z") == utc(2025, 3, 15, 20, 30))
    }

    @Test func qrCodeAnswerWithoutACodeIsAnInvalidResponse() throws {
        let decoder = GomaCoding.makeDecoder()
        let withMessage = try decoder.decode(GomaModels.TicketQRCode.self, from: Data(#"{"qrCode":null,"message":"Not available."}"#.utf8))
        #expect(throws: ServiceProviderError.invalidResponse(message: "Not available.")) { try GomaModelMapper.qrCode(withMessage) }
        let empty = try decoder.decode(GomaModels.TicketQRCode.self, from: Data(#"{}"#.utf8))
        #expect(throws: ServiceProviderError.invalidResponse(message: "The bookmaker sent no QR code for this bet.")) {
            try GomaModelMapper.qrCode(empty)
        }
    }

    @Test func deleteAnswerIsABareTrue() throws {
        #expect(try Fixture.decode(Bool.self, "ticket-delete.json") == true)
        #expect(try makeTestExecutor().decode(Bool.self, from: Data("false".utf8)) == false)
    }

    @Test func pagingPastTheEnd() throws {
        let empty = try Fixture.decode(GomaModels.Paged<GomaModels.Ticket>.self, "my-tickets-empty.json")
        #expect(empty.currentPage == 3)
        #expect(empty.perPage == nil)
        #expect(!GomaModelMapper.ticketPageHasMore(empty, limit: 20))
        let three = try Fixture.decode(GomaModels.Paged<GomaModels.Ticket>.self, "my-tickets-resolved.json")
        #expect(!GomaModelMapper.ticketPageHasMore(three, limit: 20), "3 of 20: the end")
        #expect(GomaModelMapper.ticketPageHasMore(three, limit: 3), "a full page may go on")
        #expect(GomaModelMapper.ticketPageHasMore(three, limit: 2))
    }

    @Test func historyStatusesPerQuery() throws {
        func statuses(_ filter: BetHistoryQuery.Filter, _ settled: BetStatus? = nil) throws -> [String] {
            try GomaModelMapper.ticketStatuses(BetHistoryQuery(filter: filter, settledStatus: settled))
        }
        #expect(try statuses(.open) == ["pending"])
        #expect(try statuses(.settled) == ["win", "lost", "push"])
        #expect(try statuses(.all) == [])
        #expect(try statuses(.settled, .won) == ["win"])
        #expect(try statuses(.settled, .lost) == ["lost"])
        #expect(try statuses(.settled, .void) == ["push"])
        #expect(try statuses(.all, .void) == ["push"])
        #expect(throws: ServiceProviderError.invalidRequest(message: "Open bets have no settled status to filter by.")) { try statuses(.open, .won) }
        for unsupported in [BetStatus.cashedOut, .push, .cancelled] {
            let error = #expect(throws: ServiceProviderError.self) { try statuses(.settled, unsupported) }
            if case .invalidRequest? = error {
                // the refusal expected
            } else if let error {
                Issue.record("\(error)")
            }
        }
    }

    @Test func ticketIdsMustBeWholeNumbers() throws {
        #expect(try GomaModelMapper.ticketNumber("5013", field: "id") == 5013)
        for bad in ["abc", "0", "-1", "50.13"] {
            #expect(throws: ServiceProviderError.validation(fields: [.init(field: "id", code: "INVALID", message: "id is not a Goma ticket id.")]), "\(bad)") {
                try GomaModelMapper.ticketNumber(bad, field: "id")
            }
        }
        let error = #expect(throws: ServiceProviderError.self) { try GomaModelMapper.ticketNumber("", field: "id") }
        if case .validation(let fields)? = error {
            #expect(fields.map(\.code) == ["REQUIRED"])
        } else if let error {
            Issue.record("\(error)")
        }
    }

    // MARK: - Requests

    private func make(_ endpoint: Request<some Sendable>) throws -> URLRequest {
        try makeTestExecutor().makeRequest(for: endpoint, credentials: Credentials(accessToken: "user-jwt", userId: "321")).urlRequest
    }

    @Test func updateBodyEncodesLikeTheVendorRequest() throws {
        let slip = BetSlip(selections: [
            BetSelection(eventId: "48213", marketId: "912345", outcomeId: "3456781", odds: Odds(decimal: decimal("1.85"))),
            BetSelection(eventId: "48215", marketId: "912450", outcomeId: "3456803", odds: Odds(decimal: decimal("2.2"))),
        ], type: .multiple, stakePerBet: eur("15"))
        let service = GomaBettingService(runtime: GomaProvider(configuration: testConfiguration).runtime)
        let body = GomaModelMapper.updateTicketRequest(ticketId: 5013, slip: slip, type: "multiple", selections: service.selections(slip))
        let request = try make(GomaAPI.updateTicket(body))
        #expect(request.httpMethod == "POST")
        #expect(request.path == "/api/tickets/v1/5013")
        #expect(request.bearer == "Bearer user-jwt")
        #expect(!GomaAPI.updateTicket(body).isIdempotent, "an update is never retried")
        let expected = try JSONSerialization.jsonObject(with: Fixture.data("ticket-update-request.json")) as? NSDictionary
        #expect(request.bodyJSON as NSDictionary? == expected)
        #expect(request.bodyJSON?["cashback"] == nil)
        #expect(request.bodyJSON?["bettingTicket_id"] is Int, "the ticket id is an int")
    }

    @Test func ticketCallsPathsAndMethods() throws {
        let cases: [(Request<Void>, String, String)] = [
            (GomaAPI.ticket(id: 4977).untyped, "GET", "/api/tickets/v1/4977"),
            (GomaAPI.refreshTicket(id: 5013).untyped, "POST", "/api/tickets/v1/5013/refresh"),
            (GomaAPI.deleteTicket(id: 5013).untyped, "DELETE", "/api/tickets/v1/5013"),
            (GomaAPI.ticketQRCode(id: 5013).untyped, "GET", "/api/tickets/v1/5013/qrcode"),
            (GomaAPI.sharedTicket(shareId: "share-id-placeholder-5013").untyped, "GET", "/api/tickets/v1/share/share-id-placeholder-5013"),
        ]
        for (endpoint, method, path) in cases {
            let request = try make(endpoint)
            #expect(request.httpMethod == method, "\(path)")
            #expect(request.path == path)
            #expect(request.bearer == "Bearer user-jwt", "\(path)")
            #expect(request.httpBody == nil, "\(path) has no body")
        }
        #expect(!GomaAPI.refreshTicket(id: 1).isIdempotent)
    }

    @Test func aShareCodeStaysOneSegment() throws {
        let request = try make(GomaAPI.sharedTicket(shareId: "a/b?c"))
        #expect(request.url?.absoluteString == "https://api.goma.test/api/tickets/v1/share/a%2Fb%3Fc")
    }

    // MARK: - Errors

    private func mapped(_ status: Int, _ method: HTTPMethod, _ path: String, _ fixture: String) throws -> ServiceProviderError? {
        let url = try #require(URL(string: "https://api.goma.test" + path))
        let response = try #require(HTTPURLResponse(url: url, statusCode: status, httpVersion: nil, headerFields: nil))
        return GomaErrorMapper().error(for: response, body: try Fixture.data(fixture), context: ResponseContext(method: method, usedSession: true))
    }

    @Test func ticketErrors() throws {
        #expect(try mapped(422, .delete, "/api/tickets/v1/5013", "ticket-delete-error-422.json")
                == .conflict(message: "This ticket can no longer be deleted."))
        // Any refusal of the update, not only the "does not allow selections" one.
        #expect(try mapped(422, .post, "/api/tickets/v1/5013", "ticket-delete-error-422.json")
                == .betRejected(message: "This ticket can no longer be deleted."))
        for (method, path) in [(HTTPMethod.get, "/api/tickets/v1/4977"), (.post, "/api/tickets/v1/5013/refresh"), (.delete, "/api/tickets/v1/1"),
                               (.get, "/api/tickets/v1/1/qrcode"), (.get, "/api/tickets/v1/share/x")] {
            #expect(try mapped(404, method, path, "ticket-error-404.json") == .notFound, "\(path)")
        }
        // The refresh's 422 is not documented: the status's default.
        #expect(try mapped(422, .post, "/api/tickets/v1/5013/refresh", "ticket-delete-error-422.json")
                == .vendor(code: "HTTP_422", message: "This ticket can no longer be deleted."))
        // Placing keeps its own reading.
        #expect(try mapped(422, .post, "/api/tickets/v1", "ticket-delete-error-422.json")
                == .betRejected(message: "This ticket can no longer be deleted."))
    }
}
