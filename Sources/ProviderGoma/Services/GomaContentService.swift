import Foundation
import ServicesProvider

/// The Goma CMS: home template and promotions.
struct GomaContentService: ContentService {
    let context: GomaContext
    var providerName: String { GomaContext.providerName }

    private func get<T: Decodable>(_ endpoint: GomaAPI, as type: T.Type) async throws(ServiceProviderError) -> T {
        try await context.executor.send(endpoint, as: type)
    }

    func homeLayout() async throws(ServiceProviderError) -> HomeLayout {
        GomaModelMapper.homeLayout(try await get(.homeTemplate, as: GomaModels.HomeTemplate.self))
    }

    func banners() async throws(ServiceProviderError) -> [Banner] {
        try await get(.banners, as: [GomaModels.Banner].self).map(GomaModelMapper.banner)
    }

    /// Goma has at most one alert banner (`null` when there is none).
    func alertBanners() async throws(ServiceProviderError) -> [Banner] {
        let (data, _) = try await context.executor.response(for: GomaAPI.alertBanner)
        if data.isEmpty || data.allSatisfy({ $0 == 0x20 || $0 == 0x0A || $0 == 0x0D || $0 == 0x09 }) { return [] }
        return try context.executor.decode(GomaModels.Banner?.self, from: data).map { [GomaModelMapper.banner($0)] } ?? []
    }

    func boostedOddsBanners() async throws(ServiceProviderError) -> [BoostedOddsBanner] {
        try await get(.boostedOddsBanners, as: [GomaModels.BoostedOddsBanner].self).map(GomaModelMapper.boostedOddsBanner)
    }

    func carouselEvents() async throws(ServiceProviderError) -> [CarouselEvent] {
        try await get(.sportBanners, as: [GomaModels.SportBanner].self).map(GomaModelMapper.carouselEvent)
    }

    func heroCards() async throws(ServiceProviderError) -> [HeroCard] {
        try await get(.heroCards, as: [GomaModels.HeroCard].self).map(GomaModelMapper.heroCard)
    }

    func proChoices() async throws(ServiceProviderError) -> [ProChoice] {
        try await get(.proChoices, as: [GomaModels.EventPointer].self).map(GomaModelMapper.proChoice)
    }

    func stories() async throws(ServiceProviderError) -> [Story] {
        try await get(.stories, as: [GomaModels.Story].self).map(GomaModelMapper.story)
    }

    func news() async throws(ServiceProviderError) -> [Promotion] {
        try await get(.news(page: 1, pageSize: 20), as: [GomaModels.NewsItem].self).map(GomaModelMapper.news)
    }
}
