import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import XCTest
@_spi(ProviderKit) import ServicesProvider
import ServicesProviderTesting
@_spi(ProviderKit) @testable import ProviderGoma

/// The bet slip: allowed types, system codes, and the calculation and placement of system bets.
final class GomaSlipTests: XCTestCase {
    /// The vendor reference's three selections (48213/3456781, 48214/3456792, 48215/3456803).
    private let threeLegs = [
        BetSelection(eventId: "48213", marketId: "912345", outcomeId: "3456781", odds: Odds(decimal: decimal("1.85"))),
        BetSelection(eventId: "48214", marketId: "912402", outcomeId: "3456792", odds: Odds(decimal: decimal("3.30"))),
        BetSelection(eventId: "48215", marketId: "912450", outcomeId: "3456803", odds: Odds(decimal: decimal("2.20"))),
    ]
    private var systemSlip: BetSlip { BetSlip(selections: threeLegs, type: .system(size: 2), stakePerBet: Money(amount: 10, currency: "EUR")) }

    /// The README's selections query, decoded.
    static let readmeSelectionsQuery = "selections[0][sport_event_id]=48213&selections[0][outcome_id]=3456781"
        + "&selections[1][sport_event_id]=48214&selections[1][outcome_id]=3456792"
        + "&selections[2][sport_event_id]=48215&selections[2][outcome_id]=3456803"

    private func make(_ endpoint: Request<some Sendable>) throws -> URLRequest {
        try makeTestExecutor().makeRequest(for: endpoint, credentials: Credentials(accessToken: "anon-jwt")).urlRequest
    }

    private func allowed(_ name: String = "tickets-allowed-types.json") throws -> GomaModels.AllowedTicketTypes {
        try Fixture.decode(GomaModels.AllowedTicketTypes.self, name)
    }

    private func makeServer() -> GomaStubServer {
        GomaStubServer([
            "POST /api/auth/v1": { _, _ in .fixture("auth-anonymous.json") },
            "POST /api/auth/v1/login": { _, _ in .fixture("auth-login.json") },
            "GET /api/tickets/v1/allowed-types": { _, _ in .fixture("tickets-allowed-types.json") },
            "GET /api/tickets/v1/calculate": { _, _ in .fixture("tickets-calculate-system.json") },
            "POST /api/tickets/v1": { _, _ in .fixture("place-bet-system.json") },
        ])
    }

    private func signIn(_ provider: GomaProvider) async throws {
        _ = try await provider.account.login(LoginCredentials(username: "player_demo01", password: "password-placeholder"))
    }

    // MARK: - Requests

    func testAllowedTypesSendsOnlyTheSelectionsAsTheReadmeShows() throws {
        let request = try make(GomaAPI.allowedTicketTypes(selections: threeLegs.map {
            GomaModels.SelectionRequest(sportEventId: $0.eventId, outcomeId: $0.outcomeId)
        }))
        XCTAssertEqual(request.httpMethod, "GET")
        XCTAssertEqual(request.path, "/api/tickets/v1/allowed-types")
        XCTAssertEqual(request.bearer, "Bearer anon-jwt")
        XCTAssertNil(request.httpBody)
        XCTAssertEqual(request.url?.query?.removingPercentEncoding, Self.readmeSelectionsQuery)
    }

    func testSystemCalculationQueryIsTheReadmes() throws {
        let request = try make(GomaAPI.calculateTicket(stake: 10, type: "system_2_3", selections: threeLegs.map {
            GomaModels.SelectionRequest(sportEventId: $0.eventId, outcomeId: $0.outcomeId)
        }))
        XCTAssertEqual(request.path, "/api/tickets/v1/calculate")
        XCTAssertEqual(request.url?.query?.removingPercentEncoding, "stake=10.0&type=system_2_3&" + Self.readmeSelectionsQuery)
    }

    func testSystemPlaceBetBodyIsTheVendorRequest() throws {
        let body = GomaModels.PlaceBetRequest(stake: 10, type: "system_2_3", selections: threeLegs.map {
            GomaModels.SelectionRequest(sportEventId: $0.eventId, outcomeId: $0.outcomeId)
        }, cashback: false)
        let request = try make(GomaAPI.placeBet(body))
        let expected = try JSONSerialization.jsonObject(with: Fixture.data("place-bet-system-request.json")) as? NSDictionary
        XCTAssertEqual(request.bodyJSON as NSDictionary?, expected)
    }

    // MARK: - System codes (the one guess)

