import Foundation
@_spi(ProviderKit) import ServicesProvider

extension SportRadarModelMapper {
    /// A favourite list ("coupon"); a list without a name is named by its id.
    static func favouriteList(_ coupon: SportRadarModels.FavouriteCoupon) -> FavouriteList {
        FavouriteList(id: String(coupon.idfwAccountFavouriteCoupon), name: coupon.name ?? String(coupon.idfwAccountFavouriteCoupon))
    }
}
