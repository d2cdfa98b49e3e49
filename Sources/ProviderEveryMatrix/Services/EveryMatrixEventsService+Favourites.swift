import Foundation
@_spi(ProviderKit) import ServicesProvider

/// The user's favourite events over the sports API's user-data service.
extension EveryMatrixEventsService {
    /// Favourites' features (REST: offered everywhere).
    static let favouriteFeatures: Set<Feature> = []
}
