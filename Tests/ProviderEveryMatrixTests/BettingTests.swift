import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Testing
@_spi(ProviderKit) @testable import ProviderEveryMatrix
@_spi(ProviderKit) import ServicesProvider
import ServicesProviderTesting

/// Placement (v2), history, slip options, odds boosts, booking codes and rebet over the vendor's
/// fixtures: request bodies compared with the `.request.json` files, answers mapped exactly.
@Suite struct EveryMatrixBettingTests {
    // MARK: - Helpers

    private func decimal(_ text: String) -> Decimal { Decimal(string: text, locale: Locale(identifier: "en_US_POSIX"))! }

    private func jsonObject(_ data: Data?) throws -> NSObject {
        let data = try #require(data)
        return try #require(JSONSerialization.jsonObject(with: data) as? NSObject)
    }

    private func encoded(_ value: some Encodable) throws -> Data { try JSONEncoder().encode(value) }

    /// A provider over a stub, signed in as the recorded web user (id and login name).
    private func signedIn(_ transport: StubTransport, userId: String = "6976166", username: String? = "+237600000002") async -> EveryMatrixProvider {
        let provider = makeProvider(transport)
        let attributes = username.map { ["username": $0] } ?? [:]
        await provider.runtime.session.signIn(Credentials(accessToken: "SID", userId: userId, attributes: attributes), persist: false)
        return provider
    }

    /// The recorded web slip: one single on offer 278269982743212800 at 1.6451613, 10.00 EUR.
    private var recordedPlacement: BetPlacementRequest {
        let selection = BetSelection(eventId: "278269653630980096", marketId: "m", outcomeId: "278269653731930624",
                                     odds: Odds(decimal: decimal("1.6451613")), priceId: "278269982743212800")
        return BetPlacementRequest(slip: BetSlip(selections: [selection], type: .single, stakePerBet: Money(amount: 10, currency: "EUR")),
                                   reference: "ref-1", oddsChangePolicy: .acceptAny)
    }

    /// The reference app's accumulator: three Arsenal/Real/… picks, 2000 XAF, boost wallet 5843377.
    private var accumulator: BetSlip {
        let picks = [("292417803521802496", "292417803521803008", "292417803521803264", "2.1", "292417803521808896"),
                     ("292417803521814528", "292417803521815040", "292417803521815296", "1.4", "292417803521818880"),
                     ("292417803521829888", "292417803521830400", "292417803521830656", "1.5", "292417803521834240")]
        return BetSlip(selections: picks.map { BetSelection(eventId: $0.0, marketId: $0.1, outcomeId: $0.2, odds: Odds(decimal: decimal($0.3)), priceId: $0.4) },
                       type: .multiple, stakePerBet: Money(amount: 2000, currency: "XAF"))
    }

    private func expectError(_ expected: ServiceProviderError, sourceLocation: SourceLocation = #_sourceLocation,
                             _ body: () async throws(ServiceProviderError) -> Void) async {
        do {
            try await body()
            Issue.record("expected \(expected)", sourceLocation: sourceLocation)
        } catch {
            #expect(error == expected, sourceLocation: sourceLocation)
        }
    }

    // MARK: - Price ids

    @Test func eventMapperGivesEachOutcomeItsOfferAsPriceId() throws {
        let store = AggregatorStore(dump: [try #require(messages("betting-offer-single-football.json").first)])
        let outcome = try #require(EveryMatrixModelMapper.events(in: store.view).first?.markets.first?.outcomes.first)
        #expect(outcome.id == "292417803521803264")
        #expect(outcome.priceId == "292417803521808896")
        let selection = try #require(EveryMatrixModelMapper.selection(offerId: "292417803521808896", in: store.view))
        #expect(selection == BetSelection(eventId: "292417803521802496", marketId: "292417803521803008", outcomeId: "292417803521803264",
                                               odds: Odds(decimal: decimal("2.1")), priceId: "292417803521808896"))
        #expect(EveryMatrixModelMapper.selection(offerId: "1", in: store.view) == nil)
    }

    // MARK: - Placement

