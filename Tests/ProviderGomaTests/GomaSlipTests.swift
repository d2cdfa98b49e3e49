import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Testing
@_spi(ProviderKit) import ServicesProvider
import ServicesProviderTesting
@_spi(ProviderKit) @testable import ProviderGoma

/// The bet slip: allowed types, system codes, and the calculation and placement of system bets.
@Suite struct GomaSlipTests {
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
        try makeTestExecutor().makeRequest(for: endpoint, credentials: Credentials(accessToken: "user-jwt", userId: "321")).urlRequest
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

    @Test func allowedTypesSendsOnlyTheSelectionsAsTheReadmeShows() throws {
        let request = try make(GomaAPI.allowedTicketTypes(selections: threeLegs.map {
            GomaModels.SelectionRequest(sportEventId: $0.eventId, outcomeId: $0.outcomeId)
        }))
        #expect(request.httpMethod == "GET")
        #expect(request.path == "/api/tickets/v1/allowed-types")
        #expect(request.bearer == "Bearer user-jwt")
        #expect(request.httpBody == nil)
        #expect(request.url?.query?.removingPercentEncoding == Self.readmeSelectionsQuery)
    }

    @Test func systemCalculationQueryIsTheReadmes() throws {
        let request = try make(GomaAPI.calculateTicket(stake: 10, type: "system_2_3", selections: threeLegs.map {
            GomaModels.SelectionRequest(sportEventId: $0.eventId, outcomeId: $0.outcomeId)
        }))
        #expect(request.path == "/api/tickets/v1/calculate")
        #expect(request.url?.query?.removingPercentEncoding == "stake=10.0&type=system_2_3&" + Self.readmeSelectionsQuery)
    }

    @Test func systemPlaceBetBodyIsTheVendorRequest() throws {
        let body = GomaModels.PlaceBetRequest(stake: 10, type: "system_2_3", selections: threeLegs.map {
            GomaModels.SelectionRequest(sportEventId: $0.eventId, outcomeId: $0.outcomeId)
        }, cashback: false)
        let request = try make(GomaAPI.placeBet(body))
        let expected = try JSONSerialization.jsonObject(with: Fixture.data("place-bet-system-request.json")) as? NSDictionary
        #expect(request.bodyJSON as NSDictionary? == expected)
    }

    // MARK: - System codes (the one guess)

    @Test func systemCodesReadKOfNFromTheCodeElseTheLabel() {
        func read(_ code: String, _ label: String? = nil) -> [Int?]? {
            GomaSystemCode.combination(code: code, label: label).map { [$0.size, $0.of] }
        }
        #expect(read("system_2_3", "2/3") == [2, 3])
        #expect(read("system_2_3", "Doubles") == [2, 3])
        #expect(read("sys-doubles", "2/3") == [2, 3], "the label, when the code has no k and n")
        #expect(read("system-2/4") == [2, 4])
        #expect(read("system_2") == [2, nil], "one number: the size, n unknown")
        #expect(read("trixie", "Trixie") == nil)
        #expect(read("system_3_3") == nil, "k of k is a multiple, not a system")
        #expect(read("system_0_3") == nil)
        #expect(read("system_99999999999999999999_3") == nil, "an overlong number makes the text unreadable")
        #expect(read("system_99999999999999999999_3", "2/3") == [2, 3])
    }

    @Test func ticketTypesUseTheSameReading() throws {
        #expect(try GomaModelMapper.betType("system_2_3") == .system(size: 2))
        #expect(try GomaModelMapper.betType("SYSTEM_3_5") == .system(size: 3))
        #expect(throws: (any Error).self) { try GomaModelMapper.betType("system") }
        #expect(throws: (any Error).self) { try GomaModelMapper.betType("system_3_3") }
        // A system's ticket type is never made up locally: only allowed-types gives its code.
        #expect(try GomaModelMapper.ticketType(.multiple, provider: "Goma") == "multiple")
        #expect(throws: (any Error).self) { try GomaModelMapper.ticketType(.system(size: 2), provider: "Goma") }
    }

