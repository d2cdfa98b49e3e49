import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Testing
@_spi(ProviderKit) @testable import ProviderSportRadar
@_spi(ProviderKit) import ServicesProvider
import ServicesProviderTesting

/// The home page's editorial content through `client.content`: over the sandbox (every list and
/// the markets it points at), over a stub content API (what is dropped, counted or fails), and over
/// the loopback server.
struct EditorialContentTests {
    let provider = SportRadarSandbox.makeProvider()
    var client: Client { Client(provider: provider) }

    // MARK: - Sandbox

    @Test func bannersAreTheTopBannersThenTheSlidersWithTheirEvent() async throws {
        let banners = try await client.content.banners()
        #expect(banners.map(\.id) == ["7101", "7102", "5101", "5102"])
        #expect(banners.map(\.opensRegistration) == [true, false, false, false])
        #expect(banners.map(\.eventId) == [nil, nil, nil, "4067574.1"])
        #expect(provider.contentDiagnostics == ContentDiagnostics())
    }

    @Test func slidingEventsAndEventCardsCarryTheirEventsInTheEditorsOrder() async throws {
        let carousel = try await client.content.carouselEvents()
        #expect(carousel.map(\.id) == ["5201", "5202"])
        #expect(carousel.map(\.eventId) == ["4067574.1", "4067580.1"])
        #expect(carousel.map(\.marketId) == ["67677928.1", "67679001.1"])
        #expect(carousel.last?.event?.isLive == true, "the event's status is today's, not the market answer's")
        #expect(carousel.first?.imageURL == URL(string: "https://cdn.example.invalid/sportsbook/images/sliding-4067574.png"))
        let cards = try await client.content.highlightedEvents()
        #expect(cards.map(\.id) == ["5401"])
        #expect(cards.first?.event?.markets.contains { $0.id == "67677928.1" } == true)
    }

    @Test func aBoostedCardHoldsTheBoostedMarketApartFromItsEvent() async throws {
        let banner = try #require(try await client.content.boostedOddsBanners().first)
        #expect(banner.id == "5301")
        #expect(banner.title == "FC Exemple gagne")
        #expect(banner.eventId == "4067574.1")
        #expect(banner.marketId == "67677928.1")
        #expect(banner.boostedMarketId == "67677990.1")
        #expect(banner.boostedMarket?.outcomes.map(\.odds.decimal) == [3])
        let normal = try #require(banner.event?.markets.first { $0.id == banner.marketId })
        #expect(normal.outcomes.first?.odds.decimal == Decimal(string: "1.79"))
        #expect(banner.event?.markets.contains { $0.id == banner.boostedMarketId } == false)
    }

    @Test func highlightedMarketsArePicksWithTheirSelectionCount() async throws {
        let picks = try await client.content.proChoices()
        #expect(picks.map(\.marketId) == ["67677940.1", "67677941.1"])
        #expect(picks.map(\.shownOutcomeCount) == [3, 2])
        #expect(picks.map(\.eventId) == ["4067574.1", "4067574.1"])
        #expect(picks.first?.event?.markets.first { $0.id == "67677940.1" }?.outcomes.count == 4)
    }

    @Test func heroGameGroupsBecomeOneCardPerEvent() async throws {
        let cards = try await client.content.heroCards()
        #expect(cards.map(\.id) == ["5701"])
        let card = try #require(cards.first)
        #expect(card.eventId == "4067574.1")
        #expect(card.marketIds == ["67677928.1", "67677925.1", "67677940.1"])
        #expect(card.imageURL == URL(string: "https://cdn.example.invalid/sportsbook/images/hero-4067574.png"))
        #expect(Set(card.marketIds).isSubset(of: Set(card.event?.markets.map(\.id) ?? [])))
        #expect(card.event?.participants.map(\.name) == ["FC Exemple", "AS Démo"])
    }

    @Test func storiesCashbackBannerAndPromotedSports() async throws {
        #expect(try await client.content.stories().map(\.id) == ["5601", "5602"])
        #expect(try await client.content.cashbackBanners().map(\.id) == ["5801"])
        let sports = try await client.content.promotedSports()
        #expect(sports.map(\.name) == ["Football", "Tennis"])
        #expect(sports.first?.competitions.map(\.id) == ["123456.1", "123457.1"])
        #expect(provider.contentDiagnostics == ContentDiagnostics(incompleteItems: 1), "Basketball, promoted without a market group")
    }

