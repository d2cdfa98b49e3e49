import Foundation
import Testing
@_spi(ProviderKit) import ServicesProvider

/// `ComposedProvider` over table-driven fakes: routing, the union of capabilities, sessions kept
/// apart, sign-out of all, and the resolution of content's events by the sportsbook.
@Suite struct ComposedProviderTests {
    static func card(_ id: String, event: String, market: String? = nil) -> CarouselEvent {
        CarouselEvent(id: id, eventId: event, marketId: market, event: sportsbookEvent("cms-copy-\(event)"))
    }

    static func composed(events: FakeEvents, content: FakeContent, account: FakeAccount? = nil,
                         reference: ContentEventReference = .automatic) -> (ComposedProvider, Client) {
        let sportsbook = FakeProvider(name: "Book", eventsService: events, accountService: account ?? FakeAccount(providerName: "Book"))
        let cms = FakeProvider(name: "CMS", contentService: content)
        let provider = ComposedProvider(sportsbook: sportsbook, content: cms, contentEvents: reference)
        return (provider, Client(provider: provider))
    }

    @Test func eachAreaGoesToItsRouteAndAnAreaNoRouteAnswersIsNotSupportedNamingTheComposition() async throws {
        let book = FakeProvider(name: "Book", eventsService: FakeEvents(providerName: "Book", byId: ["e1": .success(sportsbookEvent("e1"))]))
        let cms = FakeProvider(name: "CMS", contentService: FakeContent(providerName: "CMS", bannerList: [Banner(id: "b1")]))
        let client = Client(provider: try ComposedProvider(routes: [.init(book, areas: [.events]), .init(cms, areas: [.content])]))

        #expect(try await client.events.event(id: "e1").id == "e1")
        #expect(try await client.content.banners().map(\.id) == ["b1"])
        await #expect(throws: ServiceProviderError.notSupported(feature: .balance, provider: "Book + CMS")) { try await client.wallet.balance() }
        // Routed, but the route's provider lacks it: its own `.notSupported`.
        await #expect(throws: ServiceProviderError.notSupported(feature: .stories, provider: "CMS")) { try await client.content.stories() }
    }