    @Test func placementSendsTheRecordedWebBodyAndMapsTheRecordedAnswer() async throws {
        let transport = StubTransport(.data(try Fixture.data("api/place-bet-v2.json")))
        let provider = await signedIn(transport)
        let bet = try await provider.betting.placeBet(recordedPlacement)
        let sent = try #require(transport.requests.last)
        #expect(try jsonObject(sent.httpBody) == jsonObject(Fixture.data("api/place-bet-v2.request.json")))
        #expect(sent.url?.path == "/place-bet/4093/v2/bets")
        #expect(sent.value(forHTTPHeaderField: "userid") == "6976166")
        #expect(bet.id == "e7df0644-4013-4243-8542-3628671791c9")
        #expect(bet.reference == "ref-1")
        #expect(bet.type == .single)
        #expect(bet.status == .open)
        #expect(bet.stake == Money(amount: 10, currency: "EUR"))
        #expect(bet.remainingStake == Money(amount: 10, currency: "EUR"))
        #expect(bet.potentialReturn == Money(amount: decimal("16.45"), currency: "EUR"))
        #expect(bet.totalOdds == Odds(decimal: decimal("1.645")))
        #expect(bet.placedAt == Date(timeIntervalSince1970: 1_756_409_401))
        #expect(bet.legs.map(\.outcomeId) == ["278269653731930624"])
        #expect(bet.legs.first?.eventId == "278269653630980096")
        #expect(bet.legs.first?.odds == Odds(decimal: decimal("1.6451613")))
    }

    @Test func accumulatorBodyMatchesTheReferenceAppsButForItsExtraSelectionKeys() async throws {
        let transport = StubTransport(.data(try Fixture.data("api/place-bet-v2.json")))
        let provider = await signedIn(transport, userId: "7014240", username: "+237600000001")
        _ = try await provider.betting.placeBet(BetPlacementRequest(slip: accumulator, oddsChangePolicy: .acceptHigher, oddsBoostId: "5843377"))
        let body = try #require(transport.requests.last?.httpBody)
        let sent = try #require(JSONSerialization.jsonObject(with: body) as? [String: Any])
        var reference = try #require(JSONSerialization.jsonObject(with: Fixture.data("api/place-bet-v2-reference-app.request.json")) as? [String: Any])
        // The reference app sends offer ids as numbers plus outcomeId, bettingTypeId, marketIDs and
        // banker; the recorded web body (which this SDK follows) sends the id as a string and the price.
        let referenceSelections = try #require(reference.removeValue(forKey: "selections") as? [[String: Any]])
        var sentTop = sent
        let sentSelections = try #require(sentTop.removeValue(forKey: "selections") as? [[String: Any]])
        #expect(sentTop as NSDictionary == reference as NSDictionary)
        #expect(sentSelections.map { $0["bettingOfferId"] as? String } == referenceSelections.map { ($0["bettingOfferId"] as? NSNumber)?.stringValue })
        #expect(sentSelections.map { ($0["priceValue"] as? NSNumber)?.doubleValue } == referenceSelections.map { ($0["priceValue"] as? NSNumber)?.doubleValue })
        #expect(sentSelections.map { Set($0.keys) } == Array(repeating: ["bettingOfferId", "priceValue"], count: 3))
    }

