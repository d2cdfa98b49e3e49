import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Testing
@_spi(ProviderKit) import ServicesProvider
import ServicesProviderTesting
@_spi(ProviderKit) @testable import ProviderGoma

/// Boosted odds: both shapes of `/api/promotions/v1/boosted-odds-banners`, and betting the
/// boosted price.
@Suite struct GomaBoostedOddsTests {
    private func banners(_ name: String) throws -> [BoostedOddsBanner] {
        try Fixture.decode([GomaModels.BoostedOddsItem].self, name).compactMap(GomaModelMapper.boostedOddsBanner)
    }

    private let boostedOutcome = Outcome(id: "3456899", name: "Atlético Exemplo", code: "1", odds: Odds(decimal: decimal("2.25")), kind: .home)
    private let normalOutcome = Outcome(id: "3456781", name: "Atlético Exemplo", code: "1", odds: Odds(decimal: decimal("1.85")), kind: .home)

    @Test func theFullFormCarriesTheEventAndTheBoostedMarket() throws {
        let banner = try #require(try banners("boosted-odds-events.json").first)
        #expect(banner.id == "4")
        #expect(banner.title == "Odd Aumentada")
        #expect(banner.eventId == "48213")
        #expect(banner.marketId == "912345")
        #expect(banner.boostedMarketId == "912399")
        #expect(banner.imageURL == URL(string: "https://cdn.example.com/promotions/boost-48213.png"))
        #expect(banner.action == nil)
        #expect(banner.event?.participants.map(\.name) == ["Atlético Exemplo", "Desportivo Teste"])
        #expect(banner.event?.startDate == utc(2025, 3, 15, 20, 30))
        #expect(banner.event?.markets.first?.outcomes.map(\.odds.decimal) == [decimal("1.85"), decimal("3.40"), decimal("4.20")])
        #expect(banner.boostedMarket?.name == "Resultado Final - Odd Aumentada")
        #expect(banner.boostedMarket?.typeId == "1")
        #expect(banner.boostedMarket?.outcomes == [boostedOutcome])
    }

    @Test func boostedPricesPairTheRaisedAndTheNormalPriceWithABettableSelection() throws {
        let banner = try #require(try banners("boosted-odds-events.json").first)
        #expect(banner.boostedPrices == [
            BoostedPrice(boosted: boostedOutcome, normal: normalOutcome,
                         selection: BetSelection(eventId: "48213", marketId: "912399", outcomeId: "3456899", odds: Odds(decimal: decimal("2.25")))),
        ])
    }

    @Test func thePointerFormStillReadsWithIdsOnly() throws {
        let pointers = try banners("boosted-odds-banners.json")
        #expect(pointers == [BoostedOddsBanner(id: "4", title: nil, eventId: "4067992.1", marketId: "67701007.1", boostedMarketId: "67701178.1")])
        #expect(pointers.first?.boostedPrices == [])
    }

    @Test func aFullEntryWithoutItsNormalMarketIsLeftOut() throws {
        var items = try #require(JSONSerialization.jsonObject(with: Fixture.data("boosted-odds-events.json")) as? [[String: Any]])
        var event = try #require(items[0]["event"] as? [String: Any])
        event["markets"] = [Any]()
        items[0]["event"] = event
        items.append(try #require(JSONSerialization.jsonObject(with: Fixture.data("boosted-odds-banners.json")) as? [[String: Any]]).first ?? [:])
        let decoded = try GomaCoding.makeDecoder().decode([GomaModels.BoostedOddsItem].self, from: JSONSerialization.data(withJSONObject: items))
        #expect(decoded.compactMap(GomaModelMapper.boostedOddsBanner).map(\.id) == ["4"], "the pointer stays, the broken full entry goes")
        #expect(decoded.compactMap(GomaModelMapper.boostedOddsBanner).first?.boostedMarketId == "67701178.1")
    }

    @Test func aFullEntryMissingABoostedPriceFailsWithItsPath() throws {
        let json = #"[{"id":4,"event":{"id":1},"boosted_market":{"id":2,"name":"x","outcomes":[]}}]"#
        let error = #expect(throws: DecodingError.self) {
            try GomaCoding.makeDecoder().decode([GomaModels.BoostedOddsItem].self, from: Data(json.utf8))
        }
        if case .keyNotFound(let key, _)? = error {
            #expect(key.stringValue == "home_team", "read as the full form it claims to be")
        } else if let error {
            Issue.record("\(error)")
        }
    }

    @Test func boostedPricesMatchByNameWithoutCodesAndNeedTheNormalMarket() {
        let normal = Market(id: "m", name: "Result", outcomes: [Outcome(id: "a", name: "Home", odds: Odds(decimal: 2)),
                                                                Outcome(id: "b", name: "Away", odds: Odds(decimal: 3))])
        let boosted = Market(id: "bm", name: "Result boosted", outcomes: [Outcome(id: "c", name: "Away", odds: Odds(decimal: 4))])
        let event = Event(id: "e", participants: [], startDate: utc(2025, 3, 15), status: .notStarted, markets: [normal])
        var banner = BoostedOddsBanner(id: "1", eventId: "e", marketId: "m", boostedMarketId: "bm", event: event, boostedMarket: boosted)
        #expect(banner.boostedPrices.map(\.normal?.id) == ["b"])
        #expect(banner.boostedPrices.map(\.selection) == [BetSelection(eventId: "e", marketId: "bm", outcomeId: "c", odds: Odds(decimal: 4))])
        banner.marketId = "other"
        #expect(banner.boostedPrices.map(\.normal) == [nil], "no normal market of that id: the boosted price alone")
    }

    @Test func theBoostedPriceIsPlacedLikeAnyOtherSelection() async throws {
        let server = GomaStubServer([
            "POST /api/auth/v1": { _, _ in .fixture("auth-anonymous.json") },
            "POST /api/auth/v1/login": { _, _ in .fixture("auth-login.json") },
            "GET /api/promotions/v1/boosted-odds-banners": { _, _ in .fixture("boosted-odds-events.json") },
            "POST /api/tickets/v1": { _, _ in .fixture("place-bet.json") },
        ])
        let provider = GomaProvider(configuration: testConfiguration, transport: server.transport, retryPolicy: .none,
                                    sleep: YieldingSleeper().sleep, now: fixtureNow)
        let banners = try await provider.content.boostedOddsBanners()
        let banner = try #require(banners.first)
        let selection = try #require(banner.boostedPrices.first?.selection)
        _ = try await provider.account.login(LoginCredentials(username: "player_demo01", password: "password-placeholder"))
        _ = try await provider.betting.placeBet(BetPlacementRequest(
            slip: BetSlip(selections: [selection], type: .single, stakePerBet: Money(amount: 5, currency: "EUR"))))
        let body = try #require(server.requests.last?.bodyJSON)
        #expect(body["type"] as? String == "single")
        #expect(body["selections"] as? [[String: String]] == [["sport_event_id": "48213", "outcome_id": "3456899"]])
    }
}