    func testSystemCodesReadKOfNFromTheCodeElseTheLabel() {
        func read(_ code: String, _ label: String? = nil) -> [Int?]? {
            GomaSystemCode.combination(code: code, label: label).map { [$0.size, $0.of] }
        }
        XCTAssertEqual(read("system_2_3", "2/3"), [2, 3])
        XCTAssertEqual(read("system_2_3", "Doubles"), [2, 3])
        XCTAssertEqual(read("sys-doubles", "2/3"), [2, 3], "the label, when the code has no k and n")
        XCTAssertEqual(read("system-2/4"), [2, 4])
        XCTAssertEqual(read("system_2"), [2, nil], "one number: the size, n unknown")
        XCTAssertNil(read("trixie", "Trixie"))
        XCTAssertNil(read("system_3_3"), "k of k is a multiple, not a system")
        XCTAssertNil(read("system_0_3"))
        XCTAssertNil(read("system_99999999999999999999_3"), "an overlong number makes the text unreadable")
        XCTAssertEqual(read("system_99999999999999999999_3", "2/3"), [2, 3])
    }

    func testTicketTypesUseTheSameReading() throws {
        XCTAssertEqual(try GomaModelMapper.betType("system_2_3"), .system(size: 2))
        XCTAssertEqual(try GomaModelMapper.betType("SYSTEM_3_5"), .system(size: 3))
        XCTAssertThrowsError(try GomaModelMapper.betType("system"))
        XCTAssertThrowsError(try GomaModelMapper.betType("system_3_3"))
        // A system's ticket type is never made up locally: only allowed-types gives its code.
        XCTAssertEqual(try GomaModelMapper.ticketType(.multiple, provider: "Goma"), "multiple")
        XCTAssertThrowsError(try GomaModelMapper.ticketType(.system(size: 2), provider: "Goma"))
    }

    func testTheSystemCodeIsTheEntryMeaningKOfN() throws {
        XCTAssertEqual(GomaModelMapper.systemCode(try allowed(), slip: systemSlip), "system_2_3")
        var four = systemSlip
        four.selections.append(BetSelection(eventId: "48216", marketId: "1", outcomeId: "1", odds: Odds(decimal: 2)))
        XCTAssertNil(GomaModelMapper.systemCode(try allowed(), slip: four), "2/3 is not 2 of 4")
        var trebles = four
        trebles.type = .system(size: 3)
        XCTAssertNil(GomaModelMapper.systemCode(try allowed(), slip: trebles))
        XCTAssertNil(GomaModelMapper.systemCode(try allowed("tickets-allowed-types-same-event.json"), slip: systemSlip))
    }

    // MARK: - Betting options

    func testAllowedTypesMapToBetTypes() throws {
        let options = GomaModelMapper.bettingOptions(try allowed(), slip: systemSlip)
        XCTAssertEqual(options, BettingOptions(isAccepted: true, allowedTypes: [.single, .multiple, .system(size: 2)]))
        var trebles = systemSlip
        trebles.type = .system(size: 1)
        XCTAssertFalse(GomaModelMapper.bettingOptions(try allowed(), slip: trebles).isAccepted)
        XCTAssertEqual(GomaModelMapper.allowedTypesText(try allowed()), "single, multiple, 2/3")
    }

    func testSameEventSelectionsAllowOnlySingles() throws {
        let slip = BetSlip(selections: [
            BetSelection(eventId: "48213", marketId: "912345", outcomeId: "3456781", odds: Odds(decimal: decimal("1.85"))),
            BetSelection(eventId: "48213", marketId: "912346", outcomeId: "3456784", odds: Odds(decimal: decimal("1.70"))),
        ], type: .multiple, stakePerBet: Money(amount: 10, currency: "EUR"))
        let options = GomaModelMapper.bettingOptions(try allowed("tickets-allowed-types-same-event.json"), slip: slip)
        XCTAssertEqual(options, BettingOptions(isAccepted: false, allowedTypes: [.single]))
        XCTAssertEqual(GomaModelMapper.allowedTypesText(try allowed("tickets-allowed-types-same-event.json")), "single")
    }

    func testUnknownTypesAndUnreadableSystemsAreLeftOut() throws {
        let json = #"{"allowed_types":["single","banker","system"],"allowed_stakes":[],"#
            + #""allowed_system_types":[{"type":"trixie","label":"Trixie"},{"type":"system_2_3","label":"2/3"}]}"#
        let answer = try GomaCoding.makeDecoder().decode(GomaModels.AllowedTicketTypes.self, from: Data(json.utf8))
        XCTAssertEqual(GomaModelMapper.bettingOptions(answer, slip: systemSlip).allowedTypes, [.single, .system(size: 2)])
        XCTAssertEqual(GomaModelMapper.allowedTypesText(answer), "single, Trixie, 2/3")
        let withoutSystem = #"{"allowed_types":["single"],"allowed_stakes":[],"allowed_system_types":[{"type":"system_2_3","label":"2/3"}]}"#
        let single = try GomaCoding.makeDecoder().decode(GomaModels.AllowedTicketTypes.self, from: Data(withoutSystem.utf8))
        XCTAssertEqual(GomaModelMapper.bettingOptions(single, slip: systemSlip).allowedTypes, [.single], "entries count only when system is allowed")
    }