    @Test func refusalsOf409AreTyped() async throws {
        let cases: [(String, ServiceProviderError)] = [
            ("api/place-bet-v2-error-no-funds.json", .insufficientFunds(message: "Insufficient funds")),
            ("api/place-bet-v2-error-wager-limit.json", .limitExceeded(message: "Wager limit exceeded")),
        ]
        for (name, expected) in cases {
            let transport = StubTransport(.data(try Fixture.data(name), status: 409))
            let provider = await signedIn(transport)
            await expectError(expected) { () throws(ServiceProviderError) in _ = try await provider.betting.placeBet(recordedPlacement) }
            #expect(transport.requests.count == 1, "a placement is never retried")
        }
        let other = StubTransport(.json(#"{"successful":false,"response":{"success":false,"errorCode":"130","errorMessage":"Odds changed"}}"#, status: 409))
        let provider = await signedIn(other)
        await expectError(.betRejected(message: "Odds changed")) { () throws(ServiceProviderError) in _ = try await provider.betting.placeBet(recordedPlacement) }
        // The same refusal inside a 200 is not a placed bet.
        let inline = StubTransport(.data(try Fixture.data("api/place-bet-v2-error-no-funds.json")))
        let inlineProvider = await signedIn(inline)
        await expectError(.insufficientFunds(message: "Insufficient funds")) { () throws(ServiceProviderError) in
            _ = try await inlineProvider.betting.placeBet(recordedPlacement)
        }
    }

    @Test func playerAPIErrorEnvelopeMessagesByStatus() throws {
        let mapper = EveryMatrixPlayerErrorMapper()
        let body = try Fixture.data("api/limits-monetary-set-error.json")
        func error(_ status: Int) -> ServiceProviderError? {
            mapper.error(for: HTTPURLResponse(url: URL(string: "https://x.test")!, statusCode: status, httpVersion: nil, headerFields: nil)!,
                         body: body, context: ResponseContext(usedSession: true))
        }
        // A 4xx names the envelope's most specific code and text; a 5xx stays a server error with its text.
        let text = "A limit of this type and period already exists."
        #expect(error(400) == .vendor(code: "LimitAlreadyExists", message: text))
        #expect(error(409) == .vendor(code: "LimitAlreadyExists", message: text))
        #expect(error(424) == .vendor(code: "LimitAlreadyExists", message: text))
        #expect(error(500) == .server(status: 500, message: text))
        // Without a text, a 5xx says the inner code, as the vendor's reference app shows it.
        let codeOnly = Data(#"{"thirdPartyResponse":{"errorCode":"GatewayDown"}}"#.utf8)
        #expect(mapper.error(for: HTTPURLResponse(url: URL(string: "https://x.test")!, statusCode: 502, httpVersion: nil, headerFields: nil)!,
                                    body: codeOnly, context: ResponseContext(usedSession: true)) == .server(status: 502, message: "GatewayDown"))
        #expect(error(429) == .rateLimited(retryAfter: nil))
    }

    @Test func sportsAPIMapsItsOwnEnvelopesAndLeavesTheRestToThePlayerRules() throws {
        func error(_ mapper: some ResponseErrorMapper, _ status: Int, _ body: String) -> ServiceProviderError? {
            mapper.error(for: HTTPURLResponse(url: URL(string: "https://x.test")!, statusCode: status, httpVersion: nil, headerFields: nil)!,
                         body: Data(body.utf8), context: ResponseContext(usedSession: true))
        }
        let sports = EveryMatrixSportsErrorMapper(), player = EveryMatrixPlayerErrorMapper()
        let stale = #"{"trackingId":"t","status":"CONFLICT","errorCode":139,"message":"out of threshold","timestamp":"x"}"#
        #expect(error(sports, 409, stale) == .cashoutValueChanged)
        #expect(error(sports, 409, #"{"successful":false,"response":{"errorCode":"130","errorMessage":"Odds changed"}}"#)
                == .betRejected(message: "Odds changed"))
        // The session rules are the Player API's, on both hosts; the bets envelope is the sports host's alone.
        #expect(error(sports, 401, "{}") == .sessionExpired)
        #expect(error(sports, 400, #"{"errorCode":"SessionExpired"}"#) == .sessionExpired)
        #expect(error(player, 409, stale) == .vendor(code: "139", message: "out of threshold"))
    }

