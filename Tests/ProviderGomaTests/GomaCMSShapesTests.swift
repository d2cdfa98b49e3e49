import Foundation
import Testing
@_spi(ProviderKit) import ServicesProvider
import ServicesProviderTesting
@_spi(ProviderKit) @testable import ProviderGoma

/// The carousel, hero-card and pro-choice paths in their second shapes (cards with their
/// event, typed banners, whole events), beside the recorded pointer shapes.
@Suite struct GomaCMSShapesTests {
    // MARK: - Decoding and mapping

    @Test func recordedPointerShapesStillDecodeAsPointers() throws {
        guard case .pointers(let banners) = try Fixture.decode(GomaModels.SportBannersAnswer.self, "carousel-events.json") else {
            Issue.record("the recorded carousel is the pointer shape"); return
        }
        #expect(banners.count == 1)
        #expect(GomaModelMapper.carouselEvents(.pointers(banners)).first?.eventId == "4067574.1")
        #expect(GomaModelMapper.carouselEvents(.pointers(banners)).first?.event == nil)
        #expect(GomaModelMapper.heroCards(try Fixture.decode(GomaModels.HeroCardsAnswer.self, "hero-cards.json")).first?.marketIds
                == ["67677928.1", "67677925.1", "67680507.1"])
        #expect(GomaModelMapper.proChoices(try Fixture.decode(GomaModels.ProChoicesAnswer.self, "pro-choices.json")).map(\.marketId)
                == ["67677928.1", "66935497.1"])
    }

    @Test func carouselCardsWithTheirEvent() throws {
        let answer = try Fixture.decode(GomaModels.SportBannersAnswer.self, "sport-banners-events.json")
        let cards = GomaModelMapper.carouselEvents(answer)
        #expect(cards.count == 1)
        let card = try #require(cards.first)
        #expect(card.id == "21")
        #expect(card.eventId == "48213")
        #expect(card.marketId == "912345")
        #expect(card.imageURL?.absoluteString == "https://cdn.example.com/banners/sport-21.png")
        let event = try #require(card.event)
        #expect(event.participants.map(\.name) == ["Atlético Exemplo", "Desportivo Teste"])
        #expect(event.startDate == utc(2025, 3, 15, 20, 30))
        #expect(event.markets.first?.outcomes.map(\.odds.decimal) == [decimal("1.85"), decimal("3.40"), decimal("4.20")])
    }

    @Test func typedBannersGiveTheirEventItems() throws {
        let cards = GomaModelMapper.carouselEvents(try Fixture.decode(GomaModels.SportBannersAnswer.self, "sport-banners-rich.json"))
        #expect(cards == [CarouselEvent(id: "21", eventId: "48213", marketId: "912345",
                                        imageURL: URL(string: "https://cdn.example.com/banners/sport-21.png"))])
    }

    @Test func anUnknownBannerTypeSkipsThatItemOnly() throws {
        var items = try #require(JSONSerialization.jsonObject(with: try Fixture.data("sport-banners-rich.json")) as? [[String: Any]])
        items.insert(["type": "casino_game", "id": 23, "casino_game_id": "g-1"], at: 0)
        var second = items[1]
        second["id"] = 24
        second["sport_event_id"] = "48214"
        items.append(second)
        let answer = try GomaCoding.makeDecoder().decode(GomaModels.SportBannersAnswer.self, from: JSONSerialization.data(withJSONObject: items))
        guard case .typed(let banners) = answer else { Issue.record("expected the typed shape"); return }
        #expect(banners.count == 4)
        #expect(GomaModelMapper.carouselEvents(answer).map(\.id) == ["21", "24"])
    }

    @Test func typedInfoBannersDecode() throws {
        let answer = try Fixture.decode(GomaModels.SportBannersAnswer.self, "sport-banners-rich.json")
        guard case .typed(let banners) = answer, case .info(let info) = try #require(banners.last) else {
            Issue.record("expected an info banner last"); return
        }
        #expect(info.title == "Odds Aumentadas")
        #expect(info.ctaTarget == "_self")
    }

    @Test func heroCardsWithTheirEvent() throws {
        let cards = GomaModelMapper.heroCards(try Fixture.decode(GomaModels.HeroCardsAnswer.self, "hero-cards-events.json"))
        #expect(cards.map(\.id) == ["3"])
        #expect(cards.first?.eventId == "48214")
        #expect(cards.first?.marketIds == ["912402"])
        #expect(cards.first?.imageURL?.absoluteString == "https://cdn.example.com/hero/48214.png")
        #expect(cards.first?.event?.participants.first?.name == "Clube Amostra")
    }

    @Test func proChoicesAsWholeEvents() throws {
        let picks = GomaModelMapper.proChoices(try Fixture.decode(GomaModels.ProChoicesAnswer.self, "pro-choices-events.json"))
        #expect(picks.count == 1)
        #expect(picks.first?.eventId == "48215")
        #expect(picks.first?.marketId == "912450")
        #expect(picks.first?.imageURL?.absoluteString == "https://cdn.example.com/pro-choices/48215.png")
        #expect(picks.first?.event?.markets.first?.outcomes.count == 3)
    }

    @Test func noShapeFittingIsTheRecordedShapesError() {
        let error = #expect(throws: DecodingError.self) {
            try GomaCoding.makeDecoder().decode(GomaModels.SportBannersAnswer.self, from: Data(#"[{"id":1}]"#.utf8))
        }
        if case .keyNotFound(let key, _)? = error {
            #expect(key.stringValue == "sport_event_id")
        } else if let error {
            Issue.record("unexpected \(error)")
        }
        #expect(throws: (any Error).self) { try GomaCoding.makeDecoder().decode(GomaModels.ProChoicesAnswer.self, from: Data(#"{"data":[]}"#.utf8)) }
    }

    @Test func theDecodeToolReadsEveryShape() throws {
        for (name, file) in [("carousel-events", "sport-banners-rich.json"), ("carousel-events", "sport-banners-events.json"),
                             ("hero-cards", "hero-cards-events.json"), ("pro-choices", "pro-choices-events.json")] {
            let values = try #require(GomaProvider.decodeResponse(name, from: Fixture.data(file)) as? [any Sendable], "\(file)")
            #expect(values.count == 1, "\(file)")
        }
    }

    // MARK: - Requests

    @Test func sportBannersSendTheLanguageFirstWhenSet() throws {
        let executor = makeTestExecutor()
        let credentials = Credentials(accessToken: "anon-jwt")
        #expect(try executor.makeRequest(for: GomaAPI.sportBanners(language: "pt"), credentials: credentials).urlRequest.url?.query
                == "language=pt&platform=ios")
        #expect(try executor.makeRequest(for: GomaAPI.sportBanners(language: nil), credentials: credentials).urlRequest.url?.query
                == "platform=ios")
    }

    // MARK: - Sandbox and loopback

    @Test func sandboxServesEitherShape() async throws {
        let recorded = GomaSandbox.makeProvider().content
        let recordedCarousel = try await recorded.carouselEvents()
        #expect(recordedCarousel.map(\.eventId) == ["4067574.1"])

        let transport = GomaSandbox.makeTransport()
        transport.on(.get, "/api/promotions/v1/sport-banners") { _ in .fixture("sport-banners-rich.json") }
        transport.on(.get, "/api/promotions/v1/hero-cards") { _ in .fixture("hero-cards-events.json") }
        transport.on(.get, "/api/promotions/v1/pro-choices") { _ in .fixture("pro-choices-events.json") }
        let content = GomaSandbox.makeProvider(transport: transport).content
        let carousel = try await content.carouselEvents()
        #expect(carousel.map(\.eventId) == ["48213"])
        let hero = try await content.heroCards()
        #expect(hero.first?.event?.id == "48214")
        let picks = try await content.proChoices()
        #expect(picks.first?.event?.id == "48215")
    }

    @Test func secondShapesOverTheRealTransport() async throws {
        let loopback = try await GomaLoopback(["GET /api/promotions/v1/sport-banners": .fixture("sport-banners-events.json"),
                                               "GET /api/promotions/v1/hero-cards": .fixture("hero-cards-events.json"),
                                               "GET /api/promotions/v1/pro-choices": .fixture("pro-choices-events.json")],
                                              signedIn: false)
        defer { loopback.stop() }
        let content = loopback.provider.content
        let carousel = try await content.carouselEvents()
        #expect(carousel.first?.event?.id == "48213")
        let hero = try await content.heroCards()
        #expect(hero.first?.marketIds == ["912402"])
        let picks = try await content.proChoices()
        #expect(picks.first?.marketId == "912450")
        #expect(loopback.requests.first { $0.path == "/api/promotions/v1/sport-banners" }?.query == "language=pt&platform=ios")
    }

    @Test func anUndecodableCarouselIsADecodingError() async throws {
        let loopback = try await GomaLoopback(["GET /api/promotions/v1/sport-banners": .json(#"[{"id":1}]"#)], signedIn: false)
        defer { loopback.stop() }
        do {
            _ = try await loopback.provider.content.carouselEvents()
            Issue.record("expected a decoding error")
        } catch {
            guard case .decoding = error else { Issue.record("unexpected \(error)"); return }
        }
    }
}
