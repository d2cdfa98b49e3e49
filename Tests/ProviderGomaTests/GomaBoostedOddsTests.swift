import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import XCTest
@_spi(ProviderKit) import ServicesProvider
import ServicesProviderTesting
@_spi(ProviderKit) @testable import ProviderGoma

/// Boosted odds: both shapes of `/api/promotions/v1/boosted-odds-banners`, and betting the
/// boosted price.
final class GomaBoostedOddsTests: XCTestCase {
    private func banners(_ name: String) throws -> [BoostedOddsBanner] {
        try Fixture.decode([GomaModels.BoostedOddsItem].self, name).compactMap(GomaModelMapper.boostedOddsBanner)
    }

    private let boostedOutcome = Outcome(id: "3456899", name: "Atlético Exemplo", code: "1", odds: Odds(decimal: decimal("2.25")), kind: .home)
    private let normalOutcome = Outcome(id: "3456781", name: "Atlético Exemplo", code: "1", odds: Odds(decimal: decimal("1.85")), kind: .home)

    func testTheFullFormCarriesTheEventAndTheBoostedMarket() throws {
        let banner = try XCTUnwrap(try banners("boosted-odds-events.json").first)
        XCTAssertEqual(banner.id, "4")
        XCTAssertEqual(banner.title, "Odd Aumentada")
        XCTAssertEqual(banner.eventId, "48213")
        XCTAssertEqual(banner.marketId, "912345")
        XCTAssertEqual(banner.boostedMarketId, "912399")
        XCTAssertEqual(banner.imageURL, URL(string: "https://cdn.example.com/promotions/boost-48213.png"))
        XCTAssertNil(banner.action)
        XCTAssertEqual(banner.event?.participants.map(\.name), ["Atlético Exemplo", "Desportivo Teste"])
        XCTAssertEqual(banner.event?.startDate, utc(2025, 3, 15, 20, 30))
        XCTAssertEqual(banner.event?.markets.first?.outcomes.map(\.odds.decimal), [decimal("1.85"), decimal("3.40"), decimal("4.20")])
        XCTAssertEqual(banner.boostedMarket?.name, "Resultado Final - Odd Aumentada")
        XCTAssertEqual(banner.boostedMarket?.typeId, "1")
        XCTAssertEqual(banner.boostedMarket?.outcomes, [boostedOutcome])
    }

    func testBoostedPricesPairTheRaisedAndTheNormalPriceWithABettableSelection() throws {
        let banner = try XCTUnwrap(try banners("boosted-odds-events.json").first)
        XCTAssertEqual(banner.boostedPrices, [
            BoostedPrice(boosted: boostedOutcome, normal: normalOutcome,
                         selection: BetSelection(eventId: "48213", marketId: "912399", outcomeId: "3456899", odds: Odds(decimal: decimal("2.25")))),
        ])
    }

    func testThePointerFormStillReadsWithIdsOnly() throws {
        let pointers = try banners("boosted-odds-banners.json")
        XCTAssertEqual(pointers, [BoostedOddsBanner(id: "4", title: nil, eventId: "4067992.1", marketId: "67701007.1", boostedMarketId: "67701178.1")])
        XCTAssertEqual(pointers.first?.boostedPrices, [])
    }

    func testAFullEntryWithoutItsNormalMarketIsLeftOut() throws {
        var items = try XCTUnwrap(JSONSerialization.jsonObject(with: Fixture.data("boosted-odds-events.json")) as? [[String: Any]])
        var event = try XCTUnwrap(items[0]["event"] as? [String: Any])
        event["markets"] = [Any]()
        items[0]["event"] = event
        items.append(try XCTUnwrap(JSONSerialization.jsonObject(with: Fixture.data("boosted-odds-banners.json")) as? [[String: Any]]).first ?? [:])
        let decoded = try GomaCoding.makeDecoder().decode([GomaModels.BoostedOddsItem].self, from: JSONSerialization.data(withJSONObject: items))
        XCTAssertEqual(decoded.compactMap(GomaModelMapper.boostedOddsBanner).map(\.id), ["4"], "the pointer stays, the broken full entry goes")
        XCTAssertEqual(decoded.compactMap(GomaModelMapper.boostedOddsBanner).first?.boostedMarketId, "67701178.1")
    }

    func testAFullEntryMissingABoostedPriceFailsWithItsPath() throws {
        let json = #"[{"id":4,"event":{"id":1},"boosted_market":{"id":2,"name":"x","outcomes":[]}}]"#
        XCTAssertThrowsError(try GomaCoding.makeDecoder().decode([GomaModels.BoostedOddsItem].self, from: Data(json.utf8))) { error in
            guard case DecodingError.keyNotFound(let key, _) = error else { return XCTFail("\(error)") }
            XCTAssertEqual(key.stringValue, "home_team", "read as the full form it claims to be")
        }
    }

    func testBoostedPricesMatchByNameWithoutCodesAndNeedTheNormalMarket() {
        let normal = Market(id: "m", name: "Result", outcomes: [Outcome(id: "a", name: "Home", odds: Odds(decimal: 2)),
                                                                Outcome(id: "b", name: "Away", odds: Odds(decimal: 3))])
        let boosted = Market(id: "bm", name: "Result boosted", outcomes: [Outcome(id: "c", name: "Away", odds: Odds(decimal: 4))])
        let event = Event(id: "e", participants: [], startDate: utc(2025, 3, 15), status: .notStarted, markets: [normal])
        var banner = BoostedOddsBanner(id: "1", eventId: "e", marketId: "m", boostedMarketId: "bm", event: event, boostedMarket: boosted)
        XCTAssertEqual(banner.boostedPrices.map(\.normal?.id), ["b"])
        XCTAssertEqual(banner.boostedPrices.map(\.selection), [BetSelection(eventId: "e", marketId: "bm", outcomeId: "c", odds: Odds(decimal: 4))])
        banner.marketId = "other"
        XCTAssertEqual(banner.boostedPrices.map(\.normal), [nil], "no normal market of that id: the boosted price alone")
    }

    func testTheBoostedPriceIsPlacedLikeAnyOtherSelection() async throws {
        let server = GomaStubServer([
            "POST /api/auth/v1": { _, _ in .fixture("auth-anonymous.json") },
            "POST /api/auth/v1/login": { _, _ in .fixture("auth-login.json") },
            "GET /api/promotions/v1/boosted-odds-banners": { _, _ in .fixture("boosted-odds-events.json") },
            "POST /api/tickets/v1": { _, _ in .fixture("place-bet.json") },
        ])
        let provider = GomaProvider(configuration: testConfiguration, transport: server.transport, retryPolicy: .none,
                                    sleep: VirtualSleeper().sleep, now: fixtureNow)
        let banners = try await provider.content.boostedOddsBanners()
        let banner = try XCTUnwrap(banners.first)
        let selection = try XCTUnwrap(banner.boostedPrices.first?.selection)
        _ = try await provider.account.login(LoginCredentials(username: "player_demo01", password: "password-placeholder"))
        _ = try await provider.betting.placeBet(BetPlacementRequest(
            slip: BetSlip(selections: [selection], type: .single, stakePerBet: Money(amount: 5, currency: "EUR"))))
        let body = try XCTUnwrap(server.requests.last?.bodyJSON)
        XCTAssertEqual(body["type"] as? String, "single")
        XCTAssertEqual(body["selections"] as? [[String: String]], [["sport_event_id": "48213", "outcome_id": "3456899"]])
    }
}