    @Test func placementInputIsRefusedBeforeAnyRequest() async throws {
        let transport = StubTransport(.data(try Fixture.data("api/place-bet-v2.json")))
        let provider = await signedIn(transport)
        var none = recordedPlacement
        none.oddsChangePolicy = .acceptNone
        await expectError(.invalidRequest(message: "EveryMatrix cannot refuse every odds change: place the bet with acceptHigher or acceptAny.")) {
            () throws(ServiceProviderError) in _ = try await provider.betting.placeBet(none)
        }
        var noPrice = recordedPlacement
        noPrice.slip.selections[0].priceId = nil
        await expectError(.invalidRequest(message: "selections[0] has no priceId: EveryMatrix bets on the price (Outcome.priceId).")) {
            () throws(ServiceProviderError) in _ = try await provider.betting.placeBet(noPrice)
        }
        var badPrice = recordedPlacement
        badPrice.slip.selections[0].priceId = "a/b"
        await expectError(.validation(fields: [.init(field: "selections[0].priceId", code: "INVALID", message: "selections[0].priceId is not a valid identifier.")])) {
            () throws(ServiceProviderError) in _ = try await provider.betting.placeBet(badPrice)
        }
        // The vendor's prices carry seven decimal places: odds with more would be sent changed.
        var finerOdds = recordedPlacement
        finerOdds.slip.selections[0].odds = Odds(decimal: Decimal(string: "1.64516131")!)
        await expectError(.validation(fields: [.init(field: "selections[0].odds", code: "TOO_MANY_DECIMALS",
                                                     message: "selections[0].odds has more than 7 decimal places.")])) {
            () throws(ServiceProviderError) in _ = try await provider.betting.placeBet(finerOdds)
        }
        var freeBet = recordedPlacement
        freeBet.freeBetId = "fb1"
        await expectError(.invalidRequest(message: "EveryMatrix placement takes no free bet id: the vendor's free bet field is not documented.")) {
            () throws(ServiceProviderError) in _ = try await provider.betting.placeBet(freeBet)
        }
        var system = BetPlacementRequest(slip: accumulator, oddsChangePolicy: .acceptAny)
        system.slip.type = .system(size: 2)
        await expectError(.notSupported(feature: .systemBets, provider: "EveryMatrix")) { () throws(ServiceProviderError) in
            _ = try await provider.betting.placeBet(system)
        }
        #expect(transport.requests.count == 0)
        // A session without the login name (kept since login) cannot name the user in the body.
        let anonymousName = await signedIn(transport, username: nil)
        await expectError(.unauthorized) { () throws(ServiceProviderError) in _ = try await anonymousName.betting.placeBet(recordedPlacement) }
        #expect(transport.requests.count == 0)
    }

    @Test func badPriceIdIsReportedByField() async {
        // The field error's message is the core's; compare the field and code only.
        var slip = recordedPlacement.slip
        slip.selections[0].priceId = "a/b"
        do {
            try slip.validate()
            Issue.record("expected a validation error")
        } catch {
            guard case .validation(let fields) = error else { Issue.record("\(error)"); return }
            #expect(fields.map(\.field) == ["selections[0].priceId"])
        }
    }

    @Test func stakeIsSentWithTwoDecimalsAndNeverRounded() throws {
        #expect(try EveryMatrixModelMapper.amountText(10) == "10.00")
        #expect(try EveryMatrixModelMapper.amountText(2000) == "2000.00")
        #expect(try EveryMatrixModelMapper.amountText(decimal("0.5")) == "0.50")
        #expect(try EveryMatrixModelMapper.amountText(decimal("12.34")) == "12.34")
        #expect(throws: (any Error).self) { try EveryMatrixModelMapper.amountText(decimal("1.005")) }
    }

    @Test func loginKeepsTheUsernameThePlacementBodyRepeats() async throws {
        let placed = try Fixture.data("api/place-bet-v2.json")
        let transport = try playerStub(["/v2/bets": .data(placed)])
        let provider = makeProvider(transport)
        _ = try await provider.account.login(LoginCredentials(username: "+237600000001", password: "1234"))
        _ = try await provider.betting.placeBet(recordedPlacement)
        let body = try #require(transport.requests.last?.jsonBody)
        #expect(body["username"] as? String == "+237600000001")
        #expect(body["userId"] as? String == "7014240")
    }

    // MARK: - History

