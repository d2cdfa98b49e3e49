import Foundation
@_spi(ProviderKit) import ServicesProvider

extension SportRadarModels {
    /// `GET /api/favourites/fw/getAccountFavouriteCoupon`: the user's favourite lists ("coupons").
    struct FavouriteCouponsResponse: Decodable, Sendable {
        let accountFavouriteCoupons: [FavouriteCoupon]?
    }

    /// A favourite list.
    struct FavouriteCoupon: Decodable, Sendable {
        let idfwAccountFavouriteCoupon: Int
        let name: String?
        let idmmCustomer: Int?
    }

    /// `POST …/addAccountFavouriteCoupon` body.
    struct AddFavouriteCouponRequest: Encodable, Sendable, Equatable {
        let name: String
    }

    /// `POST …/addAccountFavouriteCoupon` answer: the new list's id.
    struct AddFavouriteCouponResponse: Decodable, Sendable {
        let addAccountFavouriteCouponResult: Int
    }

    /// `POST …/addAccountFavourite` body: the event id twice (`sfavouriteContent` and
    /// `sfavouriteID`), type `N`, and two nulls the vendor expects to be sent explicitly.
    struct AddFavouriteRequest: Encodable, Sendable, Equatable {
        let idfwAccountFavouriteCoupon: Int
        let eventId: String

        private enum CodingKeys: String, CodingKey {
            case idfwAccountFavouriteCoupon, niddcUserReq, nidmmCustomer, sfavouriteContent, sfavouriteID, sidfwFavouriteType
        }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(idfwAccountFavouriteCoupon, forKey: .idfwAccountFavouriteCoupon)
            try container.encodeNil(forKey: .niddcUserReq)
            try container.encodeNil(forKey: .nidmmCustomer)
            try container.encode([eventId], forKey: .sfavouriteContent)
            try container.encode(eventId, forKey: .sfavouriteID)
            try container.encode("N", forKey: .sidfwFavouriteType)
        }
    }

    /// `POST …/addAccountFavourite` answer.
    struct AddFavouriteResponse: Decodable, Sendable {
        let displayOrder: Int?
        let idAccountFavourite: Int?
    }

    /// `POST …/getFavouritesForCustomer` body.
    struct FavouritesForCouponRequest: Encodable, Sendable, Equatable {
        let idfwAccountFavouriteCoupon: Int
    }

    /// `POST …/getFavouritesForCustomer` answer.
    struct FavouritesResponse: Decodable, Sendable {
        let accountFavourites: [Favourite]?
    }

    /// One favourite row: `favouriteId` is the event id, `idfwAccountFavourites` the row's own
    /// id (the one a delete names).
    struct Favourite: Decodable, Sendable {
        let favouriteId: String
        let favouriteName: String?
        let idfwAccountFavouriteCoupon: Int?
        let idfwAccountFavourites: Int
    }

    /// `DELETE …/deleteAccountFavourites` body: the favourite ROW id.
    struct DeleteFavouriteRequest: Encodable, Sendable, Equatable {
        let nidfwAccountFavourites: Int
    }

    /// `DELETE …/deleteAccountFavouriteCoupon` body: the list id, sent as a string.
    struct DeleteFavouriteCouponRequest: Encodable, Sendable, Equatable {
        let idfwAccountFavouriteCoupon: String
    }

    /// The delete answers: any JSON object (the real body is not evidenced).
    struct FavouriteDeleteResponse: Decodable, Sendable {}
}
