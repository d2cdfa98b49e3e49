import Foundation
@_spi(ProviderKit) import ServicesProvider

/// The user's favourite events over the sports API's user-data service.
extension EveryMatrixEventsService {
    /// Favourites' features (REST: offered everywhere).
    static let favouriteFeatures: Set<Feature> = [.favouriteEvents]

    func favouriteEventIds() async throws(ServiceProviderError) -> [String] {
        let operatorId = runtime.configuration.operatorId
        let answer = try await runtime.executor(.sports).send(forUser: { user in
            EveryMatrixSportsAPI.favourites(user: user, operatorId: operatorId)
        })
        return answer.favoriteEvents.map(\.value)
    }

    func addFavouriteEvent(id: String) async throws(ServiceProviderError) -> [String] {
        try await changeFavourites(id: id, with: EveryMatrixSportsAPI.addFavourites)
    }

    func removeFavouriteEvent(id: String) async throws(ServiceProviderError) -> [String] {
        try await changeFavourites(id: id, with: EveryMatrixSportsAPI.removeFavourites)
    }

    /// Adds or removes one event (the vendor takes the same body for both) and returns the list it answers.
    private func changeFavourites(id: String, with call: (EveryMatrixModels.FavouriteEventsChange) -> Request<EveryMatrixModels.FavouriteEvents>)
        async throws(ServiceProviderError) -> [String] {
        try InputValidation.identifier(id, field: "id")
        let operatorId = runtime.configuration.operatorId
        let answer = try await runtime.executor(.sports).send(forUser: { user in
            call(.init(operatorId: operatorId, userId: user.id, favoriteEvents: [id]))
        })
        return answer.favoriteEvents.map(\.value)
    }
}
