import Foundation
@_spi(ProviderKit) import ServicesProvider

/// The sports API's user-data service (favourite events), which authenticates as placement does.
extension EveryMatrixSportsAPI {
    /// `GET /user-data-service/v1/favorite/events/{op}/{userId}`.
    static func favourites(user: SessionUser, operatorId: String) -> Request<EveryMatrixModels.FavouriteEvents> {
        Request("/user-data-service/v1/favorite/events/\(operatorId)/\(user.id)", headers: operatorHeaders(operatorId), authorization: placementSession,
                timeout: EveryMatrixPlayerAPI.timeout)
    }

    /// `POST /user-data-service/v1/favorite/events`; answers the updated list.
    static func addFavourites(_ body: EveryMatrixModels.FavouriteEventsChange) -> Request<EveryMatrixModels.FavouriteEvents> {
        Request(.post, "/user-data-service/v1/favorite/events", headers: operatorHeaders(body.operatorId), body: .json(body), authorization: placementSession,
                timeout: EveryMatrixPlayerAPI.timeout)
    }

    /// `DELETE /user-data-service/v1/favorite/events` with the same JSON body; answers the updated list.
    static func removeFavourites(_ body: EveryMatrixModels.FavouriteEventsChange) -> Request<EveryMatrixModels.FavouriteEvents> {
        Request(.delete, "/user-data-service/v1/favorite/events", headers: operatorHeaders(body.operatorId), body: .json(body),
                authorization: placementSession, timeout: EveryMatrixPlayerAPI.timeout)
    }
}