    func testEveryAllowedTypesKeyIsRequired() {
        for json in [#"{"allowed_types":[],"allowed_stakes":[]}"#, #"{"allowed_types":[],"allowed_system_types":[]}"#,
                     #"{"allowed_stakes":[],"allowed_system_types":[]}"#] {
            XCTAssertThrowsError(try GomaCoding.makeDecoder().decode(GomaModels.AllowedTicketTypes.self, from: Data(json.utf8)), json)
        }
    }

    // MARK: - Totals

    func testSystemCalculationTotalsAgreeWithTheSlip() throws {
        let calculation = try Fixture.decode(GomaModels.TicketCalculation.self, "tickets-calculate-system.json")
        let result = GomaModelMapper.potentialReturn(calculation, slip: systemSlip)
        XCTAssertEqual(result.numberOfBets, 3)
        XCTAssertEqual(result.totalStake, Money(amount: decimal("30.00"), currency: "EUR"))
        XCTAssertEqual(result.totalStake, systemSlip.totalStake, "3 lines × 10 = total_stake")
        XCTAssertEqual(result.potentialReturn, Money(amount: decimal("174.35"), currency: "EUR"))
        XCTAssertEqual(result.totalOdds?.decimal, decimal("17.435"))
    }

    func testASystemTicketsStakeIsPerCombination() throws {
        let bet = try GomaModelMapper.bet(try Fixture.decode(GomaModels.Ticket.self, "place-bet-system.json"), currency: "EUR")
        XCTAssertEqual(bet.type, .system(size: 2))
        XCTAssertEqual(bet.stake, Money(amount: 30, currency: "EUR"))
        XCTAssertEqual(bet.stake, systemSlip.totalStake)
        XCTAssertEqual(bet.potentialReturn, Money(amount: decimal("174.35"), currency: "EUR"))
        XCTAssertEqual(bet.legs.map(\.eventId), ["48213", "48214", "48215"])
        // A multiple keeps its stake as sent.
        let multiple = try GomaModelMapper.bet(try Fixture.decode(GomaModels.Ticket.self, "place-bet.json"), currency: "EUR")
        XCTAssertEqual(multiple.stake.amount, 10)
    }

    // MARK: - Through the provider

    func testBettingOptionsAsksAllowedTypesForTheSlip() async throws {
        let server = makeServer()
        let options = try await makeProvider(server).betting.bettingOptions(systemSlip)
        XCTAssertEqual(options.allowedTypes, [.single, .multiple, .system(size: 2)])
        XCTAssertTrue(options.isAccepted)
        let sent = try XCTUnwrap(server.requests.last)
        XCTAssertEqual(sent.url?.query?.removingPercentEncoding, Self.readmeSelectionsQuery)
        XCTAssertEqual(sent.bearer, "Bearer goma-anonymous-jwt-placeholder")

        // A zero stake asks too (the vendor is never sent one here).
        var unstaked = systemSlip
        unstaked.stakePerBet = Money(amount: 0, currency: "EUR")
        _ = try await makeProvider(server).betting.bettingOptions(unstaked)
        XCTAssertEqual(server.count("GET /api/tickets/v1/allowed-types"), 2)
    }

    func testAnEmptySlipIsRefusedWithoutAsking() async throws {
        let server = makeServer()
        let empty = BetSlip(selections: [], type: .single, stakePerBet: Money(amount: 10, currency: "EUR"))
        await XCTAssertThrowsError({ try await makeProvider(server).betting.bettingOptions(empty) },
                                  .invalidRequest(message: "The bet slip has no selections."))
        var badStake = systemSlip
        badStake.stakePerBet = Money(amount: decimal("10.005"), currency: "EUR")
        do {
            _ = try await makeProvider(server).betting.bettingOptions(badStake)
            XCTFail("a stake with three decimals was asked about")
        } catch {
            guard case .validation(let fields) = error else { return XCTFail("\(error)") }
            XCTAssertEqual(fields.map(\.field), ["stake"])
        }
        XCTAssertEqual(server.count("GET /api/tickets/v1/allowed-types"), 0)
    }

