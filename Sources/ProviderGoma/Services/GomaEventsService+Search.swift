import Foundation
@_spi(ProviderKit) import ServicesProvider

/// Search and the user's favourite events.
extension GomaEventsService {
    /// This area's features, part of this service's `features`.
    static let searchFeatures: Set<Feature> = [.search, .favouriteEvents]

    /// `GET /api/search/v1?value=`: the vendor takes only the text (no limit, no paging), so
    /// `limit` cuts its answer, kept in its order. The text is checked and trimmed before any
    /// request (``InputValidation/search(_:limit:)``); the vendor's 422 is `.validation` on `query`.
    func search(_ text: String, limit: Int) async throws(ServiceProviderError) -> [Event] {
        let value = try InputValidation.search(text, limit: limit)
        let answer = try await runtime.executor(.api).send(GomaAPI.search(value: value))
        return answer.data.prefix(limit).map(GomaModelMapper.event)
    }

    /// The favourite events of the signed-in user (competitions they follow are left out).
    func favouriteEventIds() async throws(ServiceProviderError) -> [String] {
        let answer = try await runtime.executor(.api).send(GomaAPI.favourites)
        return GomaModelMapper.favouriteEventIds(answer.data)
    }

    /// Adds, then reads the list again: the vendor answers only `{message}`, and the list it
    /// keeps (with what another device changed, and whether the add took) is the truth a local
    /// edit could only guess. One more request per change.
    func addFavouriteEvent(id: String) async throws(ServiceProviderError) -> [String] {
        try InputValidation.identifier(id, field: "id")
        _ = try await runtime.executor(.api).send(GomaAPI.addFavourite(eventId: id))
        return try await favouriteEventIds()
    }

    /// Removes (a `DELETE` with a JSON body), then reads the list again, as ``addFavouriteEvent(id:)``.
    func removeFavouriteEvent(id: String) async throws(ServiceProviderError) -> [String] {
        try InputValidation.identifier(id, field: "id")
        _ = try await runtime.executor(.api).send(GomaAPI.removeFavourite(eventId: id))
        return try await favouriteEventIds()
    }
}