    @Test func theSportListIgnoresThePopularNodeItShares() async throws {
        let sports = try await client.events.sports()
        #expect(sports.map(\.name) == ["Football", "Tennis", "Basketball"])
    }

    // MARK: - Stub content API

    /// A content API answering `"type id"` with a reply, anything else CONTENT_NOT_FOUND.
    static func contentAPI(_ routes: [String: StubTransport.Reply]) -> StubTransport {
        StubTransport { request in
            let body = try #require(request.httpBody)
            let content = try #require((try JSONSerialization.jsonObject(with: body) as? [String: Any])?["contentId"] as? [String: Any])
            let key = "\(content["type"] as? String ?? "") \(content["id"] as? String ?? "")"
            return try routes[key] ?? .data(Fixture.data("error-CONTENT_NOT_FOUND"), status: 404)
        }
    }

    static func fixture(_ name: String) throws -> StubTransport.Reply { .data(try Fixture.data(name)) }

    /// The recorded event's details, its status set to `status`.
    static func event(status: String) throws -> StubTransport.Reply {
        var object = try #require(try JSONSerialization.jsonObject(with: Fixture.data("getEventDetails")) as? [String: Any])
        var event = try #require(object["data"] as? [String: Any])
        event["liveDataSummary"] = ["status": status, "scores": [String: Any]()]
        object["data"] = event
        return .data(try JSONSerialization.data(withJSONObject: object))
    }

