import Foundation
@_spi(ProviderKit) import ServicesProvider

/// Favourites (`/api/favourites/fw`, on the betting host with the launch token): named lists
/// ("coupons") of favourite events.
extension SportRadarPoseidonAPI {
    /// The name of the list the plain favourite-event methods create when the user has none.
    static let defaultFavouriteListName = "Favourites"

    /// `GET /api/favourites/fw/getAccountFavouriteCoupon`.
    static var favouriteCoupons: Request<SportRadarModels.FavouriteCouponsResponse> {
        Request("/api/favourites/fw/getAccountFavouriteCoupon", authorization: launchToken)
    }

    /// `POST /api/favourites/fw/addAccountFavouriteCoupon`. Not retried (it creates a list).
    static func addFavouriteCoupon(name: String) -> Request<SportRadarModels.AddFavouriteCouponResponse> {
        Request(.post, "/api/favourites/fw/addAccountFavouriteCoupon", body: .json(SportRadarModels.AddFavouriteCouponRequest(name: name)),
                authorization: launchToken)
    }

    /// `DELETE /api/favourites/fw/deleteAccountFavouriteCoupon` with a JSON body (the id as a string).
    static func deleteFavouriteCoupon(id: Int) -> Request<SportRadarModels.FavouriteDeleteResponse> {
        Request(.delete, "/api/favourites/fw/deleteAccountFavouriteCoupon",
                body: .json(SportRadarModels.DeleteFavouriteCouponRequest(idfwAccountFavouriteCoupon: String(id))),
                authorization: launchToken)
    }

    /// `POST /api/favourites/fw/getFavouritesForCustomer`: a read sent as a POST.
    static func favourites(couponId: Int) -> Request<SportRadarModels.FavouritesResponse> {
        Request(.post, "/api/favourites/fw/getFavouritesForCustomer",
                body: .json(SportRadarModels.FavouritesForCouponRequest(idfwAccountFavouriteCoupon: couponId)),
                authorization: launchToken, idempotent: true)
    }

    /// `POST /api/favourites/fw/addAccountFavourite`.
    static func addFavourite(couponId: Int, eventId: String) -> Request<SportRadarModels.AddFavouriteResponse> {
        Request(.post, "/api/favourites/fw/addAccountFavourite",
                body: .json(SportRadarModels.AddFavouriteRequest(idfwAccountFavouriteCoupon: couponId, eventId: eventId)),
                authorization: launchToken)
    }

    /// `DELETE /api/favourites/fw/deleteAccountFavourites` with a JSON body naming the favourite ROW id.
    static func deleteFavourite(rowId: Int) -> Request<SportRadarModels.FavouriteDeleteResponse> {
        Request(.delete, "/api/favourites/fw/deleteAccountFavourites",
                body: .json(SportRadarModels.DeleteFavouriteRequest(nidfwAccountFavourites: rowId)),
                authorization: launchToken)
    }
}
