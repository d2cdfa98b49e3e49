import Foundation
@_spi(ProviderKit) import ServicesProvider

/// The sports API's user-data service (favourite events). Like place-bet it wants the session
/// id in `x-sessionid` (no dash), the user id in `userid` and the operator in `x-operatorid`.
package enum EveryMatrixUserDataAPI {
    /// `GET /user-data-service/v1/favorite/events/{op}/{userId}`.
    static func favourites(user: SessionUser, operatorId: String) -> Request<EveryMatrixModels.FavouriteEvents> {
        Request("/user-data-service/v1/favorite/events/\(operatorId)/\(user.id)", headers: headers(operatorId), authorization: session,
                timeout: EveryMatrixPlayerAPI.timeout)
    }

    /// `POST /user-data-service/v1/favorite/events`; answers the updated list.
    static func addFavourites(_ body: EveryMatrixModels.FavouriteEventsChange) -> Request<EveryMatrixModels.FavouriteEvents> {
        Request(.post, "/user-data-service/v1/favorite/events", headers: headers(body.operatorId), body: .json(body), authorization: session,
                timeout: EveryMatrixPlayerAPI.timeout)
    }

    /// `DELETE /user-data-service/v1/favorite/events` with the same JSON body; answers the updated list.
    static func removeFavourites(_ body: EveryMatrixModels.FavouriteEventsChange) -> Request<EveryMatrixModels.FavouriteEvents> {
        Request(.delete, "/user-data-service/v1/favorite/events", headers: headers(body.operatorId), body: .json(body),
                authorization: session, timeout: EveryMatrixPlayerAPI.timeout)
    }

    private static let session = AuthorizationRequirement.session([.header("x-sessionid", .accessToken), .header("userid", .userId)])

    private static func headers(_ operatorId: String) -> [String: String] { ["x-operatorid": operatorId] }
}