    @Test func openAndSettledBetsMapTheVendorShape() throws {
        let open = try EveryMatrixModelMapper.bets(JSONDecoder().decode([EveryMatrixModels.Bet].self, from: Fixture.data("api/bets-open-bets.json")))
        #expect(open.count == 2)
        let single = open[0]
        #expect(single.id == "b0c1d2e3-1111-4a2b-9c3d-4e5f6a7b8c9d")
        #expect(single.type == .single)
        #expect(single.status == .open)
        #expect(single.stake == Money(amount: 2000, currency: "XAF"))
        #expect(single.remainingStake == Money(amount: 2000, currency: "XAF"))
        #expect(single.potentialReturn == Money(amount: 4200, currency: "XAF"))
        #expect(single.payout == nil)
        #expect(single.placedAt == EveryMatrixModelMapper.date("2026-02-12T10:04:31Z"))
        #expect(single.legs == [BetLeg(eventId: "292417803521802496", eventName: "Arsenal - Chelsea", marketName: "Home Draw Away, Ordinary Time",
                                            outcomeName: "Arsenal", odds: Odds(decimal: decimal("2.1")), status: .open,
                                            eventStartDate: EveryMatrixModelMapper.date("2026-02-14T17:30:00Z"), outcomeId: "292417803521803264")])
        #expect(open[1].type == .multiple)
        #expect(open[1].totalOdds == Odds(decimal: decimal("2.94")))
        #expect(open[1].legs.map(\.eventName) == ["Arsenal - Chelsea", "Real Madrid - Sevilla"])

        let settled = try EveryMatrixModelMapper.bets(JSONDecoder().decode([EveryMatrixModels.Bet].self, from: Fixture.data("api/bets-settled-bets.json")))
        #expect(settled.map(\.status) == [.won, .cashedOut] + settled.dropFirst(2).map(\.status))
        #expect(settled[0].payout == Money(amount: 4200, currency: "XAF"))
        let cashedOut = settled[1]
        #expect(cashedOut.payout == Money(amount: decimal("17368.9"), currency: settled[1].stake.currency))
        #expect(cashedOut.remainingStake == Money(amount: 0, currency: cashedOut.stake.currency))
        #expect(cashedOut.legs.first?.status == .cashedOut)
    }

    @Test func anUnknownBetTypeIsAnErrorNotASilentSingle() throws {
        var raw = try JSONDecoder().decode([EveryMatrixModels.Bet].self, from: Fixture.data("api/bets-open-bets.json"))
        raw[1].type = "LUCKY_15"
        #expect(throws: (any Error).self) { try EveryMatrixModelMapper.bets(raw) }
        raw[1].status = "HALF_WON"
        raw[1].type = "SINGLE"
        #expect(try EveryMatrixModelMapper.bets(raw)[1].status == .unknown("HALF_WON"))
    }

    @Test func historyPagesByDateHonestly() async throws {
        let open = try Fixture.data("api/bets-open-bets.json")
        let settled = try Fixture.data("api/bets-settled-bets.json")
        let transport = StubTransport { request in
            request.url?.path.hasSuffix("/open-bets") == true ? .data(open) : .data(settled)
        }
        let provider = await signedIn(transport)
        let all = try await provider.betting.bets(BetHistoryQuery(filter: .all, page: PageRequest(page: 1, pageSize: 10)))
        let ordered = all.items.map(\.id)
        #expect(ordered.count == 2 + (try JSONSerialization.jsonObject(with: settled) as? [Any] ?? []).count)
        #expect(!all.hasMore, "neither list was full")
        let second = try await provider.betting.bets(BetHistoryQuery(filter: .all, page: PageRequest(page: 2, pageSize: 1)))
        #expect(second.items.map(\.id) == [ordered[1]], "page 2 is the second bet of the merged list, not the first again")
        #expect(second.hasMore)
        let query = try #require(transport.requests.last?.url?.query)
        #expect(query.hasPrefix("limit=2&placedBefore="), "\(query)")

        _ = try await provider.betting.bets(BetHistoryQuery(filter: .settled, to: Date(timeIntervalSince1970: 1_786_528_800), settledStatus: .cashedOut))
        #expect(transport.requests.last?.url?.query == "limit=20&placedBefore=2026-08-12T10:00:00&betStatus=CASHED_OUT")
        let count = transport.requests.count
        await expectError(.invalidRequest(message: "EveryMatrix filters settled bets by won or cashed out only, not lost.")) { () throws(ServiceProviderError) in
            _ = try await provider.betting.bets(BetHistoryQuery(filter: .settled, settledStatus: .lost))
        }
        #expect(transport.requests.count == count)
    }

    // MARK: - Slip options

    private func optionsSlip(_ name: String) throws -> BetSlip {
        let request = try #require(JSONSerialization.jsonObject(with: Fixture.data("rpc-betting-options-v2-\(name).request.json")) as? [String: Any])
        let selections = try #require(request["selections"] as? [[String: Any]]).enumerated().map { index, entry in
            BetSelection(eventId: "e\(name == "forbidden" ? 0 : index)", marketId: "m\(index)", outcomeId: "o\(index)",
                         odds: Odds(decimal: decimal((entry["priceValue"] as? NSNumber)?.stringValue ?? "")), priceId: entry["bettingOfferId"] as? String)
        }
        let stake = (request["stakeAmount"] as? NSNumber).map { decimal($0.stringValue) } ?? 0
        return BetSlip(selections: selections, type: request["type"] as? String == "SINGLE" ? .single : .multiple,
                       stakePerBet: Money(amount: stake, currency: "EUR"))
    }

    @Test func optionsKwargsAreTheReferencesAndTheAnswersMap() throws {
        for name in ["single", "multiple", "forbidden"] {
            let kwargs = try EveryMatrixModelMapper.bettingOptionsRequest(optionsSlip(name), language: "en")
            #expect(try jsonObject(encoded(kwargs)) == jsonObject(Fixture.data("rpc-betting-options-v2-\(name).request.json")), "\(name)")
        }
        func options(_ name: String) throws -> BettingOptions {
            EveryMatrixModelMapper.bettingOptions(try JSONDecoder().decode(EveryMatrixModels.BettingOptions.self,
                                                                           from: Fixture.data("rpc-betting-options-v2-\(name).json")), slip: try optionsSlip(name))
        }
        let single = try options("single")
        #expect(single.isAccepted)
        #expect(single.allowedTypes == [.single])
        #expect(single.minimumStake == Money(amount: decimal("0.35"), currency: "EUR"))
        #expect(single.maximumStake == Money(amount: 2500, currency: "EUR"))
        #expect(single.maximumWinning == Money(amount: 38, currency: "EUR"))
        #expect(single.totalOdds == Odds(decimal: decimal("3.8")))

        let multiple = try options("multiple")
        #expect(multiple.allowedTypes == [.single, .multiple, .system(size: 1), .system(size: 2)])
        #expect(multiple.oddsBoostCount == 1)
        #expect(multiple.freeBetCount == 0)
        #expect(multiple.totalOdds == Odds(decimal: decimal("13.86")))
        #expect(multiple.maximumWinning == Money(amount: decimal("69.3"), currency: "EUR"))

        let forbiddenSlip = try optionsSlip("forbidden")
        let forbidden = try options("forbidden")
        #expect(!forbidden.isAccepted)
        #expect(forbidden.forbiddenCombinations == [forbiddenSlip.selections])
        #expect(forbidden.allowedTypes == [.single, .system(size: 1)])
        #expect(forbidden.maximumStake == Money(amount: 0, currency: "EUR"))
    }

    @Test func systemSlipOptionsSayWhichSizesAreAllowed() throws {
        var slip = accumulator
        slip.type = .system(size: 2)
        let kwargs = try #require(try jsonObject(encoded(EveryMatrixModelMapper.bettingOptionsRequest(slip, language: "en"))) as? [String: Any])
        #expect(kwargs["type"] as? String == "SYSTEM")
        #expect(kwargs["systemBetType"] is NSNull)
        let four = (0..<4).map { BetSelection(eventId: "e\($0)", marketId: "m", outcomeId: "o\($0)", odds: Odds(decimal: 2), priceId: "p\($0)") }
        #expect(BettingOptions.allowedTypes(for: four, forbidden: [Array(four[1...3])]) == [.single, .system(size: 1), .system(size: 2)],
                "a 3-of-4 system holds the forbidden triple")
    }

    // MARK: - Odds boosts

    @Test func oddsBoostBodyIsTheReferencesAndWalletsMap() async throws {
        let transport = StubTransport(.data(try Fixture.data("api/odds-boost-wallets.json")))
        let provider = await signedIn(transport)
        let boosts = try await provider.betting.oddsBoosts(for: accumulator)
        let sent = try #require(transport.requests.last)
        #expect(sent.httpMethod == "PUT")
        #expect(sent.url?.path == "/v1/bonus/wallets/sports")
        #expect(sent.value(forHTTPHeaderField: "x-sessionid") == "SID")
        #expect(try jsonObject(sent.httpBody) == jsonObject(Fixture.data("api/odds-boost-wallets.request.json")))
        #expect(boosts == [OddsBoostOffer(
            id: "5843377", eligibleEventIds: ["292417803521802496", "292417803521814528", "292417803521829888"],
            currentTier: OddsBoostTier(minimumSelections: 3, percentage: decimal("0.15"), cap: Money(amount: 50000, currency: "XAF")),
            nextTier: OddsBoostTier(minimumSelections: 4, percentage: decimal("0.2"), cap: Money(amount: 75000, currency: "XAF")),
            tiers: [(2, "0.1", 25000), (3, "0.15", 50000), (4, "0.2", 75000), (5, "0.25", 100_000)].map {
                OddsBoostTier(minimumSelections: $0.0, percentage: decimal($0.1), cap: Money(amount: Decimal($0.2), currency: "XAF"))
            },
            expiresAt: EveryMatrixModelMapper.date("2026-03-12T09:45:12Z"))])

        let none = StubTransport(.data(try Fixture.data("api/odds-boost-wallets-none.json")))
        let noneBoosts = try await (await signedIn(none)).betting.oddsBoosts(for: accumulator)
        #expect(noneBoosts == [])
        await expectError(.unauthorized) { () throws(ServiceProviderError) in _ = try await makeProvider(none).betting.oddsBoosts(for: self.accumulator) }
    }

    // MARK: - Booking codes and rebet

    @Test func bookingCodeBodyIsTheReferences() async throws {
        let transport = StubTransport(.data(try Fixture.data("api/booking-code-create.json")))
        let provider = makeProvider(transport) // no session needed
        let code = try await provider.betting.bookingCode(for: accumulator.selections)
        #expect(code == "7YRLO2UQ")
        let sent = try #require(transport.requests.last)
        #expect(sent.url?.path == "/v2/sports/bets/book")
        #expect(sent.value(forHTTPHeaderField: "x-sessionid") == nil)
        #expect(try jsonObject(sent.httpBody) == jsonObject(Fixture.data("api/booking-code-create.request.json")))
        let retrieved = try JSONDecoder().decode(EveryMatrixModels.Booking.self, from: Fixture.data("api/booking-code-retrieve.json"))
        #expect(retrieved.selections.map(\.bettingOfferId) == accumulator.selections.compactMap(\.priceId))
        await expectError(.invalidRequest(message: "A booking code needs at least one selection.")) { () throws(ServiceProviderError) in
            _ = try await provider.betting.bookingCode(for: [])
        }
        #expect(transport.requests.count == 1)
    }

    @Test func oddsByOutcomesKwargsAreTheReferences() throws {
        let kwargs = EveryMatrixModels.OddsByOutcomesRequest(lang: "en", outcomeIds: ["292417803521803264"])
        #expect(try jsonObject(encoded(kwargs)) == jsonObject(Fixture.data("rpc-odds-by-outcomes.request.json")))
        let answer = try JSONDecoder().decode(EveryMatrixModels.OddsByOutcomes.self, from: Fixture.data("rpc-odds-by-outcomes.json"))
        #expect(answer.bettingOfferIdsByEventId == ["292417803521802496": ["292417803521808896"]])
        #expect(answer.allBettingOffersFound == true)
    }
}
