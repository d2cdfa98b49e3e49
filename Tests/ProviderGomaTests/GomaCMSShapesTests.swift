import Foundation
import XCTest
@_spi(ProviderKit) import ServicesProvider
import ServicesProviderTesting
@_spi(ProviderKit) @testable import ProviderGoma

/// The carousel, hero-card and pro-choice paths in their second shapes (cards with their
/// event, typed banners, whole events), beside the recorded pointer shapes.
final class GomaCMSShapesTests: XCTestCase {
    // MARK: - Decoding and mapping

    func testRecordedPointerShapesStillDecodeAsPointers() throws {
        guard case .pointers(let banners) = try Fixture.decode(GomaModels.SportBannersAnswer.self, "carousel-events.json") else {
            return XCTFail("the recorded carousel is the pointer shape")
        }
        XCTAssertEqual(banners.count, 1)
        XCTAssertEqual(GomaModelMapper.carouselEvents(.pointers(banners)).first?.eventId, "4067574.1")
        XCTAssertNil(GomaModelMapper.carouselEvents(.pointers(banners)).first?.event)
        XCTAssertEqual(GomaModelMapper.heroCards(try Fixture.decode(GomaModels.HeroCardsAnswer.self, "hero-cards.json")).first?.marketIds,
                       ["67677928.1", "67677925.1", "67680507.1"])
        XCTAssertEqual(GomaModelMapper.proChoices(try Fixture.decode(GomaModels.ProChoicesAnswer.self, "pro-choices.json")).map(\.marketId),
                       ["67677928.1", "66935497.1"])
    }

    func testCarouselCardsWithTheirEvent() throws {
        let answer = try Fixture.decode(GomaModels.SportBannersAnswer.self, "sport-banners-events.json")
        let cards = GomaModelMapper.carouselEvents(answer)
        XCTAssertEqual(cards.count, 1)
        let card = try XCTUnwrap(cards.first)
        XCTAssertEqual(card.id, "21")
        XCTAssertEqual(card.eventId, "48213")
        XCTAssertEqual(card.marketId, "912345")
        XCTAssertEqual(card.imageURL?.absoluteString, "https://cdn.example.com/banners/sport-21.png")
        let event = try XCTUnwrap(card.event)
        XCTAssertEqual(event.participants.map(\.name), ["Atlético Exemplo", "Desportivo Teste"])
        XCTAssertEqual(event.startDate, utc(2025, 3, 15, 20, 30))
        XCTAssertEqual(event.markets.first?.outcomes.map(\.odds.decimal), [decimal("1.85"), decimal("3.40"), decimal("4.20")])
    }

    func testTypedBannersGiveTheirEventItems() throws {
        let cards = GomaModelMapper.carouselEvents(try Fixture.decode(GomaModels.SportBannersAnswer.self, "sport-banners-rich.json"))
        XCTAssertEqual(cards, [CarouselEvent(id: "21", eventId: "48213", marketId: "912345",
                                             imageURL: URL(string: "https://cdn.example.com/banners/sport-21.png"))])
    }

    func testAnUnknownBannerTypeSkipsThatItemOnly() throws {
        var items = try XCTUnwrap(JSONSerialization.jsonObject(with: try Fixture.data("sport-banners-rich.json")) as? [[String: Any]])
        items.insert(["type": "casino_game", "id": 23, "casino_game_id": "g-1"], at: 0)
        var second = items[1]
        second["id"] = 24
        second["sport_event_id"] = "48214"
        items.append(second)
        let answer = try GomaCoding.makeDecoder().decode(GomaModels.SportBannersAnswer.self, from: JSONSerialization.data(withJSONObject: items))
        guard case .typed(let banners) = answer else { return XCTFail("expected the typed shape") }
        XCTAssertEqual(banners.count, 4)
        XCTAssertEqual(GomaModelMapper.carouselEvents(answer).map(\.id), ["21", "24"])
    }

    func testTypedInfoBannersDecode() throws {
        let answer = try Fixture.decode(GomaModels.SportBannersAnswer.self, "sport-banners-rich.json")
        guard case .typed(let banners) = answer, case .info(let info) = try XCTUnwrap(banners.last) else {
            return XCTFail("expected an info banner last")
        }
        XCTAssertEqual(info.title, "Odds Aumentadas")
        XCTAssertEqual(info.ctaTarget, "_self")
    }

    func testHeroCardsWithTheirEvent() throws {
        let cards = GomaModelMapper.heroCards(try Fixture.decode(GomaModels.HeroCardsAnswer.self, "hero-cards-events.json"))
        XCTAssertEqual(cards.map(\.id), ["3"])
        XCTAssertEqual(cards.first?.eventId, "48214")
        XCTAssertEqual(cards.first?.marketIds, ["912402"])
        XCTAssertEqual(cards.first?.imageURL?.absoluteString, "https://cdn.example.com/hero/48214.png")
        XCTAssertEqual(cards.first?.event?.participants.first?.name, "Clube Amostra")
    }

