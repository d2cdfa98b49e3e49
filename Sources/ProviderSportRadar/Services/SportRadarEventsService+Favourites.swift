import Foundation
@_spi(ProviderKit) import ServicesProvider

/// Favourites. The vendor keeps favourite events in named lists ("coupons"). The plain event
/// methods see every list as one: the ids are those of all lists (each once), an add goes to
/// the first list (one named `SportRadarPoseidonAPI.defaultFavouriteListName` is created when
/// the user has none) unless the event is already in a list, and a remove takes the event out
/// of every list. The list methods work on one list.
extension SportRadarEventsService {
    func favouriteEventIds() async throws(ServiceProviderError) -> [String] {
        var ids: [String] = []
        for list in try await coupons() {
            for row in try await rows(couponId: list.idfwAccountFavouriteCoupon) where !ids.contains(row.favouriteId) {
                ids.append(row.favouriteId)
            }
        }
        return ids
    }

    func addFavouriteEvent(id: String) async throws(ServiceProviderError) -> [String] {
        try InputValidation.identifier(id, field: "id")
        let current = try await favouriteEventIds()
        guard !current.contains(id) else { return current }
        let couponId: Int
        if let first = try await coupons().first {
            couponId = first.idfwAccountFavouriteCoupon
        } else {
            couponId = try await createCoupon(name: SportRadarPoseidonAPI.defaultFavouriteListName)
        }
        _ = try await runtime.executor(.betting).send(SportRadarPoseidonAPI.addFavourite(couponId: couponId, eventId: id))
        return try await favouriteEventIds()
    }

    func removeFavouriteEvent(id: String) async throws(ServiceProviderError) -> [String] {
        try InputValidation.identifier(id, field: "id")
        for list in try await coupons() {
            try await deleteRows(of: id, couponId: list.idfwAccountFavouriteCoupon)
        }
        return try await favouriteEventIds()
    }

    func favouriteLists() async throws(ServiceProviderError) -> [FavouriteList] {
        try await coupons().map(SportRadarModelMapper.favouriteList)
    }

    func addFavouriteList(name: String) async throws(ServiceProviderError) -> FavouriteList {
        let trimmed = name.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !trimmed.isEmpty else { throw .validation(fields: [.init(field: "name", code: "REQUIRED", message: "name is required.")]) }
        try InputValidation.text(trimmed, field: "name")
        return FavouriteList(id: String(try await createCoupon(name: trimmed)), name: trimmed)
    }

    func removeFavouriteList(id: String) async throws(ServiceProviderError) {
        _ = try await runtime.executor(.betting).send(SportRadarPoseidonAPI.deleteFavouriteCoupon(id: try Self.listNumber(id, field: "id")))
    }

    func favouriteEventIds(listId: String) async throws(ServiceProviderError) -> [String] {
        try await rows(couponId: try Self.listNumber(listId, field: "listId")).map(\.favouriteId)
    }

    func addFavouriteEvent(id: String, listId: String) async throws(ServiceProviderError) -> [String] {
        try InputValidation.identifier(id, field: "id")
        let couponId = try Self.listNumber(listId, field: "listId")
        if try await !rows(couponId: couponId).contains(where: { $0.favouriteId == id }) {
            _ = try await runtime.executor(.betting).send(SportRadarPoseidonAPI.addFavourite(couponId: couponId, eventId: id))
        }
        return try await rows(couponId: couponId).map(\.favouriteId)
    }

    func removeFavouriteEvent(id: String, listId: String) async throws(ServiceProviderError) -> [String] {
        try InputValidation.identifier(id, field: "id")
        let couponId = try Self.listNumber(listId, field: "listId")
        try await deleteRows(of: id, couponId: couponId)
        return try await rows(couponId: couponId).map(\.favouriteId)
    }

    // MARK: - Plumbing

    /// A list id as the vendor's number; anything else is refused (`INVALID` on `field`).
    static func listNumber(_ id: String, field: String) throws(ServiceProviderError) -> Int {
        try InputValidation.identifier(id, field: field)
        guard let number = Int(id) else {
            throw .validation(fields: [.init(field: field, code: "INVALID", message: "\(field) is not a favourite list id.")])
        }
        return number
    }

    private func coupons() async throws(ServiceProviderError) -> [SportRadarModels.FavouriteCoupon] {
        try Self.fanOut(try await runtime.executor(.betting).send(SportRadarPoseidonAPI.favouriteCoupons).accountFavouriteCoupons ?? [],
                        of: "favourite lists")
    }

    private func createCoupon(name: String) async throws(ServiceProviderError) -> Int {
        try await runtime.executor(.betting).send(SportRadarPoseidonAPI.addFavouriteCoupon(name: name)).addAccountFavouriteCouponResult
    }

    private func rows(couponId: Int) async throws(ServiceProviderError) -> [SportRadarModels.Favourite] {
        try Self.fanOut(try await runtime.executor(.betting).send(SportRadarPoseidonAPI.favourites(couponId: couponId)).accountFavourites ?? [],
                        of: "favourites")
    }

    /// Deletes every row of a list naming the event (a delete names the ROW id).
    private func deleteRows(of eventId: String, couponId: Int) async throws(ServiceProviderError) {
        for row in try await rows(couponId: couponId) where row.favouriteId == eventId {
            _ = try await runtime.executor(.betting).send(SportRadarPoseidonAPI.deleteFavourite(rowId: row.idfwAccountFavourites))
        }
    }
}
