import Foundation
@_spi(ProviderKit) import ServicesProvider

/// The promotional-campaigns sub-API: always a GET with `language` (no `platform`), with the
/// anonymous bearer enough. Cached like the other slow CMS lists (the vendor's client lets HTTP
/// caching serve these calls).
extension GomaAPI {
    /// The language sent when the configuration sets none. The vendor's client falls back to
    /// its own configured default language, whose value the vendor reference does not give:
    /// this is a guess, the one constant to change.
    static let promotionsFallbackLanguage = "en"

    /// `GET /api/promotions/v1?language=` (bare array).
    static func promotions(language: String) -> Request<[GomaModels.PromotionInfo]> {
        Request("/api/promotions/v1", query: [URLQueryItem(name: "language", value: language)], authorization: .bearer, cacheTTL: slowListTTL)
    }

    /// `GET /api/promotions/v1/{slug}/{static_page_slug}?language=`: one promotion with its
    /// `static_page`; an unknown slug is a 404 `{message}`.
    static func promotionDetails(slug: String, pageSlug: String, language: String) -> Request<GomaModels.PromotionInfo> {
        Request("/api/promotions/v1/\(slug)/\(pageSlug)", query: [URLQueryItem(name: "language", value: language)],
                authorization: .bearer, cacheTTL: slowListTTL)
    }
}
