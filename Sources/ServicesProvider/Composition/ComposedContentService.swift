/// The content route's service inside a ``ComposedProvider`` whose sportsbook is another
/// provider: the events content names come from the sportsbook (``ContentEventResolver``), and
/// what targets signed-in or signed-out users is filtered by the account route's session, since
/// the content provider never learns it.
struct ComposedContentService: ContentService {
    let base: any ContentService
    /// `nil` when no other provider answers events: then no event is shown from the content
    /// provider's own copy either (the cards keep their ids, without an event).
    let resolver: ContentEventResolver?
    let isSignedIn: @Sendable () async -> Bool
    /// Whether another provider answers the account (else the content is served as it is).
    let filtersAudience: Bool

    var providerName: String { base.providerName }
    var features: Set<Feature> { base.features }

    /// The widgets the account route's user may see (``HomeLayout/widgets(forSignedIn:)``).
    func homeLayout() async throws(ServiceProviderError) -> HomeLayout {
        let layout = try await base.homeLayout()
        guard filtersAudience else { return layout }
        return HomeLayout(id: layout.id, name: layout.name, widgets: layout.widgets(forSignedIn: await isSignedIn()))
    }

    func banners() async throws(ServiceProviderError) -> [Banner] { try await audience(of: try await base.banners(), \.audience) }
    func alertBanners() async throws(ServiceProviderError) -> [Banner] { try await audience(of: try await base.alertBanners(), \.audience) }
    func stories() async throws(ServiceProviderError) -> [Story] { try await audience(of: try await base.stories(), \.audience) }
    func news() async throws(ServiceProviderError) -> [Promotion] { try await audience(of: try await base.news(), \.audience) }
    func promotions() async throws(ServiceProviderError) -> [Promotion] { try await audience(of: try await base.promotions(), \.audience) }
    func promotionDetails(_ page: PromotionPageReference) async throws(ServiceProviderError) -> PromotionDetails {
        try await base.promotionDetails(page)
    }
    func cashbackBanners() async throws(ServiceProviderError) -> [Banner] { try await audience(of: try await base.cashbackBanners(), \.audience) }
    /// As the content provider names them: they name no event.
    func promotedSports() async throws(ServiceProviderError) -> [PromotedSport] { try await base.promotedSports() }
    func downloadableContent() async throws(ServiceProviderError) -> [DownloadableContent] { try await base.downloadableContent() }

    func carouselEvents() async throws(ServiceProviderError) -> [CarouselEvent] {
        try await withSportsbookEvents(try await base.carouselEvents())
    }
    func highlightedEvents() async throws(ServiceProviderError) -> [CarouselEvent] {
        try await withSportsbookEvents(try await base.highlightedEvents())
    }
    func heroCards() async throws(ServiceProviderError) -> [HeroCard] { try await withSportsbookEvents(try await base.heroCards()) }
    func proChoices() async throws(ServiceProviderError) -> [ProChoice] { try await withSportsbookEvents(try await base.proChoices()) }

    /// A banner's boosted market is the sportsbook's too: read from its event's markets, or looked
    /// up by market where markets are (a banner whose boosted market is then unknown is left
    /// out); by event id it is `nil` when the event's answer does not carry it.
    func boostedOddsBanners() async throws(ServiceProviderError) -> [BoostedOddsBanner] {
        let byMarket = resolver?.usesMarkets ?? false
        return try await withSportsbookEvents(try await base.boostedOddsBanners(), otherMarkets: { [$0.boostedMarketId] }) { banner, byMarketId in
            let id = banner.boostedMarketId
            banner.boostedMarket = banner.event?.markets.first { $0.id == id } ?? byMarketId[id]?.markets.first { $0.id == id }
            return !byMarket || banner.boostedMarket != nil
        }
    }

    /// The items with the sportsbook's events (each named by its own id), those it does not offer
    /// left out; `complete` then fills what else an item needs from the events found by market id
    /// (answering `false` leaves it out too). Without a sportsbook no item keeps the content
    /// provider's copy.
    private func withSportsbookEvents<Item: ContentEventItem>(
        _ items: [Item], otherMarkets: @escaping @Sendable (Item) -> [String] = { _ in [] },
        complete: (inout Item, [String: Event]) -> Bool = { _, _ in true }) async throws(ServiceProviderError) -> [Item] {
        guard let resolver else { return items.map { $0.withoutEvents() } }
        let reference: (Item) -> ContentEventResolver.Reference = {
            .init(eventId: $0.eventId, marketId: $0.namedMarketId, otherMarketIds: otherMarkets($0))
        }
        return try await resolver.resolve(items, reference: reference) { item, event, byMarketId in
            var item = item
            item.eventId = event.id
            item.event = event
            return complete(&item, byMarketId) ? item : nil
        }
    }

    /// The items whose audience includes the account route's user.
    private func audience<Item>(of items: [Item], _ audience: KeyPath<Item, Audience>) async throws(ServiceProviderError) -> [Item] {
        guard filtersAudience else { return items }
        let signedIn = await isSignedIn()
        return items.filter { $0[keyPath: audience].includes(signedIn: signedIn) }
    }
}
