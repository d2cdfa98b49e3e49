import Foundation
@_spi(ProviderKit) import ServicesProvider

/// The promotional-campaigns sub-API: the promotions and a promotion's page.
extension GomaContentService {
    /// This area's features, part of this service's `features`.
    static let promotionFeatures: Set<Feature> = [.promotions, .promotionDetails]

    /// The content language: the configuration's, else the vendor client's fallback.
    private var promotionsLanguage: String { runtime.configuration.language ?? GomaAPI.promotionsFallbackLanguage }

    func promotions() async throws(ServiceProviderError) -> [Promotion] {
        GomaModelMapper.promotions(try await runtime.executor(.api).send(GomaAPI.promotions(language: promotionsLanguage)))
    }

    /// Both slugs are checked as identifiers before anything is sent (`.validation` on
    /// `promotionSlug` or `pageSlug`); an unknown promotion or page is the vendor's 404, `.notFound`.
    func promotionDetails(_ page: PromotionPageReference) async throws(ServiceProviderError) -> PromotionDetails {
        try InputValidation.identifier(page.promotionSlug, field: "promotionSlug")
        try InputValidation.identifier(page.pageSlug, field: "pageSlug")
        let info = try await runtime.executor(.api).send(GomaAPI.promotionDetails(slug: page.promotionSlug, pageSlug: page.pageSlug,
                                                                                  language: promotionsLanguage))
        return GomaModelMapper.promotionDetails(info)
    }
}