    @Test func cardsKeepTheHeadlineOrderNotTheMarketIdOrder() async throws {
        let headlines = #"""
        {"data":{"headlineItems":[{"idfwheadline":"2","idfomarket":"67679001.1"},{"idfwheadline":"1","idfomarket":"67677928.1"}]}}
        """#
        let live = #"{"data":{"idfomarket":"67679001.1","name":"M","idfoevent":"4067580.1","tsstart":"2025-03-15T18:00:00.000Z","selections":[]}}"#
        let transport = Self.contentAPI([
            "headline 1356/20/slidingEvent": .json(headlines),
            "market 67677928.1": try Self.fixture("market"), "market 67679001.1": .json(live),
            "event 4067574.1": try Self.fixture("getEventDetails"), "event 4067580.1": try Self.fixture("getEventDetails-live-football"),
        ])
        let provider = TestConfig.provider(transport: transport)
        let cards = try await provider.content.carouselEvents()
        #expect(cards.map(\.id) == ["2", "1"])
        #expect(cards.map(\.eventId) == ["4067580.1", "4067574.1"])
    }

    @Test func anUnknownEndedOrIncompletePointerIsDroppedAndCountedTheOthersKept() async throws {
        let headlines = #"""
        {"data":{"headlineItems":[{"idfwheadline":"1","idfomarket":"67677928.1"},{"idfwheadline":"2","idfomarket":"99999999.1"},
                                  {"idfwheadline":"3"},{"idfwheadline":"4","idfomarket":"67677990.1"},{"idfwheadline":5}]}}
        """#
        let ended = #"{"data":{"idfomarket":"67677990.1","name":"M","idfoevent":"4067580.1","tsstart":"2025-03-15T20:00:00.000Z","selections":[]}}"#
        let transport = Self.contentAPI([
            "headline 1356/20/eventCard": .json(headlines),
            "market 67677928.1": try Self.fixture("market"), "market 67677990.1": .json(ended),
            "event 4067574.1": try Self.fixture("getEventDetails"), "event 4067580.1": try Self.event(status: "ended"),
        ])
        let provider = TestConfig.provider(transport: transport)
        let cards = try await provider.content.highlightedEvents()
        #expect(cards.map(\.id) == ["1"])
        #expect(provider.contentDiagnostics == ContentDiagnostics(unknownEvents: 1, endedEvents: 1, incompleteItems: 2))
    }

    @Test func aBoostedCardWithoutItsOriginalMarketIsDropped() async throws {
        let headlines = #"{"data":{"headlineItems":[{"idfwheadline":"1","idfomarket":"67677928.1"}]}}"#
        let transport = Self.contentAPI([
            "headline 1356/20/boostedOddCard": .json(headlines),
            "market 67677928.1": try Self.fixture("market"), "event 4067574.1": try Self.fixture("getEventDetails"),
        ])
        let provider = TestConfig.provider(transport: transport)
        #expect(try await provider.content.boostedOddsBanners().isEmpty)
        #expect(provider.contentDiagnostics == ContentDiagnostics(incompleteItems: 1))
    }

    @Test func anUnknownHeroGroupDropsItsHeadlinesOnly() async throws {
        let headlines = #"""
        {"data":{"headlineItems":[{"idfwheadline":"1","idfwmarketgroup":"404.1"},{"idfwheadline":"2","idfwmarketgroup":"123470.1"}]}}
        """#
        let transport = Self.contentAPI([
            "headline 1356/20/HeroGameCard": .json(headlines),
            "marketGroup 123470.1": try Self.fixture("marketGroup-heroGame"), "event 4067574.1": try Self.fixture("getEventDetails"),
        ])
        let provider = TestConfig.provider(transport: transport)
        let cards = try await provider.content.heroCards()
        #expect(cards.map(\.id) == ["2"])
        #expect(cards.first?.marketIds == ["67677928.1", "67677925.1"])
        #expect(provider.contentDiagnostics == ContentDiagnostics(unknownEvents: 1))
    }

    @Test func aListTheVendorDoesNotKnowIsEmpty() async throws {
        let provider = TestConfig.provider(transport: Self.contentAPI([:]))
        #expect(try await provider.content.stories().isEmpty)
        #expect(try await provider.content.banners().isEmpty)
        #expect(try await provider.content.heroCards().isEmpty)
        #expect(try await provider.content.cashbackBanners().isEmpty)
        #expect(provider.contentDiagnostics == ContentDiagnostics())
    }

    @Test func aLookupThatFailsForAnotherReasonFailsTheCall() async throws {
        let headlines = #"{"data":{"headlineItems":[{"idfwheadline":"1","idfomarket":"67677928.1"}]}}"#
        let transport = StubTransport { request in
            let body = String(decoding: request.httpBody ?? Data(), as: UTF8.self)
            if body.contains("slidingEvent") { return .json(headlines) }
            return .json(#"{"message":"down"}"#, status: 503)
        }
        let provider = TestConfig.provider(transport: transport)
        await #expect { try await provider.content.carouselEvents() } throws: { error in
            guard case .server(let status, _)? = error as? ServiceProviderError else { return false }
            return status == 503
        }
        #expect(provider.contentDiagnostics == ContentDiagnostics())
    }

    @Test func theListsAreAskedWithTheFrontEndCodeAndNoCredentials() async throws {
        let transport = Self.contentAPI([:])
        let provider = await TestConfig.signedIn(transport: transport)
        _ = try await provider.content.carouselEvents()
        _ = try await provider.content.banners()
        _ = try await provider.content.cashbackBanners()
        let bodies = try transport.requests.map { request in
            #expect(request.url?.absoluteString == "https://poseidon.test/base/services/content/get")
            #expect(request.httpMethod == "POST")
            #expect(request.value(forHTTPHeaderField: "Authorization") == nil)
            #expect(request.url?.query == nil, "no session key")
            let object = try #require(try JSONSerialization.jsonObject(with: request.httpBody ?? Data()) as? NSDictionary)
            #expect(object["clientContext"] as? NSDictionary == ["language": "FR", "ipAddress": "127.0.0.1"])
            return try #require(object["contentId"] as? NSDictionary)
        }
        #expect(bodies == [["type": "headline", "id": "1356/20/slidingEvent"], ["type": "bannerCategoryList", "id": "1356/Homepage"],
                           ["type": "headline", "id": "1356/20/HomepageSliders"],
                           ["type": "bannerCategoryList", "id": "1356/cashbackSuccessBanner"]])
    }

    // MARK: - Loopback

    @Test func storiesAndSlidingEventsOverTheLoopbackServer() async throws {
        let loopback = try await SportRadarLoopback([
            "POST /services/content/get headline 1356/20/InstaCard": .fixture("headline-InstaCard"),
            "POST /services/content/get headline 1356/20/slidingEvent": .fixture("headline-slidingEvent"),
            "POST /services/content/get market": .fixture("market"),
            "POST /services/content/get event": .fixture("getEventDetails"),
        ], signedIn: false)
        defer { loopback.stop() }
        let client = Client(provider: loopback.provider)
        #expect(try await client.content.stories().map(\.title) == ["Cashback", "Ligue 1"])
        let carousel = try await client.content.carouselEvents()
        #expect(carousel.map(\.id) == ["5201", "5202"], "both markets answer with the recorded one")
        #expect(carousel.map(\.eventId) == ["4067574.1", "4067574.1"])
        #expect(loopback.requests.filter { String(decoding: $0.body, as: UTF8.self).contains(#""market""#) }.count == 2)
    }
}
