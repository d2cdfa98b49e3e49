import Foundation
@_spi(ProviderKit) import ServicesProvider

/// The Goma CMS: home template and promotions.
struct GomaContentService: ContentService {
    let runtime: GomaRuntime
    var providerName: String { runtime.name }
    /// What this service implements, for the provider's `features`.
    var features: Set<Feature> { Self.features.union(Self.highlightFeatures).union(Self.promotionFeatures).union(Self.downloadFeatures) }

    /// This area's features, part of this service's `features`.
    static let features: Set<Feature> = [.homeLayout, .banners, .alertBanners, .boostedOddsBanners, .carouselEvents, .heroCards,
                                         .proChoices, .stories, .news]

    func homeLayout() async throws(ServiceProviderError) -> HomeLayout {
        GomaModelMapper.homeLayout(try await runtime.executor(.api).send(GomaAPI.homeTemplate))
    }

    func banners() async throws(ServiceProviderError) -> [Banner] {
        try await runtime.executor(.api).send(GomaAPI.banners).map(GomaModelMapper.banner)
    }

    /// Goma has at most one alert banner (`null` when there is none).
    func alertBanners() async throws(ServiceProviderError) -> [Banner] {
        let (data, _) = try await runtime.executor(.api).response(for: GomaAPI.alertBanner)
        if data.isEmpty || data.allSatisfy({ $0 == 0x20 || $0 == 0x0A || $0 == 0x0D || $0 == 0x09 }) { return [] }
        return try runtime.executor(.api).decode(GomaModels.Banner?.self, from: data).map { [GomaModelMapper.banner($0)] } ?? []
    }

    /// Pointers (ids only) or full entries (the event and the boosted market, bettable); a full
    /// entry without its normal market is left out.
    func boostedOddsBanners() async throws(ServiceProviderError) -> [BoostedOddsBanner] {
        try await runtime.executor(.api).send(GomaAPI.boostedOddsBanners).compactMap(GomaModelMapper.boostedOddsBanner)
    }

    func carouselEvents() async throws(ServiceProviderError) -> [CarouselEvent] {
        GomaModelMapper.carouselEvents(try await runtime.executor(.api).send(GomaAPI.sportBanners(language: runtime.configuration.language)))
    }

    func heroCards() async throws(ServiceProviderError) -> [HeroCard] {
        GomaModelMapper.heroCards(try await runtime.executor(.api).send(GomaAPI.heroCards))
    }

    func proChoices() async throws(ServiceProviderError) -> [ProChoice] {
        GomaModelMapper.proChoices(try await runtime.executor(.api).send(GomaAPI.proChoices))
    }

    func stories() async throws(ServiceProviderError) -> [Story] {
        try await runtime.executor(.api).send(GomaAPI.stories).map(GomaModelMapper.story)
    }

    func news() async throws(ServiceProviderError) -> [Promotion] {
        try await runtime.executor(.api).send(GomaAPI.news(page: 1, pageSize: 20)).map(GomaModelMapper.news)
    }
}

extension GomaProvider {
    /// The CMS home layout and promotions.
    public var content: any ContentService { GomaContentService(runtime: runtime) }
}