    @Test func theSystemCodeIsTheEntryMeaningKOfN() throws {
        #expect(GomaModelMapper.systemCode(try allowed(), slip: systemSlip) == "system_2_3")
        var four = systemSlip
        four.selections.append(BetSelection(eventId: "48216", marketId: "1", outcomeId: "1", odds: Odds(decimal: 2)))
        #expect(GomaModelMapper.systemCode(try allowed(), slip: four) == nil, "2/3 is not 2 of 4")
        var trebles = four
        trebles.type = .system(size: 3)
        #expect(GomaModelMapper.systemCode(try allowed(), slip: trebles) == nil)
        #expect(GomaModelMapper.systemCode(try allowed("tickets-allowed-types-same-event.json"), slip: systemSlip) == nil)
    }

    // MARK: - Betting options

    @Test func allowedTypesMapToBetTypes() throws {
        let options = GomaModelMapper.bettingOptions(try allowed(), slip: systemSlip)
        #expect(options == BettingOptions(isAccepted: true, allowedTypes: [.single, .multiple, .system(size: 2)]))
        var trebles = systemSlip
        trebles.type = .system(size: 1)
        #expect(!GomaModelMapper.bettingOptions(try allowed(), slip: trebles).isAccepted)
        #expect(GomaModelMapper.allowedTypesText(try allowed()) == "single, multiple, 2/3")
    }

    @Test func sameEventSelectionsAllowOnlySingles() throws {
        let slip = BetSlip(selections: [
            BetSelection(eventId: "48213", marketId: "912345", outcomeId: "3456781", odds: Odds(decimal: decimal("1.85"))),
            BetSelection(eventId: "48213", marketId: "912346", outcomeId: "3456784", odds: Odds(decimal: decimal("1.70"))),
        ], type: .multiple, stakePerBet: Money(amount: 10, currency: "EUR"))
        let options = GomaModelMapper.bettingOptions(try allowed("tickets-allowed-types-same-event.json"), slip: slip)
        #expect(options == BettingOptions(isAccepted: false, allowedTypes: [.single]))
        #expect(GomaModelMapper.allowedTypesText(try allowed("tickets-allowed-types-same-event.json")) == "single")
    }

    @Test func unknownTypesAndUnreadableSystemsAreLeftOut() throws {
        let json = #"{"allowed_types":["single","banker","system"],"allowed_stakes":[],"#
            + #""allowed_system_types":[{"type":"trixie","label":"Trixie"},{"type":"system_2_3","label":"2/3"}]}"#
        let answer = try GomaCoding.makeDecoder().decode(GomaModels.AllowedTicketTypes.self, from: Data(json.utf8))
        #expect(GomaModelMapper.bettingOptions(answer, slip: systemSlip).allowedTypes == [.single, .system(size: 2)])
        #expect(GomaModelMapper.allowedTypesText(answer) == "single, Trixie, 2/3")
        let withoutSystem = #"{"allowed_types":["single"],"allowed_stakes":[],"allowed_system_types":[{"type":"system_2_3","label":"2/3"}]}"#
        let single = try GomaCoding.makeDecoder().decode(GomaModels.AllowedTicketTypes.self, from: Data(withoutSystem.utf8))
        #expect(GomaModelMapper.bettingOptions(single, slip: systemSlip).allowedTypes == [.single], "entries count only when system is allowed")
    }