    @Test func anAreaRoutedToTwoProvidersIsRefused() {
        let one = FakeProvider(name: "One"), two = FakeProvider(name: "Two")
        #expect(throws: ServiceProviderError.invalidRequest(message: "The content area is routed to both One and Two.")) {
            try ComposedProvider(routes: [.init(one, areas: [.events, .content]), .init(two, areas: [.content])])
        }
    }

    @Test func capabilitiesAreEachRoutesFeaturesInItsOwnAreas() throws {
        // The sportsbook also has a CMS of its own; routed for events only, its content is not offered.
        var book = FakeProvider(name: "Book", eventsService: FakeEvents(providerName: "Book"))
        book.contentService = FakeContent(providerName: "Book")
        let cms = FakeProvider(name: "CMS", contentService: FakeContent(providerName: "CMS"))
        let client = Client(provider: try ComposedProvider(routes: [.init(book, areas: [.events]), .init(cms, areas: [.content])]))
        #expect(client.capabilities == FakeEvents(providerName: "Book").features.union(FakeContent(providerName: "CMS").features))
        #expect(client.supports(.eventDetails))
        #expect(!client.supports(.login))
    }

    @Test func signingInReachesTheAccountRouteOnlyAndSigningOutEndsEverySession() async throws {
        let bookAccount = FakeAccount(providerName: "Book"), cmsAccount = FakeAccount(providerName: "CMS")
        var cms = FakeProvider(name: "CMS", contentService: FakeContent(providerName: "CMS"))
        cms.accountService = cmsAccount
        let provider = ComposedProvider(sportsbook: FakeProvider(name: "Book", accountService: bookAccount), content: cms)
        let client = Client(provider: provider)

        _ = try await client.account.login(LoginCredentials(username: "player", password: "pw-123456"))
        #expect(bookAccount.state.withLock { $0.calls } == ["login player"])
        #expect(cmsAccount.state.withLock { $0.calls }.isEmpty, "the CMS never sees the sign-in")
        #expect(await client.isSignedIn)

        // The app signed in to the CMS on its own (e.g. for social features): sign-out ends both.
        _ = try await cms.account.login(LoginCredentials(username: "social", password: "other-pw"))
        try await client.account.logout()
        #expect(!(await client.isSignedIn))
        #expect(!(await cms.isSignedIn))
        #expect(cmsAccount.state.withLock { $0.calls } == ["login social", "logout"])
    }

    @Test func aFailedSignOutOfAnotherProviderIsReportedAfterEveryProviderWasTried() async throws {
        let bookAccount = FakeAccount(providerName: "Book")
        var cmsAccount = FakeAccount(providerName: "CMS")
        cmsAccount.logoutFails = .offline
        var cms = FakeProvider(name: "CMS")
        cms.accountService = cmsAccount
        let client = Client(provider: ComposedProvider(sportsbook: FakeProvider(name: "Book", accountService: bookAccount), content: cms))
        _ = try await client.account.login(LoginCredentials(username: "player", password: "pw-123456"))
        _ = try await cms.account.login(LoginCredentials(username: "social", password: "other-pw"))

        await #expect(throws: ServiceProviderError.offline) { try await client.account.logout() }
        #expect(!(await client.isSignedIn), "the sportsbook's session ended all the same")
    }

    @Test func cardsShowTheSportsbooksEventAndThoseItDoesNotOfferAreDroppedAndCounted() async throws {
        let events = FakeEvents(providerName: "Book", byId: [
            "known": .success(sportsbookEvent("known")),
            "suspended": .success(sportsbookEvent("suspended", status: .suspended)),
            "ended": .success(sportsbookEvent("ended", status: .ended)),
            "cancelled": .success(sportsbookEvent("cancelled", status: .cancelled)),
            "bad id": .failure(.invalidRequest(message: "not an id")),
        ])
        let content = FakeContent(providerName: "CMS", carousel: ["known", "unknown", "suspended", "ended", "cancelled", "bad id", "known"]
            .enumerated().map { Self.card("c\($0.offset)", event: $0.element) })
        let (provider, client) = Self.composed(events: events, content: content)

        let cards = try await client.content.carouselEvents()
        #expect(cards.map(\.id) == ["c0", "c2", "c6"])
        #expect(cards.map { $0.event?.id } == ["known", "suspended", "known"], "the sportsbook's events, never the CMS copies")
        #expect(cards[1].event?.status == .suspended)
        #expect(provider.contentDiagnostics == ContentDiagnostics(unknownEvents: 2, endedEvents: 2))
        #expect(client.contentDiagnostics == provider.contentDiagnostics)
        #expect(events.lookups.withLock { $0.count } == 6, "each event is looked up once")
    }

    @Test func aSportsbookThatCannotAnswerFailsTheCallRatherThanShowingAnEmptyPage() async {
        let events = FakeEvents(providerName: "Book", byId: ["e1": .failure(.offline)])
        let (_, client) = Self.composed(events: events, content: FakeContent(providerName: "CMS", carousel: [Self.card("c1", event: "e1")]))
        await #expect(throws: ServiceProviderError.offline) { try await client.content.carouselEvents() }
    }

    @Test func aSportsbookThatFindsEventsByMarketResolvesTheMarketsTheCMSNames() async throws {
        let events = FakeEvents(providerName: "Book", byId: ["cms-event": .success(sportsbookEvent("wrong"))],
                                byMarket: ["m1": .success(sportsbookEvent("e1", marketIds: ["m1", "m2"])),
                                           "m9": .success(sportsbookEvent("e9", marketIds: ["m9"]))])
        let content = FakeContent(providerName: "CMS",
                                  hero: [HeroCard(id: "h1", eventId: "cms-event", marketIds: ["m1", "m2"])],
                                  picks: [ProChoice(eventId: "cms-event", marketId: "m1"), ProChoice(eventId: "cms-event", marketId: "gone")],
                                  boosted: [BoostedOddsBanner(id: "b1", eventId: "cms-event", marketId: "m1", boostedMarketId: "m2"),
                                            BoostedOddsBanner(id: "b2", eventId: "cms-event", marketId: "m1", boostedMarketId: "m9"),
                                            BoostedOddsBanner(id: "b3", eventId: "cms-event", marketId: "m1", boostedMarketId: "gone")])
        let (provider, client) = Self.composed(events: events, content: content)

        let hero = try await client.content.heroCards()
        #expect(hero.map(\.eventId) == ["e1"])
        #expect(try await client.content.proChoices().map { $0.event?.id } == ["e1"])
        let boosted = try await client.content.boostedOddsBanners()
        #expect(boosted.map(\.id) == ["b1", "b2"])
        #expect(boosted.map { $0.boostedMarket?.id } == ["m2", "m9"])
        #expect(provider.contentDiagnostics.unknownEvents == 2, "the unknown pick and the banner whose boosted market is unknown")
        #expect(!events.lookups.withLock { $0 }.contains("event cms-event"))
    }

    @Test func eventIdsAreUsedWhenTheAppSaysSoEvenIfTheSportsbookFindsMarkets() async throws {
        let events = FakeEvents(providerName: "Book", byId: ["e1": .success(sportsbookEvent("e1", marketIds: ["m1"]))],
                                byMarket: ["m1": .success(sportsbookEvent("wrong"))])
        let content = FakeContent(providerName: "CMS", carousel: [Self.card("c1", event: "e1", market: "m1")],
                                  boosted: [BoostedOddsBanner(id: "b1", eventId: "e1", marketId: "m1", boostedMarketId: "not-listed")])
        let (_, client) = Self.composed(events: events, content: content, reference: .eventId)
        #expect(try await client.content.carouselEvents().map { $0.event?.id } == ["e1"])
        let banner = try #require(try await client.content.boostedOddsBanners().first)
        #expect(banner.event?.id == "e1")
        #expect(banner.boostedMarket == nil, "kept, without a market its event does not list")
    }

    @Test func contentAimedAtSignedInOrSignedOutUsersFollowsTheSportsbookSession() async throws {
        let widgets = [HomeWidget(id: "all", kind: .banners, audience: .all, sortOrder: 1),
                       HomeWidget(id: "in", kind: .news, audience: .authenticated, sortOrder: 2),
                       HomeWidget(id: "out", kind: .stories, audience: .anonymous, sortOrder: 3)]
        let content = FakeContent(providerName: "CMS", layout: HomeLayout(id: "h", name: "Home", widgets: widgets),
                                  bannerList: [Banner(id: "everyone"), Banner(id: "members", audience: .authenticated),
                                               Banner(id: "guests", audience: .anonymous)])
        let (_, client) = Self.composed(events: FakeEvents(providerName: "Book"), content: content)

        #expect(try await client.content.homeLayout().widgets.map(\.id) == ["all", "out"])
        #expect(try await client.content.banners().map(\.id) == ["everyone", "guests"])
        _ = try await client.account.login(LoginCredentials(username: "player", password: "pw-123456"))
        #expect(try await client.content.homeLayout().widgets.map(\.id) == ["all", "in"])
        #expect(try await client.content.banners().map(\.id) == ["everyone", "members"])
    }

    @Test func cashbackBannersFollowTheSportsbookSessionAndPromotedSportsPassThrough() async throws {
        let sports = [PromotedSport(id: "s1", name: "Football", competitions: [PromotedCompetition(id: "c1", name: "Ligue 1")])]
        let content = FakeContent(providerName: "CMS", cashback: [Banner(id: "everyone"), Banner(id: "members", audience: .authenticated)],
                                  promoted: sports)
        let (_, client) = Self.composed(events: FakeEvents(providerName: "Book"), content: content)
        #expect(try await client.content.cashbackBanners().map(\.id) == ["everyone"])
        #expect(try await client.content.promotedSports() == sports)
        _ = try await client.account.login(LoginCredentials(username: "player", password: "pw-123456"))
        #expect(try await client.content.cashbackBanners().map(\.id) == ["everyone", "members"])
        #expect(client.supports(.cashbackBanners) && client.supports(.promotedSports))
    }

    @Test func aProviderAnsweringContentAndEventsServesItsOwnContentAsItIs() async throws {
        var goma = FakeProvider(name: "Both", eventsService: FakeEvents(providerName: "Both"))
        goma.contentService = FakeContent(providerName: "Both", carousel: [Self.card("c1", event: "own")])
        let client = Client(provider: try ComposedProvider(routes: [.init(goma, areas: Set(CapabilityArea.allCases))]))
        #expect(try await client.content.carouselEvents().map { $0.event?.id } == ["cms-copy-own"])
    }
}
