import Foundation
@_spi(ProviderKit) import ServicesProvider

/// The user's favourite events over the sports API's user-data service.
extension EveryMatrixEventsService {
    /// Favourites' features (REST: offered everywhere).
    static let favouriteFeatures: Set<Feature> = [.favouriteEvents]

    func favouriteEventIds() async throws(ServiceProviderError) -> [String] {
        let operatorId = runtime.configuration.operatorId
        let answer = try await runtime.executor(.sports).send(forUser: { user in
            EveryMatrixUserDataAPI.favourites(user: user, operatorId: operatorId)
        })
        return answer.favoriteEvents.map(\.value)
    }

    func addFavouriteEvent(id: String) async throws(ServiceProviderError) -> [String] {
        try InputValidation.identifier(id, field: "id")
        let operatorId = runtime.configuration.operatorId
        let answer = try await runtime.executor(.sports).send(forUser: { user in
            EveryMatrixUserDataAPI.addFavourites(.init(operatorId: operatorId, userId: user.id, favoriteEvents: [id]))
        })
        return answer.favoriteEvents.map(\.value)
    }

    func removeFavouriteEvent(id: String) async throws(ServiceProviderError) -> [String] {
        try InputValidation.identifier(id, field: "id")
        let operatorId = runtime.configuration.operatorId
        let answer = try await runtime.executor(.sports).send(forUser: { user in
            EveryMatrixUserDataAPI.removeFavourites(.init(operatorId: operatorId, userId: user.id, favoriteEvents: [id]))
        })
        return answer.favoriteEvents.map(\.value)
    }
}
