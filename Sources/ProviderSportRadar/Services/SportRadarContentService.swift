import Foundation
@_spi(ProviderKit) import ServicesProvider

/// The home page's editorial content from Poseidon's content API (`POST /services/content/get`,
/// no auth): banners, stories, the cashback banner and the promoted sports here; the pointer lists
/// (carousel, event cards, boosted odds, highlighted markets, hero game) in
/// `SportRadarContentService+Cards.swift`. Lists keep the editor's order. A list the content API
/// does not know (CONTENT_NOT_FOUND: the operator never set it up) is empty; an item the vendor
/// sends incomplete is left out and counted (`SportRadarProvider.contentDiagnostics`), never
/// failing the whole answer as it does in the vendor's client.
struct SportRadarContentService: ContentService {
    let runtime: SportRadarRuntime
    /// The provider's count of the items left out (`SportRadarProvider.contentDiagnostics`).
    let counts: Locked<ContentDiagnostics>
    var providerName: String { runtime.name }
    /// What this service implements, for the provider's `features`.
    var features: Set<Feature> { Self.features.union(Self.cardFeatures) }

    /// This area's features, part of this service's `features`.
    static let features: Set<Feature> = [.banners, .stories, .cashbackBanners, .promotedSports]

    /// The segment between the front-end code and the list's name in every headline id
    /// (`{frontEndCode}/20/{list}`): the vendor's client always sends 20; what it means is not
    /// documented.
    static let headlineSection = "20"
    /// The `bannerCategoryList` of the top banners.
    static let topBannersCategory = "Homepage"
    /// The headline list of the home sliders.
    static let slidersList = "HomepageSliders"
    /// The headline list of the stories.
    static let storiesList = "InstaCard"
    /// The `bannerCategoryList` of the cashback banner (answered in headline form).
    static let cashbackCategory = "cashbackSuccessBanner"

    var language: String { runtime.configuration.language }
    /// The sportsbook the cards' markets and events are looked up in.
    var events: SportRadarEventsService { SportRadarEventsService(runtime: runtime, live: nil) }

    /// A content id below the front-end code (`{frontEndCode}/{node}`).
    func contentId(_ node: String) -> String { "\(runtime.configuration.frontEndCode)/\(node)" }

    /// A headline list's content id (`{frontEndCode}/20/{list}`).
    func headlineId(_ list: String) -> String { contentId("\(Self.headlineSection)/\(list)") }

    /// The top banners (`bannerCategoryList` `F/Homepage`, every category's items merged), then the
    /// home sliders (`headline` `F/20/HomepageSliders`). A slider naming a market carries the
    /// market's event id (the market looked up as a card's is).
    func banners() async throws(ServiceProviderError) -> [Banner] {
        let events = self.events
        let topEndpoint = SportRadarPoseidonAPI.bannerCategories(id: contentId(Self.topBannersCategory), language: language)
        let categories = try await events.unlessGone { () async throws(ServiceProviderError) in
            try await runtime.executor(.content).send(topEndpoint).data
        } ?? []
        let top = SportRadarModelMapper.topBanners(categories)
        count(.incomplete, times: top.dropped)
        let slidersEndpoint = SportRadarPoseidonAPI.headlineBanners(id: headlineId(Self.slidersList), language: language)
        let sliders = try await events.unlessGone { () async throws(ServiceProviderError) in
            try await runtime.executor(.content).send(slidersEndpoint).data
        }
        return top.banners + (try await banners(sliders?.headlineItems))
    }

    /// The promotional stories (`headline` `F/20/InstaCard`).
    func stories() async throws(ServiceProviderError) -> [Story] {
        let endpoint = SportRadarPoseidonAPI.headlineStories(id: headlineId(Self.storiesList), language: language)
        guard let list = try await events.unlessGone({ () async throws(ServiceProviderError) in
            try await runtime.executor(.content).send(endpoint).data
        }) else { return [] }
        count(.incomplete, times: list.headlineItems.dropped)
        return list.headlineItems.elements.map(SportRadarModelMapper.story)
    }

    /// `bannerCategoryList` `F/cashbackSuccessBanner`, read in headline form as the vendor's client
    /// reads it; an answer in the other banner categories' form is `.decoding`.
    func cashbackBanners() async throws(ServiceProviderError) -> [Banner] {
        let endpoint = SportRadarPoseidonAPI.cashbackBanners(id: contentId(Self.cashbackCategory), language: language)
        let list = try await events.unlessGone { () async throws(ServiceProviderError) in
            try await runtime.executor(.content).send(endpoint).data
        }
        return try await banners(list?.headlineItems)
    }

    /// The "Popular" node of `boNavigationList` `F/top` (the sport list's content): its sports,
    /// each with the market groups picked for it. No such node: none.
    func promotedSports() async throws(ServiceProviderError) -> [PromotedSport] {
        let endpoint = SportRadarPoseidonAPI.promotedSports(id: contentId("top"), language: language)
        let root = try await runtime.executor(.content).send(endpoint).data
        let promoted = SportRadarModelMapper.promotedSports(root)
        count(.incomplete, times: promoted.dropped)
        return promoted.sports
    }

    /// Banner headlines as banners, in order: one naming a market gets its event's id, or is left
    /// out when the lookup drops it.
    private func banners(_ list: LossyList<SportRadarModels.BannerHeadline>?) async throws(ServiceProviderError) -> [Banner] {
        guard let list else { return [] }
        count(.incomplete, times: list.dropped)
        let marketIds = list.elements.map { $0.idfomarket.flatMap { $0.isEmpty ? nil : $0 } }
        let found = try await eventsByMarket(marketIds.compactMap { $0 })
        var banners: [Banner] = []
        for (item, marketId) in zip(list.elements, marketIds) {
            guard let marketId else {
                banners.append(SportRadarModelMapper.banner(item))
                continue
            }
            switch found[marketId] ?? .dropped(.unknown) {
            case .dropped(let reason): count(reason)
            case .found(let event): banners.append(SportRadarModelMapper.banner(item, eventId: event.id))
            }
        }
        return banners
    }
}

extension SportRadarProvider {
    /// The home page's editorial content (banners, stories, the cards naming the vendor's own
    /// markets, promoted sports, the cashback banner).
    public var content: any ContentService { SportRadarContentService(runtime: runtime, counts: contentCounts) }
}