    func testProChoicesAsWholeEvents() throws {
        let picks = GomaModelMapper.proChoices(try Fixture.decode(GomaModels.ProChoicesAnswer.self, "pro-choices-events.json"))
        XCTAssertEqual(picks.count, 1)
        XCTAssertEqual(picks.first?.eventId, "48215")
        XCTAssertEqual(picks.first?.marketId, "912450")
        XCTAssertEqual(picks.first?.imageURL?.absoluteString, "https://cdn.example.com/pro-choices/48215.png")
        XCTAssertEqual(picks.first?.event?.markets.first?.outcomes.count, 3)
    }

    func testNoShapeFittingIsTheRecordedShapesError() {
        XCTAssertThrowsError(try GomaCoding.makeDecoder().decode(GomaModels.SportBannersAnswer.self, from: Data(#"[{"id":1}]"#.utf8))) { error in
            guard case DecodingError.keyNotFound(let key, _) = error else { return XCTFail("unexpected \(error)") }
            XCTAssertEqual(key.stringValue, "sport_event_id")
        }
        XCTAssertThrowsError(try GomaCoding.makeDecoder().decode(GomaModels.ProChoicesAnswer.self, from: Data(#"{"data":[]}"#.utf8)))
    }

    func testTheDecodeToolReadsEveryShape() throws {
        for (name, file) in [("carousel-events", "sport-banners-rich.json"), ("carousel-events", "sport-banners-events.json"),
                             ("hero-cards", "hero-cards-events.json"), ("pro-choices", "pro-choices-events.json")] {
            let values = try XCTUnwrap(GomaProvider.decodeResponse(name, from: Fixture.data(file)) as? [any Sendable], file)
            XCTAssertEqual(values.count, 1, file)
        }
    }

    // MARK: - Requests

    func testSportBannersSendTheLanguageFirstWhenSet() throws {
        let executor = makeTestExecutor()
        let credentials = Credentials(accessToken: "anon-jwt")
        XCTAssertEqual(try executor.makeRequest(for: GomaAPI.sportBanners(language: "pt"), credentials: credentials).urlRequest.url?.query,
                       "language=pt&platform=ios")
        XCTAssertEqual(try executor.makeRequest(for: GomaAPI.sportBanners(language: nil), credentials: credentials).urlRequest.url?.query,
                       "platform=ios")
    }

    // MARK: - Sandbox and loopback

    func testSandboxServesEitherShape() async throws {
        let recorded = GomaSandbox.makeProvider().content
        let recordedCarousel = try await recorded.carouselEvents()
        XCTAssertEqual(recordedCarousel.map(\.eventId), ["4067574.1"])

        let transport = GomaSandbox.makeTransport()
        transport.on(.get, "/api/promotions/v1/sport-banners") { _ in .fixture("sport-banners-rich.json") }
        transport.on(.get, "/api/promotions/v1/hero-cards") { _ in .fixture("hero-cards-events.json") }
        transport.on(.get, "/api/promotions/v1/pro-choices") { _ in .fixture("pro-choices-events.json") }
        let content = GomaSandbox.makeProvider(transport: transport).content
        let carousel = try await content.carouselEvents()
        XCTAssertEqual(carousel.map(\.eventId), ["48213"])
        let hero = try await content.heroCards()
        XCTAssertEqual(hero.first?.event?.id, "48214")
        let picks = try await content.proChoices()
        XCTAssertEqual(picks.first?.event?.id, "48215")
    }

    func testSecondShapesOverTheRealTransport() async throws {
        let loopback = try await GomaLoopback(["GET /api/promotions/v1/sport-banners": .fixture("sport-banners-events.json"),
                                               "GET /api/promotions/v1/hero-cards": .fixture("hero-cards-events.json"),
                                               "GET /api/promotions/v1/pro-choices": .fixture("pro-choices-events.json")],
                                              signedIn: false)
        defer { loopback.stop() }
        let content = loopback.provider.content
        let carousel = try await content.carouselEvents()
        XCTAssertEqual(carousel.first?.event?.id, "48213")
        let hero = try await content.heroCards()
        XCTAssertEqual(hero.first?.marketIds, ["912402"])
        let picks = try await content.proChoices()
        XCTAssertEqual(picks.first?.marketId, "912450")
        XCTAssertEqual(loopback.requests.first { $0.path == "/api/promotions/v1/sport-banners" }?.query, "language=pt&platform=ios")
    }

    func testAnUndecodableCarouselIsADecodingError() async throws {
        let loopback = try await GomaLoopback(["GET /api/promotions/v1/sport-banners": .json(#"[{"id":1}]"#)], signedIn: false)
        defer { loopback.stop() }
        do {
            _ = try await loopback.provider.content.carouselEvents()
            XCTFail("expected a decoding error")
        } catch {
            guard case .decoding = error else { return XCTFail("unexpected \(error)") }
        }
    }
}