    func testAllowedTypesErrorsAreTyped() async throws {
        let server = makeServer()
        server.set("GET /api/tickets/v1/allowed-types") { _, _ in .fixture("error-422.json", status: 422) }
        await XCTAssertThrowsError({ try await makeProvider(server).betting.bettingOptions(self.systemSlip) },
                                  .betRejected(message: "The selected bet type does not allow selections from the same event."))
        server.set("GET /api/tickets/v1/allowed-types") { _, _ in .json(#"{"allowed_types":["single"]}"#) }
        do {
            _ = try await makeProvider(server).betting.bettingOptions(systemSlip)
            XCTFail("an answer without its keys was accepted")
        } catch {
            guard case .decoding = error else { return XCTFail("\(error)") }
        }
    }

    func testSystemPotentialReturnSendsTheVendorsCode() async throws {
        let server = makeServer()
        let result = try await makeProvider(server).betting.potentialReturn(systemSlip)
        XCTAssertEqual(result, PotentialReturn(numberOfBets: 3, totalStake: Money(amount: 30, currency: "EUR"),
                                               potentialReturn: Money(amount: decimal("174.35"), currency: "EUR"),
                                               totalOdds: Odds(decimal: decimal("17.435"))))
        let calculate = try XCTUnwrap(server.requests.last)
        XCTAssertEqual(calculate.path, "/api/tickets/v1/calculate")
        XCTAssertEqual(calculate.url?.query?.removingPercentEncoding, "stake=10.0&type=system_2_3&" + Self.readmeSelectionsQuery)
        XCTAssertEqual(server.count("GET /api/tickets/v1/allowed-types"), 1)
    }

    func testSystemPlacementSendsTheSystemTicketOncePerReference() async throws {
        let server = makeServer()
        let provider = makeProvider(server)
        try await signIn(provider)
        let bet = try await provider.betting.placeBet(BetPlacementRequest(slip: systemSlip, reference: "sys-1"))
        XCTAssertEqual(bet.id, "5021")
        XCTAssertEqual(bet.reference, "sys-1")
        XCTAssertEqual(bet.type, .system(size: 2))
        XCTAssertEqual(bet.stake, systemSlip.totalStake)
        let placed = try XCTUnwrap(server.requests.last)
        XCTAssertEqual(placed.bearer, "Bearer goma-user-jwt-placeholder")
        let expected = try JSONSerialization.jsonObject(with: Fixture.data("place-bet-system-request.json")) as? NSDictionary
        XCTAssertEqual(placed.bodyJSON as NSDictionary?, expected)

        let again = try await provider.betting.placeBet(BetPlacementRequest(slip: systemSlip, reference: "sys-1"))
        XCTAssertEqual(again, bet)
        XCTAssertEqual(server.count("POST /api/tickets/v1"), 1)
        XCTAssertEqual(server.count("GET /api/tickets/v1/allowed-types"), 1, "a placed reference asks nothing again")
    }

    func testASystemTheBookmakerDoesNotOfferIsRefusedNamingWhatItAllows() async throws {
        let server = makeServer()
        server.set("GET /api/tickets/v1/allowed-types") { _, _ in .fixture("tickets-allowed-types-same-event.json") }
        let provider = makeProvider(server)
        try await signIn(provider)
        let refusal = ServiceProviderError.invalidRequest(message: "The bookmaker offers no system of 2 from 3 for these selections; it allows single.")
        await XCTAssertThrowsError({ try await provider.betting.potentialReturn(self.systemSlip) }, refusal)
        await XCTAssertThrowsError({ try await provider.betting.placeBet(BetPlacementRequest(slip: self.systemSlip, reference: "sys-2")) }, refusal)
        XCTAssertEqual(server.count("GET /api/tickets/v1/calculate"), 0)
        XCTAssertEqual(server.count("POST /api/tickets/v1"), 0)

        // A refused placement is forgotten: once the bookmaker offers it, the same reference places.
        server.set("GET /api/tickets/v1/allowed-types") { _, _ in .fixture("tickets-allowed-types.json") }
        _ = try await provider.betting.placeBet(BetPlacementRequest(slip: systemSlip, reference: "sys-2"))
        XCTAssertEqual(server.count("POST /api/tickets/v1"), 1)
    }

    func testASystemBetNeedsASignedInUser() async throws {
        let server = makeServer()
        await XCTAssertThrowsError({ try await makeProvider(server).betting.placeBet(BetPlacementRequest(slip: self.systemSlip)) },
                                  .unauthorized)
        XCTAssertEqual(server.count("POST /api/tickets/v1"), 0)
    }

    func testAnInvalidSystemSizeIsRefusedBeforeAsking() async throws {
        let server = makeServer()
        var tooBig = systemSlip
        tooBig.type = .system(size: 3)
        await XCTAssertThrowsError({ try await makeProvider(server).betting.potentialReturn(tooBig) },
                                  .invalidRequest(message: "A system bet needs a size between 1 and the number of selections minus one."))
        XCTAssertEqual(server.requests.count, 0)
    }

    func testGomaDeclaresSystemBetsAndBettingOptions() {
        let features = makeProvider(makeServer()).features
        XCTAssertTrue(features.contains(.systemBets))
        XCTAssertTrue(features.contains(.bettingOptions))
        XCTAssertFalse(features.contains(.oddsBoosts))
    }
}
