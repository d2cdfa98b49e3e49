import Foundation
@_spi(ProviderKit) import ServicesProvider

/// The browsing tree: sport → regions → competitions → a competition's events, and the featured
/// competitions. The lists change a few times a day, so they (and a competition's details) are
/// served from the provider's cache for ``GomaAPI/slowListTTL``; a competition's events carry
/// odds and are never cached.
extension GomaAPI {
    /// `GET /api/regions/v1?sport_id=` (bare array). Cached.
    static func regions(sportId: String) -> Request<[GomaModels.Region]> {
        Request("/api/regions/v1", query: [URLQueryItem(name: "sport_id", value: sportId)], authorization: .bearer, cacheTTL: slowListTTL)
    }

    /// `GET /api/competitions/v1?region_id=` (bare array). Cached.
    static func competitions(regionId: String) -> Request<[GomaModels.Competition]> {
        Request("/api/competitions/v1", query: [URLQueryItem(name: "region_id", value: regionId)], authorization: .bearer,
                cacheTTL: slowListTTL)
    }

    /// `GET /api/competitions/v1/{id}` (bare competition). Cached.
    static func competitionDetails(id: String) -> Request<GomaModels.Competition> {
        Request("/api/competitions/v1/\(id)", authorization: .bearer, cacheTTL: slowListTTL)
    }

    /// `GET /api/competitions/v1/{id}/events`: paged `{current_page, data, per_page?}`. The
    /// vendor's client sends no page parameter and reads only the first page, so neither does
    /// this call (how the server pages it is not known).
    static func competitionEvents(id: String) -> Request<GomaModels.Paged<GomaModels.Event>> {
        Request("/api/competitions/v1/\(id)/events", authorization: .bearer)
    }

    /// `GET /api/competitions/v1/featured`: ids or full competitions (two shapes). Cached.
    static var featuredCompetitions: Request<GomaModels.FeaturedCompetitions> {
        Request("/api/competitions/v1/featured", authorization: .bearer, cacheTTL: slowListTTL)
    }
}
