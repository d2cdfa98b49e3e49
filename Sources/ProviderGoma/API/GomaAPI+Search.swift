import Foundation
@_spi(ProviderKit) import ServicesProvider

/// Search, the user's favourite events and the highlighted events.
extension GomaAPI {
    /// `GET /api/search/v1?value=…` (`{data:[event…]}`). `value` is the vendor's only parameter:
    /// it has no limit, page or live filter, so the caller cuts the answer.
    static func search(value: String) -> Request<GomaModels.DataEnvelope<[GomaModels.Event]>> {
        Request("/api/search/v1", query: [URLQueryItem(name: "value", value: value)], authorization: .bearer)
    }

    /// `GET /api/events/v1/favorites` (`{data:[{id, user_id, favorite_id, favorite_type}]}`), user.
    static var favourites: Request<GomaModels.DataEnvelope<[GomaModels.Favourite]>> {
        Request("/api/events/v1/favorites", authorization: .bearer.signedIn)
    }

    /// `POST /api/events/v1/favorites` with one event (`{message}` answer), user.
    static func addFavourite(eventId: String) -> Request<GomaModels.MessageResponse> {
        Request(.post, "/api/events/v1/favorites", body: .json(GomaModels.FavouritesChange(eventId: eventId)), authorization: .bearer.signedIn)
    }

    /// `DELETE /api/events/v1/favorites` WITH the same JSON body as the add (`{message}` answer), user.
    static func removeFavourite(eventId: String) -> Request<GomaModels.MessageResponse> {
        Request(.delete, "/api/events/v1/favorites", body: .json(GomaModels.FavouritesChange(eventId: eventId)), authorization: .bearer.signedIn)
    }

    /// `GET /api/events/v1/highlights`: pointers or whole events, item by item. Cached: the
    /// operator changes the highlights a few times a day.
    static var highlights: Request<GomaModels.Highlights> {
        Request("/api/events/v1/highlights", authorization: .bearer, cacheTTL: slowListTTL)
    }
}