    @Test func everyAllowedTypesKeyIsRequired() {
        for json in [#"{"allowed_types":[],"allowed_stakes":[]}"#, #"{"allowed_types":[],"allowed_system_types":[]}"#,
                     #"{"allowed_stakes":[],"allowed_system_types":[]}"#] {
            #expect(throws: (any Error).self, "\(json)") {
                try GomaCoding.makeDecoder().decode(GomaModels.AllowedTicketTypes.self, from: Data(json.utf8))
            }
        }
    }

    // MARK: - Totals

    @Test func systemCalculationTotalsAgreeWithTheSlip() throws {
        let calculation = try Fixture.decode(GomaModels.TicketCalculation.self, "tickets-calculate-system.json")
        let result = GomaModelMapper.potentialReturn(calculation, slip: systemSlip)
        #expect(result.numberOfBets == 3)
        #expect(result.totalStake == Money(amount: decimal("30.00"), currency: "EUR"))
        #expect(result.totalStake == systemSlip.totalStake, "3 lines × 10 = total_stake")
        #expect(result.potentialReturn == Money(amount: decimal("174.35"), currency: "EUR"))
        #expect(result.totalOdds?.decimal == decimal("17.435"))
    }

    @Test func aSystemTicketsStakeIsPerCombination() throws {
        let bet = try GomaModelMapper.bet(try Fixture.decode(GomaModels.Ticket.self, "place-bet-system.json"), currency: "EUR")
        #expect(bet.type == .system(size: 2))
        #expect(bet.stake == Money(amount: 30, currency: "EUR"))
        #expect(bet.stake == systemSlip.totalStake)
        #expect(bet.potentialReturn == Money(amount: decimal("174.35"), currency: "EUR"))
        #expect(bet.legs.map(\.eventId) == ["48213", "48214", "48215"])
        // A multiple keeps its stake as sent.
        let multiple = try GomaModelMapper.bet(try Fixture.decode(GomaModels.Ticket.self, "place-bet.json"), currency: "EUR")
        #expect(multiple.stake.amount == 10)
    }

    // MARK: - Through the provider

    @Test func bettingOptionsAsksAllowedTypesForTheSlip() async throws {
        let server = makeServer()
        let options = try await makeProvider(server).betting.bettingOptions(systemSlip)
        #expect(options.allowedTypes == [.single, .multiple, .system(size: 2)])
        #expect(options.isAccepted)
        let sent = try #require(server.requests.last)
        #expect(sent.url?.query?.removingPercentEncoding == Self.readmeSelectionsQuery)
        #expect(sent.bearer == "Bearer goma-anonymous-jwt-placeholder")

        // A zero stake asks too (the vendor is never sent one here).
        var unstaked = systemSlip
        unstaked.stakePerBet = Money(amount: 0, currency: "EUR")
        _ = try await makeProvider(server).betting.bettingOptions(unstaked)
        #expect(server.count("GET /api/tickets/v1/allowed-types") == 2)
    }

    @Test func anEmptySlipIsRefusedWithoutAsking() async throws {
        let server = makeServer()
        let empty = BetSlip(selections: [], type: .single, stakePerBet: Money(amount: 10, currency: "EUR"))
        await #expect(throws: ServiceProviderError.invalidRequest(message: "The bet slip has no selections.")) {
            try await makeProvider(server).betting.bettingOptions(empty)
        }
        var badStake = systemSlip
        badStake.stakePerBet = Money(amount: decimal("10.005"), currency: "EUR")
        do {
            _ = try await makeProvider(server).betting.bettingOptions(badStake)
            Issue.record("a stake with three decimals was asked about")
        } catch {
            guard case .validation(let fields) = error else { Issue.record("\(error)"); return }
            #expect(fields.map(\.field) == ["stake"])
        }
        #expect(server.count("GET /api/tickets/v1/allowed-types") == 0)
    }

    @Test func allowedTypesErrorsAreTyped() async throws {
        let server = makeServer()
        server.set("GET /api/tickets/v1/allowed-types") { _, _ in .fixture("error-422.json", status: 422) }
        await #expect(throws: ServiceProviderError.betRejected(message: "The selected bet type does not allow selections from the same event.")) {
            try await makeProvider(server).betting.bettingOptions(self.systemSlip)
        }
        server.set("GET /api/tickets/v1/allowed-types") { _, _ in .json(#"{"allowed_types":["single"]}"#) }
        do {
            _ = try await makeProvider(server).betting.bettingOptions(systemSlip)
            Issue.record("an answer without its keys was accepted")
        } catch {
            guard case .decoding = error else { Issue.record("\(error)"); return }
        }
    }

    @Test func systemPotentialReturnSendsTheVendorsCode() async throws {
        let server = makeServer()
        let result = try await makeProvider(server).betting.potentialReturn(systemSlip)
        #expect(result == PotentialReturn(numberOfBets: 3, totalStake: Money(amount: 30, currency: "EUR"),
                                          potentialReturn: Money(amount: decimal("174.35"), currency: "EUR"),
                                          totalOdds: Odds(decimal: decimal("17.435"))))
        let calculate = try #require(server.requests.last)
        #expect(calculate.path == "/api/tickets/v1/calculate")
        #expect(calculate.url?.query?.removingPercentEncoding == "stake=10.0&type=system_2_3&" + Self.readmeSelectionsQuery)
        #expect(server.count("GET /api/tickets/v1/allowed-types") == 1)
    }

    @Test func systemPlacementSendsTheSystemTicketOncePerReference() async throws {
        let server = makeServer()
        let provider = makeProvider(server)
        try await signIn(provider)
        let bet = try await provider.betting.placeBet(BetPlacementRequest(slip: systemSlip, reference: "sys-1"))
        #expect(bet.id == "5021")
        #expect(bet.reference == "sys-1")
        #expect(bet.type == .system(size: 2))
        #expect(bet.stake == systemSlip.totalStake)
        let placed = try #require(server.requests.last)
        #expect(placed.bearer == "Bearer goma-user-jwt-placeholder")
        let expected = try JSONSerialization.jsonObject(with: Fixture.data("place-bet-system-request.json")) as? NSDictionary
        #expect(placed.bodyJSON as NSDictionary? == expected)

        let again = try await provider.betting.placeBet(BetPlacementRequest(slip: systemSlip, reference: "sys-1"))
        #expect(again == bet)
        #expect(server.count("POST /api/tickets/v1") == 1)
        #expect(server.count("GET /api/tickets/v1/allowed-types") == 1, "a placed reference asks nothing again")
    }

    @Test func aSystemTheBookmakerDoesNotOfferIsRefusedNamingWhatItAllows() async throws {
        let server = makeServer()
        server.set("GET /api/tickets/v1/allowed-types") { _, _ in .fixture("tickets-allowed-types-same-event.json") }
        let provider = makeProvider(server)
        try await signIn(provider)
        let refusal = ServiceProviderError.invalidRequest(message: "The bookmaker offers no system of 2 from 3 for these selections; it allows single.")
        await #expect(throws: refusal) { try await provider.betting.potentialReturn(self.systemSlip) }
        await #expect(throws: refusal) { try await provider.betting.placeBet(BetPlacementRequest(slip: self.systemSlip, reference: "sys-2")) }
        #expect(server.count("GET /api/tickets/v1/calculate") == 0)
        #expect(server.count("POST /api/tickets/v1") == 0)

        // A refused placement is forgotten: once the bookmaker offers it, the same reference places.
        server.set("GET /api/tickets/v1/allowed-types") { _, _ in .fixture("tickets-allowed-types.json") }
        _ = try await provider.betting.placeBet(BetPlacementRequest(slip: systemSlip, reference: "sys-2"))
        #expect(server.count("POST /api/tickets/v1") == 1)
    }

    @Test func aSystemBetNeedsASignedInUser() async throws {
        let server = makeServer()
        await #expect(throws: ServiceProviderError.unauthorized) {
            try await makeProvider(server).betting.placeBet(BetPlacementRequest(slip: self.systemSlip))
        }
        #expect(server.count("POST /api/tickets/v1") == 0)
    }

    @Test func anInvalidSystemSizeIsRefusedBeforeAsking() async throws {
        let server = makeServer()
        var tooBig = systemSlip
        tooBig.type = .system(size: 3)
        await #expect(throws: ServiceProviderError.invalidRequest(message: "A system bet needs a size between 1 and the number of selections minus one.")) {
            try await makeProvider(server).betting.potentialReturn(tooBig)
        }
        #expect(server.requests.count == 0)
    }

    @Test func gomaDeclaresSystemBetsAndBettingOptions() {
        let features = makeProvider(makeServer()).features
        #expect(features.contains(.systemBets))
        #expect(features.contains(.bettingOptions))
        #expect(!features.contains(.oddsBoosts))
    }
}
