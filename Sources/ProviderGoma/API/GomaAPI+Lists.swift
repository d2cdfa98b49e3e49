import Foundation
@_spi(ProviderKit) import ServicesProvider

/// The paged pre-live and ended event lists (`upcoming` is in `GomaAPI.swift`, shared with
/// `list(_:)`). Each answers `{current_page, data, per_page}`; pages start at 1.
extension GomaAPI {
    /// The page size the vendor's client assumes for the event lists when an answer has no
    /// `per_page` (a page shorter than it is the last). A GUESS: the vendor reference does not
    /// know the server's real size, so this is the one constant to change.
    static let eventListPageSize = 10
    /// How many pages "load more" reads at most (kept live, every page is polled again).
    static let eventListMaximumPages = 10

    /// `GET /api/events/v1/trending?sport_id=&page=`: the vendor client's "sort by popularity".
    static func trendingEvents(sportId: String, page: Int) -> Request<GomaModels.Paged<GomaModels.Event>> {
        Request("/api/events/v1/trending", query: sportPage(sportId, page), authorization: .bearer)
    }

    /// `GET /api/events/v1/scores?sport_id=&page=`: finished events with their scores. Cached
    /// briefly: a finished event does not change, the list only grows as matches end.
    static func endedEvents(sportId: String, page: Int) -> Request<GomaModels.Paged<GomaModels.Event>> {
        Request("/api/events/v1/scores", query: sportPage(sportId, page), authorization: .bearer, cacheTTL: endedListTTL)
    }

    /// How long a page of ended events is served from the provider's cache.
    static let endedListTTL: TimeInterval = 60
}
